import { Navigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { session } from '../app/session.ts'
import { screensFor } from '../lib/console-screens.ts'
import { NothingToDo } from '../screens/console-shell/index.ts'

/** `/`: the first screen the operator's role may open, or, for a role with none yet, the empty state. */
export function HomeRoute() {
  const { operator } = useSnapshot(session)
  if (!operator) return null
  const first = screensFor(operator.permissions)[0]
  return first ? <Navigate to={first.path} replace /> : <NothingToDo operatorRole={operator.role} />
}
