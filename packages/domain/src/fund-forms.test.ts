import { describe, expect, it } from 'vitest'
import { checkWithdrawalForm } from './fund-forms.ts'

const limits = { min: 1_000, max: 500_000, balance: 10_000 }

describe('checkWithdrawalForm', () => {
  it.each([
    ['60', '2468', 'USD', { ok: true, amount: 6_000 }],
    ['100', '0000', 'USD', { ok: true, amount: 10_000 }],
    ['', '2468', 'USD', { ok: false, errors: { amount: 'empty' } }],
    ['abc', '2468', 'USD', { ok: false, errors: { amount: 'format' } }],
    ['1.234', '2468', 'USD', { ok: false, errors: { amount: 'digits' } }],
    ['5', '2468', 'USD', { ok: false, errors: { amount: 'min' } }],
    ['100.01', '2468', 'USD', { ok: false, errors: { amount: 'balance' } }],
    ['60', '123', 'USD', { ok: false, errors: { withdraw_password: 'format' } }],
    ['60', '12a4', 'USD', { ok: false, errors: { withdraw_password: 'format' } }],
    ['', '', 'USD', { ok: false, errors: { amount: 'empty', withdraw_password: 'format' } }],
    ['6000', '2468', 'VND', { ok: true, amount: 6_000 }],
    ['60.5', '2468', 'VND', { ok: false, errors: { amount: 'digits' } }],
  ] as const)('amount %j, password %j in %s', (amount, password, currency, expected) => {
    expect(checkWithdrawalForm({ amount, withdraw_password: password }, currency, limits)).toEqual(expected)
  })

  it('names a withdrawal above the most allowed before the balance', () => {
    expect(checkWithdrawalForm({ amount: '6000', withdraw_password: '2468' }, 'USD', limits)).toEqual({
      ok: false,
      errors: { amount: 'max' },
    })
  })
})
