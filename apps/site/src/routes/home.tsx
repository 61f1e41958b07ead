import { useOutletContext } from 'react-router'
import { LobbyCatalogue } from '../features/catalogue/lobby-catalogue.tsx'
import { LobbyContent } from '../features/content/lobby-content.tsx'
import type { LayoutName } from '../layouts/use-layout.ts'

/** `/`: the lobby. */
export function HomeRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  return (
    <div className="flex flex-col gap-4">
      <LobbyContent layout={device} />
      <LobbyCatalogue layout={device} />
    </div>
  )
}
