import { describe, expect, it } from 'vitest'
import {
  initialRegisterForm,
  isRegisterFieldChecked,
  registerFieldError,
  registerFieldRules,
  registerFormSchema,
  validateAccount,
  validateBirthday,
  validateContactHandle,
  validateMemberEmail,
  validateMemberName,
  validateMemberPhone,
  validatePhoneVerifyCode,
  validateRegistration,
  validateWithdrawPassword,
  type ContactHandleField,
  type RegisterContext,
  type RegisterForm,
  type RegisterSettingItem,
} from '../src/index.ts'

describe('account (spec section 5)', () => {
  it.each([
    ['', 'signup.err_account_blank'],
    ['   ', 'signup.err_account_blank'],
    ['abc12', 'signup.err_account_length'],
    ['abc123', undefined],
    ['abcdefghij12', undefined],
    ['abcdefghij123', 'signup.err_account_length'],
    ['abc_123', 'signup.err_account_format'],
    ['abc 123', 'signup.err_account_format'],
    ['abc-12', 'signup.err_account_format'],
    ['ABCdef', undefined],
    ['123456', undefined],
  ])('%j -> %s', (value, key) => {
    expect(validateAccount(value)).toBe(key)
  })
})

describe('real name (spec section 5)', () => {
  it.each([
    ['', 'USD', false, undefined],
    ['', 'USD', true, 'signup.require_text'],
    ['   ', 'USD', true, 'signup.require_text'],
    ['John Smith', 'USD', true, undefined],
    [' John Smith ', 'USD', true, undefined],
    ['John  Smith', 'USD', true, 'signup.err_name_double_space'],
    ['John', 'USD', true, undefined],
    ['张三', 'RMB', true, undefined],
    [' 张三 ', 'RMB', true, undefined],
    ['买买提·艾力', 'RMB', true, undefined],
    ['Zhang San', 'RMB', true, 'signup.err_name_chinese'],
    ['张 三', 'RMB', true, 'signup.err_name_chinese'],
    ['张  三', 'RMB', true, 'signup.err_name_double_space'],
    ['Nguyen Van An', 'VND', true, undefined],
    ['Nguyễn Văn An', 'VND', true, undefined],
    ['Nguyen', 'VND', true, 'signup.err_name_one_word'],
    [' Nguyen ', 'VND', true, 'signup.err_name_one_word'],
    ['Nguyen  An', 'VND', true, 'signup.err_name_double_space'],
    ['张三', 'VND', true, 'signup.err_name_one_word'],
  ])('%j in %s (required %s) -> %s', (value, currency, required, key) => {
    expect(validateMemberName(value, currency, required)).toBe(key)
  })
})

describe('e-mail field (spec section 5)', () => {
  it.each([
    ['', false, undefined],
    ['', true, 'signup.require_text'],
    ['a@b.co', true, undefined],
    ['a@b', false, 'signup.err_email_format'],
  ])('%j required %s -> %s', (value, required, key) => {
    expect(validateMemberEmail(value, required)).toBe(key)
  })
})

describe('birthday, all or nothing (spec section 5)', () => {
  it.each([
    ['', '', '', false, undefined],
    ['', '', '', true, 'signup.require_text'],
    ['1990', '', '', false, 'signup.err_birthday_incomplete'],
    ['1990', '5', '', true, 'signup.err_birthday_incomplete'],
    ['', '5', '17', false, 'signup.err_birthday_incomplete'],
    ['1990', '', '17', true, 'signup.err_birthday_incomplete'],
    ['1990', '5', '17', true, undefined],
    ['1990', '05', '07', false, undefined],
    ['2000', '2', '29', true, undefined],
    ['1900', '2', '29', true, 'signup.err_birthday_invalid'],
    ['2023', '2', '29', true, 'signup.err_birthday_invalid'],
    ['2023', '4', '31', true, 'signup.err_birthday_invalid'],
    ['2023', '13', '1', true, 'signup.err_birthday_invalid'],
    ['2023', '0', '1', true, 'signup.err_birthday_invalid'],
    ['90', '1', '1', true, 'signup.err_birthday_invalid'],
  ])('%s-%s-%s required %s -> %s', (year, month, day, required, key) => {
    expect(validateBirthday({ year, month, day }, required)).toBe(key)
  })
})

describe('phone (spec section 5)', () => {
  it.each([
    ['', false, false, undefined],
    ['', true, false, 'signup.require_text'],
    ['0912', false, false, undefined],
    ['+84912345678', false, false, 'signup.err_phone_invalid'],
    ['0912 345', false, false, 'signup.err_phone_invalid'],
    ['091234567', false, true, 'signup.err_phone_length'],
    ['0912345678', false, true, undefined],
    ['09123456789', false, true, 'signup.err_phone_length'],
    ['09123456789', false, false, undefined],
  ])('%j required %s, ten digits %s -> %s', (value, required, tenDigits, key) => {
    expect(validateMemberPhone(value, { required, tenDigits })).toBe(key)
  })

  it.each([
    ['', 'signup.require_text'],
    ['12345', 'signup.err_phone_verify_format'],
    ['123456', undefined],
    ['1234567', 'signup.err_phone_verify_format'],
    ['12345a', 'signup.err_phone_verify_format'],
  ])('SMS code %j -> %s', (value, key) => {
    expect(validatePhoneVerifyCode(value)).toBe(key)
  })
})

describe('withdraw password (spec section 5)', () => {
  it.each([
    ['', false, undefined],
    ['', true, 'signup.require_text'],
    ['1234', true, undefined],
    ['123', true, 'signup.err_withdraw_psw_format'],
    ['12345', false, 'signup.err_withdraw_psw_format'],
    ['12a4', true, 'signup.err_withdraw_psw_format'],
  ])('%j required %s -> %s', (value, required, key) => {
    expect(validateWithdrawPassword(value, required)).toBe(key)
  })
})

describe('contact handles (spec section 5)', () => {
  it.each<[ContactHandleField, string, boolean, string | undefined]>([
    ['memberQq', '', false, undefined],
    ['memberQq', '', true, 'signup.require_text'],
    ['memberQq', '1234', false, 'signup.err_contact_length'],
    ['memberQq', '12345', false, undefined],
    ['memberQq', 'a'.repeat(50), false, undefined],
    ['memberQq', 'a'.repeat(51), false, 'signup.err_contact_length'],
    ['memberWechat', 'wx_id.name-1', false, undefined],
    ['memberQq', '@12345', false, 'signup.err_contact_format'],
    ['memberWhatsApp', '@12345', false, 'signup.err_contact_format'],
    ['memberWechat', '@someone', false, 'signup.err_contact_format'],
    ['memberZalo', '@someone', false, 'signup.err_contact_format'],
    ['memberFb', 'a@b.com', false, 'signup.err_contact_format'],
    ['memberTelegram', '@someone', false, undefined],
    ['memberSkype', 'live@someone', false, undefined],
    ['memberTelegram', 'some one', false, 'signup.err_contact_format'],
    ['memberSkype', 'live:someone', false, 'signup.err_contact_format'],
  ])('%s %j required %s -> %s', (field, value, required, key) => {
    expect(validateContactHandle(field, value, required)).toBe(key)
  })
})

const item = (name: string, over: Partial<RegisterSettingItem> = {}): RegisterSettingItem => ({
  name,
  currency: 'VND',
  is_display: 1,
  is_required: 1,
  is_unique: 0,
  is_member_center: 0,
  is_verification: 0,
  ...over,
})

const allShown: RegisterSettingItem[] = [
  item('member_name'),
  item('member_email'),
  item('member_birthday'),
  item('member_phone', { is_verification: 1 }),
  item('withdraw_password'),
  item('identity_id'),
  item('member_qq'),
  item('member_telegram'),
  item('member_whats_app'),
  item('member_wechat'),
  item('member_zalo'),
  item('member_skype'),
  item('member_fb'),
]

const vndAll: RegisterContext = { rules: registerFieldRules(allShown, 'VND'), currency: 'VND', captchaShown: true }
const bare: RegisterContext = { rules: registerFieldRules([], 'VND'), currency: 'VND', captchaShown: false }

const valid: RegisterForm = {
  ...initialRegisterForm(),
  memberAccount: 'player01',
  password: 'abc123',
  checkPassword: 'abc123',
  memberCurrency: 'VND',
  memberName: 'Nguyen Van An',
  memberEmail: 'an@example.com',
  memberBirthday: { year: '1990', month: '5', day: '17' },
  withdrawPassword: '1234',
  memberPhone: '0912345678',
  phoneVerify: '123456',
  identityId: 'ID-1',
  memberQq: '123456',
  memberTelegram: '@an_nguyen',
  memberWhatsApp: '84912345',
  memberWechat: 'an.nguyen',
  memberZalo: 'zalo-an',
  memberSkype: 'live@an',
  memberFb: 'an.nguyen.fb',
  captchaAnswer: '7391',
  captchaToken: 'tok',
  agreement: true,
}

describe('registration form (spec section 5)', () => {
  it('a complete form passes', () => {
    expect(validateRegistration(valid, vndAll)).toEqual({})
  })

  it('an empty form names every checked field when all are shown and required', () => {
    expect(validateRegistration(initialRegisterForm(), vndAll)).toEqual({
      memberAccount: 'signup.err_account_blank',
      password: 'signup.err_psw_length',
      checkPassword: 'signup.require_text',
      memberName: 'signup.require_text',
      memberEmail: 'signup.require_text',
      memberBirthday: 'signup.require_text',
      withdrawPassword: 'signup.require_text',
      memberPhone: 'signup.require_text',
      identityId: 'signup.require_text',
      memberQq: 'signup.require_text',
      memberTelegram: 'signup.require_text',
      memberWhatsApp: 'signup.require_text',
      memberWechat: 'signup.require_text',
      memberZalo: 'signup.require_text',
      memberSkype: 'signup.require_text',
      memberFb: 'signup.require_text',
      captchaAnswer: 'ph_account_verify_code',
      agreement: 'signup.err_agreement',
    })
  })

  it('with no optional field shown, only account, password, confirmation and agreement are checked', () => {
    expect(validateRegistration(initialRegisterForm(), bare)).toEqual({
      memberAccount: 'signup.err_account_blank',
      password: 'signup.err_psw_length',
      checkPassword: 'signup.require_text',
      agreement: 'signup.err_agreement',
    })
  })

  it('hidden fields are never checked, whatever they hold', () => {
    const form = { ...valid, memberName: 'x', memberEmail: 'bad', memberQq: '!', withdrawPassword: '1' }
    expect(validateRegistration(form, bare)).toEqual({})
  })

  it('the confirmation is not checked when it is not shown', () => {
    expect(validateRegistration({ ...valid, checkPassword: '' }, { ...vndAll, confirmPasswordShown: false })).toEqual(
      {},
    )
    expect(validateRegistration({ ...valid, checkPassword: '' }, vndAll)).toEqual({
      checkPassword: 'signup.require_text',
    })
  })

  it('the confirmation must equal the password', () => {
    expect(validateRegistration({ ...valid, checkPassword: 'abc124' }, vndAll)).toEqual({
      checkPassword: 'signup.err_checkPsw_diff',
    })
  })

  it('the agreement must be accepted', () => {
    expect(validateRegistration({ ...valid, agreement: false }, bare)).toEqual({ agreement: 'signup.err_agreement' })
  })

  it.each([
    ['091234567', { memberPhone: 'signup.err_phone_length' }],
    ['0912345678', {}],
    ['09123456789', { memberPhone: 'signup.err_phone_length' }],
  ])('VND phone %s', (memberPhone, errors) => {
    expect(validateRegistration({ ...valid, memberPhone }, vndAll)).toEqual(errors)
  })

  it('other currencies take any number of digits unless the site asks for ten', () => {
    const usd: RegisterContext = {
      rules: registerFieldRules(
        allShown.map((i) => ({ ...i, currency: 'USD' })),
        'USD',
      ),
      currency: 'USD',
      captchaShown: true,
    }
    expect(registerFieldError('memberPhone', { ...valid, memberPhone: '091234567' }, usd)).toBeUndefined()
    expect(
      registerFieldError('memberPhone', { ...valid, memberPhone: '091234567' }, { ...usd, phoneTenDigits: true }),
    ).toBe('signup.err_phone_length')
    expect(registerFieldError('memberName', { ...valid, memberName: 'Smith' }, usd)).toBeUndefined()
  })

  it.each([
    ['verification on, phone entered, code missing', vndAll, '0912345678', '', 'signup.require_text'],
    ['verification on, phone entered, code short', vndAll, '0912345678', '12345', 'signup.err_phone_verify_format'],
    ['verification on, phone entered, code right', vndAll, '0912345678', '123456', undefined],
    ['verification on, no phone', vndAll, '', '', undefined],
  ])('SMS code: %s', (_name, context, memberPhone, phoneVerify, key) => {
    expect(registerFieldError('phoneVerify', { ...valid, memberPhone, phoneVerify }, context)).toBe(key)
  })

  it('SMS code is not checked when verification is off', () => {
    const noSms: RegisterContext = {
      ...vndAll,
      rules: registerFieldRules(
        allShown.map((i) => (i.name === 'member_phone' ? { ...i, is_verification: 0 as const } : i)),
        'VND',
      ),
    }
    expect(isRegisterFieldChecked('phoneVerify', noSms)).toBe(false)
    expect(registerFieldError('phoneVerify', { ...valid, phoneVerify: '' }, noSms)).toBeUndefined()
    expect(isRegisterFieldChecked('phoneVerify', vndAll)).toBe(true)
  })

  it('optional shown fields may stay empty but are checked when filled', () => {
    const optional: RegisterContext = {
      ...vndAll,
      rules: registerFieldRules(
        allShown.map((i) => ({ ...i, is_required: 0 as const })),
        'VND',
      ),
    }
    const empty: RegisterForm = {
      ...initialRegisterForm(),
      memberAccount: 'player01',
      password: 'abc123',
      checkPassword: 'abc123',
      captchaAnswer: '1',
      agreement: true,
    }
    expect(validateRegistration(empty, optional)).toEqual({})
    expect(
      validateRegistration(
        { ...empty, memberQq: '123', memberBirthday: { year: '1990', month: '', day: '' } },
        optional,
      ),
    ).toEqual({
      memberQq: 'signup.err_contact_length',
      memberBirthday: 'signup.err_birthday_incomplete',
    })
  })

  it.each([
    ['memberCurrency', false],
    ['memberAgent', false],
    ['recommendCode', false],
    ['memberOthers', false],
    ['captchaToken', false],
    ['memberAccount', true],
    ['agreement', true],
    ['captchaAnswer', true],
  ] as const)('%s is checked: %s', (field, checked) => {
    expect(isRegisterFieldChecked(field, vndAll)).toBe(checked)
  })

  it('captcha is checked only when shown', () => {
    expect(isRegisterFieldChecked('captchaAnswer', { ...vndAll, captchaShown: false })).toBe(false)
    expect(registerFieldError('captchaAnswer', { ...valid, captchaAnswer: ' ' }, vndAll)).toBe('ph_account_verify_code')
  })
})

describe('registration zod schema', () => {
  it('parses a valid form and trims the name', () => {
    const result = registerFormSchema(vndAll).safeParse({ ...valid, memberName: '  Nguyen Van An ' })
    expect(result.success).toBe(true)
    expect(result.data?.memberName).toBe('Nguyen Van An')
  })

  it('reports one issue per failing field, with the field as path and the key as message', () => {
    const result = registerFormSchema(vndAll).safeParse({
      ...valid,
      memberAccount: 'ab',
      memberTelegram: 'x y',
      agreement: false,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['memberAccount', 'signup.err_account_length'],
      ['memberTelegram', 'signup.err_contact_length'],
      ['agreement', 'signup.err_agreement'],
    ])
  })

  it('refuses a value of the wrong type', () => {
    expect(registerFormSchema(bare).safeParse({ ...valid, agreement: 'yes' }).success).toBe(false)
  })
})
