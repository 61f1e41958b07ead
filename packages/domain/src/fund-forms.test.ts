import { describe, expect, it } from 'vitest'
import { bankBindErrors, checkWalletTransfer, checkWithdrawalForm } from './fund-forms.ts'

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

const bind = {
  bank_code: 'WF',
  account_name: 'Ada Lovelace',
  account_number: '9876 5432 10',
  branch: '',
  withdraw_password: '2468',
}

describe('bankBindErrors', () => {
  it.each([
    [{}, {}],
    [{ bank_code: '' }, { bank_code: 'fund.err_bank_required' }],
    [{ account_name: 'A' }, { account_name: 'fund.err_account_name_length' }],
    [{ account_name: 'Ada 2' }, { account_name: 'fund.err_account_name_format' }],
    [{ account_number: '12345' }, { account_number: 'fund.err_account_number_format' }],
    [{ branch: 'x'.repeat(101) }, { branch: 'fund.err_branch_length' }],
    [{ withdraw_password: '' }, { withdraw_password: 'fund.err_withdraw_password' }],
    [{ withdraw_password: '24680' }, { withdraw_password: 'fund.err_withdraw_password' }],
    [
      { bank_code: '', withdraw_password: 'abcd' },
      { bank_code: 'fund.err_bank_required', withdraw_password: 'fund.err_withdraw_password' },
    ],
  ] as const)('%j', (change, expected) => {
    expect(bankBindErrors({ ...bind, ...change })).toEqual(expected)
  })
})

describe('checkWalletTransfer', () => {
  it.each([
    ['main', 'pg', '5', 'USD', { ok: true, amount: 500 }],
    ['pg', 'main', '10', 'USD', { ok: true, amount: 1_000 }],
    ['main', 'pg', '10.01', 'USD', { ok: false, error: 'max' }],
    ['main', 'main', '5', 'USD', { ok: false, error: 'wallet' }],
    ['pg', 'sg', '5', 'USD', { ok: false, error: 'wallet' }],
    ['', 'pg', '5', 'USD', { ok: false, error: 'wallet' }],
    ['main', '', '5', 'USD', { ok: false, error: 'wallet' }],
    ['main', 'pg', '', 'USD', { ok: false, error: 'empty' }],
    ['main', 'pg', '0', 'USD', { ok: false, error: 'min' }],
    ['main', 'pg', '1.5x', 'USD', { ok: false, error: 'format' }],
    ['main', 'pg', '1.005', 'USD', { ok: false, error: 'digits' }],
    ['main', 'pg', '1000', 'VND', { ok: true, amount: 1_000 }],
  ] as const)('%s → %s, %j %s', (from, to, amount, currency, expected) => {
    expect(checkWalletTransfer({ from, to, amount }, currency, 1_000)).toEqual(expected)
  })
})
