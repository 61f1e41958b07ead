import { describe, expect, it } from 'vitest'
import { CURRENCY_MINOR_DIGITS, formatJackpot, JACKPOT_INTEGER_DIGITS, jackpotDigits } from '../src/index.ts'

describe('jackpot display (spec sections 3 and 9: 10 integer digits, zero-padded)', () => {
  it('pads to ten integer digits', () => {
    expect(JACKPOT_INTEGER_DIGITS).toBe(10)
  })

  it.each([
    // amount in minor units, minor digits, integer, groups, fraction
    [0, 2, '0000000000', ['0', '000', '000', '000'], '00'],
    [0, 0, '0000000000', ['0', '000', '000', '000'], ''],
    [5, 2, '0000000000', ['0', '000', '000', '000'], '05'],
    [123_456_789, 2, '0001234567', ['0', '001', '234', '567'], '89'],
    [123_456_789, 0, '0123456789', ['0', '123', '456', '789'], ''],
    [9_999_999_999, 0, '9999999999', ['9', '999', '999', '999'], ''],
    [999_999_999_999, 2, '9999999999', ['9', '999', '999', '999'], '99'],
    // wider than ten digits: every digit is kept, never truncated
    [12_345_678_901, 0, '12345678901', ['12', '345', '678', '901'], ''],
    [123_456_789_012_345, 2, '1234567890123', ['1', '234', '567', '890', '123'], '45'],
  ])('%d with %d minor digits', (amount, minorDigits, integer, groups, fraction) => {
    expect(jackpotDigits(amount, minorDigits)).toEqual({ integer, groups, fraction })
  })

  it.each([
    [123_456_789, 'USD', '0,001,234,567.89'],
    [123_456_789, 'VND', '0,123,456,789'],
    [0, 'RMB', '0,000,000,000.00'],
  ] as const)('formats %d %s as %s', (amount, currency, text) => {
    expect(formatJackpot(amount, CURRENCY_MINOR_DIGITS[currency])).toBe(text)
  })

  it('takes other separators', () => {
    expect(formatJackpot(123_456_789, 2, { groupSeparator: '.', decimalSeparator: ',' })).toBe('0.001.234.567,89')
  })

  it.each([
    ['negative', -1],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['fractional', 12.5],
    ['beyond safe integers', Number.MAX_SAFE_INTEGER + 1],
  ])('rejects a %s amount', (_name, amount) => {
    expect(() => jackpotDigits(amount, 2)).toThrow(RangeError)
  })

  it.each([-1, 1.5, Number.NaN, 9])('rejects %d minor digits', (minorDigits) => {
    expect(() => jackpotDigits(100, minorDigits)).toThrow(RangeError)
  })
})
