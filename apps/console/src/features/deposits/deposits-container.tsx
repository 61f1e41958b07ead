import { CURRENCY_CODES } from '@lobby/domain'
import { useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { DepositOrders } from '../../screens/deposit-orders/index.ts'
import { filterDeposits, forbidDeposits, loadDeposits, pageDeposits } from './actions.ts'
import { DEPOSIT_PAGE_SIZE, deposits } from './store.ts'

/** Finance's deposit orders, wired to the admin call; a role without `deposits.read` sees the forbidden state. */
export function DepositsContainer({ nav }: { nav?: ReactNode }) {
  const state = useSnapshot(deposits)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'deposits.read')
  useEffect(() => {
    if (mayRead) void loadDeposits()
    else forbidDeposits()
  }, [mayRead])
  return (
    <DepositOrders
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={DEPOSIT_PAGE_SIZE}
      filter={state.filter}
      currencies={CURRENCY_CODES}
      onFilter={(filter) => void filterDeposits(filter)}
      onPage={(page) => void pageDeposits(page)}
      onRetry={() => void loadDeposits()}
      nav={nav}
    />
  )
}
