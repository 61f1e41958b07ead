import { languageCodeToHtmlLang, localePrefix } from '@lobby/domain'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { takeAddressCurrency } from './app/address-params.ts'
import { discardBootAnswers, firstViewRenderedFor } from './app/boot.ts'
import { isFirstViewPath, loadFirstView, loadFirstViewCode } from './app/first-view.ts'
import { whenUnauthorized } from './app/api.ts'
import { guardChunkLoads } from './app/chunk-reload.ts'
import { SiteErrorBoundary } from './app/error-boundary.tsx'
import { whenIdle } from './app/idle.ts'
import { loadMessages } from './app/i18n.ts'
import { AppProviders } from './app/providers.tsx'
import { AppRoutes } from './app/router.tsx'
import { readStorage, session } from './app/session.ts'
import { siteConfig } from './app/site-config.ts'
import { watchDuplicateLogin } from './features/account/duplicate-login.ts'
import { startRealtime } from './features/connection/store.ts'
import { loadBanners } from './features/content/actions.ts'
import { currentLayout } from './layouts/use-layout.ts'
import './styles.css'

// The address as it came: the session handover below may reset it.
const startSearch = window.location.search
// A chunk that fails to load reloads the page once (spec section 4); set up before anything lazy loads.
guardChunkLoads()
// A locale-prefixed address (`/vi_VN/...`, spec section 2) sets the language, saved like a choice in the
// selector, and the prefix stays on every address the router makes.
const localized = localePrefix(window.location.pathname)
if (localized) session.setLanguage(localized.locale)
const sitePath = localized ? window.location.pathname.slice(localized.prefix.length) || '/' : window.location.pathname

const root = document.documentElement
root.dataset.brand = siteConfig.brand
root.lang = languageCodeToHtmlLang(session.getLanguage())
// The title and meta tags in a chunk of their own: nothing in them is needed to paint.
void import('./app/page-meta.ts').then(({ applyPageMeta }) => applyPageMeta(session.getLanguage()))

// The account code loads only when there is a member to resume, a session to take over or a 401 to answer.
const accountActions = () => import('./features/account/actions.ts')
whenUnauthorized(() => void accountActions().then((a) => a.forgetMember()))
// A session handed over in the address (spec section 4) before anything reads the stored one; the
// code for it loads only when the address carries one.
const enc = /[?&](?:tk|member_account|member_currency|member_id|enc)=/.test(window.location.search)
  ? (await import('./app/handover.ts')).takeSessionFromAddress()
  : null
if (enc) {
  void accountActions().then(async (a) => {
    await a.adoptEncryptedSession(enc)
    // Taken or refused, the address resets to / (spec section 4), under the locale prefix it came with.
    window.history.replaceState(null, '', `${localized?.prefix ?? ''}/`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
} else if (session.getToken()) void accountActions().then((a) => a.resumeSession())
// `?currency=` on any page (spec section 2): a visitor's site currency, when the brand offers it.
if (/[?&]currency=/.test(startSearch)) takeAddressCurrency(startSearch)
// The socket (socket.io loads with it) once the first paint is done: nothing on it is needed to paint.
whenIdle(() => {
  startRealtime()
  watchDuplicateLogin()
  // The new-version check: a newer build turns the next navigation into a page load (spec section 4).
  void import('./app/version-check.ts').then((m) => m.watchVersion())
  // The installed app (docs/native-bridge.md): a service worker only with the pwa flag, in the address or stored.
  if (/[?&]pwa(?:[=&]|$)/.test(startSearch) || readStorage('pwa') === '1')
    void import('./features/native/pwa.ts').then((p) => p.startPwa(startSearch))
})
const device = currentLayout() === 'layout-desktop' ? 'desktop' : 'mobile'
const rootElement = document.getElementById('root')!
// The server rendered the lobby's first view into #root (app/server-render.tsx): hydrated when it is what
// this page renders first (a visitor, on `/`, in this language, currency and layout), else replaced.
const rendered = firstViewRenderedFor()
const hydrate =
  rendered !== null &&
  rootElement.firstElementChild !== null &&
  root.dataset.firstView !== 'stale' &&
  !localized &&
  isFirstViewPath(sitePath) &&
  enc === null &&
  session.getToken() === null &&
  rendered.layout === device &&
  rendered.language === session.getLanguage() &&
  rendered.currency === session.getCurrency()
if (!hydrate) {
  rootElement.replaceChildren()
  delete root.dataset.firstView
  discardBootAnswers()
  // The banner is the lobby's largest paint: ask for it now, not after the first render.
  if (sitePath === '/') void loadBanners(device)
}

// The language's catalogue (a chunk of its own unless it is en_US) before the first render; for a
// hydration, the first view's answers (from the boot data, no call) in the stores too.
const [messages] = await Promise.all([
  loadMessages(session.getLanguage()),
  hydrate ? loadFirstView(device) : null,
  hydrate ? loadFirstViewCode() : null,
])
// The answers were for the first view's loads: any later call (a reload an operator's push asks for, a load the
// first view took from elsewhere, like the banners from the page's banner lists) goes to the server.
discardBootAnswers()

const app = (
  <StrictMode>
    <AppProviders messages={messages}>
      <SiteErrorBoundary>
        <BrowserRouter basename={localized?.prefix}>
          <AppRoutes />
        </BrowserRouter>
      </SiteErrorBoundary>
    </AppProviders>
  </StrictMode>
)
// The first render (or hydration) as a transition: React works in slices and gives the thread back between
// them, so the boot is not one long task on a slow phone (issue 23, TBT); the commit is still one step.
if (hydrate) startTransition(() => void hydrateRoot(rootElement, app))
else {
  const reactRoot = createRoot(rootElement)
  startTransition(() => reactRoot.render(app))
}
