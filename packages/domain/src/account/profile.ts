import { isWithdrawPassword } from '../member-centre.ts'
import { PROFILE_FIELDS } from './fields.ts'
import { ACCOUNT_MESSAGES, type FieldError } from './messages.ts'
import {
  validateContactHandle,
  validateMemberEmail,
  validateMemberName,
  validateMemberPhone,
  validateRegistrationBirthday,
} from './registration.ts'

/** A profile field the member centre may edit, by its wire name (`/member/profile/edit`). */
export type ProfileEditField =
  | 'member_name'
  | 'member_email'
  | 'member_birthday'
  | 'member_phone'
  | 'identity_id'
  | 'member_qq'
  | 'member_telegram'
  | 'member_whats_app'
  | 'member_wechat'
  | 'member_zalo'
  | 'member_skype'
  | 'member_fb'

/**
 * A changed profile field's first broken rule (the register form's rules, spec section 3), as a message key. A
 * birthday is also a registration's age (`validateRegistrationBirthday`: at least `MINIMUM_AGE_YEARS` on the site's day
 * of `now`, default the moment of the check), so the member centre cannot set one that registration refuses.
 */
export function profileFieldError(
  field: ProfileEditField,
  value: string,
  { required, currency, now }: { required: boolean; currency: string; now?: number },
): string | undefined {
  switch (field) {
    case 'member_name':
      return validateMemberName(value, currency, required)
    case 'member_email':
      return validateMemberEmail(value, required)
    case 'member_birthday': {
      const [year = '', month = '', day = ''] = value.trim() === '' ? [] : value.trim().split('-')
      return validateRegistrationBirthday({ year, month, day }, required, now ?? Date.now())
    }
    case 'member_phone':
      return validateMemberPhone(value.trim(), { required, tenDigits: currency === 'VND' })
    case 'identity_id':
      return required && value.trim() === '' ? ACCOUNT_MESSAGES.required : undefined
    default:
      return validateContactHandle(PROFILE_FIELDS[field], value.trim(), required)
  }
}

export type WithdrawPasswordField =
  'password' | 'old_withdraw_password' | 'withdraw_password' | 'check_withdraw_password'

/** The withdraw-password form's values (`POST /member/profile/withdraw_password`). */
export type WithdrawPasswordValues = Record<WithdrawPasswordField, string>

/**
 * The withdraw-password form's first broken rule, so a wrong entry never reaches the server: the login password
 * the first time (`set` false), the current withdraw password afterwards; then 4 digits, typed twice alike.
 */
export function withdrawPasswordFormError(
  values: WithdrawPasswordValues,
  set: boolean,
): FieldError<WithdrawPasswordField> | undefined {
  if (!set && values.password === '') return { field: 'password', messageKey: ACCOUNT_MESSAGES.required }
  if (set && !isWithdrawPassword(values.old_withdraw_password)) {
    return { field: 'old_withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat }
  }
  if (!isWithdrawPassword(values.withdraw_password)) {
    return { field: 'withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat }
  }
  if (values.check_withdraw_password !== values.withdraw_password) {
    return { field: 'check_withdraw_password', messageKey: ACCOUNT_MESSAGES.passwordMismatch }
  }
  return undefined
}
