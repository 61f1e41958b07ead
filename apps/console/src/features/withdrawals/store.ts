import type { AdminWithdrawal } from '@lobby/api'
import { proxy } from 'valtio'
import type { ListStatus } from '../../lib/list.ts'
import type { DecisionNotice, WithdrawalFilter } from '../../screens/withdrawal-queue/index.ts'

/** Rows a page of the queue. */
export const WITHDRAWAL_PAGE_SIZE = 20

/** The withdrawal queue as the console shows it. */
export const withdrawals = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminWithdrawal[],
  total: 0,
  page: 1,
  filter: { status: 'pending', member: '' } as WithdrawalFilter,
  /** The order a decision is being sent for. */
  deciding: null as string | null,
  notice: null as DecisionNotice | null,
  /** The withdrawal whose Reject dialog is open. */
  rejecting: null as AdminWithdrawal | null,
  rejectError: '',
})
