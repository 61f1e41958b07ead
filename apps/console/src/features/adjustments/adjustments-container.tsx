import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { AdjustmentQueue } from '../../screens/adjustment-queue/index.ts'
import {
  approveAdjustment,
  confirmAdjustmentRejection,
  filterAdjustments,
  forbidAdjustments,
  loadAdjustments,
  pageAdjustments,
  startRejectingAdjustment,
  stopRejectingAdjustment,
} from './actions.ts'
import { ADJUSTMENT_PAGE_SIZE, adjustments } from './store.ts'

/** The adjustment queue, wired to the admin calls; a role without `adjustments.read` sees the forbidden state. */
export function AdjustmentsContainer() {
  const state = useSnapshot(adjustments)
  const operator = useSnapshot(session).operator
  const permissions = operator?.permissions ?? []
  const mayRead = holds(permissions, 'adjustments.read')
  useEffect(() => {
    if (mayRead) void loadAdjustments()
    else forbidAdjustments()
  }, [mayRead])
  return (
    <AdjustmentQueue
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={ADJUSTMENT_PAGE_SIZE}
      filter={state.filter}
      onFilter={(filter) => void filterAdjustments(filter)}
      onPage={(page) => void pageAdjustments(page)}
      onRetry={() => void loadAdjustments()}
      canDecide={holds(permissions, 'adjustments.approve')}
      self={operator?.account ?? ''}
      deciding={state.deciding}
      notice={state.notice}
      rejecting={state.rejecting}
      rejectError={state.rejectError}
      onApprove={(adjustment) => void approveAdjustment(adjustment)}
      onReject={startRejectingAdjustment}
      onRejectConfirm={(reason) => void confirmAdjustmentRejection(reason)}
      onRejectCancel={stopRejectingAdjustment}
    />
  )
}
