/**
 * The lobby's first view, rendered by the server (issue 23: first paint and
 * LCP do not wait for the scripts). Built with `vite build --ssr` into
 * `dist-server/` and imported by the server (apps/server/src/site/first-view.ts),
 * which embeds the markup in index.html's `#root` and the answers it was
 * made from in the boot data; the page loads the same answers from there
 * and hydrates it (main.tsx). Only a visitor's page is rendered: a member's
 * token, language and layout live in the browser.
 */
import { languageCodeToHtmlLang, type CurrencyCode, type LanguageCode } from '@lobby/domain'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { snapshot } from 'valtio'
import { setRenderFetch } from './app/api.ts'
import { answerKey } from './app/boot.ts'
import { SiteErrorBoundary } from './app/error-boundary.tsx'
import { loadFirstView } from './app/first-view.ts'
import { createSiteText, loadMessages, loadRemainingMessages } from './app/i18n.ts'
import { AppProviders } from './app/providers.tsx'
import { AppRoutes } from './app/router.tsx'
import { session, setRenderedRequest } from './app/session.ts'
import { siteConfig } from './app/site-config.ts'
import { lobbyCurrency } from './app/site-currency.ts'
import { catalogueStore } from './features/catalogue/store.ts'
import { contentStore } from './features/content/store.ts'
import { lobbyGamesStore } from './features/lobby-games/store.ts'
import { shellStore } from './features/shell/store.ts'
import { setRenderedLayout } from './layouts/use-layout.ts'

export interface FirstViewRequest {
  pathname: string
  language: LanguageCode
  /** The request's cookies the page reads at its first render (`ccy`: the site currency, spec section 3). */
  cookies: Readonly<Record<string, string>>
  layout: 'desktop' | 'mobile'
  /** The server's own answer to a call of the site's API client (`/api/...`), in the same process. */
  fetch: typeof globalThis.fetch
}

export interface FirstView {
  /** The markup of `#root`. */
  html: string
  /** The `<html>` element's attributes the page's code sets at boot (`lang`, `data-brand`, `data-layout`). */
  htmlAttributes: Record<string, string>
  /** Each call's envelope, keyed as app/boot.ts takes them back. */
  answers: Record<string, unknown>
  /** What it was rendered for: the page hydrates it only when it is the same in the browser (main.tsx). */
  renderedFor: RenderedFor
}

export interface RenderedFor {
  layout: 'desktop' | 'mobile'
  language: LanguageCode
  currency: CurrencyCode
}

// The stores the first view reads, as they start: each render starts from them.
const STORES = [contentStore, catalogueStore, lobbyGamesStore, shellStore] as const
const initial = STORES.map((store) => JSON.stringify(snapshot(store)))

function resetStores(): void {
  STORES.forEach((store, index) => Object.assign(store, JSON.parse(initial[index]!) as object))
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Renders the first view of `request.pathname` for a visitor. The stores are
 * the module's own, so renders take turns (each is a few milliseconds; the
 * server keeps the result, apps/server/src/site/first-view.ts).
 */
export function renderFirstView(request: FirstViewRequest): Promise<FirstView> {
  const turn = queue.then(() => render(request))
  queue = turn.catch(() => undefined)
  return turn
}

async function render(request: FirstViewRequest): Promise<FirstView> {
  const answers: Record<string, unknown> = {}
  setRenderedRequest({ language: request.language, cookies: request.cookies })
  setRenderedLayout(request.layout === 'desktop' ? 'layout-desktop' : 'layout-mobile')
  const currency = session.getCurrency()
  lobbyCurrency.code = currency
  resetStores()
  setRenderFetch(async (input, init) => {
    const response = await request.fetch(input, init)
    if (response.ok && typeof input === 'string') {
      const key = answerKey(init?.method ?? 'GET', input, typeof init?.body === 'string' ? init.body : '')
      try {
        answers[key] = (await response.clone().json()) as unknown
      } catch {
        // Not JSON: the page asks for it itself.
      }
    }
    return response
  })
  await loadFirstView(request.layout, { force: true })
  const messages = await loadMessages(request.language)
  // All the copy, as the page has it when each part hydrates: what renders at once uses the first part only, and a
  // lazy part (the language selector) waits for the rest before it renders (app/i18n.ts, withAllMessages).
  createSiteText(request.language, messages)
  await loadRemainingMessages()
  const { prelude } = await prerenderToNodeStream(
    <AppProviders messages={messages}>
      <SiteErrorBoundary>
        <StaticRouter location={request.pathname}>
          <AppRoutes />
        </StaticRouter>
      </SiteErrorBoundary>
    </AppProviders>,
    // Every boundary inline: the site's CSP runs no inline script, so nothing may arrive as a script that moves it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return {
    html,
    htmlAttributes: {
      lang: languageCodeToHtmlLang(request.language),
      'data-brand': siteConfig.brand,
      'data-layout': request.layout,
    },
    answers,
    renderedFor: { layout: request.layout, language: request.language, currency },
  }
}
