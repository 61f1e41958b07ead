import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/games`: scaffold, replaced by its slice. */
export function GamesRoute() {
  return <ScreenHeader title={copy.shell.screens.games} description="" />
}
