import type { LanguageCode } from '@lobby/domain'
import { pageMeta, pageTitle } from '@lobby/domain/page-meta'

/** The brand's name as the build wrote it into index.html's title, until the site's details say it. */
const BUILD_SITE_NAME = document.title || 'Lobby'

/**
 * The page's title (Chinese for zh_CN, English otherwise) and, for vi_VN, its
 * keyword and description meta tags (spec section 2). Loaded lazily (nothing
 * here is needed to paint) on load and again when the site's details bring
 * its name.
 */
export function applyPageMeta(language: LanguageCode, siteName: string = BUILD_SITE_NAME): void {
  const name = siteName || BUILD_SITE_NAME
  document.title = pageTitle(language, name)
  const meta = pageMeta(language, name)
  for (const key of ['keywords', 'description'] as const) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"]`)
    if (!meta) {
      tag?.remove()
      continue
    }
    if (!tag) {
      tag = document.createElement('meta')
      tag.name = key
      document.head.append(tag)
    }
    tag.content = meta[key]
  }
}
