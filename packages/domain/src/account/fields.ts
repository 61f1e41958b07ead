import { z } from 'zod/mini'

/** Lengths and limits of spec section 9. */
export const ACCOUNT_LENGTH = { min: 6, max: 12 } as const
export const PASSWORD_LENGTH = { min: 6, max: 12 } as const
export const CONTACT_HANDLE_LENGTH = { min: 5, max: 50 } as const
export const PHONE_VERIFY_CODE_LENGTH = 6
export const VND_PHONE_DIGITS = 10
export const WITHDRAW_PASSWORD_DIGITS = 4
export const DOUBLE_VALIDATION_DEFAULT_QUESTIONS = 3
/** `type` of `/captcha` (spec section 9). */
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const

/**
 * Profile field keys and their camelCase form keys (spec section 3). The
 * register settings name their fields by the profile key.
 */
export const PROFILE_FIELDS = {
  member_name: 'memberName',
  member_email: 'memberEmail',
  member_birthday: 'memberBirthday',
  member_phone: 'memberPhone',
  member_qq: 'memberQq',
  member_telegram: 'memberTelegram',
  member_whats_app: 'memberWhatsApp',
  member_wechat: 'memberWechat',
  member_zalo: 'memberZalo',
  member_skype: 'memberSkype',
  member_fb: 'memberFb',
  withdraw_password: 'withdrawPassword',
  identity_id: 'identityId',
} as const

export type ProfileFieldKey = keyof typeof PROFILE_FIELDS
/** A registration field that the per-currency register settings govern. */
export type SettingField = (typeof PROFILE_FIELDS)[ProfileFieldKey]
export const SETTING_FIELDS = Object.values(PROFILE_FIELDS) as SettingField[]

/** Contact handles (spec section 5), by form key. */
export const CONTACT_HANDLE_FIELDS = [
  'memberQq',
  'memberTelegram',
  'memberWhatsApp',
  'memberWechat',
  'memberZalo',
  'memberSkype',
  'memberFb',
] as const satisfies readonly SettingField[]
export type ContactHandleField = (typeof CONTACT_HANDLE_FIELDS)[number]

export interface BirthdayParts {
  /** '' until chosen. */
  year: string
  month: string
  day: string
}

/** The registration form (spec section 3), as the screen holds it: text as typed, '' for empty. */
export interface RegisterForm {
  memberAccount: string
  password: string
  checkPassword: string
  memberCurrency: string
  memberAgent: string
  recommendCode: string
  memberName: string
  memberEmail: string
  memberBirthday: BirthdayParts
  withdrawPassword: string
  memberPhone: string
  phoneVerify: string
  identityId: string
  memberQq: string
  memberTelegram: string
  memberWhatsApp: string
  memberSkype: string
  memberFb: string
  memberZalo: string
  memberWechat: string
  memberOthers: string
  captchaAnswer: string
  captchaToken: string
  /** The service agreement is accepted. */
  agreement: boolean
}

export type RegisterFormField = keyof RegisterForm

/** The form's initial values; a reset field goes back to its value here. */
export function initialRegisterForm(): RegisterForm {
  return {
    memberAccount: '',
    password: '',
    checkPassword: '',
    memberCurrency: '',
    memberAgent: '',
    recommendCode: '',
    memberName: '',
    memberEmail: '',
    memberBirthday: { year: '', month: '', day: '' },
    withdrawPassword: '',
    memberPhone: '',
    phoneVerify: '',
    identityId: '',
    memberQq: '',
    memberTelegram: '',
    memberWhatsApp: '',
    memberSkype: '',
    memberFb: '',
    memberZalo: '',
    memberWechat: '',
    memberOthers: '',
    captchaAnswer: '',
    captchaToken: '',
    agreement: false,
  }
}

const flag = z.union([z.literal(0), z.literal(1), z.boolean()])
export type SettingFlag = z.infer<typeof flag>

/** Register setting item per currency (spec section 3), as `/arks/web/register-settings` lists it. */
export const registerSettingItemSchema = z.object({
  name: z.string(),
  currency: z.string(),
  is_display: flag,
  is_required: flag,
  is_unique: flag,
  is_member_center: flag,
  is_verification: flag,
  /** Phone only: verification in the member centre. */
  is_member_center_verification: z.optional(flag),
})
export type RegisterSettingItem = z.infer<typeof registerSettingItemSchema>

export interface FieldRule {
  /** Shown on the registration form; a field not shown is never checked. */
  displayed: boolean
  /** Must be filled. Only a displayed field can be required. */
  required: boolean
  /** The server re-checks the value is not already used (on edit and on currency change). */
  unique: boolean
  /**
   * The server verifies the value on edit (`/register/verification`); for
   * the phone it also means the SMS code step is on.
   */
  verified: boolean
  /** Shown in the member centre's profile. */
  memberCenter: boolean
  /** Phone: verified by SMS in the member centre. */
  memberCenterVerified: boolean
}

export type RegisterFieldRules = Record<SettingField, FieldRule>

const HIDDEN: FieldRule = {
  displayed: false,
  required: false,
  unique: false,
  verified: false,
  memberCenter: false,
  memberCenterVerified: false,
}

const on = (value: SettingFlag | undefined): boolean => value === 1 || value === true

/**
 * Which registration fields a currency displays, requires, checks for
 * uniqueness and verifies (spec sections 3 and 4). A field without a setting
 * for the currency is hidden. Required, unique and verified apply only to a
 * displayed field: the member cannot fill a field the form does not show, so
 * a hidden "required" field must not block registration. Items with names
 * the product does not know (e.g. the `member_currency` entry) are ignored.
 */
export function registerFieldRules(settings: readonly RegisterSettingItem[], currency: string): RegisterFieldRules {
  const rules = Object.fromEntries(SETTING_FIELDS.map((field) => [field, HIDDEN])) as RegisterFieldRules
  for (const item of settings) {
    if (item.currency !== currency || !Object.hasOwn(PROFILE_FIELDS, item.name)) continue
    const field = PROFILE_FIELDS[item.name as ProfileFieldKey]
    const displayed = on(item.is_display)
    rules[field] = {
      displayed,
      required: displayed && on(item.is_required),
      unique: displayed && on(item.is_unique),
      verified: displayed && on(item.is_verification),
      memberCenter: on(item.is_member_center),
      memberCenterVerified: on(item.is_member_center_verification),
    }
  }
  return rules
}

/** Whether the registration form has the SMS code step: phone shown and its verification on. */
export function phoneVerificationOn(rules: RegisterFieldRules): boolean {
  return rules.memberPhone.displayed && rules.memberPhone.verified
}

/**
 * Whether a member who changes the phone in the member centre must prove the
 * new one with an SMS code (spec section 3: the phone's
 * `is_member_center_verification`). Only where the member centre shows it.
 */
export function memberCentrePhoneVerified(rules: RegisterFieldRules): boolean {
  return rules.memberPhone.memberCenter && rules.memberPhone.memberCenterVerified
}

export interface CurrencyChange {
  /** Fields that go back to their initial values. */
  reset: RegisterFormField[]
  /** Fields the server checks again for the new currency: unique fields and the phone (the screen skips empty ones). */
  recheck: SettingField[]
}

/**
 * What a currency change does to the form (spec section 4): fields no
 * longer shown reset; the birthday always resets; the phone code clears when
 * the SMS step turns on or off; unique fields and the phone shown for the new
 * currency are checked again. The introducer is re-checked on every change,
 * so it is not listed.
 */
export function registerCurrencyChange(before: RegisterFieldRules, after: RegisterFieldRules): CurrencyChange {
  const reset = new Set<RegisterFormField>(
    SETTING_FIELDS.filter((field) => before[field].displayed && !after[field].displayed),
  )
  reset.add('memberBirthday')
  if (phoneVerificationOn(before) !== phoneVerificationOn(after)) reset.add('phoneVerify')
  const recheck = SETTING_FIELDS.filter(
    (field) => after[field].displayed && (after[field].unique || field === 'memberPhone'),
  )
  return { reset: [...reset], recheck }
}

/** `form` with `fields` back at their initial values (a new object; `form` is not changed). */
export function resetRegisterFields(form: RegisterForm, fields: readonly RegisterFormField[]): RegisterForm {
  const initial = initialRegisterForm()
  const next = { ...form, memberBirthday: { ...form.memberBirthday } }
  for (const field of fields) Object.assign(next, { [field]: initial[field] })
  return next
}
