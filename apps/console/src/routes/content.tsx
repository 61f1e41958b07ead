import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/content`: scaffold, replaced by its slice. */
export function ContentRoute() {
  return <ScreenHeader title={copy.shell.screens.content} description="" />
}
