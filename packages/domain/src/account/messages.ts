/**
 * Every message key the account rules answer with. Keys the spec names are
 * marked "spec"; the others are this package's choice, in the namespace the
 * spec uses for the same screen, so the translation files can list them.
 */
export const ACCOUNT_MESSAGES = {
  // Login and double validation (spec sections 5 and 8).
  accountRequired: 'ph_account_name', // spec
  passwordRequired: 'ph_password', // spec
  captchaRequired: 'ph_account_verify_code', // spec
  accountError: 'account_error', // spec
  accountDisabled: 'account_disable', // spec
  accountFrozen: 'account_freezen', // spec
  verifyFailed: 'verify_failed', // spec
  ipError: 'ip_error', // spec
  differentDevice: 'different_device', // spec
  doubleValidationFailed: 'double_validation_faild', // spec
  reVerify: 'signup.error_verify_pls_reVerify', // spec

  // Member transfer verification, new password, registration fields (spec section 5).
  required: 'signup.require_text', // spec
  emailFormat: 'signup.err_email_format', // spec
  phoneInvalid: 'signup.err_phone_invalid', // spec
  passwordLength: 'signup.err_psw_length', // spec
  passwordFormat: 'signup.err_psw_format',
  passwordMismatch: 'signup.err_checkPsw_diff', // spec
  accountBlank: 'signup.err_account_blank', // spec
  accountLength: 'signup.err_account_length', // spec
  accountFormat: 'signup.err_account_format', // spec
  nameDoubleSpace: 'signup.err_name_double_space',
  nameChinese: 'signup.err_name_chinese',
  nameOneWord: 'signup.err_name_one_word',
  birthdayIncomplete: 'signup.err_birthday_incomplete',
  birthdayInvalid: 'signup.err_birthday_invalid',
  /** Registration and the member centre's profile: younger than `MINIMUM_AGE_YEARS` on the site's day (`isOfAge`). */
  birthdayUnderAge: 'signup.err_birthday_under_age',
  phoneLength: 'signup.err_phone_length',
  phoneVerifyFormat: 'signup.err_phone_verify_format',
  withdrawPasswordFormat: 'signup.err_withdraw_psw_format',
  contactLength: 'signup.err_contact_length',
  contactFormat: 'signup.err_contact_format',
  agreement: 'signup.err_agreement', // spec

  // Registration answers of the server (spec section 8).
  accountUsed: 'signup.err_account_used',
  nameUsed: 'signup.err_name_used',
  phoneUsed: 'signup.err_phone_used',
  emailUsed: 'signup.err_email_used',
  agentNotFound: 'signup.err_agent_not_found',
  recommendClosed: 'signup.err_recommend_closed',
  agentDisabled: 'signup.err_agent_disabled',
  recommendDisabled: 'signup.err_recommend_disabled',
  codeDisabled: 'signup.err_code_disabled',
  introducerNotFound: 'signup.err_introducer_not_found',
  phoneVerifyWrong: 'signup.err_phone_verify_wrong',
  identityIdUsed: 'signup.err_identity_id_used',
  nameBlacklisted: 'signup.err_name_blacklisted',
  emailBlacklisted: 'signup.err_email_blacklisted',
  nameInvalid: 'signup.err_name_invalid',
  introducerInvalid: 'signup.err_introducer_invalid',
  tooFrequent: 'signup.err_too_frequent',
  ipLimit: 'signup.err_ip_limit',

  // Changing the password (/member/profile/edit_password).
  oldPasswordWrong: 'user.err_old_password',

  // SMS (spec section 8).
  smsVerifyError: 'signup.err_sms_verify',
  smsRateLimit: 'signup.err_sms_rate_limit',
  smsNoBalance: 'signup.err_sms_no_balance',
  smsContactService: 'signup.err_sms_contact_service',
  smsPhoneBlank: 'signup.err_sms_phone_blank',
} as const

export type AccountMessageKey = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES]

/** The first field of a form that fails, and the message key to show under it. */
export interface FieldError<F extends string = string> {
  field: F
  messageKey: string
}
