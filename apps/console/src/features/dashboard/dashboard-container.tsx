import type { Dashboard } from '@lobby/api'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { DashboardScreen } from '../../screens/dashboard/index.ts'
import { chooseCurrency, forbidDashboard, loadDashboard } from './actions.ts'
import { dashboard } from './store.ts'

/** The dashboard, wired to the admin call; a role without `dashboard.read` sees the forbidden state. */
export function DashboardContainer() {
  const state = useSnapshot(dashboard)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'dashboard.read')
  useEffect(() => {
    if (mayRead) void loadDashboard()
    else forbidDashboard()
  }, [mayRead])
  return (
    <DashboardScreen
      status={state.status}
      errorMessage={state.errorMessage}
      // A snapshot is deeply readonly; the screen only reads it.
      dashboard={state.data as Dashboard | null}
      currency={state.currency}
      onCurrency={chooseCurrency}
      onRetry={() => void loadDashboard()}
    />
  )
}
