import { Navigate, useLocation } from 'react-router'
import { useSnapshot } from 'valtio'
import { session } from '../app/session.ts'
import { LoginContainer } from '../features/login/login-container.tsx'
import { screensFor } from '../lib/console-screens.ts'
import type { OperatorPermission } from '@lobby/domain'

/** The page a signed-out operator was sent away from (`RequireOperator`), if the role may open it; else `/`. */
function returnPath(state: unknown, permissions: readonly OperatorPermission[]): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null
  return screensFor(permissions).find((screen) => screen.path === from)?.path ?? '/'
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
