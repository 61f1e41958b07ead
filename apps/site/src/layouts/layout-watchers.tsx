import { localePrefix } from '@lobby/domain'
import { useText } from '@lobby/ui'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { whenIdleAfterLoad } from '../app/idle.ts'
import { preloadPlay } from '../app/play-gate.ts'
import { readCookie, session, writeCookie } from '../app/session.ts'
import { accountStore } from '../features/account/store.ts'
import { ROUTE_REGISTER_COOKIE } from '../features/registration/store.ts'
import { loadModel } from '../features/shell/actions.ts'
import { shellStore } from '../features/shell/store.ts'
import { accountActions, registrationActions, USER_INFO_PATH } from './layout-actions.ts'
import { routeNameOf } from './route-names.ts'

/**
 * What the layout watches for but does not paint: the pending-register flag,
 * a link's introducer, an ad click, a forced password change, the play code's preload, the login modal's content. Its
 * own chunk, loaded with the first render, so none of it weighs on `/`.
 */
export function LayoutWatchers({ device }: { device: 'desktop' | 'mobile' }) {
  const { t } = useText()
  const navigate = useNavigate()
  const location = useLocation()
  const account = useSnapshot(accountStore)
  const shell = useSnapshot(shellStore)
  const signedIn = account.member !== null

  // A new page starts at its top (route meta scrollToTop, spec section 2); a change of query alone
  // (a lobby tab, a filter) keeps the place. The first page is where the browser put it.
  const firstPath = useRef(location.pathname)
  useEffect(() => {
    if (location.pathname === firstPath.current) return
    firstPath.current = ''
    window.scrollTo({ top: 0 })
  }, [location.pathname])

  // A mobile page takes its template's look once the site details name the template.
  const mobileTemplate = shell.detail.env?.mobile_template
  useEffect(() => {
    if (device === 'mobile' && mobileTemplate)
      void import('../features/shell/mobile-look.ts').then((m) => m.loadMobileLook())
  }, [device, mobileTemplate])

  // Each page's title and description in the site language (issue 21); the server wrote the first page's.
  useEffect(() => {
    void import('../app/page-meta.ts').then(({ applyPageMeta }) =>
      applyPageMeta(session.getLanguage(), undefined, location.pathname),
    )
  }, [location.pathname])

  // The named route shown, in its locale variant (spec section 2), on <html data-route-name>: page-view
  // tracking and QA read it. `location.pathname` is inside the locale prefix.
  useEffect(() => {
    const prefixed = localePrefix(window.location.pathname)
    document.documentElement.dataset.routeName = routeNameOf(location.pathname, prefixed?.locale ?? null)
  }, [location.pathname])

  useEffect(() => {
    // `/register` on desktop leaves this flag and goes to /: the modal opens once there (spec section 2).
    if (location.pathname === '/register' || readCookie(ROUTE_REGISTER_COOKIE) !== 'true') return
    writeCookie(ROUTE_REGISTER_COOKIE, '', 0)
    if (device === 'desktop' && !signedIn) void registrationActions().then((a) => a.openRegister(t, 'desktop'))
  }, [location.pathname, device, signedIn, t])
  useEffect(() => {
    // A link's introducer (`?id=` agent, `?invite=` code) on any page is checked and kept (spec section 2);
    // once, at start: `/register` reads its own.
    const query = new URLSearchParams(window.location.search)
    if ((query.has('id') || query.has('invite')) && window.location.pathname !== '/register') {
      void registrationActions().then((a) => a.captureReferral(query, t))
    }
    // An ad click (`?fbclid=`) is kept for the marketing events that follow (spec section 2).
    if (query.has('fbclid')) void import('../features/tracking/actions.ts').then((m) => m.rememberAdClick(query))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // A first login that must change the password does that before anything else: a modal on desktop, /user/Info on mobile.
  const mustChangePassword = account.layout?.first_login_to_change_password === 1
  useEffect(() => {
    if (!mustChangePassword) return
    if (device === 'desktop') void accountActions().then((a) => a.openPasswordChange(true))
    else if (location.pathname !== USER_INFO_PATH) void navigate(USER_INFO_PATH)
  }, [mustChangePassword, device, location.pathname, navigate])
  // `/fastDeposit` left the isFastDeposit flag (spec section 2): a member's deposit opens once, here.
  useEffect(() => {
    if (!signedIn || readCookie('isFastDeposit') !== 'true') return
    writeCookie('isFastDeposit', '', 0)
    void navigate('/Deposit')
  }, [signedIn, navigate])
  // A member's launch code loads when the page is idle, so a click opens the game window at once (app/play-gate.ts).
  useEffect(() => {
    if (signedIn) return whenIdleAfterLoad(() => void preloadPlay())
  }, [signedIn])
  // The login modal shows the operator's login content (`/web/model_login`).
  useEffect(() => {
    if (account.login.open && shell.models.login.status === 'idle') void loadModel('login', device)
  }, [account.login.open, shell.models.login.status, device])
  return null
}
