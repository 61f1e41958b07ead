import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_LENGTH,
  CAPTCHA_TYPE,
  CONTACT_HANDLE_LENGTH,
  DOUBLE_VALIDATION_DEFAULT_QUESTIONS,
  initialRegisterForm,
  memberCentrePhoneVerified,
  PASSWORD_LENGTH,
  PHONE_VERIFY_CODE_LENGTH,
  phoneVerificationOn,
  PROFILE_FIELDS,
  registerCurrencyChange,
  registerFieldRules,
  registerSettingItemSchema,
  resetRegisterFields,
  SETTING_FIELDS,
  VND_PHONE_DIGITS,
  WITHDRAW_PASSWORD_DIGITS,
  type RegisterForm,
  type RegisterSettingItem,
} from '../src/index.ts'

const item = (name: string, currency: string, over: Partial<RegisterSettingItem> = {}): RegisterSettingItem => ({
  name,
  currency,
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 0,
  is_verification: 0,
  ...over,
})

describe('limits (spec section 9)', () => {
  it('has the lengths of the spec', () => {
    expect(ACCOUNT_LENGTH).toEqual({ min: 6, max: 12 })
    expect(PASSWORD_LENGTH).toEqual({ min: 6, max: 12 })
    expect(CONTACT_HANDLE_LENGTH).toEqual({ min: 5, max: 50 })
    expect(PHONE_VERIFY_CODE_LENGTH).toBe(6)
    expect(VND_PHONE_DIGITS).toBe(10)
    expect(WITHDRAW_PASSWORD_DIGITS).toBe(4)
    expect(DOUBLE_VALIDATION_DEFAULT_QUESTIONS).toBe(3)
    expect(CAPTCHA_TYPE).toEqual({ login: 1, register: 2 })
  })
})

describe('profile field keys (spec section 3)', () => {
  it.each([
    ['member_name', 'memberName'],
    ['member_email', 'memberEmail'],
    ['member_birthday', 'memberBirthday'],
    ['member_phone', 'memberPhone'],
    ['member_qq', 'memberQq'],
    ['member_telegram', 'memberTelegram'],
    ['member_whats_app', 'memberWhatsApp'],
    ['member_wechat', 'memberWechat'],
    ['member_zalo', 'memberZalo'],
    ['member_skype', 'memberSkype'],
    ['member_fb', 'memberFb'],
    ['withdraw_password', 'withdrawPassword'],
    ['identity_id', 'identityId'],
  ])('%s is the form key %s', (profileKey, formKey) => {
    expect(PROFILE_FIELDS[profileKey as keyof typeof PROFILE_FIELDS]).toBe(formKey)
  })

  it('has exactly thirteen', () => {
    expect(SETTING_FIELDS).toHaveLength(13)
  })
})

describe('register setting item schema (spec section 3)', () => {
  it('accepts 0/1 and boolean flags, phone member-centre verification optional', () => {
    expect(registerSettingItemSchema.safeParse(item('member_phone', 'VND')).success).toBe(true)
    expect(
      registerSettingItemSchema.safeParse(
        item('member_phone', 'VND', { is_display: true, is_member_center_verification: 1 }),
      ).success,
    ).toBe(true)
  })

  it('refuses other flag values and a missing flag', () => {
    expect(registerSettingItemSchema.safeParse({ ...item('member_phone', 'VND'), is_display: 2 }).success).toBe(false)
    const { is_unique: _dropped, ...missing } = item('member_phone', 'VND')
    expect(registerSettingItemSchema.safeParse(missing).success).toBe(false)
  })
})

describe('field rules per currency (spec sections 3 and 4)', () => {
  const settings: RegisterSettingItem[] = [
    item('member_name', 'RMB', { is_required: 1, is_unique: 1 }),
    item('member_phone', 'RMB', { is_required: 1, is_unique: 1, is_verification: 1, is_member_center_verification: 1 }),
    item('member_email', 'RMB', { is_display: 0, is_required: 1, is_unique: 1, is_verification: 1 }),
    item('member_qq', 'RMB', { is_member_center: 1 }),
    item('member_birthday', 'RMB', { is_display: true, is_required: true }),
    item('member_phone', 'VND', { is_required: 0 }),
    item('member_zalo', 'VND', { is_required: 1 }),
    item('member_currency', 'RMB'),
    item('not_a_field', 'RMB'),
  ]
  const rmb = registerFieldRules(settings, 'RMB')
  const vnd = registerFieldRules(settings, 'VND')

  it.each([
    ['memberName', { displayed: true, required: true, unique: true, verified: false }],
    ['memberPhone', { displayed: true, required: true, unique: true, verified: true }],
    ['memberEmail', { displayed: false, required: false, unique: false, verified: false }],
    ['memberQq', { displayed: true, required: false, unique: false, verified: false }],
    ['memberBirthday', { displayed: true, required: true, unique: false, verified: false }],
    ['memberZalo', { displayed: false, required: false, unique: false, verified: false }],
    ['identityId', { displayed: false, required: false, unique: false, verified: false }],
  ] as const)('RMB %s', (field, expected) => {
    expect(rmb[field]).toMatchObject(expected)
  })

  it.each([
    ['memberPhone', { displayed: true, required: false, unique: false, verified: false }],
    ['memberZalo', { displayed: true, required: true, unique: false, verified: false }],
    ['memberName', { displayed: false, required: false, unique: false, verified: false }],
  ] as const)('VND %s', (field, expected) => {
    expect(vnd[field]).toMatchObject(expected)
  })

  it('carries the member-centre flags through', () => {
    expect(rmb.memberQq.memberCenter).toBe(true)
    expect(rmb.memberPhone.memberCenterVerified).toBe(true)
    expect(vnd.memberPhone.memberCenterVerified).toBe(false)
  })

  it('a phone changed in the member centre needs a code only where the member centre shows and verifies it', () => {
    const rules = (over: Partial<RegisterSettingItem>) =>
      registerFieldRules([item('member_phone', 'USD', { is_verification: 1, ...over })], 'USD')
    expect(memberCentrePhoneVerified(rules({ is_member_center: 1, is_member_center_verification: 1 }))).toBe(true)
    expect(memberCentrePhoneVerified(rules({ is_member_center: 1, is_member_center_verification: 0 }))).toBe(false)
    expect(memberCentrePhoneVerified(rules({ is_member_center: 0, is_member_center_verification: 1 }))).toBe(false)
  })

  it('a currency without settings shows no optional field', () => {
    const usd = registerFieldRules(settings, 'USD')
    expect(SETTING_FIELDS.filter((f) => usd[f].displayed)).toEqual([])
  })

  it('ignores unknown names such as member_currency', () => {
    expect(Object.keys(rmb).sort()).toEqual([...SETTING_FIELDS].sort())
  })

  it.each([
    ['RMB', true],
    ['VND', false],
  ])('%s has the SMS code step: %s', (currency, on) => {
    expect(phoneVerificationOn(registerFieldRules(settings, currency))).toBe(on)
  })
})

describe('currency change (spec section 4)', () => {
  const settings: RegisterSettingItem[] = [
    item('member_name', 'RMB', { is_unique: 1 }),
    item('member_phone', 'RMB', { is_verification: 1 }),
    item('member_qq', 'RMB'),
    item('member_birthday', 'RMB'),
    item('member_name', 'VND'),
    item('member_phone', 'VND', { is_unique: 1 }),
    item('member_zalo', 'VND'),
    item('member_email', 'VND', { is_unique: 1 }),
    item('member_phone', 'THB', { is_verification: 1 }),
    item('member_name', 'THB', { is_unique: 1 }),
  ]
  const rules = (currency: string) => registerFieldRules(settings, currency)

  it.each([
    ['RMB', 'VND', ['memberQq', 'memberBirthday', 'phoneVerify'], ['memberEmail', 'memberPhone']],
    ['VND', 'RMB', ['memberEmail', 'memberZalo', 'memberBirthday', 'phoneVerify'], ['memberName', 'memberPhone']],
    ['RMB', 'THB', ['memberQq', 'memberBirthday'], ['memberName', 'memberPhone']],
    ['RMB', 'RMB', ['memberBirthday'], ['memberName', 'memberPhone']],
    ['RMB', 'USD', ['memberName', 'memberPhone', 'memberQq', 'memberBirthday', 'phoneVerify'], []],
  ])('%s -> %s resets %j and re-checks %j', (from, to, reset, recheck) => {
    const change = registerCurrencyChange(rules(from), rules(to))
    expect([...change.reset].sort()).toEqual([...reset].sort())
    expect([...change.recheck].sort()).toEqual([...recheck].sort())
  })

  it('resets only the named fields, to the initial values, without changing the form', () => {
    const form: RegisterForm = {
      ...initialRegisterForm(),
      memberAccount: 'player01',
      memberQq: '123456',
      memberName: '张三',
      phoneVerify: '123456',
      memberBirthday: { year: '1990', month: '1', day: '2' },
      agreement: true,
    }
    const next = resetRegisterFields(form, ['memberQq', 'memberBirthday', 'phoneVerify', 'agreement'])
    expect(next).toEqual({
      ...form,
      memberQq: '',
      phoneVerify: '',
      memberBirthday: { year: '', month: '', day: '' },
      agreement: false,
    })
    expect(form.memberQq).toBe('123456')
    expect(form.memberBirthday.year).toBe('1990')
    expect(next.memberBirthday).not.toBe(form.memberBirthday)
  })
})
