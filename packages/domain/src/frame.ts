const ABSOLUTE_HTTP = /^(https?):\/\/([^/?#]*)([/?#].*)?$/i
const DEFAULT_PORT: Record<string, string> = { http: ':80', https: ':443' }

/** Control characters (U+0000-U+001F, U+007F) confuse URL parsers about where the host ends. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function isRelativePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
}

/**
 * Whether a page of this site may show `url` in an iframe (`/check_iframe`):
 * only http(s) URLs, and only the site's own host (a relative path, or an
 * absolute URL whose host is `siteHost` or in `allowedHosts`). Everything
 * else - other hosts, `javascript:`, `data:`, protocol-relative tricks,
 * credentials in the URL - is false.
 */
export function mayFrameUrl(url: string, siteHost: string, allowedHosts: readonly string[] = []): boolean {
  const trimmed = url.trim()
  // Control characters and backslashes are how parsers get confused about the host.
  if (trimmed === '' || hasControlCharacter(trimmed) || /[\\\s]/.test(trimmed)) return false
  if (isRelativePath(trimmed)) return true
  const match = ABSOLUTE_HTTP.exec(trimmed)
  if (!match) return false
  const scheme = (match[1] ?? '').toLowerCase()
  const authority = (match[2] ?? '').toLowerCase()
  if (authority === '' || authority.includes('@')) return false
  const port = DEFAULT_PORT[scheme]
  const host = port && authority.endsWith(port) ? authority.slice(0, -port.length) : authority
  const allowed = [siteHost, ...allowedHosts].map((h) => h.toLowerCase())
  return allowed.includes(host) || allowed.includes(authority)
}

/** A URL a link may navigate to: http(s), mailto, or relative; never `javascript:`, `data:` or `vbscript:`. */
export function isSafeLinkUrl(url: string): boolean {
  const trimmed = url.trim()
  if (trimmed === '' || hasControlCharacter(trimmed)) return false
  if (isRelativePath(trimmed) || trimmed.startsWith('#') || trimmed.startsWith('?')) return true
  if (/^https?:\/\/[^/?#\s@]+/i.test(trimmed)) return true
  return /^mailto:[^\s]+$/i.test(trimmed)
}

/**
 * Whether an address a server gave for an iframe (a game provider's, the
 * sport quick-bet board's) is even worth asking `/check_iframe` about: a path
 * of this site, or an http(s) URL with a host and no credentials. Never
 * `javascript:`, `data:`, a protocol-relative `//host`, or anything with
 * whitespace, backslashes or control characters. The server's answer decides;
 * this only keeps the page from ever framing anything else.
 */
export function isFrameAddress(url: string): boolean {
  if (url === '' || hasControlCharacter(url) || /[\\\s]/.test(url)) return false
  if (url.startsWith('/')) return isRelativePath(url)
  const match = ABSOLUTE_HTTP.exec(url)
  const authority = match?.[2] ?? ''
  return authority !== '' && !authority.includes('@')
}
