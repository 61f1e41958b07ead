import type { AdminAdjustment } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { AdjustmentFilter } from '../../screens/adjustment-queue/index.ts'

/** Rows a page of the queue. */
export const ADJUSTMENT_PAGE_SIZE = 20

/** The adjustment queue as the console shows it. */
export const adjustments = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminAdjustment[],
  total: 0,
  page: 1,
  filter: { status: 'all', member: '' } as AdjustmentFilter,
  /** The adjustment a decision is being sent for. */
  deciding: null as number | null,
  notice: null as ScreenNotice | null,
  /** The adjustment whose Reject dialog is open. */
  rejecting: null as AdminAdjustment | null,
  rejectError: '',
})

/** The request dialog (opened from a member's page): who it is for, and the one request it sends. */
export const adjustmentRequest = proxy({
  member: null as { site: string; account: string; currency: string; balance: number } | null,
  /** The idempotency key of this dialog's request: a retry after a lost answer is the same request. */
  requestId: '',
  submitting: false,
  error: '',
})
