import type { AdminAdjustment } from '@lobby/api'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { AdjustmentFilters, type AdjustmentFilter } from './adjustment-filters.tsx'
import { AdjustmentRejectDialog } from './adjustment-reject-dialog.tsx'
import { AdjustmentTable } from './adjustment-table.tsx'

const text = copy.adjustments

export interface AdjustmentQueueProps {
  status: ListStatus
  errorMessage?: string
  rows: readonly AdminAdjustment[]
  total: number
  page: number
  pageSize: number
  filter: AdjustmentFilter
  onFilter: (filter: AdjustmentFilter) => void
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `adjustments.approve`: pending rows of other operators get Approve and Reject. */
  canDecide: boolean
  /** The signed-in operator's account (four eyes: their own requests are not theirs to decide). */
  self: string
  /** The adjustment a decision is being sent for, or null. */
  deciding: number | null
  /** What the last decision came to, or null. */
  notice: ScreenNotice | null
  /** The adjustment whose Reject dialog is open, or null. */
  rejecting: AdminAdjustment | null
  rejectError?: string
  onApprove: (adjustment: AdminAdjustment) => void
  onReject: (adjustment: AdminAdjustment) => void
  onRejectConfirm: (reason: string) => void
  onRejectCancel: () => void
  formatTime?: FormatInstant
  portalContainer?: HTMLElement | null
}

/**
 * The balance-adjustment queue: filters (status, member), the adjustments with their signed amounts, reasons and
 * who asked and decided, pending ones first; Approve and Reject on other operators' pending ones for a role that
 * approves; pages.
 *
 * Contract
 * - MUST NOT fetch or decide: filters, pages, decisions and retries are the caller's (`on*`), as is which dialog is
 *   open (`rejecting`).
 * - MUST show Approve and Reject only on pending rows asked for by someone other than `self`, and only when
 *   `canDecide`; while a decision is out every decision button waits.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table; a decision's outcome is announced.
 */
export function AdjustmentQueue({
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
  self,
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
}: AdjustmentQueueProps) {
  return (
    <ListScreen
      slot="adjustment-queue"
      title={text.title}
      description={text.description}
      status={status}
      rowCount={rows.length}
      count={text.count(total)}
      controls={
        <>
          <AdjustmentFilters filter={filter} onFilter={onFilter} />
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={text.forbiddenWhat}
      loadingLabel={text.loading}
      errorTitle={text.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={text.emptyTitle}
      emptyBody={text.emptyBody}
      pages={{ label: text.pages, page, total, pageSize, onPage }}
      dialogs={
        <AdjustmentRejectDialog
          key={rejecting?.id ?? 'closed'}
          adjustment={rejecting}
          submitting={rejecting !== null && deciding === rejecting.id}
          error={rejectError}
          onConfirm={onRejectConfirm}
          onCancel={onRejectCancel}
          portalContainer={portalContainer}
        />
      }
    >
      <AdjustmentTable
        rows={rows}
        canDecide={canDecide}
        self={self}
        deciding={deciding}
        onApprove={onApprove}
        onReject={onReject}
        formatTime={formatTime}
      />
    </ListScreen>
  )
}
