import { CURRENCY_MINOR_DIGITS, isCurrencyCode, parseAmount } from '@lobby/domain'

/**
 * Money an operator types as a person writes it (`100.00` in the currency's major unit) and the integer in its minor
 * unit the calls carry. `parseAmount` does the reading; this adds that the currency must be one the domain knows:
 * its decimals decide what `100` means, so they are never guessed.
 */

export type MoneyInputError = 'currency' | 'empty' | 'format' | 'digits'
export type MoneyInput = { ok: true; minor: number } | { ok: false; error: MoneyInputError }

/**
 * `text` (`1,234.5`) in `currency`'s minor unit: 1234.5 USD → 123450. Refused: an unknown or unchosen currency,
 * nothing typed, a sign, an exponent or anything but digits, one point and thousands commas, and more decimals than
 * the currency has (never rounded).
 */
export function parseMoneyInput(text: string, currency: string): MoneyInput {
  if (!isCurrencyCode(currency)) return { ok: false, error: 'currency' }
  return parseAmount(text, currency)
}

/** How many decimals `currency` takes (USD 2, VND 0), or undefined for a code the domain does not know. */
export function moneyDecimals(currency: string): number | undefined {
  return isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : undefined
}

/**
 * An amount in `currency`'s minor unit as an operator would type it, for a form that starts from a saved amount
 * (`parseMoneyInput` reads it back unchanged): 123450 USD → `1234.50`, 1500000 VND → `1500000`. A whole,
 * non-negative amount; an unknown currency gives the minor units as they are.
 */
export function moneyInputText(minor: number, currency: string): string {
  const decimals = moneyDecimals(currency) ?? 0
  if (decimals === 0) return String(minor)
  const digits = String(minor).padStart(decimals + 1, '0')
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}
