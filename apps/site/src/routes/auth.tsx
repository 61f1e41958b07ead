import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSnapshot } from 'valtio'
import { requireLogin } from '../app/login-gate.ts'
import { session } from '../app/session.ts'
import { accountStore } from '../features/account/store.ts'

/**
 * The named `auth` middleware (spec section 2): members only. A visitor is
 * sent to `/` with the login prompt; after logging in, the member goes to
 * the page asked for (its own window for `/user`, `/proxy`, `/fastPayment`
 * on desktop).
 */
export function Auth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  // The account store re-renders this on login and logout; the stored token decides (a resumed session has it first).
  useSnapshot(accountStore)
  const member = session.getToken() !== null
  useEffect(() => {
    if (!member) requireLogin('page', `${pathname}${search}`)
  }, [member, pathname, search])
  return member ? children : <Navigate to="/" replace />
}
