import type { AdminWithdrawal } from '@lobby/api'
import { Pagination, StatusPanel, StatusPanelSkeleton } from '@lobby/ui'
import { ForbiddenState } from '../../components/forbidden-state.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { ScreenHeader } from '../../components/screen-header.tsx'
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
  if (status === 'forbidden') {
    return (
      <section data-slot="withdrawal-queue" data-state="forbidden" className="flex flex-col gap-5">
        <ScreenHeader title={copy.withdrawals.title} description={copy.withdrawals.description} />
        <ForbiddenState what={copy.withdrawals.forbiddenWhat} />
      </section>
    )
  }
  const empty = status === 'ready' && rows.length === 0
  return (
    <section
      data-slot="withdrawal-queue"
      data-state={empty ? 'empty' : status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <ScreenHeader title={copy.withdrawals.title} description={copy.withdrawals.description}>
        {status === 'ready' ? <p className="text-sm text-muted-foreground">{copy.withdrawals.count(total)}</p> : null}
      </ScreenHeader>
      <WithdrawalFilters filter={filter} onFilter={onFilter} />
      <NoticeBanner notice={notice} />
      <StatusPanel
        status={empty ? 'empty' : status === 'ready' ? 'ready' : status}
        loadingLabel={copy.withdrawals.loading}
        placeholder={<StatusPanelSkeleton rows={5} />}
        errorTitle={copy.withdrawals.errorTitle}
        errorBody={errorMessage}
        onRetry={onRetry}
        retryLabel={copy.app.retry}
        emptyTitle={copy.withdrawals.emptyTitle}
        emptyBody={copy.withdrawals.emptyBody}
      >
        <WithdrawalTable
          rows={rows}
          canDecide={canDecide}
          deciding={deciding}
          onApprove={onApprove}
          onReject={onReject}
          formatTime={formatTime}
        />
        <Pagination
          aria-label={copy.withdrawals.pages}
          page={page}
          total={total}
          pageSize={pageSize}
          onPage={onPage}
          className="justify-between desktop:justify-end"
        />
      </StatusPanel>
      <RejectDialog
        key={rejecting?.order_number ?? 'closed'}
        withdrawal={rejecting}
        submitting={rejecting !== null && deciding === rejecting.order_number}
        error={rejectError}
        onConfirm={onRejectConfirm}
        onCancel={onRejectCancel}
        portalContainer={portalContainer}
      />
    </section>
  )
}
