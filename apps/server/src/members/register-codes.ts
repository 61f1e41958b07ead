import { businessError, type BusinessError } from '../http/errors.ts'

/**
 * Registration refusals (spec section 8). The messages are for logs and
 * support; the client shows its own text per code (`registerFailure` in
 * `@lobby/domain`), except for 215 and 301–308, where it shows the message.
 */
export const REGISTER_CODE = {
  accountUsed: { code: '102', message: 'account already used' },
  nameUsed: { code: '103', message: 'name already used' },
  phoneUsed: { code: '104', message: 'phone already used' },
  emailUsed: { code: '105', message: 'email already used' },
  agentNotFound: { code: '106', message: 'no such agent' },
  recommendClosed: { code: '107', message: 'invite code closed' },
  agentDisabled: { code: '108', message: 'agent disabled' },
  recommendDisabled: { code: '109', message: 'the inviting member may no longer recommend' },
  codeDisabled: { code: '110', message: 'invite code disabled' },
  introducerNotFound: { code: '112', message: 'no such invite code' },
  phoneVerifyWrong: { code: '113', message: 'wrong phone verification code' },
  identityIdUsed: { code: '114', message: 'identity id already used' },
  emailInvalid: { code: '206', message: 'invalid email' },
  phoneInvalid: { code: '209', message: 'invalid phone' },
  nameBlacklisted: { code: '214', message: 'name not allowed' },
  phoneRefused: { code: '215', message: 'this phone number cannot register' },
  emailBlacklisted: { code: '216', message: 'email not allowed' },
  ipRefused: { code: '218', message: 'ip_error' },
  /** `/register/verification`'s twin of 112. */
  introducerNotFoundOnEdit: { code: '219', message: 'no such invite code' },
  /** `/register/verification`'s twin of 114. */
  identityIdUsedOnEdit: { code: '223', message: 'identity id already used' },
  captchaFailed: { code: '224', message: 'captcha failed' },
  nameInvalid: { code: '227', message: 'invalid name' },
  introducerInvalid: { code: '228', message: 'invalid introducer' },
  tooFrequent: { code: '996', message: 'too frequent: wait before registering again' },
  ipLimit: { code: '997', message: 'too many registrations from this address today' },
  qqInvalid: { code: '301', message: 'invalid QQ' },
  skypeInvalid: { code: '302', message: 'invalid Skype' },
  wechatInvalid: { code: '304', message: 'invalid WeChat' },
  zaloInvalid: { code: '305', message: 'invalid Zalo' },
  facebookInvalid: { code: '306', message: 'invalid Facebook' },
  telegramInvalid: { code: '307', message: 'invalid Telegram' },
  whatsappInvalid: { code: '308', message: 'invalid WhatsApp' },
} as const

/** `/register/sms` and `/forget_password/sms` refusals (spec section 8). */
export const SMS_CODE = {
  phoneUnverifiable: { code: '099', message: 'phone verify error' },
  rateLimited: { code: '102', message: 'a code was sent less than 5 minutes ago' },
  noBalance: { code: '103', message: 'SMS has no balance' },
  contactService: { code: '104', message: 'please contact customer service' },
  phoneBlank: { code: '201', message: 'phone blank' },
  /** `/forget_password/sms` only: the login captcha. */
  captcha: { code: '105', message: 'verify_failed' },
} as const

export type CodeEntry = { readonly code: string; readonly message: string }

export const refuse = (c: CodeEntry, message: string = c.message): BusinessError => businessError(c.code, message)
