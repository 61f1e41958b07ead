import { describe, expect, it } from 'vitest'
import {
  validateForgotPasswordRequest,
  validateForgotPasswordReset,
  type ForgotPasswordRequest,
  type ForgotPasswordReset,
} from './forgot-password.ts'
import { ACCOUNT_MESSAGES } from './messages.ts'

describe('validateForgotPasswordRequest', () => {
  const good: ForgotPasswordRequest = { account: 'quinn88', phone: '5551234', captcha: '4K7P' }
  it.each<[string, Partial<ForgotPasswordRequest>, ReturnType<typeof validateForgotPasswordRequest>]>([
    ['all filled', {}, undefined],
    ['no account', { account: '  ' }, { field: 'account', messageKey: ACCOUNT_MESSAGES.accountRequired }],
    ['no phone', { phone: '' }, { field: 'phone', messageKey: ACCOUNT_MESSAGES.required }],
    ['a phone with a dash', { phone: '555-1234' }, { field: 'phone', messageKey: ACCOUNT_MESSAGES.phoneInvalid }],
    ['a phone with spaces around', { phone: ' 5551234 ' }, undefined],
    ['no captcha', { captcha: ' ' }, { field: 'captcha', messageKey: ACCOUNT_MESSAGES.captchaRequired }],
    [
      'the account first when all are missing',
      { account: '', phone: '', captcha: '' },
      { field: 'account', messageKey: ACCOUNT_MESSAGES.accountRequired },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateForgotPasswordRequest({ ...good, ...change })).toEqual(expected)
  })
})

describe('validateForgotPasswordReset', () => {
  const good: ForgotPasswordReset = { code: '123456', password: 'abc123', checkPassword: 'abc123' }
  it.each<[string, Partial<ForgotPasswordReset>, ReturnType<typeof validateForgotPasswordReset>]>([
    ['all good', {}, undefined],
    ['no code', { code: '' }, { field: 'code', messageKey: ACCOUNT_MESSAGES.required }],
    ['five digits', { code: '12345' }, { field: 'code', messageKey: ACCOUNT_MESSAGES.phoneVerifyFormat }],
    ['a letter in the code', { code: '12345a' }, { field: 'code', messageKey: ACCOUNT_MESSAGES.phoneVerifyFormat }],
    [
      'the code before the password',
      { code: '', password: '' },
      { field: 'code', messageKey: ACCOUNT_MESSAGES.required },
    ],
    [
      'the passwords differ',
      { checkPassword: 'abc124' },
      { field: 'checkPassword', messageKey: ACCOUNT_MESSAGES.passwordMismatch },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateForgotPasswordReset({ ...good, ...change })).toEqual(expected)
  })
})
