import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema, supportDeviceSchema } from './games.ts'

/**
 * Member accounts: login and its security steps, the member's own profile,
 * and the session hand-over (`/get_info_data`). Spec sections 3, 4, 7 and 8.
 *
 * Calls marked "member" need `authorization: Bearer <token>`; without a live
 * token they answer HTTP 401 (docs/contract.md, "Members and auth").
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const emptyBodySchema = z.optional(z.object({}))

/** Captcha types (spec section 9). */
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const
export const captchaTypeSchema = z.union([z.literal(CAPTCHA_TYPE.login), z.literal(CAPTCHA_TYPE.register)])

/** Header that carries the value `/get_login_header` issued; `/login` refuses with 108 without a live one. */
export const LOGIN_HEADER = 'x-login-nonce'

/** Account as typed at login; stored and compared in lower case. */
const accountSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))

/**
 * A new password (spec section 5): 6 to 12 characters, letters and digits
 * only, at least one of each.
 */
export const newPasswordSchema = z.string().check(
  z.minLength(6, 'signup.err_psw_length'),
  z.maxLength(12, 'signup.err_psw_length'),
  z.regex(/^[A-Za-z0-9]+$/, 'letters and digits only'),
  z.refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'at least one letter and one digit'),
)

/** Withdraw password: exactly 4 digits (spec section 5). */
export const withdrawPasswordSchema = z.string().check(z.regex(/^\d{4}$/, 'four digits'))

/** Fields a double-validation question may ask for (spec section 3). */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const
export const doubleValidationQuestionSchema = z.enum(DOUBLE_VALIDATION_QUESTIONS)
export type DoubleValidationQuestion = z.infer<typeof doubleValidationQuestionSchema>

/** Questions one double validation offers at most (spec section 9). */
export const DOUBLE_VALIDATION_QUESTION_COUNT = 3

// ---------------------------------------------------------------------------
// Captchas

/** `POST /captcha`: a server-checked captcha, single use, valid for a few minutes. */
export const captcha = defineEndpoint({
  path: '/captcha',
  method: 'POST',
  write: true,
  request: z.object({ type: captchaTypeSchema, site_id: siteIdSchema }),
  response: z.object({
    /** Send back as `captcha_token` with the answer. */
    token: z.string(),
    /** The picture: `data:image/svg+xml;base64,...`, usable as an `<img src>`. */
    captcha: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
    /** Hint for the input, e.g. "4 digits". */
    placeholder: z.string(),
  }),
})

/**
 * `GET /clientCaptcha`: a captcha the client checks itself (the member-transfer
 * verification form, spec section 5). `text` is the answer sealed with
 * AES-256-GCM under `key`, a fresh key per answer; read it with
 * `openClientCaptchaText`. This keeps the answer out of the payload as plain
 * text; it is not a secret from the client, which must be able to read it.
 */
export const clientCaptcha = defineEndpoint({
  path: '/clientCaptcha',
  method: 'GET',
  write: false,
  request: z.object({}),
  response: z.object({
    /** base64 of iv (12 bytes) + ciphertext + GCM tag (16 bytes). */
    text: z.string(),
    /** base64 of the 32-byte AES key. */
    key: z.string(),
    /** The picture: `data:image/svg+xml;base64,...`. */
    data: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
  }),
})

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Reads the answer of a `/clientCaptcha` (Web Crypto, so it runs in browsers and node alike). */
export async function openClientCaptchaText(sealed: { text: string; key: string }): Promise<string> {
  const bytes = fromBase64(sealed.text)
  const key = await crypto.subtle.importKey('raw', fromBase64(sealed.key), 'AES-GCM', false, ['decrypt'])
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12))
  return new TextDecoder().decode(plain)
}

// ---------------------------------------------------------------------------
// Login

/** `POST /get_login_header`: a one-use value `/login` must send in the `x-login-nonce` header. */
export const getLoginHeader = defineEndpoint({
  path: '/get_login_header',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteIdSchema }),
  response: z.object({
    /** Always `x-login-nonce`. */
    header: z.literal(LOGIN_HEADER),
    value: z.string(),
    /** Seconds the value stays usable. */
    expires_in: z.int().check(z.positive()),
  }),
})

/** What a successful login (or double validation) answers; the token also comes in the `authorization` header. */
export const loginDataSchema = z.object({
  token: z.string(),
  member_id: z.int(),
  member_account: z.string(),
  currency: currencySchema,
  member_type: z.int(),
  agent_type: z.int(),
})
export type LoginData = z.infer<typeof loginDataSchema>

/** `data` of a 107 answer to `/login`, and of `/login/double_validation/skip`. */
export const doubleValidationChallengeSchema = z.object({
  member_login_id: z.string(),
  question: doubleValidationQuestionSchema,
  /** Questions left including this one; 3 at most (spec section 9). */
  available_questions_count: z.int().check(z.minimum(1)),
})
export type DoubleValidationChallenge = z.infer<typeof doubleValidationChallengeSchema>

/** A device text: printable ASCII (a user agent's words), at most `max` characters; empty when unknown. */
const deviceText = (max: number) =>
  z._default(z.string().check(z.maxLength(max), z.regex(/^[\x20-\x7E]*$/, 'printable ASCII text')), '')

/**
 * The device information a login or a registration names (spec section 3,
 * "Login payload"); the server records it with the address it saw on the
 * connection (`member_logins`). `remote_addr` is what the client believes
 * its address is: accepted and ignored, never recorded nor used by a rule.
 */
export const loginDeviceFields = {
  /** What the client believes its address is; ignored: the server records and checks the connection's address. */
  remote_addr: z._default(z.string().check(z.maxLength(64)), ''),
  /** The host the page was served from. */
  host: z._default(z.string().check(z.maxLength(255), z.regex(/^[A-Za-z0-9.:[\]-]*$/, 'a host name')), ''),
  /** 0 desktop, 1 mobile, 2 app. */
  device: z._default(supportDeviceSchema, 0),
  /** The operating-system family: windows, macos, ios, android, linux, chromeos, other (`@lobby/domain` describeUserAgent). */
  system_group: deviceText(32),
  /** Platform id (spec section 9): desktop 1, mobile 2, app 3, gesture 4, finger 5, wechat 6, pwa 7. */
  login_type: z._default(z.int().check(z.minimum(1), z.maximum(7)), 1),
  /** The host the site's scripts came from (the CDN line; the page's host without one). */
  cdn: deviceText(255),
  /** The operating system (iOS, Android, Windows, macOS, ...). */
  system: deviceText(64),
  /** The browser and its version. */
  browser: deviceText(256),
  /** The operating system's version. */
  system_version: deviceText(64),
}

/** Login payload (spec section 3): credentials, captcha, device information. */
export const loginRequestSchema = z.object({
  account: accountSchema,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  site_id: siteIdSchema,
  /** The captcha answer. */
  answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  captcha_token: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Stable id of the browser or app install; a new one may trigger double validation (107). */
  udid: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  ...loginDeviceFields,
})
export const loginDeviceSchema = z.object(loginDeviceFields)
/** The device information of a login, as the server records it (never `remote_addr`). */
export type LoginDevice = Omit<z.infer<typeof loginDeviceSchema>, 'remote_addr'>

/**
 * `POST /login`, with the `x-login-nonce` header from `/get_login_header`.
 * Codes: 101 account or password wrong (one answer for both), 102 disabled,
 * 103 frozen, 105 captcha wrong, expired or used, 106 and 201–203 refused by
 * an address rule, 107 new device (data: `doubleValidationChallengeSchema`),
 * 108 login header missing, expired or used, 802 member-transfer
 * verification needed.
 */
export const login = defineEndpoint({
  path: '/login',
  method: 'POST',
  write: true,
  request: loginRequestSchema,
  response: loginDataSchema,
})

/** `POST /logout` (member): revokes the token it is called with. */
export const logout = defineEndpoint({
  path: '/logout',
  method: 'POST',
  write: true,
  request: emptyBodySchema,
  response: z.null(),
})

/**
 * `POST /login/double_validation`: answers the current question. Success logs
 * in (the device becomes known). Codes: 101 login id unknown or finished, 102
 * account no longer active, 106 and 201–203 address rule, 103 wrong answer,
 * 104 not the question being asked, 105 captcha, 205 login id expired, 998 too
 * many wrong answers (the login id is finished).
 */
export const doubleValidation = defineEndpoint({
  path: '/login/double_validation',
  method: 'POST',
  write: true,
  request: z.object({
    member_login_id: z.string().check(z.minLength(1), z.maxLength(128)),
    question: doubleValidationQuestionSchema,
    answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
    captcha_answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
    captcha_token: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  response: loginDataSchema,
})

/** `POST /login/double_validation/skip`: the next question. 101 login id unknown or expired, 998 none left. */
export const doubleValidationSkip = defineEndpoint({
  path: '/login/double_validation/skip',
  method: 'POST',
  write: true,
  request: z.object({ member_login_id: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: doubleValidationChallengeSchema,
})

// ---------------------------------------------------------------------------
// Member-transfer verification (login answered 802)

/**
 * `POST /arks/web/vx/verify`: withdraw password plus phone or email (an empty
 * string means "not chosen"; at least one is needed). `site_id` is added to
 * the spec's fields because accounts are unique per site. Codes: 101
 * verification failed (unknown account, not waiting for verification, wrong
 * withdraw password or contact — one answer for all), 102 account not active,
 * 204 too many failures (locked for a while).
 */
export const vxVerify = defineEndpoint({
  path: '/arks/web/vx/verify',
  method: 'POST',
  write: true,
  request: z
    .object({
      site_id: siteIdSchema,
      account: accountSchema,
      withdraw_password: withdrawPasswordSchema,
      member_email: z._default(z.union([z.literal(''), z.email()]), ''),
      member_phone: z._default(
        z.union([z.literal(''), z.string().check(z.regex(/^\+?\d[\d -]{3,22}\d$/, 'digits, spaces or dashes'))]),
        '',
      ),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.member_email === '' && body.member_phone === '') {
          ctx.addIssue({ code: 'custom', path: ['member_phone'], message: 'phone or email required' })
        }
      }),
    ),
  response: z.object({ token: z.string() }),
})

/** `POST /arks/web/vx/reset`: sets the new password with a `vxVerify` token (single use). 101 token or account wrong, 102 account not active. */
export const vxReset = defineEndpoint({
  path: '/arks/web/vx/reset',
  method: 'POST',
  write: true,
  request: z.object({
    account: accountSchema,
    password: newPasswordSchema,
    token: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  response: z.null(),
})

// ---------------------------------------------------------------------------
// The member's own data (member calls)

/** Member profile (spec section 3). Empty strings for fields the member has not filled. */
export const memberProfileSchema = z.object({
  id: z.int(),
  member_account: z.string(),
  member_name: z.string(),
  /** 1 when a withdraw password is set. */
  is_withdraw_password: flagSchema,
  /** `YYYY-MM-DD` or `''`. */
  member_birthday: z.string(),
  member_email: z.string(),
  member_currency: currencySchema,
  member_phone: z.string(),
  member_line: z.string(),
  member_others: z.string(),
  member_qq: z.string(),
  member_skype: z.string(),
  member_wechat: z.string(),
  member_fb: z.string(),
  member_zalo: z.string(),
  member_telegram: z.string(),
  member_whats_app: z.string(),
  new_identity_id: z.string(),
})
export type MemberProfile = z.infer<typeof memberProfileSchema>

/** `POST /member/profile` (member, empty body). */
export const memberProfile = defineEndpoint({
  path: '/member/profile',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: memberProfileSchema,
})

/** Member layout info (spec section 3). */
export const memberLayoutSchema = z.object({
  id: z.int(),
  member_account: z.string(),
  member_type: z.int(),
  agent_type: z.int(),
  agent_level: z.int(),
  member_currency: currencySchema,
  /** Main-wallet balance in the currency's minor unit (`CURRENCY_MINOR_DIGITS`). */
  member_cash: z.int(),
  is_agent: flagSchema,
  agent_active: flagSchema,
  is_playing: flagSchema,
  cash_back_status: flagSchema,
  wallet_status: flagSchema,
  /** 1: the member must change the password before anything else. */
  first_login_to_change_password: flagSchema,
  /** 1: deposits need a verified bank account first. */
  need_bank_account_deposit_verified: flagSchema,
})
export type MemberLayout = z.infer<typeof memberLayoutSchema>

/** `POST /member/profile/common/layout` (member, empty body); cancelled on 401 (spec section 7). */
export const memberLayout = defineEndpoint({
  path: '/member/profile/common/layout',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: emptyBodySchema,
  response: memberLayoutSchema,
})

/**
 * `POST /member/profile/edit_password` (member). 101 old password wrong.
 * Success revokes every token of the member and issues a fresh one for this
 * device in the `authorization` response header.
 */
export const editPassword = defineEndpoint({
  path: '/member/profile/edit_password',
  method: 'POST',
  write: true,
  request: z
    .object({
      old_password: z.string().check(z.minLength(1), z.maxLength(128)),
      new_password: newPasswordSchema,
      check_password: z.string(),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.check_password !== body.new_password) {
          ctx.addIssue({ code: 'custom', path: ['check_password'], message: 'signup.err_checkPsw_diff' })
        }
      }),
    ),
  response: z.null(),
})

// ---------------------------------------------------------------------------
// Session hand-over

/** The session `/get_info_data` hands over, as JSON text (spec section 7). */
export const infoDataSchema = z.object({
  tk: z.string(),
  member_id: z.int(),
  member_account: z.string(),
  member_currency: currencySchema,
})
export type InfoData = z.infer<typeof infoDataSchema>

/**
 * `POST /get_info_data {enc}`: `enc` is a one-time opaque code the server
 * issued (for an app shell or another window); the answer is JSON text of
 * `infoDataSchema` with a fresh token. 101 code unknown, expired or used.
 */
export const getInfoData = defineEndpoint({
  path: '/get_info_data',
  method: 'POST',
  write: true,
  request: z.object({ enc: z.string().check(z.minLength(1), z.maxLength(256)) }),
  response: z.string().check(
    z.refine((text) => {
      try {
        return infoDataSchema.safeParse(JSON.parse(text)).success
      } catch {
        return false
      }
    }, 'JSON text of tk, member_id, member_account, member_currency'),
  ),
})

// ---------------------------------------------------------------------------
// Dev hooks (only when LOBBY_DEV_HOOKS is on)

export const MEMBER_STATUSES = ['active', 'disabled', 'frozen'] as const
export const memberStatusSchema = z.enum(MEMBER_STATUSES)

const profileText = z._default(z.string().check(z.maxLength(200)), '')

/** `POST /api/dev/members`: creates a member. */
export const devMemberSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  account: accountSchema,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  currency: z._default(currencySchema, 'USD'),
  status: z._default(memberStatusSchema, 'active'),
  member_type: z._default(z.int(), 1),
  agent_type: z._default(z.int(), 0),
  agent_level: z._default(z.int(), 0),
  member_name: profileText,
  member_email: profileText,
  member_phone: profileText,
  member_birthday: profileText,
  member_line: profileText,
  member_others: profileText,
  member_qq: profileText,
  member_skype: profileText,
  member_wechat: profileText,
  member_fb: profileText,
  member_zalo: profileText,
  member_telegram: profileText,
  member_whats_app: profileText,
  identity_id: profileText,
  withdraw_password: z.optional(withdrawPasswordSchema),
  cash: z._default(z.int().check(z.minimum(0)), 0),
  first_login_to_change_password: z._default(flagSchema, 0),
  need_bank_account_deposit_verified: z._default(flagSchema, 0),
  /** 1: login answers 802 until the member-transfer verification resets the password. */
  need_transfer_verification: z._default(flagSchema, 0),
  /** 1: a login from an unknown udid answers 107 when the member has questions to ask. */
  double_validation: z._default(flagSchema, 0),
  known_udids: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(20)), []),
  /** Registered through this agent's link (an active agent of the site and currency): one of its downline. */
  agent_account: z.optional(accountSchema),
  /**
   * When the member was created (ISO 8601), for a member made an agent from the
   * start: an agent settles only months it was an agent in, so a journey that
   * settles last month backdates its agent.
   */
  created_at: z.optional(z.iso.datetime()),
})
export type DevMember = z.input<typeof devMemberSchema>

/** `POST /api/dev/members/update`: changes status or flags; leaving `active` revokes every token. */
export const devMemberUpdateSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  account: accountSchema,
  status: z.optional(memberStatusSchema),
  first_login_to_change_password: z.optional(flagSchema),
  need_bank_account_deposit_verified: z.optional(flagSchema),
  need_transfer_verification: z.optional(flagSchema),
  double_validation: z.optional(flagSchema),
  /** 0 freezes the member's wallet (play 106, pulls 103, withdrawals and transfers refused). */
  wallet_status: z.optional(flagSchema),
})

/** Codes an address rule may answer a login with (spec section 8: 106 and 201–203 are "ip_error"). */
export const IP_RULE_CODES = ['106', '201', '202', '203'] as const

/** The longest pattern an address rule may have. */
export const IP_PATTERN_MAX = 64

/**
 * One address rule of a member: `pattern` is an IPv4/IPv6 address, a CIDR
 * block or `*`; the rule refuses with `code` when the connection's address is
 * `in` (or `not_in`, for allow lists) the pattern. The first matching rule wins.
 */
export const ipRuleSchema = z.object({
  match: z._default(z.enum(['in', 'not_in']), 'in'),
  pattern: z.string().check(z.minLength(1), z.maxLength(IP_PATTERN_MAX)),
  code: z.enum(IP_RULE_CODES),
})
export type IpRule = z.output<typeof ipRuleSchema>

/** The most address rules a member may have. */
export const IP_RULES_MAX = 50

/** `POST /api/dev/members/ip-rules`: replaces a member's address rules. */
export const devIpRulesSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  account: accountSchema,
  rules: z.array(ipRuleSchema).check(z.maxLength(IP_RULES_MAX)),
})

/** `POST /api/dev/members/info-enc`: mints a `/get_info_data` code for a member. */
export const devInfoEncSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  account: accountSchema,
  udid: z._default(z.string().check(z.minLength(1), z.maxLength(128)), 'get-info-data'),
})
