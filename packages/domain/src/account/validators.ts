/**
 * The helper validators of spec section 5. Each takes the text as typed and
 * answers whether it fits; none trims, so a caller that wants to forgive
 * surrounding spaces trims first.
 */

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`)
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i
const HTTP_URL = /^https?:\/\/([^/?#\s]+)([/?#]\S*)?$/i
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u

/** Dotted-quad IPv4, each part 0-255 without leading zeros (`010` is ambiguous: octal to some parsers). */
export function isIpv4(value: string): boolean {
  return IPV4.test(value)
}

/** IPv6 in full or `::`-compressed form, optionally ending in an IPv4 (`::ffff:1.2.3.4`); no zone id. */
export function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const compressed = halves.length === 2
  const parts = (text: string | undefined): string[] => (text ? text.split(':') : [])
  const head = parts(halves[0])
  const tail = parts(halves[1])
  const last = compressed ? tail : head
  let count = head.length + tail.length
  const end = last[last.length - 1]
  if (end !== undefined && end.includes('.')) {
    if (!isIpv4(end)) return false
    last.pop()
    // An IPv4 tail stands for two 16-bit groups.
    count += 1
  }
  if (![...head, ...tail].every((group) => IPV6_GROUP.test(group))) return false
  return compressed ? count <= 7 : count === 8
}

/**
 * A host name of dot-separated labels (letters, digits, inner hyphens, at
 * most 63 each, 253 in all). A name whose last label is all digits is not a
 * host name, so `1.2.3.999` cannot pass as one.
 */
export function isHostname(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false
  const labels = value.split('.')
  if (!labels.every((label) => HOST_LABEL.test(label))) return false
  return !/^\d+$/.test(labels[labels.length - 1] ?? '')
}

/** IP/host/IPv6 (spec section 5): an IPv4, an IPv6 or a host name. */
export function isIpOrHost(value: string): boolean {
  return isIpv4(value) || isIpv6(value) || isHostname(value)
}

/**
 * IP list (spec section 5): one or more IPv4 or IPv6 addresses separated by
 * commas and/or white space (one per line is the usual way to type them).
 */
export function isIpList(value: string): boolean {
  const entries = value.split(/[\s,]+/).filter((entry) => entry !== '')
  return entries.length > 0 && entries.every((entry) => isIpv4(entry) || isIpv6(entry))
}

/**
 * URL (spec section 5): an absolute http(s) URL whose host is a host name,
 * an IPv4 or a bracketed IPv6, with an optional port 1-65535. Credentials in
 * the URL and other schemes are refused: they are how links mislead.
 */
export function isUrl(value: string): boolean {
  const match = HTTP_URL.exec(value)
  const authority = match?.[1]
  if (authority === undefined || authority.includes('@')) return false
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority)
  if (bracketed) return isIpv6(bracketed[1] ?? '') && isPort(bracketed[2])
  const [host = '', port, ...rest] = authority.split(':')
  if (rest.length > 0) return false
  return (isIpv4(host) || isHostname(host)) && isPort(port)
}

function isPort(port: string | undefined): boolean {
  if (port === undefined) return true
  return /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535
}

/** Letters, digits, underscore and hyphen only (ASCII), at least one character. */
export function isAlphanumericDash(value: string): boolean {
  return /^[a-z0-9_-]+$/i.test(value)
}

/** Letters and digits only (ASCII), at least one character. */
export function isAlphanumeric(value: string): boolean {
  return /^[a-z0-9]+$/i.test(value)
}

/** Digits only (ASCII), at least one. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value)
}

/** A whole number, optionally signed: `12`, `-3`, `+0`. */
export function isInteger(value: string): boolean {
  return /^[+-]?\d+$/.test(value)
}

/** A decimal number, optionally signed, with digits on both sides of a point: `12`, `-3.5`; not `.5` or `1.`. */
export function isNumeric(value: string): boolean {
  return /^[+-]?\d+(?:\.\d+)?$/.test(value)
}

/** An e-mail address: `local@domain.tld`, at most 254 characters and 64 before the `@`. */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false
  const at = value.lastIndexOf('@')
  return at > 0 && at <= 64 && EMAIL.test(value)
}

/** Whether a name has two or more white-space characters in a row (spec section 5: an error). */
export function hasDoubleSpaces(value: string): boolean {
  return /\s{2,}/.test(value)
}

/** Whether a (trimmed) name is a single word (spec section 5: an error for VND, where names have family and given parts). */
export function isOneWordName(value: string): boolean {
  const trimmed = value.trim()
  return trimmed !== '' && !/\s/.test(trimmed)
}

/**
 * Whether a name fits the Chinese-character pattern required for RMB (spec
 * section 5): Han characters only, optionally in parts joined by a middle
 * dot (`·`, as in transcribed minority names such as `买买提·艾力`). No
 * spaces, Latin letters or digits.
 */
export function isChineseName(value: string): boolean {
  return CHINESE_NAME.test(value)
}

/** Message-box input default error (spec section 5). */
export const MESSAGE_BOX_DEFAULT_ERROR = 'Illegal input'

export interface MessageBoxInputRule {
  /** The input must match this (a `g` or `y` flag does not make repeated checks disagree). */
  pattern?: RegExp
  /** `true` accepts, `false` refuses with `message`, a non-empty string refuses with that string. */
  validator?: (value: string) => boolean | string
  /** Error shown when `pattern` or `validator` refuses; default 'Illegal input'. */
  message?: string
}

/**
 * The error a message box shows under its input (spec section 5), or
 * undefined when the input is accepted. The pattern is checked first, then
 * the validator.
 */
export function messageBoxInputError(value: string, rule: MessageBoxInputRule): string | undefined {
  const message = rule.message ?? MESSAGE_BOX_DEFAULT_ERROR
  if (rule.pattern) {
    // A fresh copy without `g`/`y`: those make `test` resume from the last match.
    const pattern = new RegExp(rule.pattern.source, rule.pattern.flags.replace(/[gy]/g, ''))
    if (!pattern.test(value)) return message
  }
  if (rule.validator) {
    const verdict = rule.validator(value)
    if (typeof verdict === 'string') return verdict === '' ? message : verdict
    if (!verdict) return message
  }
  return undefined
}
