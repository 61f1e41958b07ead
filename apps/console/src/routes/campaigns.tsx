import { ScreenHeader } from '../components/screen-header.tsx'
import { copy } from '../copy.ts'

/** `/campaigns`: scaffold, replaced by its slice. */
export function CampaignsRoute() {
  return <ScreenHeader title={copy.shell.screens.campaigns} description="" />
}
