import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { DESKTOP_MIN_WIDTH, isCurrencyCode, type CurrencyCode, type LanguageCode } from '@lobby/domain'

/**
 * The lobby's first view, rendered on the server (issue 23): the page paints
 * its header, banner, marquee, jackpot and games from the HTML, before any
 * script has run, and the scripts hydrate it (apps/site/src/main.tsx).
 *
 * The site's build writes the renderer next to the site (`dist-server/server-render.js`,
 * apps/site/src/server-render.tsx): the same components, stores and actions
 * as the page. Its API calls come here in the same process (`app.inject`,
 * the kept answers of http/answer-cache.ts), and every answer it used goes
 * into the boot data, so the page's first calls are answered from there and
 * its first render is the server's markup. A renderer that is missing (the
 * Vite dev server, a server test without a build) or fails serves the page
 * as before: an empty `#root` the scripts render.
 */

/** What the renderer (apps/site/src/server-render.tsx) exports. */
interface Renderer {
  renderFirstView(request: {
    pathname: string
    language: LanguageCode
    cookies: Record<string, string>
    layout: Layout
    fetch: typeof globalThis.fetch
  }): Promise<FirstView>
}

export interface FirstView {
  html: string
  htmlAttributes: Record<string, string>
  answers: Record<string, unknown>
  /** What the page was rendered for; the page hydrates only when it is the same in the browser. */
  renderedFor: { layout: Layout; language: LanguageCode; currency: string }
}

type Layout = 'desktop' | 'mobile'

/** How long a rendered view is served again: the jackpot's answer lives as long (http/answer-cache.ts). */
export const FIRST_VIEW_MAX_AGE_MS = 1_000
/**
 * How long after that a view is still served while a new one renders (the
 * next request gets the new one): no visitor waits for a render while
 * visitors keep coming, and none gets a view older than this.
 */
export const FIRST_VIEW_STALE_MS = 10_000
/** A render that takes longer (a slow database) is given up: the page goes out without a first view. */
export const FIRST_VIEW_TIMEOUT_MS = 2_000
/**
 * Renders under way at most (they take turns in the renderer): past this, a
 * request gets the kept view or none, so that no stream of requests for
 * ever other languages and currencies keeps the server rendering.
 */
export const FIRST_VIEW_MAX_PENDING = 4

/**
 * The layout a request's device most likely has: phones and tablets say so
 * in their user agent. A guess: the page checks its window's width and,
 * when the guess was wrong, renders itself instead of hydrating.
 */
export function guessLayout(userAgent: string | undefined): Layout {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'mobile' : 'desktop'
}

/**
 * The one inline script of the site's HTML (allowed by its hash in the CSP,
 * FIRST_VIEW_SCRIPT_HASH), run before the first paint:
 * - it hides a first view the page will not hydrate (a member's token is
 *   stored, the window is of the other layout, another language was chosen),
 *   so a member does not see a visitor's header first; main.tsx makes the
 *   same checks and more;
 * - on a view it keeps, it holds the taps made before the page's scripts have
 *   hydrated it (a control there has no handler yet: the tap would be lost)
 *   in `window.__lobbyEarlyTaps`; the page repeats the last one once it is
 *   ready (app/early-taps.ts).
 */
export const FIRST_VIEW_SCRIPT = `try{var h=document.documentElement,v=(h.getAttribute('data-first-view')||'').split(' '),s=localStorage,l=s.getItem('lang');if(v[0]&&(s.getItem('token')||(innerWidth>=${DESKTOP_MIN_WIDTH}?'desktop':'mobile')!==v[0]||(l&&l!==v[1])))h.setAttribute('data-first-view','stale');else if(v[0]){var q=window.__lobbyEarlyTaps=[];document.addEventListener('click',function e(x){if(window.__lobbyEarlyTaps!==q)return document.removeEventListener('click',e,true);var t=x.target&&x.target.closest&&x.target.closest('#root a[href],#root button,#root [role=button],#root [role=tab]');if(t){x.preventDefault();x.stopPropagation();q.push(t)}},true)}}catch(e){}`

/** `'sha256-…'` of FIRST_VIEW_SCRIPT, for the CSP's `script-src` (site/csp.ts). */
export const FIRST_VIEW_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`

export interface FirstViewRequest {
  pathname: string
  language: LanguageCode
  cookies: Record<string, string>
  userAgent: string | undefined
}

export interface FirstViewOptions {
  timeoutMs?: number
  maxPending?: number
}

/** The renderer beside `siteDir` (`../dist-server/server-render.js`), or null when the build has none. */
export function createFirstView(
  app: FastifyInstance,
  siteDir: string,
  { timeoutMs = FIRST_VIEW_TIMEOUT_MS, maxPending = FIRST_VIEW_MAX_PENDING }: FirstViewOptions = {},
) {
  const file = join(siteDir, '..', 'dist-server', 'server-render.js')
  if (!existsSync(file)) return null
  // Loaded at start: the first visitor does not wait for the import of a large file.
  const renderer = import(pathToFileURL(file).href) as Promise<Renderer>
  renderer.catch((error: unknown) => app.log.warn({ err: error }, 'first view renderer not loaded'))
  const kept = new Map<string, { at: number; view: Promise<FirstView | null>; renewing: boolean }>()

  // The renderer's calls, answered by this server in the same process: the same routes, rules and kept answers.
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    })
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }

  let pending = 0

  async function render(request: FirstViewRequest, layout: Layout): Promise<FirstView | null> {
    pending += 1
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        app.log.warn({ timeoutMs }, 'first view not rendered in time')
        resolve(null)
      }, timeoutMs)
    })
    const view = (async () => {
      try {
        const module = await renderer
        return await module.renderFirstView({
          pathname: request.pathname,
          language: request.language,
          cookies: request.cookies,
          layout,
          fetch,
        })
      } catch (error) {
        app.log.warn({ err: error }, 'first view not rendered')
        return null
      } finally {
        pending -= 1
      }
    })()
    try {
      return await Promise.race([view, timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * The first view for a request, or null (not the lobby's address, no
   * renderer, a failure). Kept per language, site currency cookie and layout
   * for FIRST_VIEW_MAX_AGE_MS: a burst of visitors costs one render; for
   * FIRST_VIEW_STALE_MS more it is served while the next one renders.
   */
  return function firstView(request: FirstViewRequest): Promise<FirstView | null> {
    if (request.pathname !== '/') return Promise.resolve(null)
    const layout = guessLayout(request.userAgent)
    const key = `${request.language}|${request.cookies.ccy ?? ''}|${layout}`
    const now = Date.now()
    const hit = kept.get(key)
    const age = hit ? now - hit.at : Number.POSITIVE_INFINITY
    if (hit && age < FIRST_VIEW_MAX_AGE_MS) return hit.view
    const stale = hit && age < FIRST_VIEW_MAX_AGE_MS + FIRST_VIEW_STALE_MS
    // The renderer is busy: what is kept, if it is recent enough, else no first view.
    if (pending >= maxPending) return stale ? hit.view : Promise.resolve(null)
    if (stale) {
      if (!hit.renewing) {
        hit.renewing = true
        const next = render(request, layout)
        void next.then(() => kept.set(key, { at: Date.now(), view: next, renewing: false }))
      }
      return hit.view
    }
    const view = render(request, layout)
    // A bounded map: one entry per language, currency and layout the site offers, and no more than that.
    if (kept.size >= 256) kept.clear()
    kept.set(key, { at: now, view, renewing: false })
    return view
  }
}

/**
 * The `ccy` cookie of a request's `cookie` header, when it is a currency code
 * (the only cookie the view reads): anything else counts as no cookie, so a
 * made-up value does not make a render of its own.
 */
export function currencyCookieOf(header: string | undefined): CurrencyCode | undefined {
  const value = /(?:^|;\s*)ccy=([A-Za-z0-9]{1,8})(?:;|$)/.exec(header ?? '')?.[1]
  return value !== undefined && isCurrencyCode(value) ? value : undefined
}
