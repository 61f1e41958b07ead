import { gameCategoryLabelKey, isExternalLink, isGameCategoryId } from '@lobby/domain'
import { ConnectionStatus, Footer, Header, MobileFooterNav, useText, type MobileFooterNavItem } from '@lobby/ui'
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { loginGate, requireLogin } from '../app/login-gate.ts'
import { accountStore } from '../features/account/store.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { connectionStore } from '../features/connection/store.ts'
import { followShellEvents, loadFooter, loadLogo, loadModel, loadSiteDetail } from '../features/shell/actions.ts'
import { shellStore } from '../features/shell/store.ts'
import { useLayout } from './use-layout.ts'

/** The login and logout code (the members contract, the error catalogues) loads on first use. */
const accountActions = () => import('../features/account/actions.ts')
const AccountDialogs = lazy(async () => ({
  default: (await import('../features/account/account-dialogs.tsx')).AccountDialogs,
}))
const LoginGateDialog = lazy(async () => ({ default: (await import('./login-gate-dialog.tsx')).LoginGateDialog }))

/** Pages without header and footers: the slot game page (spec section 2). */
const BARE_PATHS = new Set(['/slotgame'])

const MEMBER_PATHS: Record<Exclude<MobileFooterNavItem, 'home' | 'signup'>, string> = {
  deposit: '/Deposit',
  wallet: '/user/MyWallet',
  profile: '/user/Info',
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
  const accountOpen = account.login.open || account.doubleValidation.open || account.transfer.open
  const [accountWanted, setAccountWanted] = useState(accountOpen)
  if (accountOpen && !accountWanted) setAccountWanted(true)
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
    <div data-slot="site-layout" data-layout={layout} className="flex min-h-dvh flex-col">
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
          onNavigate={route}
          member={account.member ? { name: account.member.account } : undefined}
          onLogin={() => void accountActions().then((a) => a.openLogin())}
          onLogout={() => void accountActions().then((a) => a.logout())}
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
              // Deposit, withdrawal and wallet belong to members; sign-up opens with registration (issue 4).
              const target = { deposit: '/Deposit', withdraw: '/user/Withdrawal', wallet: '/user/MyWallet' }
              requireLogin(action === 'signup' ? '/register' : target[action])
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
                else requireLogin(item === 'signup' ? '/register' : MEMBER_PATHS[item])
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
      {gateWanted ? (
        <Suspense fallback={null}>
          <LoginGateDialog layout={device} />
        </Suspense>
      ) : null}
    </div>
  )
}
