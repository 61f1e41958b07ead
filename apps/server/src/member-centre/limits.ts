import { CURRENCY_MINOR_DIGITS, isCurrencyCode } from '@lobby/domain'

/**
 * The house's money limits per currency. A currency's "unit" is about one
 * US dollar in its major unit, so every currency gets comparable limits:
 * withdrawals of 10 to 50,000 units, five a day; the demo deposit channels
 * scale the same way. An operator would keep these in its back office.
 */
const UNIT: Record<string, number> = {
  USD: 1,
  RMB: 7,
  VND: 25_000,
  WON: 1_300,
  JPY: 150,
  THB: 35,
  INR: 83,
  MMK: 2_100,
  BRL: 5,
  BDT: 110,
  NGN: 1_500,
}

/** `units` dollar-like units of `currency`, in its minor unit. */
export function unitsOf(currency: string, units: number): number {
  const digits = isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2
  return Math.round(units * (UNIT[currency] ?? 1) * 10 ** digits)
}

export interface WithdrawLimits {
  min_amount: number
  max_amount: number
  daily_count_max: number
}

export function withdrawLimits(currency: string): WithdrawLimits {
  return { min_amount: unitsOf(currency, 10), max_amount: unitsOf(currency, 50_000), daily_count_max: 5 }
}
