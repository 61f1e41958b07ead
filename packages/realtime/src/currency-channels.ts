/**
 * The currency channels (spec section 7), apart from contract.ts: only a
 * member's view (loaded lazily) and the server use them, so they stay out of
 * the site's first route.
 */

/** The channel of every member of a currency (spec section 7): `RedEnvelopeDisplay`, `roulette_display`. */
export function currencyChannel(currency: string): string {
  return `member.${currency}`
}

/** The presence channel of a currency: who of that currency is online. */
export function presenceChannel(currency: string): string {
  return `presence-${currency}`
}

const CURRENCY_CHANNEL_PATTERN = /^member\.([A-Z]{3})$/
const PRESENCE_CHANNEL_PATTERN = /^presence-([A-Z]{3})$/

/** The currency of a `member.{currency}` channel; null for any other channel. */
export function currencyOfChannel(channel: string): string | null {
  return CURRENCY_CHANNEL_PATTERN.exec(channel)?.[1] ?? null
}

/** The currency of a `presence-{currency}` channel; null for any other channel. */
export function currencyOfPresenceChannel(channel: string): string | null {
  return PRESENCE_CHANNEL_PATTERN.exec(channel)?.[1] ?? null
}
