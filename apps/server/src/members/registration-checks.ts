import type { RegisterWireField } from '@lobby/api/contract'
import {
  ACCOUNT_MESSAGES,
  MINIMUM_AGE_YEARS,
  initialRegisterForm,
  registerFieldError,
  type ContactHandleField,
  type RegisterContext,
  type RegisterForm,
  type RegisterFormField,
} from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { BadRequest, type BusinessError } from '../http/errors.ts'
import { verbatim, type ServerMessageKey } from '../http/messages.ts'
import { REGISTER_CODE, refuse, type CodeEntry } from './register-codes.ts'
import { normaliseAccount } from './store.ts'

/**
 * The checks `/register`, `/register/verification` and `/register/sms`
 * share: the form rules of `@lobby/domain` (the very functions the client
 * runs), uniqueness, blacklists and the introducer.
 */

/** Wire name (spec section 3, snake_case) of each form field the server reads. */
export const WIRE_TO_FORM = {
  member_account: 'memberAccount',
  password: 'password',
  check_password: 'checkPassword',
  member_name: 'memberName',
  member_email: 'memberEmail',
  member_birthday: 'memberBirthday',
  withdraw_password: 'withdrawPassword',
  member_phone: 'memberPhone',
  identity_id: 'identityId',
  member_qq: 'memberQq',
  member_telegram: 'memberTelegram',
  member_whats_app: 'memberWhatsApp',
  member_wechat: 'memberWechat',
  member_zalo: 'memberZalo',
  member_skype: 'memberSkype',
  member_fb: 'memberFb',
  member_others: 'memberOthers',
  member_agent: 'memberAgent',
  recommend_code: 'recommendCode',
} as const satisfies Record<RegisterWireField, RegisterFormField>

export type WireForm = Partial<Record<RegisterWireField | 'phone_verify', string>>

/** `YYYY-MM-DD` as the form's parts; anything else as parts the domain calls invalid, never as "nothing chosen". */
function birthdayParts(value: string): RegisterForm['memberBirthday'] {
  if (value === '') return { year: '', month: '', day: '' }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
  return match
    ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' }
    : { year: value, month: '-', day: '-' }
}

/** The wire body as the form `@lobby/domain` validates; the agreement is the client's step, so it counts as accepted. */
export function toRegisterForm(wire: WireForm): RegisterForm {
  const form = initialRegisterForm()
  for (const [wireField, formField] of Object.entries(WIRE_TO_FORM) as [RegisterWireField, RegisterFormField][]) {
    const value = wire[wireField]
    if (value === undefined) continue
    if (formField === 'memberBirthday') form.memberBirthday = birthdayParts(value)
    else Object.assign(form, { [formField]: value })
  }
  form.phoneVerify = wire.phone_verify ?? ''
  form.agreement = true
  return form
}

const CONTACT_CODES: Record<ContactHandleField, CodeEntry> = {
  memberQq: REGISTER_CODE.qqInvalid,
  memberSkype: REGISTER_CODE.skypeInvalid,
  memberWechat: REGISTER_CODE.wechatInvalid,
  memberZalo: REGISTER_CODE.zaloInvalid,
  memberFb: REGISTER_CODE.facebookInvalid,
  memberTelegram: REGISTER_CODE.telegramInvalid,
  memberWhatsApp: REGISTER_CODE.whatsappInvalid,
}

const CONTACT_RULE_TEXT: Record<string, ServerMessageKey> = {
  [ACCOUNT_MESSAGES.contactLength]: 'server.register.contact_length',
  [ACCOUNT_MESSAGES.contactFormat]: 'server.register.contact_format',
}

/** Format errors that have a code of their own (spec section 8); the rest are 400s. */
const FORMAT_CODES: Partial<Record<RegisterFormField, CodeEntry>> = {
  memberName: REGISTER_CODE.nameInvalid,
  memberEmail: REGISTER_CODE.emailInvalid,
  memberPhone: REGISTER_CODE.phoneInvalid,
  phoneVerify: REGISTER_CODE.phoneVerifyWrong,
  ...CONTACT_CODES,
}

/**
 * One field against the domain's rule for this currency. A broken rule that
 * spec section 8 gives a code (name 227, email 206, phone 209, SMS code 113,
 * contact handles 301–308) is that refusal, with the domain's message key as
 * the message; an empty required field and every other rule (account,
 * password, confirmation, birthday, withdraw password) is a 400 naming the
 * wire field, thrown so nothing is written. A birthday under
 * `MINIMUM_AGE_YEARS` on the site's day (issue 25) is such a 400 in the
 * server's own words (`server.register.under_age`), in the caller's language.
 */
export function ruleRefusal(
  wireField: RegisterWireField | 'phone_verify',
  form: RegisterForm,
  context: RegisterContext,
): BusinessError | undefined {
  const formField = wireField === 'phone_verify' ? 'phoneVerify' : WIRE_TO_FORM[wireField]
  const key = registerFieldError(formField, form, context)
  if (key === undefined) return undefined
  if (key === ACCOUNT_MESSAGES.birthdayUnderAge) {
    throw new BadRequest(wireField, 'server.register.under_age', { years: MINIMUM_AGE_YEARS })
  }
  const coded = FORMAT_CODES[formField]
  if (coded && key !== ACCOUNT_MESSAGES.required) {
    // The client shows the server's text for 301-308 (spec section 8), so those carry words, not a key.
    const words = Object.hasOwn(CONTACT_CODES, formField) ? CONTACT_RULE_TEXT[key] : undefined
    return words ? refuse(coded, words, coded.params) : refuse(coded, verbatim(key))
  }
  throw new BadRequest(wireField, verbatim(key))
}

// ---------------------------------------------------------------------------
// Uniqueness and blacklists

export type UniqueField = 'member_account' | 'member_name' | 'member_email' | 'member_phone' | 'identity_id'

/** How a value compares for uniqueness and blacklists: names and emails without case, phones by digits. */
export function normalised(field: UniqueField, value: string): string {
  switch (field) {
    case 'member_account':
      return normaliseAccount(value)
    case 'member_name':
      return value.trim().replace(/\s+/g, ' ').toLowerCase()
    case 'member_email':
      return value.trim().toLowerCase()
    case 'member_phone':
      return value.replace(/\D/g, '')
    case 'identity_id':
      return value.replace(/\s/g, '').toUpperCase()
  }
}

/** Whether another member of the site already has this value. */
export async function valueTaken(db: Db, siteId: string, field: UniqueField, value: string): Promise<boolean> {
  const wanted = normalised(field, value)
  if (wanted === '') return false
  const query = db.selectFrom('members').select('id').where('site_id', '=', siteId)
  const row = await (
    field === 'member_account'
      ? query.where('account', '=', wanted)
      : field === 'identity_id'
        ? query.where((eb) => eb(eb.fn('upper', [eb.ref('identity_id')]), '=', wanted))
        : field === 'member_phone'
          ? query.where('member_phone', '=', wanted)
          : query.where((eb) => eb(eb.fn('lower', [eb.ref(field)]), '=', wanted))
  )
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

async function blacklistRows(db: Db, siteId: string, kind: 'name' | 'email' | 'phone', values: string[]) {
  return db
    .selectFrom('register_blacklist')
    .select(['value', 'message'])
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('value', 'in', values)
    .execute()
}

/** 214 when the name is on the site's blacklist. */
export async function nameBlacklisting(db: Db, siteId: string, name: string): Promise<BusinessError | undefined> {
  const rows = await blacklistRows(db, siteId, 'name', [normalised('member_name', name)])
  return rows.length > 0 ? refuse(REGISTER_CODE.nameBlacklisted) : undefined
}

/** 216 when the address, or its whole domain (`@example.test`), is on the site's blacklist. */
export async function emailBlacklisting(db: Db, siteId: string, email: string): Promise<BusinessError | undefined> {
  const address = normalised('member_email', email)
  const domain = address.slice(address.lastIndexOf('@'))
  const rows = await blacklistRows(db, siteId, 'email', [address, domain])
  return rows.length > 0 ? refuse(REGISTER_CODE.emailBlacklisted) : undefined
}

/** 215 with the operator's message when the phone is on the site's blacklist. */
export async function phoneBlacklisting(db: Db, siteId: string, phone: string): Promise<BusinessError | undefined> {
  const [row] = await blacklistRows(db, siteId, 'phone', [normalised('member_phone', phone)])
  if (!row) return undefined
  return refuse(REGISTER_CODE.phoneRefused, row.message ? verbatim(row.message) : REGISTER_CODE.phoneRefused.message)
}

// ---------------------------------------------------------------------------
// Introducers

export interface Introducer {
  agentId: number | null
  recommendCode: string | null
  referrerId: number | null
}

const NO_INTRODUCER: Introducer = { agentId: null, recommendCode: null, referrerId: null }

/** Invite codes are compared in upper case: `demo01ref` and `DEMO01REF` are one code. */
export function normaliseRecommendCode(code: string): string {
  return code.trim().toUpperCase()
}

/** The agent behind an agent id: a member of the site whose type is not "member". */
export function findAgent(db: Db, agentId: number, siteId?: string) {
  let query = db
    .selectFrom('members')
    .select(['id', 'site_id', 'currency', 'status', 'agent_active'])
    .where('id', '=', agentId)
    .where('is_agent', '=', 1)
  if (siteId !== undefined) query = query.where('site_id', '=', siteId)
  return query.executeTakeFirst()
}

export interface IntroducerInput {
  /** The agent id, as digits; '' for none. */
  agent: string
  /** The invite code; '' for none. */
  code: string
}

/**
 * Who introduces a registration (spec sections 4 and 6), or the refusal:
 * 228 both sent, a malformed one, or an agent of another currency than
 * `currency`; 106 no such agent, 108 the agent is disabled; 112 (219 on
 * edit) no such invite code, 107 the code is closed, 110 disabled, 109 its
 * member is no longer active. Nothing sent: no introducer.
 */
export async function checkIntroducer(
  db: Db,
  siteId: string,
  input: IntroducerInput,
  options: { currency?: string; onEdit?: boolean } = {},
): Promise<Introducer | BusinessError> {
  const agent = input.agent.trim()
  const code = normaliseRecommendCode(input.code)
  if (agent === '' && code === '') return NO_INTRODUCER
  if (agent !== '' && code !== '') return refuse(REGISTER_CODE.introducerInvalid)

  if (agent !== '') {
    if (!/^\d{1,15}$/.test(agent)) return refuse(REGISTER_CODE.introducerInvalid)
    const found = await findAgent(db, Number(agent), siteId)
    if (!found) return refuse(REGISTER_CODE.agentNotFound)
    if (found.status !== 'active' || found.agent_active !== 1) return refuse(REGISTER_CODE.agentDisabled)
    if (options.currency !== undefined && found.currency !== options.currency) {
      return refuse(REGISTER_CODE.introducerInvalid)
    }
    return { ...NO_INTRODUCER, agentId: found.id }
  }

  if (!/^[A-Z0-9]{4,32}$/.test(code)) return refuse(REGISTER_CODE.introducerInvalid)
  const row = await db
    .selectFrom('recommend_codes')
    .innerJoin('members', 'members.id', 'recommend_codes.member_id')
    .select(['recommend_codes.code', 'recommend_codes.status', 'members.id as member_id', 'members.status as owner'])
    .where('recommend_codes.site_id', '=', siteId)
    .where('recommend_codes.code', '=', code)
    .executeTakeFirst()
  if (!row) return refuse(options.onEdit ? REGISTER_CODE.introducerNotFoundOnEdit : REGISTER_CODE.introducerNotFound)
  if (row.status === 'closed') return refuse(REGISTER_CODE.recommendClosed)
  if (row.status === 'disabled') return refuse(REGISTER_CODE.codeDisabled)
  if (row.owner !== 'active') return refuse(REGISTER_CODE.recommendDisabled)
  return { agentId: null, recommendCode: row.code, referrerId: row.member_id }
}
