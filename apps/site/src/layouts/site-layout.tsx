import {
  appPagePart,
  footerLinkTarget,
  gameCategoryLabelKey,
  isExternalLink,
  isGameCategoryId,
  isHistoryRoot,
  isLinkHidden,
  isSafeLinkUrl,
} from '@lobby/domain'
import { ConnectionStatus, Footer, Header, useText } from '@lobby/ui'
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type MouseEvent } from 'react'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { ageGate } from '../app/age-gate.ts'
import { withAllMessages } from '../app/i18n.ts'
import { whenIdleAfterLoad } from '../app/idle.ts'
import { loginGate, openMemberPage } from '../app/login-gate.ts'
import { confirmBeforeLogout } from '../app/play-gate.ts'
import { toasterGate } from '../app/toaster-gate.ts'
import { accountStore } from '../features/account/store.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { connectionStore } from '../features/connection/store.ts'
import { followShellEvents, loadFooter, loadLogo, loadSiteDetail, openTerms } from '../features/shell/actions.ts'
import { SiteFloatButtons } from '../features/shell/float.tsx'
import { SiteMobileFooter } from '../features/shell/mobile-footer.tsx'
import { contentStore } from '../features/content/store.ts'
import { limitReached } from '../features/responsible-gambling/limit-reached.ts'
import { registrationStore } from '../features/registration/store.ts'
import { shellStore } from '../features/shell/store.ts'
import { useOpenedOnce } from '../app/opened-once.ts'
import { useAddressModal } from './address-modal.ts'
import { accountActions, registrationActions, USER_INFO_PATH } from './layout-actions.ts'
import { useLayout } from './use-layout.ts'

const AccountDialogs = lazy(
  withAllMessages(async () => ({ default: (await import('../features/account/account-dialogs.tsx')).AccountDialogs })),
)
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
const SiteLanguageSelect = lazy(
  withAllMessages(async () => ({
    default: (await import('../features/language/language-view.tsx')).SiteLanguageSelect,
  })),
)
// `useSyncExternalStore` with nothing to follow: false in a server's render and while the page hydrates it, true after.
const noSubscription = () => () => undefined
const inBrowser = () => true
const notInBrowser = () => false
const LayoutWatchers = lazy(async () => ({ default: (await import('./layout-watchers.tsx')).LayoutWatchers }))
const LoginGateDialog = lazy(
  withAllMessages(async () => ({ default: (await import('./login-gate-dialog.tsx')).LoginGateDialog })),
)
/** The age gate (issue 25), with the first launch that asks. */
const AgeGateDialog = lazy(
  withAllMessages(async () => ({ default: (await import('./age-gate-dialog.tsx')).SiteAgeGateDialog })),
)
/** A member's reality check while a game is open (issue 25); it loads the member's settings. */
const RealityCheck = lazy(
  withAllMessages(async () => ({
    default: (await import('../features/responsible-gambling/reality-check-view.tsx')).RealityCheck,
  })),
)
/** A loss, wager or session time limit that stopped play (issue 25), with the first one. */
const LimitReachedDialog = lazy(
  withAllMessages(async () => ({
    default: (await import('../features/responsible-gambling/limit-reached-view.tsx')).SiteLimitReachedDialog,
  })),
)
/** The site's terms, opened from the footer. */
const TermsDialog = lazy(
  withAllMessages(async () => ({ default: (await import('../features/shell/terms-dialog.tsx')).TermsDialog })),
)
/** The operator's ads as news pop-ups on the lobby, once `/` has painted. */
const SiteNews = lazy(withAllMessages(async () => ({ default: (await import('../features/shell/news.tsx')).SiteNews })))
const SessionSwitchDialog = lazy(
  withAllMessages(async () => ({ default: (await import('./session-switch-dialog.tsx')).SessionSwitchDialog })),
)

/** Pages without header and footers: the slot game page (spec section 2), and the game's own pages. */
const BARE_PATHS = new Set(['/slotgame', '/loading', '/close', '/play'])

/** Root route element: picks layout-desktop or layout-mobile and frames the route with header and footers. */
/** The local-storage key windows of the site talk through (app/window-messages.ts). */
const WINDOW_MESSAGE_KEY = 'window-msg'

export function SiteLayout() {
  const layout = useLayout()
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  const compact = device === 'mobile'
  const { t } = useText()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  // `?modal=` opens a modal on any page (spec section 2).
  useAddressModal(device, t)
  // The member and agent centres on desktop are their own 1500x800 windows with their own frame (MemberCentreShell).
  const bare = BARE_PATHS.has(location.pathname) || (!compact && /^\/(?:user|proxy)\b/.test(location.pathname))
  // One object while the layout stays: the layout re-renders with every store it reads (the socket's status, the
  // toaster's gate), and a new context each time would render the whole page under it again, blocking (issue 23).
  const outletContext = useMemo(() => ({ layout }), [layout])
  // False in the server's render and while the page hydrates it, true after (and in a page rendered by itself).
  const inPage = useSyncExternalStore(noSubscription, inBrowser, notInBrowser)
  const languageBox = <span aria-hidden="true" className={compact ? 'block h-8 w-9' : 'block h-8 w-32'} />
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
  }, [device])
  // The template's channels are known with the site details: followed again when they arrive.
  const template = device === 'desktop' ? shell.detail.env?.desktop_template : shell.detail.env?.mobile_template
  useEffect(() => followShellEvents(device), [device, template])
  const bulletins = useSnapshot(contentStore.bulletins)
  const termsWanted = useOpenedOnce(shell.terms.open)

  // A dialog's code loads with the first request for it and then stays.
  const gateWanted = useOpenedOnce(gate.open)
  const ageGateWanted = useOpenedOnce(useSnapshot(ageGate).open)
  const limitReachedWanted = useOpenedOnce(useSnapshot(limitReached).open)
  const accountOpen =
    account.login.open ||
    account.doubleValidation.open ||
    account.transfer.open ||
    account.password.open ||
    account.forgot.open
  const accountWanted = useOpenedOnce(accountOpen)
  // The toaster loads once `/` has painted, or with the first toast if that comes sooner.
  const toasterWanted = useSnapshot(toasterGate).open
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        toasterGate.open = true
      }),
    [],
  )
  // The news pop-ups' code and list load once the page is idle, and only on the lobby.
  const [newsWanted, setNewsWanted] = useState(false)
  useEffect(() => whenIdleAfterLoad(() => setNewsWanted(true)), [])
  // Sign up: the register modal on desktop, the register page on mobile (spec section 2).
  const openRegistration = () => {
    if (device === 'desktop') void registrationActions().then((a) => a.openRegister(t, 'desktop'))
    else void navigate('/register')
  }
  const [registerWanted, setRegisterWanted] = useState(registration.open)
  if (registration.open && device === 'desktop' && !registerWanted) setRegisterWanted(true)
  // An authorised-login callback window hands its result over (spec section 4, window-msg). Listened
  // for from the first render: the message is written and removed at once, so a late listener loses it.
  // The account code reads it, loaded when one arrives.
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key !== WINDOW_MESSAGE_KEY || !event.newValue) return
      const text = event.newValue
      void accountActions().then((a) => a.receiveWindowMessage(text, t))
    }
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  }, [t])
  // What the page watches for but does not paint (flags, links, other windows) loads as its own chunk.

  const route = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (isExternalLink(href) && isSafeLinkUrl(href)) return
    event.preventDefault()
    // Only the site's own paths are followed in the page (spec section 5: no script or data URLs, no `//host`).
    if (!isSafeLinkUrl(href) || !href.startsWith('/')) return
    // A history-reset root replaces the entry it is reached from (spec section 2).
    void navigate(href, { replace: isHistoryRoot(href.split(/[?#]/)[0] ?? href) })
  }

  // `header=false` / `footer=false` hide them; `appPage=header|content|footer` is the one part an app
  // embeds (spec section 2).
  const part = appPagePart(params.get('appPage'))
  const showHeader = !bare && params.get('header') !== 'false' && (part === null || part === 'header')
  const showMain = part === null || part === 'content'
  // `/fastPayment` has no footer (spec section 2).
  const showFooter =
    !bare &&
    location.pathname !== '/fastPayment' &&
    params.get('footer') !== 'false' &&
    (part === null || part === 'footer')
  // Site variant rb16 hides the money links (spec section 2).
  const variant = shell.detail.env?.site_variant
  const hideDeposit = isLinkHidden(variant, 'Deposit')
  const hiddenActions = [
    ...(hideDeposit ? (['deposit'] as const) : []),
    ...(isLinkHidden(variant, 'Withdrawal') ? (['withdraw'] as const) : []),
  ]

  return (
    <div
      data-slot="site-layout"
      data-layout={layout}
      data-app-page={part ?? undefined}
      // Whether the member's own channel is joined (game launch waits for it; tests and support read it here).
      data-member-channel={connection.memberChannel ? 'joined' : undefined}
      className="flex min-h-dvh flex-col"
    >
      {showHeader ? (
        <Header
          brandName={shell.detail.siteName || 'Lobby'}
          logoUrl={shell.logoUrl ?? undefined}
          logoSize={shell.logoSize ?? undefined}
          className={compact ? 'mb-3' : 'mb-6'}
          nav={catalogue.categories.map((c) => ({
            id: c.gt_id,
            label: isGameCategoryId(c.gt_id) ? t(gameCategoryLabelKey(c.gt_id)) : c.gt_name,
            href: `/gameHall/${c.gt_id}`,
            active: location.pathname === `/gameHall/${c.gt_id}`,
          }))}
          status={<ConnectionStatus status={connection.status} compact={compact} />}
          language={
            // Not in the server's first view: it hydrates only once its code and the rest of the copy are in, and a
            // tap on it before then would be lost. It appears, working, after the page's first commit, in a box of
            // its size held for it from the first paint: nothing in the header moves when it arrives (CLS 0).
            inPage ? (
              <Suspense fallback={languageBox}>
                <SiteLanguageSelect />
              </Suspense>
            ) : (
              languageBox
            )
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
      {showMain ? (
        <main
          className={compact ? 'min-h-dvh flex-1 px-3 pb-6' : 'mx-auto min-h-dvh w-full max-w-6xl flex-1 px-6 pb-10'}
        >
          <Outlet context={outletContext} />
        </main>
      ) : null}
      {showFooter ? (
        <Suspense fallback={null}>
          <Footer
            links={shell.footer.links.map((l) => ({ id: l.id, label: l.title, url: l.url }))}
            loading={shell.footer.status === 'loading' || shell.footer.status === 'idle'}
            onNavigate={(href, event) => {
              // A member's "Responsible gaming" opens the member centre's tools (issue 25); a visitor reads the page.
              const target = footerLinkTarget(href, signedIn)
              if (target === href) return route(href, event)
              event.preventDefault()
              openMemberPage(target, (url) => void navigate(url))
            }}
            onAction={(action) => {
              // Deposit, withdrawal and wallet belong to members; sign-up opens registration.
              const target = { deposit: '/Deposit', withdraw: '/user/Withdrawal', wallet: '/user/MyWallet' }
              if (action === 'signup') openRegistration()
              else openMemberPage(target[action], (url) => void navigate(url))
            }}
            signedIn={signedIn}
            hiddenActions={hiddenActions}
            brandName={shell.detail.siteName || 'Lobby'}
            year={new Date().getFullYear()}
            onOpenTerms={() => void openTerms()}
            className={compact ? 'pb-20' : undefined}
          />
          {compact ? (
            <SiteMobileFooter
              signedIn={signedIn}
              pathname={location.pathname}
              profilePath={USER_INFO_PATH}
              onSignup={openRegistration}
              onMemberPage={(path) => openMemberPage(path, (url) => void navigate(url))}
              onRoute={route}
            />
          ) : null}
          {part === null ? <SiteFloatButtons device={device} onRoute={route} /> : null}
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <LayoutWatchers device={device} />
      </Suspense>
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
          <LoginGateDialog />
        </Suspense>
      ) : null}
      {ageGateWanted ? (
        <Suspense fallback={null}>
          <AgeGateDialog />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
      {limitReachedWanted ? (
        <Suspense fallback={null}>
          <LimitReachedDialog />
        </Suspense>
      ) : null}
      {account.handover ? (
        <Suspense fallback={null}>
          <SessionSwitchDialog />
        </Suspense>
      ) : null}
      {newsWanted && showMain && location.pathname === '/' ? (
        <Suspense fallback={null}>
          {/* After the bulletins: one pop-up at a time. */}
          <SiteNews device={device} waiting={!bulletins.checked || bulletins.open} />
        </Suspense>
      ) : null}
      {termsWanted ? (
        <Suspense fallback={null}>
          <TermsDialog />
        </Suspense>
      ) : null}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <SiteToaster />
        </Suspense>
      ) : null}
    </div>
  )
}
