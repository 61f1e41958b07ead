import type { AdminWithdrawal } from '@lobby/api'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { RejectDialog } from './reject-dialog.tsx'
import { WithdrawalFilters, type WithdrawalFilter } from './withdrawal-filters.tsx'
import { WithdrawalTable } from './withdrawal-table.tsx'

/** What the last decision came to: `success` is a quiet status, `error` an alert (e.g. 105, no longer pending). */
export type DecisionNotice = ScreenNotice

export interface WithdrawalQueueProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The page of withdrawals shown. */
  rows: readonly AdminWithdrawal[]
  /** Withdrawals matching the filter, over every page. */
  total: number
  /** The page shown, from 1. */
  page: number
  pageSize: number
  filter: WithdrawalFilter
  onFilter: (filter: WithdrawalFilter) => void
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `withdrawals.decide`: pending rows get Approve and Reject. */
  canDecide: boolean
  /** The order a decision is being sent for, or null. */
  deciding: string | null
  /** What the last decision came to, or null. */
  notice: DecisionNotice | null
  /** The withdrawal whose Reject dialog is open, or null. */
  rejecting: AdminWithdrawal | null
  /** Why the open dialog's rejection failed (the dialog stays open), or empty. */
  rejectError?: string
  onApprove: (withdrawal: AdminWithdrawal) => void
  /** Asks to open the Reject dialog for a withdrawal. */
  onReject: (withdrawal: AdminWithdrawal) => void
  onRejectConfirm: (reason: string) => void
  onRejectCancel: () => void
  formatTime?: FormatInstant
  /** Where the Reject dialog portals (a story's frame). */
  portalContainer?: HTMLElement | null
}

/**
 * The withdrawal queue: filters (status, member), the requests with their amounts and statuses, Approve and Reject
 * on pending ones for a role that decides, and pages.
 *
 * Contract
 * - MUST NOT fetch or decide: filters, pages, decisions and retries are the caller's (`on*`), as is which dialog
 *   is open (`rejecting`).
 * - MUST show Approve and Reject only on pending rows and only when `canDecide`; while a decision is out
 *   (`deciding`) every decision button waits (`aria-disabled`) and the row says so.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table; a decision's outcome (`notice`)
 *   is announced above it, a refusal as an alert.
 */
export function WithdrawalQueue({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  filter,
  onFilter,
  onPage,
  onRetry,
  canDecide,
  deciding,
  notice,
  rejecting,
  rejectError = '',
  onApprove,
  onReject,
  onRejectConfirm,
  onRejectCancel,
  formatTime = formatInstant,
  portalContainer,
}: WithdrawalQueueProps) {
  return (
    <ListScreen
      slot="withdrawal-queue"
      title={copy.withdrawals.title}
      description={copy.withdrawals.description}
      status={status}
      rowCount={rows.length}
      count={copy.withdrawals.count(total)}
      controls={
        <>
          <WithdrawalFilters filter={filter} onFilter={onFilter} />
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={copy.withdrawals.forbiddenWhat}
      loadingLabel={copy.withdrawals.loading}
      errorTitle={copy.withdrawals.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.withdrawals.emptyTitle}
      emptyBody={copy.withdrawals.emptyBody}
      pages={{ label: copy.withdrawals.pages, page, total, pageSize, onPage }}
      dialogs={
        <RejectDialog
          key={rejecting?.order_number ?? 'closed'}
          withdrawal={rejecting}
          submitting={rejecting !== null && deciding === rejecting.order_number}
          error={rejectError}
          onConfirm={onRejectConfirm}
          onCancel={onRejectCancel}
          portalContainer={portalContainer}
        />
      }
    >
      <WithdrawalTable
        rows={rows}
        canDecide={canDecide}
        deciding={deciding}
        onApprove={onApprove}
        onReject={onReject}
        formatTime={formatTime}
      />
    </ListScreen>
  )
}
