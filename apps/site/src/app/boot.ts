import { carouselPicture, type Banner } from '@lobby/api'
import { payloadFresh } from '@lobby/domain'
import { siteConfig } from './site-config.ts'

/** The JSON the server renders into index.html (apps/server/src/site/index-html.ts). */
const BOOT_DATA_ID = 'lobby-boot'

let boot:
  | {
      site_id?: unknown
      served_at?: unknown
      language?: unknown
      languages?: unknown
      carousel_picture?: Record<string, unknown>
      answers?: Record<string, unknown>
      first_view?: { layout?: unknown; language?: unknown; currency?: unknown }
    }
  | null
  | undefined

function bootData() {
  if (boot !== undefined) return boot
  if (typeof document === 'undefined') return (boot = null)
  try {
    const text = document.getElementById(BOOT_DATA_ID)?.textContent
    boot = text ? (JSON.parse(text) as typeof boot) : null
  } catch {
    boot = null
  }
  return boot
}

/**
 * The boot data when it is usable: for this site and under an hour old
 * (`payloadFresh`: a page kept by the service worker or the cache may be days
 * old); otherwise null, and the page asks the server.
 */
function currentBootData() {
  const data = bootData()
  return data && data.site_id === siteConfig.siteId && payloadFresh(data.served_at, Date.now()) ? data : null
}

/**
 * The language the server showed this page in (the boot data's `language`): on a first visit, the first of
 * the browser's languages the site offers, else the site's default language (apps/server/src/site/index-html.ts).
 * Null for a page served without boot data (the Vite dev server) or with stale boot data.
 */
export function bootLanguage(): string | null {
  const language = currentBootData()?.language
  return typeof language === 'string' ? language : null
}

/**
 * The languages the site offers (the boot data's `languages`, the operator's settings); empty: every language.
 * Null without usable boot data (then every language: the site details say otherwise later).
 */
export function bootLanguages(): readonly string[] | null {
  const languages = currentBootData()?.languages
  return Array.isArray(languages) ? languages.filter((code): code is string => typeof code === 'string') : null
}

/**
 * The banner list the page was served with for a layout (`use_type` 1
 * desktop, 2 mobile): what `/arks/web/carousel_picture` would answer, so the
 * carousel renders with the first render (the lobby's largest paint, issue
 * 3). Given once per layout, and only when it is for this site, under an
 * hour old (`payloadFresh`: a page kept by the service worker or the cache
 * may be days old) and passes the contract; otherwise null and the caller
 * asks the server. A page served without it (the Vite dev server) always asks.
 */
export function takeBootBanners(useType: 1 | 2): Banner[] | null {
  const data = currentBootData()
  if (!data?.carousel_picture) return null
  const entry = data.carousel_picture[useType]
  delete data.carousel_picture[useType]
  const parsed = carouselPicture.response.safeParse(entry)
  return parsed.success ? parsed.data.web_carousel_picture_list : null
}

/** The key of a call among the boot answers: what the server's render recorded (app/server-render.tsx). */
export function answerKey(method: string, path: string, body: string): string {
  return `${method.toUpperCase()} ${path} ${body}`
}

/**
 * The answer the server gave its own first view for this call
 * (`answers` in the boot data: the envelope, keyed by method, path and
 * body), as a response, once; null for any other call, a second call, a page
 * for another site or one older than an hour (a page kept by the service
 * worker or a restored tab asks the server). Such a page was rendered for a
 * visitor in its language: the entry hydrates it only then (main.tsx), and
 * only then are these the answers the page would get.
 */
export function takeBootAnswer(input: RequestInfo | URL, init: RequestInit | undefined): Response | null {
  const data = currentBootData()
  const answers = data?.answers
  if (!data || !answers || typeof input !== 'string') return null
  // A visitor's answers in the view's language: never for a call with a session or in another language.
  const headers = new Headers(init?.headers)
  if (headers.has('authorization') || headers.get('lang') !== data.first_view?.language) return null
  const body = typeof init?.body === 'string' ? init.body : ''
  const key = answerKey(init?.method ?? 'GET', input, body)
  if (!Object.hasOwn(answers, key)) return null
  const envelope = answers[key]
  delete answers[key]
  return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } })
}

/**
 * What the server rendered `#root` for (`first_view` in the boot data: the
 * layout, language and site currency of its render), or null when it
 * rendered nothing, or the data is for another site or over an hour old.
 */
export function firstViewRenderedFor(): { layout: string; language: string; currency: string } | null {
  const view = currentBootData()?.first_view
  if (!view) return null
  const { layout, language, currency } = view
  if (typeof layout !== 'string' || typeof language !== 'string' || typeof currency !== 'string') return null
  return { layout, language, currency }
}

/** The page renders itself instead of hydrating the first view: the answers it was made from are not this page's. */
export function discardBootAnswers(): void {
  const data = bootData()
  if (data) delete data.answers
}
