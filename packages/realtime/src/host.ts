/**
 * Where the socket connects (spec section 7): the page's own origin (the
 * base URL) in development; otherwise, on https, the site's SSL real-time
 * URL, and on plain http its plain URL, each falling back to the base when
 * the site gives none or gives one that is not an http(s) address.
 * `undefined` means the base: socket.io then uses the page's origin.
 */
export interface RealtimeHostInput {
  /** A development build (Vite's dev server proxies `/socket.io/`). */
  dev: boolean
  /** The page's protocol, `location.protocol` (`https:` or `http:`). */
  protocol: string
  /** `env_config.ssl_url` and `env_config.url` of the site details; empty for none. */
  sslUrl: string | undefined
  url: string | undefined
}

export function realtimeHost({ dev, protocol, sslUrl, url }: RealtimeHostInput): string | undefined {
  if (dev) return undefined
  const secure = protocol === 'https:'
  const chosen = (secure ? sslUrl : url)?.trim()
  if (!chosen) return undefined
  try {
    const parsed = new URL(chosen)
    // An https page may only open wss: a plain address would be blocked as mixed content.
    if (parsed.protocol === 'https:' || (!secure && parsed.protocol === 'http:')) return parsed.origin
  } catch {
    // Not an absolute address.
  }
  return undefined
}
