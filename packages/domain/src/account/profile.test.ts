import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from './messages.ts'
import { profileFieldError, withdrawPasswordFormError, type ProfileEditField } from './profile.ts'

describe('profileFieldError', () => {
  it.each<[ProfileEditField, string, { required: boolean; currency: string }, string | undefined]>([
    ['member_name', '', { required: false, currency: 'USD' }, undefined],
    ['member_name', '  ', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.required],
    ['member_name', 'Ada  Lovelace', { required: false, currency: 'USD' }, ACCOUNT_MESSAGES.nameDoubleSpace],
    ['member_name', 'Ada Lovelace', { required: true, currency: 'RMB' }, ACCOUNT_MESSAGES.nameChinese],
    ['member_name', '张三', { required: true, currency: 'RMB' }, undefined],
    ['member_name', 'Nguyen', { required: true, currency: 'VND' }, ACCOUNT_MESSAGES.nameOneWord],
    ['member_email', 'ada@example.com', { required: true, currency: 'USD' }, undefined],
    ['member_email', 'ada@', { required: false, currency: 'USD' }, ACCOUNT_MESSAGES.emailFormat],
    ['member_email', '', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.required],
    ['member_birthday', '', { required: false, currency: 'USD' }, undefined],
    ['member_birthday', '', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.required],
    ['member_birthday', '1990-02-28', { required: true, currency: 'USD' }, undefined],
    ['member_birthday', '1990-02-30', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.birthdayInvalid],
    ['member_birthday', '1990-02', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.birthdayIncomplete],
    ['member_phone', ' 5551234 ', { required: true, currency: 'USD' }, undefined],
    ['member_phone', '555-1234', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.phoneInvalid],
    ['member_phone', '5551234', { required: true, currency: 'VND' }, ACCOUNT_MESSAGES.phoneLength],
    ['member_phone', '0912345678', { required: true, currency: 'VND' }, undefined],
    ['identity_id', ' ', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.required],
    ['identity_id', '', { required: false, currency: 'USD' }, undefined],
    ['identity_id', 'A123', { required: true, currency: 'USD' }, undefined],
    ['member_telegram', '@ada_l', { required: false, currency: 'USD' }, undefined],
    ['member_qq', '@ada_l', { required: false, currency: 'USD' }, ACCOUNT_MESSAGES.contactFormat],
    ['member_qq', 'abc', { required: false, currency: 'USD' }, ACCOUNT_MESSAGES.contactLength],
    ['member_fb', '', { required: true, currency: 'USD' }, ACCOUNT_MESSAGES.required],
  ])('%s %j (%j) → %s', (field, value, options, expected) => {
    expect(profileFieldError(field, value, options)).toBe(expected)
  })

  it('refuses a birthday under 18 on the site’s day, as registration does', () => {
    const options = { required: false, currency: 'USD', now: Date.parse('2025-06-15T12:00:00Z') }
    expect(profileFieldError('member_birthday', '2007-06-15', options)).toBeUndefined()
    expect(profileFieldError('member_birthday', '2007-06-16', options)).toBe(ACCOUNT_MESSAGES.birthdayUnderAge)
    expect(profileFieldError('member_birthday', '2007-6-16', options)).toBe(ACCOUNT_MESSAGES.birthdayUnderAge)
    // A date that does not exist is that error, not an age.
    expect(profileFieldError('member_birthday', '2015-02-30', options)).toBe(ACCOUNT_MESSAGES.birthdayInvalid)
    // 29 February comes of age on 1 March in a year without one.
    const at = (date: string) => ({ ...options, now: Date.parse(`${date}T12:00:00Z`) })
    expect(profileFieldError('member_birthday', '2008-02-29', at('2026-02-28'))).toBe(ACCOUNT_MESSAGES.birthdayUnderAge)
    expect(profileFieldError('member_birthday', '2008-02-29', at('2026-03-01'))).toBeUndefined()
  })
})

describe('withdrawPasswordFormError', () => {
  const values = { password: '', old_withdraw_password: '', withdraw_password: '', check_withdraw_password: '' }
  it.each([
    ['first time, no login password', false, {}, { field: 'password', messageKey: ACCOUNT_MESSAGES.required }],
    [
      'first time, three digits',
      false,
      { password: 'secret1', withdraw_password: '123', check_withdraw_password: '123' },
      { field: 'withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat },
    ],
    [
      'first time, not the same twice',
      false,
      { password: 'secret1', withdraw_password: '1234', check_withdraw_password: '1235' },
      { field: 'check_withdraw_password', messageKey: ACCOUNT_MESSAGES.passwordMismatch },
    ],
    [
      'first time, good',
      false,
      { password: 'secret1', withdraw_password: '1234', check_withdraw_password: '1234' },
      undefined,
    ],
    [
      'change, the current one not 4 digits',
      true,
      { old_withdraw_password: 'abcd', withdraw_password: '1234', check_withdraw_password: '1234' },
      { field: 'old_withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat },
    ],
    [
      'change, the login password is not asked',
      true,
      { old_withdraw_password: '4321', withdraw_password: '1234', check_withdraw_password: '1234' },
      undefined,
    ],
    [
      'change, a letter in the new one',
      true,
      { old_withdraw_password: '4321', withdraw_password: '12a4', check_withdraw_password: '12a4' },
      { field: 'withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat },
    ],
  ])('%s', (_name, set, given, expected) => {
    expect(withdrawPasswordFormError({ ...values, ...given }, set)).toEqual(expected)
  })
})
