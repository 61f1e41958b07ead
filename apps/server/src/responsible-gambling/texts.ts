import { CURRENCY_MINOR_DIGITS, isCurrencyCode, SITE_UTC_OFFSET_MINUTES } from '@lobby/domain'

/**
 * How the responsible-gambling refusals (170-174) write money and instants in their messages, one way for all; the
 * house cashier's page writes its amounts with the same `moneyText`.
 */

/** Minor units as the currency's major units with its code: `USD 1,234.50`, `VND 1,500,000`. */
export function moneyText(amount: number, currency: string): string {
  const digits = isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2
  const text = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0')
  const whole = (digits === 0 ? text : text.slice(0, -digits)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${currency} ${amount < 0 ? '-' : ''}${digits === 0 ? whole : `${whole}.${text.slice(-digits)}`}`
}

/**
 * An instant (ISO text or ms) in the site's calendar and time, rounded up to the minute so that a member is never
 * told a time before the one that counts: `2026-11-30 00:00 (UTC-4)`.
 */
export function siteTimeText(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at)
  const minute = Math.ceil(ms / 60_000) * 60_000
  const local = new Date(minute + SITE_UTC_OFFSET_MINUTES * 60_000).toISOString()
  const offset = Math.abs(SITE_UTC_OFFSET_MINUTES)
  const hours = Math.trunc(offset / 60)
  const minutes = offset % 60
  const zone = `${SITE_UTC_OFFSET_MINUTES < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${zone})`
}
