/**
 * Link types of the sidebar (spec section 2): `main` and `faq` come from the
 * first path segment of an internal link, `external` is an absolute http(s)
 * URL, which opens in a new tab.
 */
export const LINK_TYPES = ['main', 'faq', 'external'] as const
export type LinkType = (typeof LINK_TYPES)[number]

const EXTERNAL = /^https?:\/\/[^\s/?#]+/i
const FIRST_SEGMENT = /^\/?([^/?#]*)/

/** Whether `link` is an absolute http(s) URL with a host (any other scheme is not a link we follow). */
export function isExternalLink(link: string): boolean {
  return EXTERNAL.test(link.trim())
}

/**
 * The type of a sidebar link: `/main/..` is `main`, `/faq/..` is `faq`, an
 * http(s) URL is `external`. Anything else (another path, a protocol-relative
 * or `javascript:` URL, an empty string) has no type and is not shown.
 */
export function linkType(link: string): LinkType | undefined {
  const value = link.trim()
  if (isExternalLink(value)) return 'external'
  if (value === '' || value.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(value)) return undefined
  const segment = FIRST_SEGMENT.exec(value)?.[1]?.toLowerCase()
  return segment === 'main' || segment === 'faq' ? segment : undefined
}
