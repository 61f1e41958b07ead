import type { AdminDeposit } from '@lobby/api'
import type { ReactNode } from 'react'
import { ListScreen } from '../../components/list-screen.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { DepositFilters, type DepositFilter } from './deposit-filters.tsx'
import { DepositTable } from './deposit-table.tsx'

export interface DepositOrdersProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The page of orders shown. */
  rows: readonly AdminDeposit[]
  /** Orders matching the filter, over every page. */
  total: number
  /** The page shown, from 1. */
  page: number
  pageSize: number
  filter: DepositFilter
  /** The currencies the currency filter offers. */
  currencies: readonly string[]
  onFilter: (filter: DepositFilter) => void
  onPage: (page: number) => void
  onRetry: () => void
  formatTime?: FormatInstant
  /** The desk's section links, above the filters. */
  nav?: ReactNode
}

/**
 * Finance's deposit orders: filters (status, member, currency, days of creation), the orders newest first, pages.
 *
 * Contract
 * - MUST NOT fetch: filters, pages and retries are the caller's (`on*`).
 * - MUST offer nothing that changes an order: an order is paid only by the payment provider's callback.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table.
 */
export function DepositOrders({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  filter,
  currencies,
  onFilter,
  onPage,
  onRetry,
  formatTime = formatInstant,
  nav,
}: DepositOrdersProps) {
  return (
    <ListScreen
      slot="deposit-orders"
      title={copy.deposits.title}
      description={copy.deposits.description}
      status={status}
      rowCount={rows.length}
      count={copy.deposits.count(total)}
      controls={
        <>
          {nav}
          <DepositFilters filter={filter} currencies={currencies} onFilter={onFilter} />
        </>
      }
      forbiddenWhat={copy.deposits.forbiddenWhat}
      loadingLabel={copy.deposits.loading}
      errorTitle={copy.deposits.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.deposits.emptyTitle}
      emptyBody={copy.deposits.emptyBody}
      pages={{ label: copy.deposits.pages, page, total, pageSize, onPage }}
    >
      <DepositTable rows={rows} formatTime={formatTime} />
    </ListScreen>
  )
}
