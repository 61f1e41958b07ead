import { businessError, type BusinessError } from '../http/errors.ts'
import { verbatim, type MessageParams, type Wording } from '../http/messages.ts'

/**
 * Registration refusals (spec section 8). The messages are for logs and
 * support; the client shows its own text per code (`registerFailure` in
 * `@lobby/domain`), except for 215 and 301–308, where it shows the message.
 */
export const REGISTER_CODE = {
  accountUsed: { code: '102', message: 'server.register.account_used' },
  nameUsed: { code: '103', message: 'server.register.name_used' },
  phoneUsed: { code: '104', message: 'server.register.phone_used' },
  emailUsed: { code: '105', message: 'server.register.email_used' },
  agentNotFound: { code: '106', message: 'server.register.agent_not_found' },
  recommendClosed: { code: '107', message: 'server.register.recommend_closed' },
  agentDisabled: { code: '108', message: 'server.register.agent_disabled' },
  recommendDisabled: { code: '109', message: 'server.register.recommend_disabled' },
  codeDisabled: { code: '110', message: 'server.register.code_disabled' },
  introducerNotFound: { code: '112', message: 'server.register.introducer_not_found' },
  phoneVerifyWrong: { code: '113', message: 'server.register.phone_verify_wrong' },
  identityIdUsed: { code: '114', message: 'server.register.identity_id_used' },
  emailInvalid: { code: '206', message: 'server.register.email_invalid' },
  phoneInvalid: { code: '209', message: 'server.register.phone_invalid' },
  nameBlacklisted: { code: '214', message: 'server.register.name_blacklisted' },
  phoneRefused: { code: '215', message: 'server.register.phone_refused' },
  emailBlacklisted: { code: '216', message: 'server.register.email_blacklisted' },
  ipRefused: { code: '218', message: verbatim('ip_error') },
  /** `/register/verification`'s twin of 112. */
  introducerNotFoundOnEdit: { code: '219', message: 'server.register.introducer_not_found' },
  /** `/register/verification`'s twin of 114. */
  identityIdUsedOnEdit: { code: '223', message: 'server.register.identity_id_used' },
  captchaFailed: { code: '224', message: 'server.register.captcha_failed' },
  nameInvalid: { code: '227', message: 'server.register.name_invalid' },
  introducerInvalid: { code: '228', message: 'server.register.introducer_invalid' },
  tooFrequent: { code: '996', message: 'server.register.too_frequent' },
  ipLimit: { code: '997', message: 'server.register.ip_limit' },
  qqInvalid: { code: '301', message: 'server.register.contact_invalid', params: { name: 'QQ' } },
  skypeInvalid: { code: '302', message: 'server.register.contact_invalid', params: { name: 'Skype' } },
  wechatInvalid: { code: '304', message: 'server.register.contact_invalid', params: { name: 'WeChat' } },
  zaloInvalid: { code: '305', message: 'server.register.contact_invalid', params: { name: 'Zalo' } },
  facebookInvalid: { code: '306', message: 'server.register.contact_invalid', params: { name: 'Facebook' } },
  telegramInvalid: { code: '307', message: 'server.register.contact_invalid', params: { name: 'Telegram' } },
  whatsappInvalid: { code: '308', message: 'server.register.contact_invalid', params: { name: 'WhatsApp' } },
} as const satisfies Record<string, CodeEntry>

/** `/register/sms` and `/forget_password/sms` refusals (spec section 8). */
export const SMS_CODE = {
  phoneUnverifiable: { code: '099', message: 'server.sms.phone_unverifiable' },
  rateLimited: { code: '102', message: 'server.sms.rate_limited' },
  noBalance: { code: '103', message: 'server.sms.no_balance' },
  contactService: { code: '104', message: 'server.sms.contact_service' },
  phoneBlank: { code: '201', message: 'server.sms.phone_blank' },
  /** `/forget_password/sms` only: the login captcha. */
  captcha: { code: '105', message: verbatim('verify_failed') },
} as const satisfies Record<string, CodeEntry>

export type CodeEntry = { readonly code: string; readonly message: Wording; readonly params?: MessageParams }

export const refuse = (c: CodeEntry, message?: Wording, params?: MessageParams): BusinessError =>
  message === undefined
    ? businessError(c.code, c.message, null, c.params)
    : businessError(c.code, message, null, params)
