import { ACCOUNT_MESSAGES, type FieldError } from './messages.ts'
import { validateNewPassword, type NewPasswordForm } from './password.ts'
import { validateMemberPhone, validatePhoneVerifyCode } from './registration.ts'

/** Step 1 of a forgotten password, sent to `/forget_password/sms`. */
export interface ForgotPasswordRequest {
  account: string
  phone: string
  /** The answer to the captcha. */
  captcha: string
}

/** Step 2, sent to `/forget_password/reset` with the account and phone of step 1. */
export interface ForgotPasswordReset extends NewPasswordForm {
  /** The 6-digit code of the SMS. */
  code: string
}

/**
 * Step 1 in order (spec sections 8 and 9): the account (`ph_account_name`, as at login), the phone (required,
 * digits: `validateMemberPhone`), the captcha (`ph_account_verify_code`).
 */
export function validateForgotPasswordRequest(
  form: ForgotPasswordRequest,
): FieldError<keyof ForgotPasswordRequest> | undefined {
  if (form.account.trim() === '') return { field: 'account', messageKey: ACCOUNT_MESSAGES.accountRequired }
  const phone = validateMemberPhone(form.phone.trim(), { required: true, tenDigits: false })
  if (phone) return { field: 'phone', messageKey: phone }
  if (form.captcha.trim() === '') return { field: 'captcha', messageKey: ACCOUNT_MESSAGES.captchaRequired }
  return undefined
}

/** Step 2 in order: the SMS code (6 digits: `validatePhoneVerifyCode`), then `validateNewPassword`. */
export function validateForgotPasswordReset(
  form: ForgotPasswordReset,
): FieldError<keyof ForgotPasswordReset> | undefined {
  const code = validatePhoneVerifyCode(form.code.trim())
  if (code) return { field: 'code', messageKey: code }
  return validateNewPassword(form)
}
