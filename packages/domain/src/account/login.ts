import { ACCOUNT_MESSAGES, type FieldError } from './messages.ts'
import { isDigits, isEmail } from './validators.ts'

const blank = (value: string): boolean => value.trim() === ''

export interface LoginForm {
  account: string
  password: string
  /** The answer to the captcha. */
  captcha: string
}

/**
 * The login form (spec section 5), checked in the spec's order: account
 * (`ph_account_name`), password (`ph_password`), captcha
 * (`ph_account_verify_code`). Answers the first failing field only, so the
 * form shows one message at a time. A password is never trimmed: spaces may
 * be part of it.
 */
export function validateLoginForm(form: LoginForm): FieldError<keyof LoginForm> | undefined {
  if (blank(form.account)) return { field: 'account', messageKey: ACCOUNT_MESSAGES.accountRequired }
  if (form.password === '') return { field: 'password', messageKey: ACCOUNT_MESSAGES.passwordRequired }
  if (blank(form.captcha)) return { field: 'captcha', messageKey: ACCOUNT_MESSAGES.captchaRequired }
  return undefined
}

/** What a double-validation question may ask for (spec section 3). */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const
export type DoubleValidationQuestion = (typeof DOUBLE_VALIDATION_QUESTIONS)[number]

export interface DoubleValidationForm {
  question: DoubleValidationQuestion
  answer: string
  captcha: string
}

/**
 * The double-validation question (spec section 5): the answer first
 * (`double_validation_wrong_answer_empty_{question}`), then the captcha.
 */
export function validateDoubleValidation(
  form: DoubleValidationForm,
): FieldError<Exclude<keyof DoubleValidationForm, 'question'>> | undefined {
  if (blank(form.answer)) {
    return { field: 'answer', messageKey: `double_validation_wrong_answer_empty_${form.question}` }
  }
  if (blank(form.captcha)) return { field: 'captcha', messageKey: ACCOUNT_MESSAGES.captchaRequired }
  return undefined
}

/** How member transfer verification proves the member (spec section 5); phone is the default. */
export const TRANSFER_VERIFY_OPTIONS = ['phone', 'email'] as const
export type TransferVerifyOption = (typeof TRANSFER_VERIFY_OPTIONS)[number]

export interface TransferVerifyForm {
  withdrawPassword: string
  option: TransferVerifyOption
  memberEmail: string
  memberPhone: string
  /** The answer to the captcha. */
  code: string
}

export function initialTransferVerifyForm(): TransferVerifyForm {
  return { withdrawPassword: '', option: 'phone', memberEmail: '', memberPhone: '', code: '' }
}

/**
 * Step 1 of member transfer verification (spec section 5): withdrawal
 * password (`signup.require_text`); the e-mail when e-mail is chosen, empty
 * or malformed (`signup.err_email_format`); the phone when phone is chosen,
 * empty or not digits (`signup.err_phone_invalid`); the code, required
 * (`ph_account_verify_code`) and equal to the captcha the page decrypted
 * (`verify_failed`). The comparison ignores case and surrounding spaces:
 * the captcha is drawn, and a drawn `o` and `O` look alike. Without a
 * decrypted captcha (not loaded yet) every code fails.
 */
export function validateTransferVerify(
  form: TransferVerifyForm,
  decryptedCaptcha: string | undefined,
): FieldError<Exclude<keyof TransferVerifyForm, 'option'>> | undefined {
  if (form.withdrawPassword === '') return { field: 'withdrawPassword', messageKey: ACCOUNT_MESSAGES.required }
  if (form.option === 'email' && !isEmail(form.memberEmail.trim())) {
    return { field: 'memberEmail', messageKey: ACCOUNT_MESSAGES.emailFormat }
  }
  if (form.option === 'phone' && !isDigits(form.memberPhone.trim())) {
    return { field: 'memberPhone', messageKey: ACCOUNT_MESSAGES.phoneInvalid }
  }
  const code = form.code.trim()
  if (code === '') return { field: 'code', messageKey: ACCOUNT_MESSAGES.captchaRequired }
  const expected = decryptedCaptcha?.trim() ?? ''
  if (expected === '' || code.toLowerCase() !== expected.toLowerCase()) {
    return { field: 'code', messageKey: ACCOUNT_MESSAGES.verifyFailed }
  }
  return undefined
}
