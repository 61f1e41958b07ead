import { pageTitle, type LanguageCode } from '@lobby/domain'

/** The brand's name as the build wrote it into index.html's title, until the site's details say it. */
const BUILD_SITE_NAME = document.title || 'Lobby'

/**
 * The page's title (Chinese for zh_CN, English otherwise) and, for vi_VN, its
 * keyword and description meta tags (spec section 2). Called on load and
 * again when the site's details bring its name.
 */
export function applyPageMeta(language: LanguageCode, siteName: string = BUILD_SITE_NAME): void {
  const name = siteName || BUILD_SITE_NAME
  document.title = pageTitle(language, name)
  // Only vi_VN pages carry them: their text loads with the first vi_VN page, not with every first route.
  const tags = ['keywords', 'description'] as const
  if (language !== 'vi_VN') {
    for (const key of tags) document.head.querySelector(`meta[name="${key}"]`)?.remove()
    return
  }
  void import('@lobby/domain/page-meta').then(({ pageMeta }) => {
    const meta = pageMeta(language, name)
    if (!meta) return
    for (const key of tags) {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"]`)
      if (!tag) {
        tag = document.createElement('meta')
        tag.name = key
        document.head.append(tag)
      }
      tag.content = meta[key]
    }
  })
}
