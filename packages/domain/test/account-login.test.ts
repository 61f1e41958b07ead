import { describe, expect, it } from 'vitest'
import {
  DOUBLE_VALIDATION_QUESTIONS,
  initialTransferVerifyForm,
  TRANSFER_VERIFY_OPTIONS,
  validateCheckPassword,
  validateDoubleValidation,
  validateLoginForm,
  validateNewPassword,
  validatePassword,
  validateTransferVerify,
  type DoubleValidationQuestion,
  type LoginForm,
  type TransferVerifyForm,
} from '../src/index.ts'

describe('login form, in the order of spec section 5', () => {
  const filled: LoginForm = { account: 'player01', password: 'abc123', captcha: '7391' }
  it.each<[string, Partial<LoginForm>, ReturnType<typeof validateLoginForm>]>([
    ['all filled passes', {}, undefined],
    ['account empty', { account: '' }, { field: 'account', messageKey: 'ph_account_name' }],
    ['account only spaces', { account: '   ' }, { field: 'account', messageKey: 'ph_account_name' }],
    ['password empty', { password: '' }, { field: 'password', messageKey: 'ph_password' }],
    ['a password of spaces is a password', { password: '   ' }, undefined],
    ['captcha empty', { captcha: '' }, { field: 'captcha', messageKey: 'ph_account_verify_code' }],
    ['captcha only spaces', { captcha: ' ' }, { field: 'captcha', messageKey: 'ph_account_verify_code' }],
    ['account before password', { account: '', password: '' }, { field: 'account', messageKey: 'ph_account_name' }],
    ['account before captcha', { account: '', captcha: '' }, { field: 'account', messageKey: 'ph_account_name' }],
    ['password before captcha', { password: '', captcha: '' }, { field: 'password', messageKey: 'ph_password' }],
    [
      'everything empty reports the account',
      { account: '', password: '', captcha: '' },
      { field: 'account', messageKey: 'ph_account_name' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateLoginForm({ ...filled, ...change })).toEqual(expected)
  })
})

describe('double validation (spec section 5)', () => {
  it('lists the five questions of spec section 3', () => {
    expect(DOUBLE_VALIDATION_QUESTIONS).toEqual([
      'member_name',
      'identity_id',
      'member_phone',
      'member_email',
      'withdraw_password',
    ])
  })

  it.each(DOUBLE_VALIDATION_QUESTIONS)('an empty answer to %s names the question in its key', (question) => {
    expect(validateDoubleValidation({ question, answer: ' ', captcha: '1234' })).toEqual({
      field: 'answer',
      messageKey: `double_validation_wrong_answer_empty_${question}`,
    })
  })

  it.each<[string, string, string, ReturnType<typeof validateDoubleValidation>]>([
    ['answer and captcha pass', 'Chen', '1234', undefined],
    ['captcha missing', 'Chen', '', { field: 'captcha', messageKey: 'ph_account_verify_code' }],
    [
      'answer before captcha',
      '',
      '',
      { field: 'answer', messageKey: 'double_validation_wrong_answer_empty_member_email' },
    ],
  ])('%s', (_name, answer, captcha, expected) => {
    const question: DoubleValidationQuestion = 'member_email'
    expect(validateDoubleValidation({ question, answer, captcha })).toEqual(expected)
  })
})

describe('member transfer verification, step 1 (spec section 5)', () => {
  it('offers phone and email, phone by default', () => {
    expect(TRANSFER_VERIFY_OPTIONS).toEqual(['phone', 'email'])
    expect(initialTransferVerifyForm()).toEqual({
      withdrawPassword: '',
      option: 'phone',
      memberEmail: '',
      memberPhone: '',
      code: '',
    })
  })

  const byPhone: TransferVerifyForm = {
    withdrawPassword: '1234',
    option: 'phone',
    memberEmail: '',
    memberPhone: '0912345678',
    code: 'aB3k',
  }
  const byEmail: TransferVerifyForm = { ...byPhone, option: 'email', memberEmail: 'a@b.co', memberPhone: '' }

  it.each<[string, TransferVerifyForm, string | undefined, ReturnType<typeof validateTransferVerify>]>([
    ['phone route passes', byPhone, 'aB3k', undefined],
    ['email route passes', byEmail, 'aB3k', undefined],
    ['code compared without case', byPhone, 'AB3K', undefined],
    ['code compared without surrounding spaces', { ...byPhone, code: ' aB3k ' }, 'aB3k', undefined],
    [
      'withdraw password required',
      { ...byPhone, withdrawPassword: '' },
      'aB3k',
      { field: 'withdrawPassword', messageKey: 'signup.require_text' },
    ],
    [
      'withdraw password before phone',
      { ...byPhone, withdrawPassword: '', memberPhone: '' },
      'aB3k',
      { field: 'withdrawPassword', messageKey: 'signup.require_text' },
    ],
    [
      'phone required when phone is chosen',
      { ...byPhone, memberPhone: '' },
      'aB3k',
      { field: 'memberPhone', messageKey: 'signup.err_phone_invalid' },
    ],
    [
      'phone must be digits',
      { ...byPhone, memberPhone: '09-1234' },
      'aB3k',
      { field: 'memberPhone', messageKey: 'signup.err_phone_invalid' },
    ],
    ['email not needed when phone is chosen', { ...byPhone, memberEmail: 'nope' }, 'aB3k', undefined],
    [
      'email required when email is chosen',
      { ...byEmail, memberEmail: '' },
      'aB3k',
      { field: 'memberEmail', messageKey: 'signup.err_email_format' },
    ],
    [
      'email must be well formed',
      { ...byEmail, memberEmail: 'a@b' },
      'aB3k',
      { field: 'memberEmail', messageKey: 'signup.err_email_format' },
    ],
    ['phone not needed when email is chosen', { ...byEmail, memberPhone: 'x' }, 'aB3k', undefined],
    ['code required', { ...byPhone, code: '' }, 'aB3k', { field: 'code', messageKey: 'ph_account_verify_code' }],
    [
      'phone before code',
      { ...byPhone, memberPhone: '', code: '' },
      'aB3k',
      { field: 'memberPhone', messageKey: 'signup.err_phone_invalid' },
    ],
    ['code must equal the captcha', byPhone, 'aB3x', { field: 'code', messageKey: 'verify_failed' }],
    ['no captcha loaded fails every code', byPhone, undefined, { field: 'code', messageKey: 'verify_failed' }],
    ['an empty captcha fails every code', byPhone, '', { field: 'code', messageKey: 'verify_failed' }],
  ])('%s', (_name, form, captcha, expected) => {
    expect(validateTransferVerify(form, captcha)).toEqual(expected)
  })
})

describe('password rule (spec section 5)', () => {
  it.each([
    ['', 'signup.err_psw_length'],
    ['ab12', 'signup.err_psw_length'],
    ['abc12', 'signup.err_psw_length'],
    ['abc123', undefined],
    ['abcdefghij12', undefined],
    ['abcdefghijk12', 'signup.err_psw_length'],
    ['abcdef', 'signup.err_psw_format'],
    ['123456', 'signup.err_psw_format'],
    ['abc 123', 'signup.err_psw_format'],
    ['abc_123', 'signup.err_psw_format'],
    ['ábc123', 'signup.err_psw_format'],
    ['ABC123', undefined],
  ])('%j -> %s', (password, key) => {
    expect(validatePassword(password)).toBe(key)
  })

  it.each([
    ['abc123', '', 'signup.require_text'],
    ['abc123', 'abc124', 'signup.err_checkPsw_diff'],
    ['abc123', 'ABC123', 'signup.err_checkPsw_diff'],
    ['abc123', 'abc123', undefined],
  ])('confirmation of %s typed %j -> %s', (password, check, key) => {
    expect(validateCheckPassword(password, check)).toBe(key)
  })
})

describe('set new password (spec sections 4 and 5)', () => {
  it.each<[string, string, string, ReturnType<typeof validateNewPassword>]>([
    ['valid and confirmed', 'abc123', 'abc123', undefined],
    ['empty', '', '', { field: 'password', messageKey: 'signup.err_psw_length' }],
    ['five characters', 'abc12', 'abc12', { field: 'password', messageKey: 'signup.err_psw_length' }],
    [
      'thirteen characters',
      'abcdefghij123',
      'abcdefghij123',
      { field: 'password', messageKey: 'signup.err_psw_length' },
    ],
    ['no digit', 'abcdefg', 'abcdefg', { field: 'password', messageKey: 'signup.err_psw_format' }],
    ['confirmation missing', 'abc123', '', { field: 'checkPassword', messageKey: 'signup.require_text' }],
    ['confirmation differs', 'abc123', 'abc12', { field: 'checkPassword', messageKey: 'signup.err_checkPsw_diff' }],
  ])('%s', (_name, password, checkPassword, expected) => {
    expect(validateNewPassword({ password, checkPassword })).toEqual(expected)
  })
})
