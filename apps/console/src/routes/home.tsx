import { Navigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { session } from '../app/session.ts'
import { homePath } from '../features/dashboard/home.ts'
import { NothingToDo } from '../screens/console-shell/index.ts'

/**
 * `/`: the first screen the operator's role may open (the dashboard for a role holding `dashboard.read`), or, for a
 * role with none, the empty state.
 */
export function HomeRoute() {
  const { operator } = useSnapshot(session)
  if (!operator) return null
  const path = homePath(operator.permissions)
  return path ? <Navigate to={path} replace /> : <NothingToDo operatorRole={operator.role} />
}
