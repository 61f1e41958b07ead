import { ConnectionStatus, SiteHeader } from '@lobby/ui'
import { Outlet } from 'react-router'
import { useSnapshot } from 'valtio'
import { connectionStore } from '../features/connection/store.ts'
import { useLayout } from './use-layout.ts'

/** Root route element: picks layout-desktop or layout-mobile and renders the route inside it. */
export function SiteLayout() {
  const layout = useLayout()
  const connection = useSnapshot(connectionStore)
  const compact = layout === 'layout-mobile'
  return (
    <div data-slot="site-layout" data-layout={layout} className="flex min-h-dvh flex-col">
      <SiteHeader
        brandName="Lobby"
        layout={compact ? 'mobile' : 'desktop'}
        status={<ConnectionStatus status={connection.status} />}
      />
      <main className={compact ? 'flex-1 px-3 pb-6' : 'mx-auto w-full max-w-6xl flex-1 px-6 pb-10'}>
        <Outlet context={{ layout }} />
      </main>
    </div>
  )
}
