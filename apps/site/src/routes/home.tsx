import { useOutletContext } from 'react-router'
import { LobbyCatalogue } from '../features/catalogue/lobby-catalogue.tsx'
import type { LayoutName } from '../layouts/use-layout.ts'

/** `/`: the lobby. */
export function HomeRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  return <LobbyCatalogue layout={layout === 'layout-desktop' ? 'desktop' : 'mobile'} />
}
