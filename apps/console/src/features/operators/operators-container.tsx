import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { OperatorList } from '../../screens/operator-list/index.ts'
import {
  askAction,
  cancelAction,
  cancelCreate,
  confirmAction,
  createOperator,
  forbidOperators,
  forgetSecret,
  loadOperators,
  openCreate,
} from './actions.ts'
import { operators } from './store.ts'

/** The operators, wired to the admin calls; a role without `operators.read` sees the forbidden state. */
export function OperatorsContainer() {
  const state = useSnapshot(operators)
  const me = useSnapshot(session).operator
  const permissions = me?.permissions ?? []
  const mayRead = holds(permissions, 'operators.read')
  useEffect(() => {
    if (mayRead) void loadOperators()
    else forbidOperators()
  }, [mayRead])
  // A one-time secret does not outlive the screen.
  useEffect(() => () => forgetSecret(), [])
  return (
    <OperatorList
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      self={me?.account ?? ''}
      onRetry={() => void loadOperators()}
      canManage={holds(permissions, 'operators.manage')}
      notice={state.notice}
      creating={state.creating}
      createBusy={state.createBusy}
      createError={state.createError}
      createFieldErrors={state.createFieldErrors}
      onCreateOpen={openCreate}
      onCreate={(draft) => void createOperator(draft)}
      onCreateCancel={cancelCreate}
      secret={state.secret}
      onSecretDone={forgetSecret}
      pending={state.pending}
      pendingBusy={state.pendingBusy}
      pendingError={state.pendingError}
      onAction={askAction}
      onConfirm={(role) => void confirmAction(role)}
      onConfirmCancel={cancelAction}
    />
  )
}
