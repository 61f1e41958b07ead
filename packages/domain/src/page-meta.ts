import { GAME_CATEGORIES } from './categories.ts'
import { isLanguageCode, type LanguageCode } from './languages.ts'
import { PAGE_META_COPY, type PageMetaCopy } from './page-meta/copy.ts'

/*
 * Its own entry point (`@lobby/domain/page-meta`), not in the index: the
 * title and meta tags are not needed to paint, so the site loads them
 * lazily, off the first route. The server writes the same tags into the
 * first load's HTML (apps/server/src/site/index-html.ts).
 */

export type { PageMetaCopy }
export { PAGE_META_COPY }

/** What a page says about itself to search engines and browser tabs. */
export interface PageMetaTags {
  title: string
  description: string
  /** The keyword meta tag: vi_VN only (spec section 2: about a betting brand); null otherwise. */
  keywords: string | null
}

/**
 * The public pages a search engine may list (the sitemap's), without the
 * per-item pages (`/discount/{id}`, `/faq/{id}`) and the game halls
 * (`/gameHall/{gt_id}`), which depend on the site's content.
 */
export const PUBLIC_PAGE_PATHS = ['/', '/discount', '/faq', '/sponsor', '/register', '/app'] as const

/**
 * Paths no search engine should crawl: the API, member and agent pages,
 * and the game windows' own pages (robots.txt's `Disallow`).
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/user',
  '/proxy',
  '/Deposit',
  '/fastPayment',
  '/fastDeposit',
  '/play',
  '/loading',
  '/authCallback',
  '/close',
] as const

function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

function titled(page: string, siteName: string): string {
  return `${page} | ${siteName}`
}

/**
 * The title, description and (vi_VN) keywords of the page at `pathname`, in
 * `language`. Every page but the home page is titled `{page} | {brand}`; the
 * home page `{brand} - {tagline}`. Pages that are not public (member pages,
 * game windows) and unknown paths carry the home page's words.
 */
export function pageMetaFor(language: LanguageCode, siteName: string, pathname: string): PageMetaTags {
  const copy = PAGE_META_COPY[language]
  const site = { site: siteName }
  const keywords = language === 'vi_VN' ? vietnameseKeywords(siteName) : null
  const segments = pathname.split(/[?#]/)[0]!.split('/').slice(1)
  // A locale-prefixed address (`/vi_VN/faq`, spec section 2) is the same page.
  if (segments[0] && isLanguageCode(segments[0])) segments.shift()
  const [first = '', second] = segments
  const page = (title: string, description: string): PageMetaTags => ({
    title: titled(title, siteName),
    description: fill(description, site),
    keywords,
  })
  switch (first) {
    case 'discount':
      return page(copy.discount_title, copy.discount_description)
    case 'faq':
      return page(copy.faq_title, copy.faq_description)
    case 'sponsor':
      return page(copy.sponsor_title, copy.sponsor_description)
    case 'register':
      return page(copy.register_title, copy.register_description)
    case 'app':
      return page(copy.app_title, copy.app_description)
    case 'gameHall': {
      const category = GAME_CATEGORIES.find(({ id }) => String(id) === second)
      if (!category) break
      const name = copy.categories[category.name]
      return {
        title: titled(name, siteName),
        description: fill(copy.game_hall_description, { ...site, category: name }),
        keywords,
      }
    }
  }
  return { title: `${siteName} - ${copy.tagline}`, description: fill(copy.home_description, site), keywords }
}

/** The vi_VN keyword meta tag (spec section 2: about a betting brand). */
function vietnameseKeywords(siteName: string): string {
  return `${siteName}, nhà cái ${siteName}, cá cược thể thao, casino trực tuyến, nổ hũ, bắn cá, xổ số, đá gà, game bài`
}
