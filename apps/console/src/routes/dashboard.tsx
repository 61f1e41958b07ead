import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/dashboard`: scaffold, replaced by its slice. */
export function DashboardRoute() {
  return <ScreenHeader title={copy.shell.screens.dashboard} description="" />
}
