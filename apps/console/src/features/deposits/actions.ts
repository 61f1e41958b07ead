import { adminDeposits } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden } from '../../app/failure.ts'
import { dayInstant } from '../../lib/audit-filters.ts'
import type { DepositFilter } from '../../screens/deposit-orders/index.ts'
import { DEPOSIT_PAGE_SIZE, deposits } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** The instant after the last millisecond of `day` (the call's `to` is exclusive); undefined for no day. */
function afterDay(day: string): string | undefined {
  const last = dayInstant(day, { end: true })
  return last === undefined ? undefined : new Date(Date.parse(last) + 1).toISOString()
}

/** Loads the page of orders the filter and page say (`adminDeposits`). */
export async function loadDeposits(): Promise<void> {
  const load = ++loads
  deposits.status = 'loading'
  const { filter, page } = deposits
  try {
    const answer = await api.call(adminDeposits, {
      status: filter.status,
      member_account: filter.member || undefined,
      currency: filter.currency || undefined,
      from: dayInstant(filter.from),
      to: afterDay(filter.to),
      page,
      page_size: DEPOSIT_PAGE_SIZE,
    })
    if (load !== loads) return
    deposits.rows = answer.list
    deposits.total = answer.total_count
    deposits.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    deposits.rows = []
    deposits.errorMessage = describeFailure(error)
    deposits.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read deposit orders: nothing is asked, the screen says so. */
export function forbidDeposits(): void {
  loads++
  deposits.status = 'forbidden'
  deposits.rows = []
}

export function filterDeposits(filter: DepositFilter): Promise<void> {
  deposits.filter = { ...filter }
  deposits.page = 1
  return loadDeposits()
}

export function pageDeposits(page: number): Promise<void> {
  deposits.page = page
  return loadDeposits()
}
