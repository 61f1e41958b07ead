import type { AdminSettings } from '@lobby/api'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { SettingsScreen } from '../../screens/settings-screen/index.ts'
import {
  askDemo,
  cancelDemo,
  confirmDemo,
  forbidSettings,
  loadSettings,
  saveAppearance,
  saveLimits,
  saveLocale,
  saveRegisterFields,
} from './actions.ts'
import { settings } from './store.ts'

/** The site's settings, wired to the admin calls; a role without `settings.read` sees the forbidden state. */
export function SettingsContainer() {
  const state = useSnapshot(settings)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'settings.read')
  useEffect(() => {
    if (mayRead) void loadSettings()
    else forbidSettings()
  }, [mayRead])
  return (
    <SettingsScreen
      status={state.status}
      errorMessage={state.errorMessage}
      onRetry={() => void loadSettings()}
      // The snapshot is the loaded answer, read only: the sections copy what they edit.
      settings={state.data as AdminSettings | null}
      version={state.version}
      canManage={holds(permissions, 'settings.manage')}
      notice={state.notice}
      saving={state.saving}
      errors={state.errors}
      fieldErrors={state.fieldErrors}
      onSaveLimits={(limits) => void saveLimits(limits)}
      onSaveFields={(draft) => void saveRegisterFields(draft)}
      onSaveLocale={(locale) => void saveLocale(locale)}
      onSaveAppearance={(appearance) => void saveAppearance(appearance)}
      demoConfirming={state.demoConfirming}
      onDemoAsk={askDemo}
      onDemoConfirm={() => void confirmDemo()}
      onDemoCancel={cancelDemo}
    />
  )
}
