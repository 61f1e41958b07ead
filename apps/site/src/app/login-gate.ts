import { proxy } from 'valtio'
import { session } from './session.ts'

/**
 * One site-wide "log in first" state (spec section 5: real play needs login,
 * otherwise a confirm dialog offers the login modal). Every feature asks
 * through `requireLogin`; the layout renders the one dialog.
 */
export const loginGate = proxy({
  open: false,
  /** Where the member wanted to go; after login they are sent there (spec section 2). */
  target: null as string | null,
})

/** True when a member is logged in; otherwise opens the confirm dialog and returns false. */
export function requireLogin(target?: string): boolean {
  if (session.getToken()) return true
  loginGate.open = true
  loginGate.target = target ?? null
  return false
}

export function closeLoginGate(): void {
  loginGate.open = false
}
