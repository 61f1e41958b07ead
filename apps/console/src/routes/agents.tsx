import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/agents`: scaffold, replaced by its slice. */
export function AgentsRoute() {
  return <ScreenHeader title={copy.shell.screens.agents} description="" />
}
