import { CURRENCY_MINOR_DIGITS, isCurrencyCode } from './currencies.ts'

/**
 * A currency's money unit: about one US dollar in its major unit, so every
 * currency gets comparable house amounts (withdrawal limits, the demo deposit
 * channels, the agent commission table). An operator would keep its own in
 * its back office.
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
