import { describe, expect, it } from 'vitest'
import { moneyDecimals, moneyInputText, parseMoneyInput } from './money-input.ts'

/** Money typed in the currency's major unit, as the calls carry it (minor units), or why not. */

describe('parseMoneyInput', () => {
  it.each([
    ['12.5', 'USD', { ok: true, minor: 1_250 }],
    ['100.00', 'USD', { ok: true, minor: 10_000 }],
    ['1,000', 'USD', { ok: true, minor: 100_000 }],
    [' 0.05 ', 'USD', { ok: true, minor: 5 }],
    ['0', 'USD', { ok: true, minor: 0 }],
    ['1000', 'VND', { ok: true, minor: 1_000 }],
    ['1000', 'JPY', { ok: true, minor: 1_000 }],
    ['12.345', 'USD', { ok: false, error: 'digits' }],
    ['1.5', 'VND', { ok: false, error: 'digits' }],
    ['-1', 'USD', { ok: false, error: 'format' }],
    ['+1', 'USD', { ok: false, error: 'format' }],
    ['1e3', 'USD', { ok: false, error: 'format' }],
    ['abc', 'USD', { ok: false, error: 'format' }],
    ['1.2.3', 'USD', { ok: false, error: 'format' }],
    ['', 'USD', { ok: false, error: 'empty' }],
    ['  ', 'VND', { ok: false, error: 'empty' }],
    ['100', '', { ok: false, error: 'currency' }],
    ['100', 'EUR', { ok: false, error: 'currency' }],
    ['100', 'usd', { ok: false, error: 'currency' }],
  ] as const)('%j in %j', (text, currency, parsed) => {
    expect(parseMoneyInput(text, currency)).toEqual(parsed)
  })
})

describe('moneyDecimals', () => {
  it.each([
    ['USD', 2],
    ['VND', 0],
    ['JPY', 0],
    ['', undefined],
    ['EUR', undefined],
  ] as const)('%j takes %j', (currency, digits) => {
    expect(moneyDecimals(currency)).toBe(digits)
  })
})

describe('moneyInputText', () => {
  it.each([
    [123_450, 'USD', '1234.50'],
    [5, 'USD', '0.05'],
    [0, 'USD', '0.00'],
    [1_500_000, 'VND', '1500000'],
    [1_000, 'JPY', '1000'],
  ] as const)('%j in %j is %j, read back unchanged', (minor, currency, text) => {
    expect(moneyInputText(minor, currency)).toBe(text)
    expect(parseMoneyInput(text, currency)).toEqual({ ok: true, minor })
  })
})
