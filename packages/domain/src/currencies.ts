import type { LanguageCode } from './languages.ts'

/** Currencies the product knows, with their symbols (spec section 9). */
export const CURRENCY_SYMBOLS = {
  RMB: '¥',
  VND: '₫',
  WON: '₩',
  JPY: '¥',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₭',
} as const

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS
export const CURRENCY_CODES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[]

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_SYMBOLS, value)
}

export function currencySymbol(code: CurrencyCode): string {
  return CURRENCY_SYMBOLS[code]
}

/**
 * Decimal places of each currency's smallest unit. Money travels as integers
 * in that unit; this is how many digits of it are fractional.
 */
export const CURRENCY_MINOR_DIGITS: Record<CurrencyCode, number> = {
  RMB: 2,
  VND: 0,
  WON: 0,
  JPY: 0,
  THB: 2,
  USD: 2,
  INR: 2,
  MMK: 2,
  BRL: 2,
  BDT: 2,
  NGN: 2,
}

const LANGUAGE_DEFAULT_CURRENCY: Partial<Record<LanguageCode, CurrencyCode>> = {
  zh_TW: 'RMB',
  zh_CN: 'RMB',
  en_US: 'USD',
  vi_VN: 'VND',
  ko_KR: 'WON',
  ja_JP: 'JPY',
  th_TH: 'THB',
  hi_IN: 'INR',
  ta_IN: 'INR',
  my_MM: 'MMK',
  bn_BD: 'BDT',
}

/**
 * Default currency for a language (spec section 9), if the site offers it;
 * otherwise the first configured currency.
 */
export function defaultCurrencyFor(
  language: LanguageCode,
  configured: readonly CurrencyCode[],
): CurrencyCode | undefined {
  const preferred = LANGUAGE_DEFAULT_CURRENCY[language]
  if (preferred && configured.includes(preferred)) return preferred
  return configured[0]
}
