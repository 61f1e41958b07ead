import { ConnectionStatus, Header } from '@lobby/ui'
import { Outlet, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { connectionStore } from '../features/connection/store.ts'
import { useLayout } from './use-layout.ts'

/** Root route element: picks layout-desktop or layout-mobile and renders the route inside it. */
export function SiteLayout() {
  const layout = useLayout()
  const navigate = useNavigate()
  const connection = useSnapshot(connectionStore)
  const compact = layout === 'layout-mobile'
  return (
    <div data-slot="site-layout" data-layout={layout} className="flex min-h-dvh flex-col">
      {/* Log in / Sign up arrive with members (issue 4); until then the header has no account buttons. */}
      <Header
        brandName="Lobby"
        layout={compact ? 'mobile' : 'desktop'}
        className={compact ? 'mb-3' : 'mb-6'}
        status={<ConnectionStatus status={connection.status} compact={compact} />}
        onNavigate={(href, event) => {
          event.preventDefault()
          void navigate(href)
        }}
      />
      <main className={compact ? 'flex-1 px-3 pb-6' : 'mx-auto w-full max-w-6xl flex-1 px-6 pb-10'}>
        <Outlet context={{ layout }} />
      </main>
    </div>
  )
}
