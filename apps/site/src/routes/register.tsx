import { useText } from '@lobby/ui'
import { useEffect, useRef } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { writeCookie } from '../app/session.ts'
import { accountStore } from '../features/account/store.ts'
import {
  captureReferral,
  closeRegister,
  openRegister,
  ROUTE_REGISTER_COOKIE,
} from '../features/registration/actions.ts'
import { RegisterPageView } from '../features/registration/register-view.tsx'
import { registrationStore } from '../features/registration/store.ts'
import { useLayout } from '../layouts/use-layout.ts'

const accountActions = () => import('../features/account/actions.ts')

/**
 * `/register?id=&invite=&currency=` (spec section 2). The link's introducer
 * and currency are checked and kept first. On desktop the page sets
 * `isRouteRegister` and goes to `/`, where the register modal opens once; on
 * mobile it is the register page itself. A member has nothing to register:
 * the lobby.
 */
export function RegisterRoute() {
  const account = useSnapshot(accountStore)
  return account.member ? <Navigate to="/" replace /> : <RegisterFlow />
}

function RegisterFlow() {
  const { t } = useText()
  const navigate = useNavigate()
  const device = useLayout() === 'layout-desktop' ? 'desktop' : 'mobile'
  const snap = useSnapshot(registrationStore)
  const wasOpen = useRef(false)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      await captureReferral(new URLSearchParams(window.location.search), t)
      if (cancelled) return
      if (device === 'desktop') {
        writeCookie(ROUTE_REGISTER_COOKIE, 'true')
        void navigate('/', { replace: true })
      } else void openRegister(t, 'mobile')
    })()
    return () => {
      cancelled = true
    }
  }, [device, navigate, t])
  // Leaving the page ends this registration; the next visit starts afresh.
  useEffect(() => () => closeRegister(), [])
  // The page is the form: once registration succeeds (it closes), the lobby.
  useEffect(() => {
    if (snap.open) wasOpen.current = true
    else if (wasOpen.current) void navigate('/', { replace: true })
  }, [snap.open, navigate])

  if (device === 'desktop') return null
  return (
    <RegisterPageView
      onLogin={() => {
        void navigate('/')
        void accountActions().then((a) => a.openLogin())
      }}
    />
  )
}
