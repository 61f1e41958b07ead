import { z } from 'zod/mini'
import { isOfAge } from '../responsible-gambling.ts'
import {
  ACCOUNT_LENGTH,
  CONTACT_HANDLE_FIELDS,
  CONTACT_HANDLE_LENGTH,
  PHONE_VERIFY_CODE_LENGTH,
  phoneVerificationOn,
  VND_PHONE_DIGITS,
  WITHDRAW_PASSWORD_DIGITS,
  type BirthdayParts,
  type ContactHandleField,
  type RegisterFieldRules,
  type RegisterForm,
  type RegisterFormField,
  type SettingField,
} from './fields.ts'
import { ACCOUNT_MESSAGES } from './messages.ts'
import { validateCheckPassword, validatePassword } from './password.ts'
import { hasDoubleSpaces, isAlphanumeric, isChineseName, isDigits, isEmail, isOneWordName } from './validators.ts'

const blank = (value: string): boolean => value.trim() === ''

/** Account (spec section 5), checked locally only: required, 6-12, letters and digits. */
export function validateAccount(value: string): string | undefined {
  if (blank(value)) return ACCOUNT_MESSAGES.accountBlank
  if (value.length < ACCOUNT_LENGTH.min || value.length > ACCOUNT_LENGTH.max) return ACCOUNT_MESSAGES.accountLength
  if (!isAlphanumeric(value)) return ACCOUNT_MESSAGES.accountFormat
  return undefined
}

/**
 * Real name (spec section 5), judged trimmed: no run of spaces; for RMB it
 * must fit the Chinese-character pattern (`isChineseName`); for VND it must
 * not be a single word (a Vietnamese full name has family and given parts).
 */
export function validateMemberName(value: string, currency: string, required: boolean): string | undefined {
  const name = value.trim()
  if (name === '') return required ? ACCOUNT_MESSAGES.required : undefined
  if (hasDoubleSpaces(name)) return ACCOUNT_MESSAGES.nameDoubleSpace
  if (currency === 'RMB' && !isChineseName(name)) return ACCOUNT_MESSAGES.nameChinese
  if (currency === 'VND' && isOneWordName(name)) return ACCOUNT_MESSAGES.nameOneWord
  return undefined
}

export function validateMemberEmail(value: string, required: boolean): string | undefined {
  if (blank(value)) return required ? ACCOUNT_MESSAGES.required : undefined
  return isEmail(value) ? undefined : ACCOUNT_MESSAGES.emailFormat
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Birthday (spec section 5): all or nothing. Nothing chosen is fine unless
 * required; part chosen is an error; all chosen must be a real date
 * (a form whose day list ignores the month could offer 31 February).
 */
export function validateBirthday(parts: BirthdayParts, required: boolean): string | undefined {
  const chosen = [parts.year, parts.month, parts.day].filter((part) => !blank(part)).length
  if (chosen === 0) return required ? ACCOUNT_MESSAGES.required : undefined
  if (chosen < 3) return ACCOUNT_MESSAGES.birthdayIncomplete
  const [year, month, day] = [parts.year, parts.month, parts.day].map((part) => part.trim())
  if (!/^\d{4}$/.test(year ?? '') || !isDigits(month ?? '') || !isDigits(day ?? '')) {
    return ACCOUNT_MESSAGES.birthdayInvalid
  }
  const [y, m, d] = [Number(year), Number(month), Number(day)]
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return ACCOUNT_MESSAGES.birthdayInvalid
  return undefined
}

/**
 * A registration's birthday (a real date, `validateBirthday`) must be at least `MINIMUM_AGE_YEARS` before the site's
 * day of `now` (`isOfAge`): someone whose 18th birthday is today may register, the day before may not. Nothing chosen
 * is not an age (the field may be optional).
 */
export function validateRegistrationBirthday(parts: BirthdayParts, required: boolean, now: number): string | undefined {
  const error = validateBirthday(parts, required)
  if (error !== undefined || blank(parts.year)) return error
  const pad = (part: string) => part.trim().padStart(2, '0')
  const birthday = `${parts.year.trim()}-${pad(parts.month)}-${pad(parts.day)}`
  return isOfAge(birthday, now) ? undefined : ACCOUNT_MESSAGES.birthdayUnderAge
}

/** Phone (spec section 5): digits only; exactly 10 when `tenDigits` (VND, and one named site). */
export function validateMemberPhone(
  value: string,
  options: { required: boolean; tenDigits: boolean },
): string | undefined {
  if (blank(value)) return options.required ? ACCOUNT_MESSAGES.required : undefined
  if (!isDigits(value)) return ACCOUNT_MESSAGES.phoneInvalid
  if (options.tenDigits && value.length !== VND_PHONE_DIGITS) return ACCOUNT_MESSAGES.phoneLength
  return undefined
}

/** The SMS code (spec section 5): required, exactly six digits. */
export function validatePhoneVerifyCode(value: string): string | undefined {
  if (blank(value)) return ACCOUNT_MESSAGES.required
  return new RegExp(`^\\d{${PHONE_VERIFY_CODE_LENGTH}}$`).test(value) ? undefined : ACCOUNT_MESSAGES.phoneVerifyFormat
}

/** Withdrawal password (spec section 5): four digits; may stay empty when not required. */
export function validateWithdrawPassword(value: string, required: boolean): string | undefined {
  if (value === '') return required ? ACCOUNT_MESSAGES.required : undefined
  return new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`).test(value)
    ? undefined
    : ACCOUNT_MESSAGES.withdrawPasswordFormat
}

/** Handles where `@` belongs to the name (spec section 5). */
const HANDLES_WITH_AT: readonly ContactHandleField[] = ['memberTelegram', 'memberSkype']

/**
 * A contact handle (spec section 5): optional unless required; 5-50
 * characters; letters, digits, `_`, `.`, `-`, and `@` for Telegram and
 * Skype only.
 */
export function validateContactHandle(field: ContactHandleField, value: string, required: boolean): string | undefined {
  if (blank(value)) return required ? ACCOUNT_MESSAGES.required : undefined
  if (value.length < CONTACT_HANDLE_LENGTH.min || value.length > CONTACT_HANDLE_LENGTH.max) {
    return ACCOUNT_MESSAGES.contactLength
  }
  const pattern = HANDLES_WITH_AT.includes(field) ? /^[a-z0-9_.@-]+$/i : /^[a-z0-9_.-]+$/i
  return pattern.test(value) ? undefined : ACCOUNT_MESSAGES.contactFormat
}

export interface RegisterContext {
  /** From `registerFieldRules(settings, currency)`. */
  rules: RegisterFieldRules
  currency: string
  /** The captcha is on the form. */
  captchaShown: boolean
  /** The confirm-password input is on the form; default true. */
  confirmPasswordShown?: boolean
  /** Phone must be exactly ten digits; default: when the currency is VND. Set it for the site that asks for it. */
  phoneTenDigits?: boolean
  /** The instant (ms) a birthday's age is judged at, on the site's calendar; default: the moment of the check. */
  now?: number
}

/** The fields registration checks, in the order of the form, so the first error is the highest on screen. */
export const REGISTER_CHECKED_FIELDS = [
  'memberAccount',
  'password',
  'checkPassword',
  'memberName',
  'memberEmail',
  'memberBirthday',
  'withdrawPassword',
  'memberPhone',
  'phoneVerify',
  'identityId',
  ...CONTACT_HANDLE_FIELDS,
  'captchaAnswer',
  'agreement',
] as const satisfies readonly RegisterFormField[]
export type RegisterCheckedField = (typeof REGISTER_CHECKED_FIELDS)[number]

function isSettingField(field: RegisterFormField, rules: RegisterFieldRules): field is SettingField {
  return Object.hasOwn(rules, field)
}

/**
 * Whether registration checks `field` at all (spec section 5): account,
 * password and agreement always; the confirmation and captcha when shown;
 * a field of the register settings only when the currency displays it; the
 * SMS code when the phone's verification is on. Fields with no rule
 * (currency, introducer, others, captcha token) never.
 */
export function isRegisterFieldChecked(field: RegisterFormField, context: RegisterContext): boolean {
  switch (field) {
    case 'memberAccount':
    case 'password':
    case 'agreement':
      return true
    case 'checkPassword':
      return context.confirmPasswordShown !== false
    case 'captchaAnswer':
      return context.captchaShown
    case 'phoneVerify':
      return phoneVerificationOn(context.rules)
    default:
      return isSettingField(field, context.rules) && context.rules[field].displayed
  }
}

/**
 * The message key for one field of the form, or undefined when it passes or
 * is not checked (spec section 5). Used on blur and, for every field, on
 * submit. Some rules look at other fields: the confirmation at the password,
 * the SMS code at whether a phone is entered.
 */
export function registerFieldError(
  field: RegisterFormField,
  form: RegisterForm,
  context: RegisterContext,
): string | undefined {
  if (!isRegisterFieldChecked(field, context)) return undefined
  const { rules } = context
  switch (field) {
    case 'memberAccount':
      return validateAccount(form.memberAccount)
    case 'password':
      return validatePassword(form.password)
    case 'checkPassword':
      return validateCheckPassword(form.password, form.checkPassword)
    case 'memberName':
      return validateMemberName(form.memberName, context.currency, rules.memberName.required)
    case 'memberEmail':
      return validateMemberEmail(form.memberEmail, rules.memberEmail.required)
    case 'memberBirthday':
      return validateRegistrationBirthday(form.memberBirthday, rules.memberBirthday.required, context.now ?? Date.now())
    case 'withdrawPassword':
      return validateWithdrawPassword(form.withdrawPassword, rules.withdrawPassword.required)
    case 'memberPhone':
      return validateMemberPhone(form.memberPhone, {
        required: rules.memberPhone.required,
        tenDigits: context.phoneTenDigits ?? context.currency === 'VND',
      })
    case 'phoneVerify':
      return blank(form.memberPhone) ? undefined : validatePhoneVerifyCode(form.phoneVerify)
    case 'identityId':
      return rules.identityId.required && blank(form.identityId) ? ACCOUNT_MESSAGES.required : undefined
    case 'memberQq':
    case 'memberTelegram':
    case 'memberWhatsApp':
    case 'memberWechat':
    case 'memberZalo':
    case 'memberSkype':
    case 'memberFb':
      return validateContactHandle(field, form[field], rules[field].required)
    case 'captchaAnswer':
      return blank(form.captchaAnswer) ? ACCOUNT_MESSAGES.captchaRequired : undefined
    case 'agreement':
      return form.agreement ? undefined : ACCOUNT_MESSAGES.agreement
    default:
      return undefined
  }
}

export type RegisterErrors = Partial<Record<RegisterCheckedField, string>>

/** Every failing field of the form with its message key; empty when registration may be sent. */
export function validateRegistration(form: RegisterForm, context: RegisterContext): RegisterErrors {
  const errors: RegisterErrors = {}
  for (const field of REGISTER_CHECKED_FIELDS) {
    const key = registerFieldError(field, form, context)
    if (key) errors[field] = key
  }
  return errors
}

const text = z.string()

/**
 * The registration form as a zod schema for a form library: one issue per
 * failing field (path = the field, message = the message key), and the
 * parsed value has the name trimmed, as it is sent.
 */
export function registerFormSchema(context: RegisterContext) {
  return z
    .object({
      memberAccount: text,
      password: text,
      checkPassword: text,
      memberCurrency: text,
      memberAgent: text,
      recommendCode: text,
      memberName: text.check(z.trim()),
      memberEmail: text,
      memberBirthday: z.object({ year: text, month: text, day: text }),
      withdrawPassword: text,
      memberPhone: text,
      phoneVerify: text,
      identityId: text,
      memberQq: text,
      memberTelegram: text,
      memberWhatsApp: text,
      memberSkype: text,
      memberFb: text,
      memberZalo: text,
      memberWechat: text,
      memberOthers: text,
      captchaAnswer: text,
      captchaToken: text,
      agreement: z.boolean(),
    })
    .check(
      z.superRefine((form, ctx) => {
        for (const [field, message] of Object.entries(validateRegistration(form, context))) {
          ctx.addIssue({ code: 'custom', path: [field], message })
        }
      }),
    )
}
