import { registerSettingItemSchema } from '@lobby/domain'
import { z } from 'zod/mini'
import { languageSchema } from './content.ts'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'
import { loginDataSchema, loginDeviceFields } from './members.ts'

/**
 * Registration (spec sections 3, 4, 5, 7 and 8): the per-currency register
 * settings and the service agreement, introducer checks (invite codes, agent
 * links, agent domains), the per-field verification on edit, the SMS code and
 * the registration itself. Codes are listed on each call; docs/contract.md,
 * "Registration", gives the order the server checks them in.
 */

/** Text of a form field as typed; `''` when empty. `max` only bounds the request, the rules live in `@lobby/domain`. */
const formText = (max: number) => z._default(z.string().check(z.maxLength(max)), '')
/** A field `/register/verification` checks only when it is sent. */
const sentText = (max: number) => z.optional(z.string().check(z.maxLength(max)))

/** `name` of the register setting item that says whether a currency is open for registration (spec section 3). */
export const MEMBER_CURRENCY_SETTING = 'member_currency'

/** `type` of `/register/sms` (spec section 7). */
export const REGISTER_SMS_TYPE = 'register_member'

/** Seconds an SMS code lives, and the least time between two codes for one phone (spec section 9: 300 s). */
export const SMS_CODE_LIFETIME_SECONDS = 300

/** Wrong codes one SMS code tolerates before it is dead: a fresh code is then needed (code 113). */
export const SMS_CODE_MAX_WRONG = 5

// ---------------------------------------------------------------------------
// Settings and the service agreement

/**
 * `POST /arks/web/register-settings`: every register setting item of the
 * site, per currency (spec section 3), plus one `member_currency` item per
 * currency whose `is_display` says registration is open in it. Feed the list
 * to `registerFieldRules(list, currency)` of `@lobby/domain`: the server
 * judges `/register` by the same rules.
 */
export const registerSettings = defineEndpoint({
  path: '/arks/web/register-settings',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema }),
  response: z.object({ list: z.array(registerSettingItemSchema) }),
})

/** One article of the service agreement; `content` is operator HTML the client must sanitise. */
export const serviceAgreementItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  sort: z.int(),
})
export type ServiceAgreementItem = z.infer<typeof serviceAgreementItemSchema>

/**
 * `POST /arks/web/register-settings/service-agreement`: the agreement the
 * registration form links to, in `language` (en_US when the site has none in
 * it; `language` is ours, the spec sends only `site_id`).
 */
export const serviceAgreement = defineEndpoint({
  path: '/arks/web/register-settings/service-agreement',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, language: z._default(languageSchema, 'en_US') }),
  response: z.object({ language: languageSchema, list: z.array(serviceAgreementItemSchema) }),
})

// ---------------------------------------------------------------------------
// Introducers

/** An agent id as links and cookies carry it: a positive integer, as a number or as digits. */
export const agentIdSchema = z.union([
  z.int().check(z.positive()),
  z.string().check(z.trim(), z.regex(/^\d{1,15}$/, 'an agent id')),
])

/**
 * `POST /register/valid_message`: whether an invite code or an agent id from
 * a link may introduce a registration (spec section 2). Send exactly one of
 * `recommend_code` and `agent_id`. `code` is the registration code the
 * introducer would be refused with (106–110, 112, 228), null when valid.
 */
export const registerValidMessage = defineEndpoint({
  path: '/register/valid_message',
  method: 'POST',
  write: false,
  request: z
    .object({
      site_id: siteIdSchema,
      recommend_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
      agent_id: z.optional(agentIdSchema),
    })
    .check(
      z.superRefine((body, ctx) => {
        if ((body.recommend_code === undefined) === (body.agent_id === undefined)) {
          ctx.addIssue({ code: 'custom', path: ['recommend_code'], message: 'send recommend_code or agent_id' })
        }
      }),
    ),
  response: z.object({ is_valid: z.boolean(), code: z.nullable(z.string()) }),
})

/**
 * `POST /member_info`: the currency of the agent whose id a registration link
 * carries (spec section 7), so the form starts in it. Only agents are
 * answered; 106 for an id that is not an agent (of `site_id`, when sent).
 */
export const memberInfo = defineEndpoint({
  path: '/member_info',
  method: 'POST',
  write: false,
  request: z.object({ id: agentIdSchema, site_id: z.optional(siteIdSchema) }),
  response: z.object({ currency: currencySchema }),
})

/**
 * `POST /arks/web/check-agent-domain`: whether the page's host belongs to an
 * agent. When `is_valid`, the form locks `currency` and registers under
 * `agent_id` (spec sections 4 and 6); otherwise `currency` is `''` and
 * `agent_id` null (unknown host, or the agent is disabled).
 */
export const checkAgentDomain = defineEndpoint({
  path: '/arks/web/check-agent-domain',
  method: 'POST',
  write: false,
  request: z.object({ host: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)), site_id: siteIdSchema }),
  response: z.object({ is_valid: z.boolean(), currency: z.string(), agent_id: z.nullable(z.int()) }),
})

// ---------------------------------------------------------------------------
// The form

/**
 * The form fields the server checks (spec section 3, snake_case with the
 * `member_` prefix). `member_birthday` is `YYYY-MM-DD` or `''`;
 * `member_agent` is the agent id, `recommend_code` the invite code (at most
 * one of them).
 */
export const REGISTER_WIRE_FIELDS = [
  'member_account',
  'password',
  'check_password',
  'member_name',
  'member_email',
  'member_birthday',
  'withdraw_password',
  'member_phone',
  'identity_id',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_wechat',
  'member_zalo',
  'member_skype',
  'member_fb',
  'member_others',
  'member_agent',
  'recommend_code',
] as const
export type RegisterWireField = (typeof REGISTER_WIRE_FIELDS)[number]

const FIELD_MAX: Record<RegisterWireField, number> = {
  member_account: 64,
  password: 128,
  check_password: 128,
  member_name: 200,
  member_email: 200,
  member_birthday: 10,
  withdraw_password: 16,
  member_phone: 32,
  identity_id: 64,
  member_qq: 200,
  member_telegram: 200,
  member_whats_app: 200,
  member_wechat: 200,
  member_zalo: 200,
  member_skype: 200,
  member_fb: 200,
  member_others: 200,
  member_agent: 64,
  recommend_code: 64,
}

const formFields = Object.fromEntries(REGISTER_WIRE_FIELDS.map((f) => [f, formText(FIELD_MAX[f])])) as {
  [F in RegisterWireField]: ReturnType<typeof formText>
}
const sentFields = Object.fromEntries(REGISTER_WIRE_FIELDS.map((f) => [f, sentText(FIELD_MAX[f])])) as {
  [F in RegisterWireField]: ReturnType<typeof sentText>
}

/**
 * `POST /register/verification`: checks the fields sent, as the member
 * leaves each one (spec section 5: uniqueness, blacklists, formats, the
 * introducer), against the settings of `member_currency`. Send the field
 * being checked, plus `password` with `check_password`, and the other
 * introducer-free fields only when they matter. Answers the first failing
 * field's registration code, as `/register` would, except 219 (not 112) for
 * an unknown invite code and 223 (not 114) for a used identity id. A field
 * the currency does not display passes. `checked` lists the fields judged.
 */
export const registerVerification = defineEndpoint({
  path: '/register/verification',
  method: 'POST',
  write: false,
  request: z
    .object({
      site_id: siteIdSchema,
      member_currency: currencySchema,
      verification: z._default(z.literal(1), 1),
      ...sentFields,
    })
    .check(
      z.superRefine((body, ctx) => {
        if (!REGISTER_WIRE_FIELDS.some((field) => body[field] !== undefined)) {
          ctx.addIssue({ code: 'custom', path: ['body'], message: 'send at least one field to verify' })
        }
      }),
    ),
  response: z.object({ checked: z.array(z.enum(REGISTER_WIRE_FIELDS)) }),
})

/**
 * `POST /register/sms`: sends a six-digit code to the phone (spec section 7),
 * valid `SMS_CODE_LIFETIME_SECONDS`, single use. Codes (spec section 8): 201
 * phone blank, 099 the phone cannot be verified (not digits, wrong length for
 * the currency, phone verification off for the currency, or the phone already
 * registered where phones are unique), 102 a code was sent to this phone less
 * than 300 s ago or this address asked for too many (the countdown starts
 * anyway), 103 the site's SMS has no balance, 104 contact customer service.
 */
export const registerSms = defineEndpoint({
  path: '/register/sms',
  method: 'POST',
  write: true,
  request: z.object({
    member_phone: z.string().check(z.trim(), z.maxLength(32)),
    currency: currencySchema,
    type: z.literal(REGISTER_SMS_TYPE),
    site_id: siteIdSchema,
  }),
  response: z.object({
    /** Seconds the code stays valid. */
    expires_in: z.int(),
    /** Seconds before another code may be sent to this phone. */
    resend_in: z.int(),
  }),
})

/**
 * `POST /register`: registers and logs in (spec sections 4 and 7). The
 * answer is the login data with `member_id`, and the token also comes in the
 * `authorization` header, exactly as `/login`. Send `udid` as `/login` does,
 * so the device is known at the next login.
 *
 * Codes (spec section 8): 224 captcha failed; 218 address refused; 996 too
 * frequent; 997 too many registrations from this address today; 206 invalid
 * email; 209 invalid phone; 227 invalid name; 301 qq, 302 skype, 304 wechat,
 * 305 zalo, 306 facebook, 307 telegram, 308 whatsapp; 106 no such agent, 108
 * agent disabled, 107 invite code closed, 109 the inviting member may no
 * longer recommend, 110 invite code disabled, 112 no such invite code, 228
 * invalid introducer; 102 account used, 214 name blacklisted, 103 name used,
 * 216 email blacklisted, 105 email used, 215 phone refused (server message),
 * 104 phone used, 114 identity id used; 113 wrong SMS code. A field that
 * breaks a rule with no code of its own (account, password, birthday, a
 * required field left empty, ...) answers 400 naming the field, with the
 * `@lobby/domain` message key as the reason.
 */
export const register = defineEndpoint({
  path: '/register',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: siteIdSchema,
    member_currency: currencySchema,
    ...formFields,
    /** Sent only when the form shows the confirmation; then it must equal `password`. */
    check_password: sentText(FIELD_MAX.check_password),
    /** The SMS code, when the currency verifies phones. */
    phone_verify: formText(16),
    captcha_token: z.string().check(z.minLength(1), z.maxLength(128)),
    /** The captcha answer. */
    verify_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
    /** Stable id of the browser or app install, as `/login` sends it; a fresh one when absent. */
    udid: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
    /** The device information, as `/login` sends it (recorded in `member_logins`; `remote_addr` ignored). */
    ...loginDeviceFields,
    /** The form's client-side error trail (spec section 3); accepted and ignored. */
    error_track: z._default(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)), []),
  }),
  response: loginDataSchema,
})

// ---------------------------------------------------------------------------
// Dev hooks (only when LOBBY_DEV_HOOKS is on)

/** `GET /api/dev/sms?phone=`: the last code sent to the phone since the server started. */
export const devSmsQuerySchema = z.object({ phone: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) })

/** Site SMS states: `no_balance` answers SMS 103, `contact_service` 104. */
export const SMS_STATES = ['ok', 'no_balance', 'contact_service'] as const

const limit = z.int().check(z.minimum(0), z.maximum(1_000_000))

/**
 * `POST /api/dev/registration/config`: changes a site's registration limits
 * (0 turns a limit off) and SMS state; answers the whole config.
 */
export const devRegistrationConfigSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  register_interval_seconds: z.optional(limit),
  register_per_ip_per_day: z.optional(limit),
  sms_per_ip_per_hour: z.optional(limit),
  sms_state: z.optional(z.enum(SMS_STATES)),
  /** `/register/verification` and `/register/sms` per address: 996 past this many a minute (kept in memory). */
  lookups_per_ip_per_minute: z.optional(limit),
  /** The same, 997 past this many an hour. */
  lookups_per_ip_per_hour: z.optional(limit),
})
