import { isCurrencyCode } from '@lobby/domain'
import { session, writeCookie } from './session.ts'
import { siteConfig } from './site-config.ts'
import { lobbyCurrency } from './site-currency.ts'

/** The site-currency cookie (spec section 3: `ccy`), kept as long as the member's. */
const CURRENCY_COOKIE = 'ccy'
const CURRENCY_COOKIE_DAYS = 365

/**
 * `?currency=` on any page (spec section 2): a visitor's site currency
 * becomes it when the brand offers it (the lobby's lists, jackpot and
 * registration follow). A member's currency is the account's: the parameter
 * is ignored while signed in, and so is a currency the brand does not offer.
 * Answers whether it was taken.
 */
export function takeAddressCurrency(search: string): boolean {
  const wanted = new URLSearchParams(search).get('currency')?.trim().toUpperCase() ?? ''
  if (!wanted || session.getToken()) return false
  if (!isCurrencyCode(wanted) || !siteConfig.currencies.includes(wanted)) return false
  writeCookie(CURRENCY_COOKIE, wanted, CURRENCY_COOKIE_DAYS)
  lobbyCurrency.code = wanted
  return true
}
