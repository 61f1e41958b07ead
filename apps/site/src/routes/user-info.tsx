import { useText } from '@lobby/ui'
import { useEffect, useRef } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { requireLogin } from '../app/login-gate.ts'
import { accountStore } from '../features/account/store.ts'
import { USER_INFO_PATH } from '../layouts/layout-actions.ts'

const accountActions = () => import('../features/account/actions.ts')

/**
 * `/user/Info`, the member centre's Info page (spec section 2). Members only:
 * a visitor gets the login prompt and, after logging in, comes back here. It
 * holds the password change: forced while the layout says
 * `first_login_to_change_password` (a mobile first login lands here), and
 * otherwise the member's own choice; closing it goes back to the lobby.
 */
export function UserInfoRoute() {
  const { t } = useText()
  const navigate = useNavigate()
  const account = useSnapshot(accountStore)
  const signedIn = account.member !== null
  const forced = account.layout?.first_login_to_change_password === 1
  const wasOpen = useRef(false)

  useEffect(() => {
    if (!signedIn) requireLogin(USER_INFO_PATH)
  }, [signedIn])
  // Opened once on arrival; forced as soon as the layout says so, and never again once changed.
  const opened = useRef(false)
  useEffect(() => {
    if (!signedIn || (opened.current && !forced)) return
    opened.current = true
    void accountActions().then((a) => a.openPasswordChange(forced))
  }, [signedIn, forced])
  // The dialog is the page: once it closes (changed, or cancelled when not forced), the lobby.
  useEffect(() => {
    if (account.password.open) wasOpen.current = true
    else if (wasOpen.current) void navigate('/')
  }, [account.password.open, navigate])

  if (!signedIn) return <Navigate to="/" replace />
  return (
    <section data-slot="user-info" className="py-6">
      <h1 className="text-lg font-semibold">{t('user.info_title')}</h1>
    </section>
  )
}
