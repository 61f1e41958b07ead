import type { AdminDeposit } from '@lobby/api'
import { proxy } from 'valtio'
import type { ListStatus } from '../../lib/list.ts'
import { NO_DEPOSIT_FILTER, type DepositFilter } from '../../screens/deposit-orders/index.ts'

/** Rows a page of the deposit orders. */
export const DEPOSIT_PAGE_SIZE = 20

/** Finance's deposit orders as the console shows them. */
export const deposits = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminDeposit[],
  total: 0,
  page: 1,
  filter: { ...NO_DEPOSIT_FILTER } as DepositFilter,
})
