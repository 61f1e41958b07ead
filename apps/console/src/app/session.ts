import { adminLogout, adminMe, isApiError, type Operator } from '@lobby/api'
import { proxy } from 'valtio'
import { api, whenUnauthorized } from './api.ts'
import { describeFailure } from './failure.ts'
import { token } from './token.ts'

export type SessionStatus =
  /** A stored token is being checked (`adminMe`). */
  | 'checking'
  /** No live operator session: the login screen. */
  | 'signed-out'
  | 'signed-in'
  /** The check failed for another reason than a 401 (network, server): the start screen offers a retry. */
  | 'error'

/** The operator this tab is signed in as. */
export const session = proxy({
  status: (token.get() ? 'checking' : 'signed-out') as SessionStatus,
  operator: null as Operator | null,
  /** Why the check failed (status `error`). */
  error: '',
  /** Logging out is under way. */
  loggingOut: false,
})

/** Ends the session on this side: the token is gone and the routes go to the login screen. */
export function forgetOperator(): void {
  token.clear()
  session.operator = null
  session.status = 'signed-out'
  session.loggingOut = false
}

// Any 401 means no live operator session (expired, ended elsewhere): forget it; the routes go to /login.
whenUnauthorized(forgetOperator)

/** Learns who the stored token belongs to (`adminMe`); without a token there is nothing to ask. */
export async function checkSession(): Promise<void> {
  if (!token.get()) return forgetOperator()
  session.status = 'checking'
  try {
    session.operator = await api.call(adminMe, {})
    session.status = 'signed-in'
  } catch (error) {
    // A 401 has signed out already (forgetOperator); anything else keeps the token for a retry.
    if (isApiError(error) && error.kind === 'unauthorized') return
    session.error = describeFailure(error)
    session.status = 'error'
  }
}

/** A login succeeded: its token is stored (the client's `setToken`), this is its operator. */
export function operatorSignedIn(operator: Operator): void {
  session.operator = operator
  session.error = ''
  session.status = 'signed-in'
}

/** Ends the session on the server (`adminLogout`), then here, whatever the server answered. */
export async function logOut(): Promise<void> {
  if (session.loggingOut) return
  session.loggingOut = true
  try {
    await api.call(adminLogout, {})
  } catch {
    // Expired already, or the server is away: the token is forgotten here all the same (and dies on its own).
  }
  forgetOperator()
}
