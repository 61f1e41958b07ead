import { useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { DepositChannels } from '../../screens/deposit-channels/index.ts'
import {
  forbidChannels,
  loadChannels,
  saveChannel,
  startCreating,
  startEditing,
  stopEditing,
  switchChannel,
} from './actions.ts'
import { depositChannels } from './store.ts'

/**
 * Finance's deposit channels, wired to the admin calls: read with `deposits.read`, New / Edit / Turn on and off for a
 * role holding `deposits.manage`; a role without `deposits.read` sees the forbidden state.
 */
export function DepositChannelsContainer({ nav }: { nav?: ReactNode }) {
  const state = useSnapshot(depositChannels)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'deposits.read')
  useEffect(() => {
    if (mayRead) void loadChannels()
    else forbidChannels()
  }, [mayRead])
  return (
    <DepositChannels
      status={state.status}
      errorMessage={state.errorMessage}
      currencies={state.currencies}
      rows={state.rows}
      onRetry={() => void loadChannels()}
      canManage={holds(permissions, 'deposits.manage')}
      notice={state.notice}
      onCreate={startCreating}
      onEdit={startEditing}
      onSwitch={(channel, enabled) => void switchChannel(channel, enabled)}
      switching={state.switching}
      editing={state.editing}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      onSave={(draft) => void saveChannel(draft)}
      onEditCancel={stopEditing}
      nav={nav}
    />
  )
}
