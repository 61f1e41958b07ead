import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/letters`: scaffold, replaced by its slice. */
export function LettersRoute() {
  return <ScreenHeader title={copy.shell.screens.letters} description="" />
}
