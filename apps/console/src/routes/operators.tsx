import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/operators`: scaffold, replaced by its slice. */
export function OperatorsRoute() {
  return <ScreenHeader title={copy.shell.screens.operators} description="" />
}
