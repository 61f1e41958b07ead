import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { WithdrawalQueue } from '../../screens/withdrawal-queue/index.ts'
import {
  approveWithdrawal,
  confirmRejection,
  filterWithdrawals,
  forbidWithdrawals,
  loadWithdrawals,
  pageWithdrawals,
  startRejecting,
  stopRejecting,
} from './actions.ts'
import { WITHDRAWAL_PAGE_SIZE, withdrawals } from './store.ts'

/** The withdrawal queue, wired to the admin calls; a role without `withdrawals.read` sees the forbidden state. */
export function WithdrawalsContainer() {
  const state = useSnapshot(withdrawals)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'withdrawals.read')
  useEffect(() => {
    if (mayRead) void loadWithdrawals()
    else forbidWithdrawals()
  }, [mayRead])
  return (
    <WithdrawalQueue
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={WITHDRAWAL_PAGE_SIZE}
      filter={state.filter}
      onFilter={(filter) => void filterWithdrawals(filter)}
      onPage={(page) => void pageWithdrawals(page)}
      onRetry={() => void loadWithdrawals()}
      canDecide={holds(permissions, 'withdrawals.decide')}
      deciding={state.deciding}
      notice={state.notice}
      rejecting={state.rejecting}
      rejectError={state.rejectError}
      onApprove={(withdrawal) => void approveWithdrawal(withdrawal)}
      onReject={startRejecting}
      onRejectConfirm={(reason) => void confirmRejection(reason)}
      onRejectCancel={stopRejecting}
    />
  )
}
