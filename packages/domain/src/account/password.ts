import { PASSWORD_LENGTH } from './fields.ts'
import { ACCOUNT_MESSAGES, type FieldError } from './messages.ts'

/**
 * The password rule of spec section 5, shared by registration and the new
 * password of member transfer verification: 6 to 12 characters
 * (`signup.err_psw_length`, which an empty password also gets, as the spec
 * names no other key for it), then letters and digits only with at least
 * one of each (`signup.err_psw_format`).
 */
export function validatePassword(password: string): string | undefined {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return ACCOUNT_MESSAGES.passwordLength
  }
  if (!/^[a-z0-9]+$/i.test(password) || !/[a-z]/i.test(password) || !/\d/.test(password)) {
    return ACCOUNT_MESSAGES.passwordFormat
  }
  return undefined
}

/** The confirmation: required (`signup.require_text`), then equal to the password (`signup.err_checkPsw_diff`). */
export function validateCheckPassword(password: string, checkPassword: string): string | undefined {
  if (checkPassword === '') return ACCOUNT_MESSAGES.required
  if (checkPassword !== password) return ACCOUNT_MESSAGES.passwordMismatch
  return undefined
}

export interface NewPasswordForm {
  password: string
  checkPassword: string
}

/** Set-new-password step (spec sections 4 and 5): the first failing field, or undefined. */
export function validateNewPassword(form: NewPasswordForm): FieldError<keyof NewPasswordForm> | undefined {
  const password = validatePassword(form.password)
  if (password) return { field: 'password', messageKey: password }
  const check = validateCheckPassword(form.password, form.checkPassword)
  if (check) return { field: 'checkPassword', messageKey: check }
  return undefined
}
