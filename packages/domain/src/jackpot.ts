/** Integer digits of the jackpot counter (spec sections 3 and 9), zero-padded. */
export const JACKPOT_INTEGER_DIGITS = 10

export interface JackpotDigits {
  /** Integer part, zero-padded to at least ten digits; wider amounts keep every digit. */
  integer: string
  /** `integer` split into groups of three from the right (the first group may be shorter). */
  groups: string[]
  /** Fractional digits (`minorDigits` long), empty for currencies without a minor unit. */
  fraction: string
}

/**
 * Splits an amount in the currency's smallest unit into the counter's parts.
 * Throws RangeError for an amount that is not a non-negative safe integer or
 * for minor digits outside 0..8.
 */
export function jackpotDigits(amountMinor: number, minorDigits: number): JackpotDigits {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`jackpot amount must be a non-negative safe integer, got ${amountMinor}`)
  }
  if (!Number.isInteger(minorDigits) || minorDigits < 0 || minorDigits > 8) {
    throw new RangeError(`minor digits must be an integer 0..8, got ${minorDigits}`)
  }
  const text = String(amountMinor).padStart(minorDigits + 1, '0')
  const integerPart = minorDigits === 0 ? text : text.slice(0, -minorDigits)
  const fraction = minorDigits === 0 ? '' : text.slice(-minorDigits)
  const integer = integerPart.replace(/^0+(?=\d)/, '').padStart(JACKPOT_INTEGER_DIGITS, '0')
  const groups: string[] = []
  for (let end = integer.length; end > 0; end -= 3) groups.unshift(integer.slice(Math.max(0, end - 3), end))
  return { integer, groups, fraction }
}

export interface JackpotFormatOptions {
  groupSeparator?: string
  decimalSeparator?: string
}

/** The counter as text, e.g. `0,001,234,567.89`. */
export function formatJackpot(amountMinor: number, minorDigits: number, options: JackpotFormatOptions = {}): string {
  const { groups, fraction } = jackpotDigits(amountMinor, minorDigits)
  const whole = groups.join(options.groupSeparator ?? ',')
  return fraction ? `${whole}${options.decimalSeparator ?? '.'}${fraction}` : whole
}
