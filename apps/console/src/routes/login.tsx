import { Navigate, useLocation } from 'react-router'
import { useSnapshot } from 'valtio'
import { session } from '../app/session.ts'
import { LoginContainer } from '../features/login/login-container.tsx'
import { holds, screenOf } from '../lib/console-screens.ts'
import type { OperatorPermission } from '@lobby/domain'

/**
 * The page a signed-out operator was sent away from (`RequireOperator`), a screen or a page under it (a member's),
 * if the role may open it; else `/`.
 */
function returnPath(state: unknown, permissions: readonly OperatorPermission[]): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null
  if (typeof from !== 'string') return '/'
  const screen = screenOf(from)
  return screen && holds(permissions, screen.needs) ? from : '/'
}

/** `/login`: the sign-in; once signed in, back where the operator was sent from, or to `/`. */
export function LoginRoute() {
  const { status, operator } = useSnapshot(session)
  const location = useLocation()
  if (status === 'signed-in' && operator) {
    return <Navigate to={returnPath(location.state, operator.permissions)} replace />
  }
  return <LoginContainer />
}
