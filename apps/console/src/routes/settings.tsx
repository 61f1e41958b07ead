import { SettingsContainer } from '../features/settings/settings-container.tsx'

/** `/settings`: the site's settings: registration per currency, languages and currencies, demo mode. */
export function SettingsRoute() {
  return <SettingsContainer />
}
