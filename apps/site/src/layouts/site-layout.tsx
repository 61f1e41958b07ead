import { gameCategoryLabelKey, isExternalLink, isGameCategoryId } from '@lobby/domain'
import { ConnectionStatus, Footer, Header, MobileFooterNav, useText, type MobileFooterNavItem } from '@lobby/ui'
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { withAllMessages } from '../app/i18n.ts'
import { whenIdleAfterLoad } from '../app/idle.ts'
import { loginGate, openMemberPage } from '../app/login-gate.ts'
import { confirmBeforeLogout, preloadPlay } from '../app/play-gate.ts'
import { toasterGate } from '../app/toaster-gate.ts'
import { readCookie, writeCookie } from '../app/session.ts'
import { accountStore } from '../features/account/store.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { connectionStore } from '../features/connection/store.ts'
import { followShellEvents, loadFooter, loadLogo, loadModel, loadSiteDetail } from '../features/shell/actions.ts'
import { registrationStore, ROUTE_REGISTER_COOKIE } from '../features/registration/store.ts'
import { shellStore } from '../features/shell/store.ts'
import { useLayout } from './use-layout.ts'

/** The login and logout code (the members contract, the error catalogues) loads on first use. */
const accountActions = withAllMessages(() => import('../features/account/actions.ts'))
const AccountDialogs = lazy(
  withAllMessages(async () => ({ default: (await import('../features/account/account-dialogs.tsx')).AccountDialogs })),
)
/** Registration loads when a visitor asks to sign up (spec section 4). */
// Its messages (toasts, field errors) are translated as they happen: the rest of the copy comes with it.
const registrationActions = withAllMessages(() => import('../features/registration/actions.ts'))
const RegisterDialog = lazy(
  withAllMessages(async () => ({
    default: (await import('../features/registration/register-view.tsx')).RegisterDialog,
  })),
)
/** The toasts' code loads right after the first render: not in the first route, but there before any toast. */
const SiteToaster = lazy(
  withAllMessages(async () => ({ default: (await import('../features/toast/site-toaster.tsx')).SiteToaster })),
)
/** A member's balance chip and the play dialogs (game modal, maintenance, wallets) load once a member is signed in. */
const playView = withAllMessages(() => import('../features/play/play-view.tsx'))
const MemberBalance = lazy(async () => ({ default: (await playView()).MemberBalance }))
const PlayDialogs = lazy(async () => ({ default: (await playView()).PlayDialogs }))
/** The language selector (its list is a dialog with flags) loads after the first render; its box is held meanwhile. */
const SiteLanguageSelect = lazy(async () => ({
  default: (await import('../features/language/language-view.tsx')).SiteLanguageSelect,
}))
const LoginGateDialog = lazy(
  withAllMessages(async () => ({ default: (await import('./login-gate-dialog.tsx')).LoginGateDialog })),
)

/** Pages without header and footers: the slot game page (spec section 2), and the game's own pages. */
const BARE_PATHS = new Set(['/slotgame', '/loading', '/close', '/play'])

/** The local-storage key windows of the site talk through (app/window-messages.ts). */
const WINDOW_MESSAGE_KEY = 'window-msg'

/** The member centre's Info page: on mobile, where a forced first-login password change happens (spec section 2). */
export const USER_INFO_PATH = '/user/Info'

const MEMBER_PATHS: Record<Exclude<MobileFooterNavItem, 'home' | 'signup'>, string> = {
  deposit: '/Deposit',
  wallet: '/user/MyWallet',
  profile: USER_INFO_PATH,
}

/** Root route element: picks layout-desktop or layout-mobile and frames the route with header and footers. */
export function SiteLayout() {
  const layout = useLayout()
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  const compact = device === 'mobile'
  const { t } = useText()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const bare = BARE_PATHS.has(location.pathname)
  const connection = useSnapshot(connectionStore)
  const shell = useSnapshot(shellStore)
  const catalogue = useSnapshot(catalogueStore)
  const gate = useSnapshot(loginGate)
  const account = useSnapshot(accountStore)
  const registration = useSnapshot(registrationStore)
  const signedIn = account.member !== null

  useEffect(() => {
    void loadSiteDetail()
    void loadFooter()
  }, [])
  useEffect(() => {
    void loadLogo(device)
    return followShellEvents(device)
  }, [device])

  // A dialog's code loads with the first request for it and then stays.
  const [gateWanted, setGateWanted] = useState(gate.open)
  if (gate.open && !gateWanted) setGateWanted(true)
  const accountOpen =
    account.login.open ||
    account.doubleValidation.open ||
    account.transfer.open ||
    account.password.open ||
    account.forgot.open
  const [accountWanted, setAccountWanted] = useState(accountOpen)
  if (accountOpen && !accountWanted) setAccountWanted(true)
  // The toaster loads once `/` has painted, or with the first toast if that comes sooner.
  const toasterWanted = useSnapshot(toasterGate).open
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        toasterGate.open = true
      }),
    [],
  )
  // Sign up: the register modal on desktop, the register page on mobile (spec section 2).
  const openRegistration = () => {
    if (device === 'desktop') void registrationActions().then((a) => a.openRegister(t, 'desktop'))
    else void navigate('/register')
  }
  const [registerWanted, setRegisterWanted] = useState(registration.open)
  if (registration.open && device === 'desktop' && !registerWanted) setRegisterWanted(true)
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
  // An authorised-login callback window hands its result over (spec section 4, window-msg); the
  // account code reads the message, loaded when one arrives.
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key !== WINDOW_MESSAGE_KEY || !event.newValue) return
      const text = event.newValue
      void accountActions().then((a) => a.receiveWindowMessage(text, t))
    }
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  }, [t])
  // A first login that must change the password does that before anything else: a modal on desktop, /user/Info on mobile.
  const mustChangePassword = account.layout?.first_login_to_change_password === 1
  useEffect(() => {
    if (!mustChangePassword) return
    if (device === 'desktop') void accountActions().then((a) => a.openPasswordChange(true))
    else if (location.pathname !== USER_INFO_PATH) void navigate(USER_INFO_PATH)
  }, [mustChangePassword, device, location.pathname, navigate])
  // A member's launch code loads when the page is idle, so a click opens the game window at once (app/play-gate.ts).
  useEffect(() => {
    if (signedIn) return whenIdleAfterLoad(() => void preloadPlay())
  }, [signedIn])
  // The login modal shows the operator's login content (`/web/model_login`).
  useEffect(() => {
    if (account.login.open && shell.models.login.status === 'idle') void loadModel('login', device)
  }, [account.login.open, shell.models.login.status, device])

  const route = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (isExternalLink(href)) return
    event.preventDefault()
    void navigate(href)
  }

  // `header=false` / `footer=false` hide them (spec section 2, app-embedded pages).
  const showHeader = !bare && params.get('header') !== 'false'
  const showFooter = !bare && params.get('footer') !== 'false'

  return (
    <div
      data-slot="site-layout"
      data-layout={layout}
      // Whether the member's own channel is joined (game launch waits for it; tests and support read it here).
      data-member-channel={connection.memberChannel ? 'joined' : undefined}
      className="flex min-h-dvh flex-col"
    >
      {showHeader ? (
        <Header
          brandName={shell.detail.siteName || 'Lobby'}
          logoUrl={shell.logoUrl ?? undefined}
          layout={device}
          className={compact ? 'mb-3' : 'mb-6'}
          nav={catalogue.categories.map((c) => ({
            id: c.gt_id,
            label: isGameCategoryId(c.gt_id) ? t(gameCategoryLabelKey(c.gt_id)) : c.gt_name,
            href: `/gameHall/${c.gt_id}`,
            active: location.pathname === `/gameHall/${c.gt_id}`,
          }))}
          status={<ConnectionStatus status={connection.status} compact={compact} />}
          language={
            <Suspense
              // The button's own size: nothing in the header moves when it arrives (CLS 0).
              fallback={<span aria-hidden="true" className={compact ? 'block h-8 w-9' : 'block h-8 w-32'} />}
            >
              <SiteLanguageSelect layout={device} />
            </Suspense>
          }
          onNavigate={route}
          member={account.member ? { name: account.member.account } : undefined}
          onLogin={() => void accountActions().then((a) => a.openLogin())}
          onRegister={openRegistration}
          onLogout={() => {
            // A game still open asks first (spec section 4).
            if (confirmBeforeLogout()) void accountActions().then((a) => a.logout())
          }}
          balance={
            signedIn ? (
              <Suspense fallback={null}>
                <MemberBalance layout={device} />
              </Suspense>
            ) : undefined
          }
        />
      ) : null}
      {/* At least a screen tall: the footer starts below the fold, so content arriving above it moves nothing in view (CLS 0). */}
      <main className={compact ? 'min-h-dvh flex-1 px-3 pb-6' : 'mx-auto min-h-dvh w-full max-w-6xl flex-1 px-6 pb-10'}>
        <Outlet context={{ layout }} />
      </main>
      {showFooter ? (
        <>
          <Footer
            links={shell.footer.links.map((l) => ({ id: l.id, label: l.title, url: l.url }))}
            loading={shell.footer.status === 'loading' || shell.footer.status === 'idle'}
            onNavigate={route}
            onAction={(action) => {
              // Deposit, withdrawal and wallet belong to members; sign-up opens registration.
              const target = { deposit: '/Deposit', withdraw: '/user/Withdrawal', wallet: '/user/MyWallet' }
              if (action === 'signup') openRegistration()
              else openMemberPage(target[action], (url) => void navigate(url))
            }}
            signedIn={signedIn}
            brandName={shell.detail.siteName || 'Lobby'}
            year={new Date().getFullYear()}
            layout={device}
            className={compact ? 'pb-20' : undefined}
          />
          {compact ? (
            <MobileFooterNav
              signedIn={signedIn}
              active={location.pathname === '/' ? 'home' : undefined}
              onSelect={(item) => {
                if (item === 'home') void navigate('/')
                else if (item === 'signup') openRegistration()
                else openMemberPage(MEMBER_PATHS[item], (url) => void navigate(url))
              }}
            />
          ) : null}
        </>
      ) : null}
      {accountWanted ? (
        <Suspense fallback={null}>
          <AccountDialogs
            layout={device}
            loginContent={shell.models.login.list.map((item) => ({ title: item.title, sanitizedHtml: item.html }))}
          />
        </Suspense>
      ) : null}
      {registerWanted && device === 'desktop' ? (
        <Suspense fallback={null}>
          <RegisterDialog />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <PlayDialogs layout={device} />
        </Suspense>
      ) : null}
      {gateWanted ? (
        <Suspense fallback={null}>
          <LoginGateDialog layout={device} />
        </Suspense>
      ) : null}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <SiteToaster layout={device} />
        </Suspense>
      ) : null}
    </div>
  )
}
