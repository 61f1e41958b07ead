import type { AdminSettings } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { SettingsFieldErrors, SettingsSection } from '../../screens/settings-screen/index.ts'

/** The site's settings as the console shows them, with the save that is out and what the last ones came to. */
export const settings = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  data: null as AdminSettings | null,
  /** Bumped on each load, so the forms start again from what was loaded. */
  version: 0,
  notice: null as ScreenNotice | null,
  saving: null as SettingsSection | null,
  errors: {} as Partial<Record<SettingsSection, string>>,
  fieldErrors: {} as SettingsFieldErrors,
  demoConfirming: false,
})
