import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { describe, expect, it } from 'vitest'
import { adjustmentErrors, newRequestId, parseSignedAmount } from './adjustments.ts'

/** The adjustment request as typed: signed amounts in major units, the reason, the idempotency key. */

describe('parseSignedAmount', () => {
  it.each([
    ['25', 'USD', { ok: true, minor: 2_500 }],
    ['-25.5', 'USD', { ok: true, minor: -2_550 }],
    ['+1,000.00', 'USD', { ok: true, minor: 100_000 }],
    [' - 3 ', 'USD', { ok: true, minor: -300 }],
    ['1500000', 'VND', { ok: true, minor: 1_500_000 }],
    ['', 'USD', { ok: false, error: 'empty' }],
    ['-', 'USD', { ok: false, error: 'format' }],
    ['--5', 'USD', { ok: false, error: 'format' }],
    ['1e3', 'USD', { ok: false, error: 'format' }],
    ['1.234', 'USD', { ok: false, error: 'digits' }],
    ['1.5', 'VND', { ok: false, error: 'digits' }],
    ['0.00', 'USD', { ok: false, error: 'zero' }],
    ['-0', 'USD', { ok: false, error: 'zero' }],
  ] as const)('%j in %s', (text, currency, parsed) => {
    expect(parseSignedAmount(text, currency)).toEqual(parsed)
  })
})

describe('adjustmentErrors', () => {
  it('names each field that cannot be sent', () => {
    expect(adjustmentErrors({ amount: '10', reason: 'Goodwill' }, 'USD')).toEqual({})
    expect(adjustmentErrors({ amount: '', reason: ' ' }, 'USD')).toEqual({ amount: 'empty', reason: 'empty' })
    expect(adjustmentErrors({ amount: '1', reason: 'x'.repeat(OPERATOR_REASON_MAX + 1) }, 'USD')).toEqual({
      reason: 'long',
    })
  })

  it('refuses a debit above the balance, when the balance is known; a credit is never limited', () => {
    expect(adjustmentErrors({ amount: '-10.01', reason: 'r' }, 'USD', 1_000)).toEqual({ amount: 'balance' })
    expect(adjustmentErrors({ amount: '-10.00', reason: 'r' }, 'USD', 1_000)).toEqual({})
    expect(adjustmentErrors({ amount: '99999', reason: 'r' }, 'USD', 0)).toEqual({})
    expect(adjustmentErrors({ amount: '-99999', reason: 'r' }, 'USD')).toEqual({})
  })
})

describe('newRequestId', () => {
  it('is a fresh key each time, in the form the server accepts', () => {
    const a = newRequestId()
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newRequestId()).not.toBe(a)
  })
})
