import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Banner } from '@lobby/api/contract'
import {
  DEFAULT_LANGUAGE,
  DESKTOP_MIN_WIDTH,
  firstVisitLanguage,
  isLanguageCode,
  languageCodeToHtmlLang,
  type LanguageCode,
} from '@lobby/domain'
import { pageMetaFor } from '@lobby/domain/page-meta'
import { liveBanners, siteEnvConfig, toBanner } from '../content/routes.ts'
import type { Db } from '../db/connection.ts'
import { FIRST_VIEW_SCRIPT, type FirstView, type FirstViewRequest } from './first-view.ts'

const BANNER_USE_TYPE = { desktop: 1, mobile: 2 } as const

/** The id of the JSON the page boots with (apps/site/src/app/boot.ts reads it). */
export const BOOT_DATA_ID = 'lobby-boot'

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The page being loaded, as far as its head is concerned. */
export interface IndexRequest {
  /** The address's locale prefix (`/vi_VN/faq`, spec section 2), if it has one: the page is in that language. */
  prefixed?: LanguageCode | undefined
  /**
   * The language the visitor chose, if any: a `lang` header or the `i18n_redirected` cookie the site keeps
   * (`chosenLanguage`). It stands while the site offers it; none, or one the operator no longer offers: the
   * page is shown as on a first visit (`firstVisitLanguage`).
   */
  language: LanguageCode | undefined
  /** The browser's languages, in its order of preference (`accept-language`, without weights). */
  browserLanguages: readonly string[]
  /** The address's path, without the query. */
  pathname: string
  /** The request's `ccy` cookie (the site currency a visitor chose), when it has one. */
  cookies: Record<string, string>
  userAgent: string | undefined
}

/**
 * The page's title, description, keywords (vi_VN), brand name and canonical
 * link in the head, in the request's language (issue 21, Lighthouse SEO):
 * a crawler and the first paint see the page's words without running a
 * script. The site keeps them true on navigation (apps/site/src/app/page-meta.ts).
 */
function withPageMeta(html: string, siteName: string, publicUrl: string, request: ShownRequest): string {
  const meta = pageMetaFor(request.language, siteName, request.pathname)
  const title = `<title>${escapeAttribute(meta.title)}</title>`
  const tags = [
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    ...(meta.keywords === null ? [] : [`<meta name="keywords" content="${escapeAttribute(meta.keywords)}" />`]),
    `<meta name="application-name" content="${escapeAttribute(siteName)}" />`,
    `<link rel="canonical" href="${escapeAttribute(`${publicUrl}${request.pathname}`)}" />`,
  ]
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`)
  return titled
    .replace(
      /(<html\b[^>]*\blang=")[^"]*"/,
      (_whole, start: string) => `${start}${languageCodeToHtmlLang(request.language)}"`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}

/** JSON that is safe inside a `<script>`: no `</script>`, no `<!--`, no line separators that break JS. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The site's index.html, with what the lobby's largest paint (the first
 * banner) needs, so it does not wait for the scripts and then for a call
 * (issue 3: LCP under 2.5 s throttled):
 *
 * - the page's title and meta description in the request's language (withPageMeta);
 * - a preload hint for the first banner of each layout (`media` picks the
 *   one the window needs), so the picture downloads with the scripts;
 * - the banner lists themselves (`carousel_picture` of each layout, exactly
 *   what that call answers: it depends on nothing but the site and the
 *   layout) in `<script type="application/json" id="lobby-boot">`, so the
 *   carousel renders with the first render instead of after a round trip.
 *   `served_at` (ms) dates it: the page uses it for an hour (spec section 9,
 *   payload cache expiry), so a page kept since (the service worker's offline
 *   shell, a tab restored from the cache) asks the server instead.
 */
/**
 * The language the visitor chose, if one of ours: a `lang` header (what the site's calls and the app wrappers
 * send), else the `i18n_redirected` cookie (the site's record of the choice).
 */
export function chosenLanguage(lang: string | undefined, cookie: string | undefined): LanguageCode | undefined {
  const header = lang?.trim()
  if (header && isLanguageCode(header)) return header
  const match = cookie ? /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(cookie) : null
  if (!match?.[1]) return undefined
  let value: string
  try {
    value = decodeURIComponent(match[1]).replace('-', '_')
  } catch {
    return undefined
  }
  return isLanguageCode(value) ? value : undefined
}

/** The tags of an `accept-language` header in its order (weights dropped; at most 16, each at most 35 characters). */
export function browserLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .slice(0, 16)
    .map((part) => (part.split(';')[0] ?? '').trim())
    .filter((tag) => tag !== '' && tag !== '*' && tag.length <= 35)
}

/** A page request with the language it is shown in and the languages the site offers (none listed: all). */
type ShownRequest = Omit<IndexRequest, 'language'> & { language: LanguageCode; offered: readonly LanguageCode[] }

/**
 * The language a page is shown in: the address's locale prefix; else the visitor's choice while the site
 * offers it; else the first of the browser's languages the site offers, else the site's default language
 * (the operator's settings, `env_config`).
 */
async function shownLanguage(
  db: Db,
  siteId: string,
  request: IndexRequest,
): Promise<{ language: LanguageCode; offered: LanguageCode[] }> {
  const row = await db.selectFrom('site_settings').select('env_config').where('site_id', '=', siteId).executeTakeFirst()
  const env = siteEnvConfig(row?.env_config)
  const offered = (env.languages ?? []).filter(isLanguageCode)
  const chosen = request.language
  const language =
    request.prefixed ??
    (chosen !== undefined && (offered.length === 0 || offered.includes(chosen))
      ? chosen
      : firstVisitLanguage(request.browserLanguages, offered, env.default_language ?? DEFAULT_LANGUAGE))
  return { language, offered }
}

export function createIndexHtml(
  siteDir: string,
  db: Db,
  siteId: string,
  publicUrl: string,
  firstView: ((request: FirstViewRequest) => Promise<FirstView | null>) | null = null,
) {
  let template: Promise<string> | undefined
  return async function render(asked: IndexRequest): Promise<string> {
    template ??= readFile(join(siteDir, 'index.html'), 'utf8')
    const request: ShownRequest = { ...asked, ...(await shownLanguage(db, siteId, asked)) }
    const site = await db.selectFrom('sites').select('name').where('site_id', '=', siteId).executeTakeFirst()
    const html = withPageMeta(await template, site?.name || 'Lobby', publicUrl, request)
    const rows = await liveBanners(db, siteId).orderBy('sort').orderBy('id').execute()
    const hints: string[] = []
    const carousel: Record<number, { web_carousel_picture_list: Banner[] }> = {}
    for (const [device, useType] of Object.entries(BANNER_USE_TYPE)) {
      const list = rows.filter((row) => row.use_type === useType).map(toBanner)
      carousel[useType] = { web_carousel_picture_list: list }
      const first = list[0]
      if (!first) continue
      const media =
        device === 'desktop' ? `(min-width: ${DESKTOP_MIN_WIDTH}px)` : `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`
      hints.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(first.photo_path)}" media="${media}" />`,
      )
    }
    const view = firstView ? await firstView(request) : null
    const boot = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson({
      site_id: siteId,
      served_at: Date.now(),
      // The language the page is in (the site's own choice on a first visit, which the page keeps) and the
      // languages the site offers: a choice stored in the browser stands only while offered (app/session.ts).
      language: request.language,
      languages: request.offered,
      carousel_picture: carousel,
      ...(view ? { answers: view.answers, first_view: view.renderedFor } : {}),
    })}</script>`
    const page = html.replace('</head>', () => `    ${[...hints, boot].join('\n    ')}\n  </head>`)
    return view ? withFirstView(page, view) : page
  }
}

/**
 * The server's first view in `#root`, what it was rendered for on `<html>`
 * (`data-first-view="<layout> <language>"`, with the layout the styles read),
 * and the script that hides it before the first paint when the page will
 * not hydrate it (site/first-view.ts).
 */
function withFirstView(page: string, view: FirstView): string {
  const attributes = {
    ...view.htmlAttributes,
    'data-first-view': `${view.renderedFor.layout} ${view.renderedFor.language}`,
  }
  return (
    page
      .replace(/<html\b([^>]*)>/, (_whole, existing: string) => {
        let tag = existing
        for (const [name, value] of Object.entries(attributes)) {
          const attribute = new RegExp(`\\s${name}="[^"]*"`)
          const written = ` ${name}="${escapeAttribute(value)}"`
          tag = attribute.test(tag) ? tag.replace(attribute, () => written) : `${tag}${written}`
        }
        return `<html${tag}>`
      })
      .replace(
        /(<meta charset="[^"]*" \/>)/i,
        (charset: string) => `${charset}\n    <script>${FIRST_VIEW_SCRIPT}</script>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${view.html}</div>`)
      // The page paints without its scripts now: they fetch after what the paint needs (the banner, the style
      // sheet), not beside it. A browser still runs them as soon as they are in, and hydrates.
      .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')
  )
}
