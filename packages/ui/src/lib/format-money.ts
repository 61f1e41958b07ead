import { CURRENCY_MINOR_DIGITS, currencySymbol, isCurrencyCode } from '@lobby/domain'

/** Fractional digits of a currency's smallest unit (`CURRENCY_MINOR_DIGITS`); 2 for a code the product does not know. */
export function minorDigitsOf(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2
}

/** A catalogue locale (`en_US`) as a BCP 47 tag Intl accepts (`en-US`). */
export function intlLocale(locale: string): string {
  const tag = locale.replace(/_/g, '-')
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * One `Intl.NumberFormat` per locale and digits, made once: making one costs
 * far more than formatting with it (a jackpot re-renders every second, a game
 * grid on every scroll), and the few locales times digits bound the map.
 */
export function numberFormat(locale: string, fractionDigits?: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits ?? ''}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(
      intlLocale(locale),
      fractionDigits === undefined
        ? undefined
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    )
    numberFormats.set(key, format)
  }
  return format
}

/**
 * Money for people: an integer in the currency's smallest unit, with the
 * currency's symbol (`currencySymbol`, or the code itself for an unknown one),
 * grouped by the locale, with exactly the currency's minor digits:
 * `formatMoney(123456, 'RMB', 'en_US')` → `¥ 1,234.56`, `formatMoney(1500000, 'VND', 'en_US')` → `₫ 1,500,000`.
 * The amount is split as text, never divided as a float, so every safe integer stays exact.
 */
export function formatMoney(amountMinor: number, currency: string, locale = 'en_US'): string {
  const digits = minorDigitsOf(currency)
  const symbol = isCurrencyCode(currency) ? currencySymbol(currency) : currency
  const whole = Math.trunc(amountMinor)
  const sign = whole < 0 ? '-' : ''
  const text = String(Math.abs(whole)).padStart(digits + 1, '0')
  const decimal = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`
  const number = numberFormat(locale, digits).format(`${sign}${decimal}` as Intl.StringNumericLiteral)
  return `${symbol} ${number}`
}
