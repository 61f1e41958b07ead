/**
 * Safe navigation (spec section 5): where a link from data (a banner, a
 * sidebar or footer entry, a bulletin, a server message) may take the page.
 * Dangerous protocols (`javascript:`, `data:`, `vbscript:`, in any case,
 * percent- or entity-encoded, or split by control characters) are always
 * refused; so are protocol-relative tricks (`//host`, `/\host`, `\\host`)
 * that leave the site while looking like paths. Other sites only where the
 * caller permits them.
 */

export type NavigationRefusal =
  | 'empty'
  | 'dangerous_protocol'
  | 'protocol_relative'
  | 'unknown_protocol'
  | 'credentials'
  | 'external_not_permitted'
  | 'malformed'

export type NavigationTarget =
  /** A page of this site: a path from `/` with its query and hash. */
  | { kind: 'internal'; path: string }
  /** Another site (or mail, a phone call), permitted by the policy: open it as it is. */
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: NavigationRefusal }

export interface NavigationPolicy {
  /** The site's own origin (`https://lobby.example`): absolute URLs on it are internal. */
  origin: string
  /** Whether this link may open another site (a sidebar's external entry, a banner's link). */
  allowExternal: boolean
  /** Hosts that may always be opened (customer service), external permission or not. */
  allowedHosts?: readonly string[]
}

const DANGEROUS = ['javascript:', 'data:', 'vbscript:', 'livescript:']
const OUTSIDE_SCHEMES = /^(?:mailto|tel):$/
const SCHEME = /^([a-z][a-z\d+.-]*):/i

/** What a browser would read as the URL's start: entities and percent escapes undone, controls and spaces gone. */
function normalised(raw: string): string {
  let value = raw
  for (let round = 0; round < 3; round += 1) {
    const before = value
    value = value.replace(/&#x([\da-f]+);?|&#(\d+);?|&colon;/gi, (_, hex?: string, decimal?: string) =>
      hex || decimal ? String.fromCodePoint(Number.parseInt(hex ?? decimal ?? '', hex ? 16 : 10) % 0x110000) : ':',
    )
    try {
      value = decodeURIComponent(value)
    } catch {
      // A lone `%`: what is there is what a browser keeps.
    }
    if (value === before) break
  }
  // Browsers drop controls and whitespace inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f]/g, '')
}

const refused = (reason: NavigationRefusal): NavigationTarget => ({ kind: 'refused', reason })

/** The URL a browser would make of `value` (against `base`), or undefined. */
function parsed(value: string, base?: URL): URL | undefined {
  try {
    return new URL(value, base)
  } catch {
    return undefined
  }
}

/** Where `raw` may take the page under `policy`; anything doubtful is refused with why. */
export function navigationTarget(raw: unknown, policy: NavigationPolicy): NavigationTarget {
  if (typeof raw !== 'string' || raw.trim() === '') return refused('empty')
  const flat = normalised(raw).toLowerCase()
  if (DANGEROUS.some((scheme) => flat.startsWith(scheme))) return refused('dangerous_protocol')

  // A browser reads `\` as `/` in http(s) URLs and drops leading controls and spaces.
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/^[\u0000-\u0020]+/, '').replace(/\\/g, '/')
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return refused('malformed')
  if (value.startsWith('//') || /^\/[\t\n\r ]*\//.test(value)) return refused('protocol_relative')

  const scheme = SCHEME.exec(value)?.[0]?.toLowerCase()
  const site = parsed(policy.origin)
  if (!site) return refused('malformed')
  if (scheme === undefined) {
    // A path: it stays on this site, whatever dots and segments it has.
    const url = parsed(value, site)
    if (!url) return refused('malformed')
    if (url.origin !== site.origin) return refused('protocol_relative')
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  }
  if (OUTSIDE_SCHEMES.test(scheme)) {
    return policy.allowExternal ? { kind: 'external', url: value.trim() } : refused('external_not_permitted')
  }
  if (scheme !== 'http:' && scheme !== 'https:') return refused('unknown_protocol')
  // `https:/host` and `https:host` reach a host too, in a browser; a link written so is refused, not guessed.
  if (!/^https?:\/\/[^/]/i.test(value)) return refused('malformed')
  const url = parsed(value.trim())
  if (!url) return refused('malformed')
  if (url.username !== '' || url.password !== '') return refused('credentials')
  if (url.origin === site.origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  const host = url.hostname.toLowerCase()
  if (policy.allowExternal || (policy.allowedHosts ?? []).some((allowed) => allowed.toLowerCase() === host)) {
    return { kind: 'external', url: url.href }
  }
  return refused('external_not_permitted')
}
