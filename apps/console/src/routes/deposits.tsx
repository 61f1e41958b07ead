import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/deposits`: scaffold, replaced by its slice. */
export function DepositsRoute() {
  return <ScreenHeader title={copy.shell.screens.deposits} description="" />
}
