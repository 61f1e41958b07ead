import type { LanguageCode } from '@lobby/domain'
import { pageMetaFor } from '@lobby/domain/page-meta'

/**
 * The brand's name the server wrote into the first load's title
 * (`{brand} - ...` or `... | {brand}`), until the site's details say it.
 */
const FIRST_TITLE = document.title
const BUILD_SITE_NAME =
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ||
  (FIRST_TITLE.includes(' | ') ? FIRST_TITLE.split(' | ').pop() : FIRST_TITLE.split(' - ')[0]) ||
  'Lobby'

let siteName = BUILD_SITE_NAME

/**
 * The page's title, description and (vi_VN) keyword meta tags for the page at
 * `pathname`, in the site language (spec section 2; issue 21). The server
 * writes the same tags into the first load's HTML; this keeps them true on
 * client navigation and once the site's details bring the brand's name.
 * Loaded lazily: nothing here is needed to paint.
 */
export function applyPageMeta(
  language: LanguageCode,
  name: string = siteName,
  pathname: string = window.location.pathname,
): void {
  siteName = name || siteName
  const meta = pageMetaFor(language, siteName, pathname)
  document.title = meta.title
  for (const key of ['keywords', 'description'] as const) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"]`)
    const content = meta[key]
    if (content === null) {
      tag?.remove()
      continue
    }
    if (!tag) {
      tag = document.createElement('meta')
      tag.name = key
      document.head.append(tag)
    }
    tag.content = content
  }
}
