import { ADMIN_CODE, adminWithdrawalDecide, adminWithdrawals, type AdminWithdrawal } from '@lobby/api'
import { api } from '../../app/api.ts'
import { sendDecision } from '../../app/decisions.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import type { WithdrawalFilter } from '../../screens/withdrawal-queue/index.ts'
import { WITHDRAWAL_PAGE_SIZE, withdrawals } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the page of the queue the filter and page say (`adminWithdrawals`). */
export async function loadWithdrawals(): Promise<void> {
  const load = ++loads
  withdrawals.status = 'loading'
  const { filter, page } = withdrawals
  try {
    const answer = await api.call(adminWithdrawals, {
      status: filter.status,
      member_account: filter.member || undefined,
      page,
      page_size: WITHDRAWAL_PAGE_SIZE,
    })
    if (load !== loads) return
    withdrawals.rows = answer.list
    withdrawals.total = answer.total_count
    withdrawals.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    withdrawals.rows = []
    withdrawals.errorMessage = describeFailure(error)
    withdrawals.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read the queue: nothing is asked, the screen says so. */
export function forbidWithdrawals(): void {
  loads++
  withdrawals.status = 'forbidden'
  withdrawals.rows = []
}

export function filterWithdrawals(filter: WithdrawalFilter): Promise<void> {
  withdrawals.filter = { ...filter }
  withdrawals.page = 1
  withdrawals.notice = null
  return loadWithdrawals()
}

export function pageWithdrawals(page: number): Promise<void> {
  withdrawals.page = page
  return loadWithdrawals()
}

export function approveWithdrawal(withdrawal: AdminWithdrawal): Promise<void> {
  return decide(withdrawal, 'approve')
}

/** Opens the Reject dialog for a withdrawal. */
export function startRejecting(withdrawal: AdminWithdrawal): void {
  // A copy: what the screen hands back is a snapshot of the store, frozen.
  withdrawals.rejecting = { ...withdrawal }
  withdrawals.rejectError = ''
}

/** Closes the Reject dialog (not while its rejection is being sent). */
export function stopRejecting(): void {
  if (withdrawals.deciding !== null) return
  withdrawals.rejecting = null
  withdrawals.rejectError = ''
}

export function confirmRejection(reason: string): Promise<void> {
  const withdrawal = withdrawals.rejecting
  return withdrawal ? decide(withdrawal, 'reject', reason) : Promise.resolve()
}

/**
 * Sends a decision (`adminWithdrawalDecide`) and reloads the page, whose row has moved on. A withdrawal that is
 * no longer pending (105) is said so and the page reloaded; a failure of the Reject dialog's call stays in the
 * dialog, so its reason is not lost.
 */
function decide(withdrawal: AdminWithdrawal, decision: 'approve' | 'reject', reason = ''): Promise<void> {
  const order = withdrawal.order_number
  return sendDecision(
    withdrawals,
    order,
    () => api.call(adminWithdrawalDecide, { order_number: order, decision, reason }),
    {
      done: decision === 'approve' ? copy.withdrawals.approved(order) : copy.withdrawals.rejected(order),
      refused: (error) => {
        if (isRefusal(error, ADMIN_CODE.notPending)) return { text: copy.withdrawals.notPending(order), reload: true }
        if (isForbidden(error)) return { text: copy.withdrawals.decisionForbidden, reload: false }
        return undefined
      },
      failed: (why) => copy.withdrawals.decisionFailed(order, why),
      reload: loadWithdrawals,
    },
  )
}
