import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/adjustments`: scaffold, replaced by its slice. */
export function AdjustmentsRoute() {
  return <ScreenHeader title={copy.shell.screens.adjustments} description="" />
}
