import { isHistoryRoot } from '@lobby/domain'
import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { Route, Routes, UNSAFE_NavigationContext, useNavigate, type To } from 'react-router'
import { SiteLayout } from '../layouts/site-layout.tsx'
import { InSiteOnly } from '../routes/guards.tsx'
import { HomeRoute } from '../routes/home.tsx'
import { withAllMessages } from './i18n.ts'
import { writeCookie } from './session.ts'

/*
 * Declarative routes (react-router's declarative mode): the data router's
 * loaders and fetchers would add ~16 KiB gzip to the first route for features
 * this site does not use (BENCHMARKS.md). Everything but `/` loads on demand.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  // A page waits for the rest of the copy too (app/i18n.ts): it never renders a bare key.
  return lazy(withAllMessages(async () => ({ default: pick(await load()) })))
}

/**
 * A page behind the named `auth` middleware (spec section 2): the guard loads
 * with the page, so neither is in the first route.
 */
function memberPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(
    withAllMessages(async () => {
      const [module, { Auth }] = await Promise.all([load(), import('../routes/auth.tsx')])
      const Page = pick(module)
      return {
        default: () => (
          <Auth>
            <Page />
          </Auth>
        ),
      }
    }),
  )
}

const pages = () => import('../routes/pages.tsx')
const NotFound = page(
  () => import('../routes/not-found.tsx'),
  (m) => m.NotFoundRoute,
)
const GameHall = page(
  () => import('../routes/game-hall.tsx'),
  (m) => m.GameHallRoute,
)
const SlotGame = page(
  () => import('../routes/slot-game.tsx'),
  (m) => m.SlotGameRoute,
)
const GameRoom = page(
  () => import('../routes/game-room.tsx'),
  (m) => m.GameRoomRoute,
)
/** Every member page (`/user/...`, `/Deposit`, `/fastPayment`, the agent centre `/proxy`): routes/user.tsx picks by path. */
const User = memberPage(
  () => import('../routes/user.tsx'),
  (m) => m.MemberRoute,
)
const AuthCallback = page(
  () => import('../routes/auth-callback.tsx'),
  (m) => m.AuthCallbackRoute,
)
const Register = page(
  () => import('../routes/register.tsx'),
  (m) => m.RegisterRoute,
)
const play = () => import('../routes/play.tsx')
const Loading = page(play, (m) => m.LoadingRoute)
const Close = page(play, (m) => m.CloseRoute)
const Play = page(play, (m) => m.PlayRoute)
const Discount = page(pages, (m) => m.DiscountRoute)
const Faq = page(pages, (m) => m.FaqRoute)
const Sponsor = page(pages, (m) => m.SponsorRoute)
const AppDownload = page(pages, (m) => m.AppDownloadRoute)

/** Where an authorised login lands, in the window the site opened for it (routes/auth-callback.tsx). */
export const AUTH_CALLBACK_PATH = '/authCallback'

/** `/fastDeposit` (spec section 2): sets the isFastDeposit flag and goes to /, where the member's deposit opens. */
function FastDeposit() {
  const navigate = useNavigate()
  useEffect(() => {
    writeCookie('isFastDeposit', 'true')
    void navigate('/', { replace: true })
  }, [navigate])
  return null
}

/** The site path a navigation goes to (inside the locale prefix `basename`), without its query and hash. */
function pathOf(to: To, basename: string): string {
  const path = (typeof to === 'string' ? to : (to.pathname ?? '')).split(/[?#]/)[0] ?? ''
  if (basename === '/' || !path.startsWith(basename)) return path
  return path.slice(basename.length) || '/'
}

/**
 * History-reset roots (spec section 2: `/discount`, `/sponsor`, `/proxy`,
 * `/`): every navigation inside the site to one of them replaces the entry
 * it leaves instead of adding one, whichever way it is reached (header,
 * sidebar and footer links, `<Link>`, `navigate()`), so back never returns to
 * the page left. The router's navigator is wrapped once, for every route.
 */
function HistoryRoots({ children }: { children: ReactNode }) {
  const context = useContext(UNSAFE_NavigationContext)
  const value = useMemo(() => {
    const { navigator } = context
    return {
      ...context,
      navigator: {
        ...navigator,
        createHref: navigator.createHref.bind(navigator),
        encodeLocation: navigator.encodeLocation?.bind(navigator),
        go: navigator.go.bind(navigator),
        replace: navigator.replace.bind(navigator),
        push: (to: To, state?: unknown, options?: Parameters<typeof navigator.push>[2]) =>
          isHistoryRoot(pathOf(to, context.basename))
            ? navigator.replace(to, state, options)
            : navigator.push(to, state, options),
      },
    }
  }, [context])
  return <UNSAFE_NavigationContext.Provider value={value}>{children}</UNSAFE_NavigationContext.Provider>
}

/** The routes of spec section 2 that this build serves, with their redirects. */
export function AppRoutes() {
  return (
    <HistoryRoots>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/" element={<HomeRoute />} />
          {/* `/main`, `/gameHall`, `/slotgame` visited by full path go to / (spec section 2). */}
          <Route
            path="/main"
            element={
              <InSiteOnly>
                <HomeRoute />
              </InSiteOnly>
            }
          />
          <Route path="/main/:gtId" element={<HomeRoute />} />
          <Route path="/gameHall" element={<Lazy page={GameHall} />} />
          <Route path="/gameHall/:gtId" element={<Lazy page={GameHall} />} />
          {/* The slot game page has no navbar or footer (BARE_PATHS in the layout). */}
          <Route path="/slotgame" element={<Lazy page={SlotGame} />} />
          <Route path="/gameRoom" element={<Lazy page={GameRoom} />} />
          <Route path="/discount" element={<Lazy page={Discount} />} />
          <Route path="/discount/:id" element={<Lazy page={Discount} />} />
          <Route path="/faq" element={<Lazy page={Faq} />} />
          <Route path="/faq/:id" element={<Lazy page={Faq} />} />
          <Route path="/sponsor" element={<Lazy page={Sponsor} />} />
          <Route path="/fastDeposit" element={<FastDeposit />} />
          <Route path="/register" element={<Lazy page={Register} />} />
          {/* Member pages: behind the `auth` middleware (memberPage). The member centre is every /user page. */}
          {/* `/user/*` matches `/user` too (an empty splat). */}
          <Route path="/user/*" element={<Lazy page={User} />} />
          <Route path="/Deposit" element={<Lazy page={User} />} />
          <Route path="/fastPayment" element={<Lazy page={User} />} />
          <Route path="/proxy" element={<Lazy page={User} />} />
          <Route path="/app" element={<Lazy page={AppDownload} />} />
          {/* Real play (spec section 2): the interim game window, the lobby return address, the in-page game. */}
          <Route path="/loading" element={<Lazy page={Loading} />} />
          <Route path="/close" element={<Lazy page={Close} />} />
          <Route path="/play" element={<Lazy page={Play} />} />
          <Route path={AUTH_CALLBACK_PATH} element={<Lazy page={AuthCallback} />} />
          <Route path="*" element={<Lazy page={NotFound} />} />
        </Route>
      </Routes>
    </HistoryRoots>
  )
}

function Lazy({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
