import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/settings`: scaffold, replaced by its slice. */
export function SettingsRoute() {
  return <ScreenHeader title={copy.shell.screens.settings} description="" />
}
