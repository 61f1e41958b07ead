import {
  ADMIN_MEMBERS_CODE,
  adminAdjustmentDecide,
  adminAdjustmentRequest,
  adminAdjustments,
  isApiError,
  type AdminAdjustment,
} from '@lobby/api'
import { moneyText } from '@lobby/ui'
import { api } from '../../app/api.ts'
import { sendDecision } from '../../app/decisions.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { newRequestId } from '../../lib/adjustments.ts'
import type { AdjustmentFilter } from '../../screens/adjustment-queue/index.ts'
import { ADJUSTMENT_PAGE_SIZE, adjustmentRequest, adjustments } from './store.ts'

const text = copy.adjustments

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the page of the queue the filter and page say (`adminAdjustments`). */
export async function loadAdjustments(): Promise<void> {
  const load = ++loads
  adjustments.status = 'loading'
  const { filter, page } = adjustments
  try {
    const answer = await api.call(adminAdjustments, {
      status: filter.status,
      member_account: filter.member || undefined,
      page,
      page_size: ADJUSTMENT_PAGE_SIZE,
    })
    if (load !== loads) return
    adjustments.rows = answer.list
    adjustments.total = answer.total_count
    adjustments.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    adjustments.rows = []
    adjustments.errorMessage = describeFailure(error)
    adjustments.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read adjustments: nothing is asked, the screen says so. */
export function forbidAdjustments(): void {
  loads++
  adjustments.status = 'forbidden'
  adjustments.rows = []
}

export function filterAdjustments(filter: AdjustmentFilter): Promise<void> {
  adjustments.filter = { ...filter }
  adjustments.page = 1
  adjustments.notice = null
  return loadAdjustments()
}

export function pageAdjustments(page: number): Promise<void> {
  adjustments.page = page
  return loadAdjustments()
}

export function approveAdjustment(adjustment: AdminAdjustment): Promise<void> {
  return decide(adjustment, 'approve')
}

/** Opens the Reject dialog for an adjustment. */
export function startRejectingAdjustment(adjustment: AdminAdjustment): void {
  adjustments.rejecting = { ...adjustment }
  adjustments.rejectError = ''
}

/** Closes the Reject dialog (not while its rejection is being sent). */
export function stopRejectingAdjustment(): void {
  if (adjustments.deciding !== null) return
  adjustments.rejecting = null
  adjustments.rejectError = ''
}

export function confirmAdjustmentRejection(reason: string): Promise<void> {
  const adjustment = adjustments.rejecting
  return adjustment ? decide(adjustment, 'reject', reason) : Promise.resolve()
}

/** What a refusal of a decision means, in words; undefined for a failure that is not a refusal. */
function refusalText(error: unknown, id: number): string | undefined {
  if (isRefusal(error, ADMIN_MEMBERS_CODE.adjustmentNotPending)) return text.notPending(id)
  if (isRefusal(error, ADMIN_MEMBERS_CODE.ownAdjustment)) return text.ownRequest(id)
  if (isRefusal(error, ADMIN_MEMBERS_CODE.belowZero)) return text.belowZero(id)
  if (isForbidden(error)) return text.decisionForbidden
  return undefined
}

/**
 * Sends a decision (`adminAdjustmentDecide`) and reloads the page. A refusal (decided already, your own request,
 * below zero, the role) closes the dialog with an alert and reloads; another failure of the Reject dialog stays in
 * it, so its reason is not lost.
 */
function decide(adjustment: AdminAdjustment, decision: 'approve' | 'reject', reason = ''): Promise<void> {
  const { id } = adjustment
  return sendDecision(adjustments, id, () => api.call(adminAdjustmentDecide, { id, decision, reason }), {
    done: decision === 'approve' ? text.approved(id) : text.rejected(id),
    refused: (error) => {
      const refused = refusalText(error, id)
      return refused === undefined ? undefined : { text: refused, reload: true }
    },
    failed: (why) => text.decisionFailed(id, why),
    reload: loadAdjustments,
  })
}

/** Opens the request dialog for a member, with a fresh idempotency key. */
export function openAdjustmentRequest(member: { site: string; account: string; currency: string; balance: number }) {
  if (adjustmentRequest.submitting) return
  Object.assign(adjustmentRequest, { member: { ...member }, requestId: newRequestId(), error: '' })
}

/** Closes the request dialog (not while its request is being sent). */
export function closeAdjustmentRequest(): void {
  if (adjustmentRequest.submitting) return
  Object.assign(adjustmentRequest, { member: null, requestId: '', error: '' })
}

/**
 * Sends the request (`adminAdjustmentRequest`) with the dialog's key, so a retry after a lost answer makes no second
 * adjustment. Answers what it came to, as a notice for the member's page; a failure that is not a refusal stays in
 * the dialog (undefined).
 */
export async function submitAdjustmentRequest(request: {
  amount: number
  reason: string
}): Promise<ScreenNotice | undefined> {
  const member = adjustmentRequest.member
  if (member === null || adjustmentRequest.submitting) return undefined
  adjustmentRequest.submitting = true
  adjustmentRequest.error = ''
  const amount = moneyText(request.amount, member.currency, 'en_US', 'always')
  try {
    const done = await api.call(adminAdjustmentRequest, {
      site_id: member.site,
      member_account: member.account,
      amount: request.amount,
      reason: request.reason,
      request_id: adjustmentRequest.requestId,
    })
    Object.assign(adjustmentRequest, { member: null, requestId: '' })
    return done.status === 'applied'
      ? {
          tone: 'success',
          text: text.requestApplied(amount, moneyText(done.balance_after ?? 0, member.currency, 'en_US', 'auto')),
        }
      : { tone: 'success', text: text.requestPending(amount) }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return undefined
    if (isForbidden(error)) {
      Object.assign(adjustmentRequest, { member: null, requestId: '' })
      return { tone: 'error', text: text.requestForbidden }
    }
    // A refusal (below zero, the key reused, no such member) or a failure: said in the dialog, for another try.
    adjustmentRequest.error = describeFailure(error)
    return undefined
  } finally {
    adjustmentRequest.submitting = false
  }
}
