import { randomBytes, randomInt } from 'node:crypto'
import { SMS_CODE_LIFETIME_SECONDS, SMS_CODE_MAX_WRONG, profilePhoneSms, registerSms } from '@lobby/api/contract'
import {
  memberCentrePhoneVerified,
  PHONE_VERIFY_CODE_LENGTH,
  phoneVerificationOn,
  registerFieldRules,
  validateMemberPhone,
} from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { forUpdate } from '../db/portable.ts'
import { DEV_RECORDS_PER_KIND, devRecord, putDevRecord } from '../dev/records.ts'
import type { SmsPurpose } from '../db/registration-schema.ts'
import type { BusinessError } from '../http/errors.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { addressKey, registrationConfig, smsAddressLimitReached, takeTurns } from './abuse-limits.ts'
import { RegisterLookups } from './lookup-limits.ts'
import { SMS_CODE, refuse } from './register-codes.ts'
import { registrationRules, settingItems } from './register-settings.ts'
import { normalised, phoneBlacklisting, valueTaken } from './registration-checks.ts'
import { isoIn, isoNow, sameText, sha256 } from './secrets.ts'
import { forMember, registerMemberCalls } from './tokens.ts'

/**
 * The last code sent to each phone, for the dev hook `GET /api/dev/sms`
 * (tests and QA register without a phone), kept in the database
 * (`dev_records`, dev/records.ts) so any server process answers it. Exists
 * only when dev hooks are on; the sms_codes table holds salted hashes only.
 * Codes that were never sent (a forgotten password for an unknown account)
 * are not recorded: nobody would have received them.
 */
export class SmsCodeLog {
  constructor(private readonly limit = DEV_RECORDS_PER_KIND) {}

  /** `db`: the call's transaction, so the record commits with the code. */
  async record(db: Db, phone: string, code: string, purpose: SmsPurpose): Promise<void> {
    const sent: SentSmsCode = { phone, code, purpose, sent_at: isoNow() }
    await putDevRecord(db, 'sms', phone, JSON.stringify(sent), this.limit)
  }

  async last(db: Db, phone: string): Promise<SentSmsCode | undefined> {
    const value = await devRecord(db, 'sms', phone)
    return value === undefined ? undefined : (JSON.parse(value) as SentSmsCode)
  }
}

export interface SentSmsCode {
  phone: string
  code: string
  purpose: SmsPurpose
  sent_at: string
}

const LIFETIME_MS = SMS_CODE_LIFETIME_SECONDS * 1000
const SMS_CODES_KEPT_MS = 24 * 3600 * 1000

function codeHash(salt: string, code: string): string {
  return sha256(`${salt}:${code}`)
}

/** Six digits from the operating system's secure random source, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(10 ** PHONE_VERIFY_CODE_LENGTH)).padStart(PHONE_VERIFY_CODE_LENGTH, '0')
}

export interface SmsCodeRequest {
  siteId: string
  purpose: SmsPurpose
  /** Digits only. */
  phone: string
  ip: string
  /** Forgotten password: the member the code may reset, null when account and phone did not match. */
  memberId?: number | null
  /** Forgotten password: the account asked for (lower case). */
  account?: string
}

/**
 * Stores a new code (its salted hash) and answers the code for the caller
 * to send. The row is written even when nothing will be sent (a forgotten
 * password whose account and phone do not match), so the resend limit and
 * the per-address limit treat every request alike and answer nothing that
 * tells them apart.
 */
export async function issueSmsCode(db: Db, request: SmsCodeRequest): Promise<string> {
  const now = isoNow()
  // Housekeeping: a code older than a day is past its use and every limit that counts it (an hour at most).
  await db.deleteFrom('sms_codes').where('created_at', '<', isoIn(-SMS_CODES_KEPT_MS, now)).execute()
  const code = newSmsCode()
  const salt = randomBytes(16).toString('hex')
  await db
    .insertInto('sms_codes')
    .values({
      site_id: request.siteId,
      purpose: request.purpose,
      phone: request.phone,
      member_id: request.memberId ?? null,
      account: request.account ?? '',
      ip: addressKey(request.ip),
      code_hash: codeHash(salt, code),
      salt,
      created_at: now,
      expires_at: isoIn(LIFETIME_MS, now),
      used_at: null,
    })
    .execute()
  return code
}

/**
 * The refusal, if any, before a code is sent: 103 or 104 when the site's SMS
 * is out of service, 102 when a code went to this phone less than 300 s ago
 * or this address asked for its hourly share. Writes nothing; until the
 * call's transaction ends, other sends to this phone or from this address
 * wait (`takeTurns`), so two at once on two processes cannot both pass.
 */
export async function refuseSmsSend(
  db: Db,
  request: Pick<SmsCodeRequest, 'siteId' | 'purpose' | 'phone' | 'ip'>,
): Promise<BusinessError | undefined> {
  await takeTurns(db, [
    `sms-phone:${request.siteId}:${request.purpose}:${request.phone}`,
    `sms-address:${request.siteId}:${addressKey(request.ip)}`,
  ])
  const config = await registrationConfig(db, request.siteId)
  if (config.sms_state === 'no_balance') return refuse(SMS_CODE.noBalance)
  if (config.sms_state === 'contact_service') return refuse(SMS_CODE.contactService)
  const recent = await db
    .selectFrom('sms_codes')
    .select('id')
    .where('site_id', '=', request.siteId)
    .where('purpose', '=', request.purpose)
    .where('phone', '=', request.phone)
    .where('created_at', '>', isoIn(-LIFETIME_MS, isoNow()))
    .executeTakeFirst()
  if (recent) return refuse(SMS_CODE.rateLimited)
  if (await smsAddressLimitReached(db, request.siteId, request.ip)) return refuse(SMS_CODE.rateLimited)
  return undefined
}

export interface SmsCodeUse {
  siteId: string
  purpose: SmsPurpose
  phone: string
  code: string
  /** Forgotten password: the code must have been asked for this account. */
  account?: string
  /** Member centre: the code must have been asked for by this member. */
  memberId?: number
}

/**
 * Checks the newest live code of the phone (unused, unexpired, fewer than
 * `SMS_CODE_MAX_WRONG` wrong tries) and uses it up when it matches. A wrong
 * code counts against it, so callers that refuse on false must commit
 * (`registerCommittingWrite`): otherwise the count would roll back and the
 * six digits could be guessed. Answers the row used, or undefined. The row
 * is locked until the call's transaction ends (`forUpdate`), so tries at
 * once on several processes are checked one after another, each against
 * the count and the use the one before left.
 */
export async function useSmsCode(db: Db, use: SmsCodeUse) {
  const now = isoNow()
  let query = db
    .selectFrom('sms_codes')
    .selectAll()
    .where('site_id', '=', use.siteId)
    .where('purpose', '=', use.purpose)
    .where('phone', '=', use.phone)
  if (use.account !== undefined) query = query.where('account', '=', use.account)
  if (use.memberId !== undefined) query = query.where('member_id', '=', use.memberId)
  const row = await forUpdate(db, query.orderBy('id', 'desc').limit(1)).executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= now || row.wrong_attempts >= SMS_CODE_MAX_WRONG) {
    return undefined
  }
  if (!sameText(row.code_hash, codeHash(row.salt, use.code.trim()))) {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute()
    return undefined
  }
  const taken = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1 ? row : undefined
}

/**
 * `POST /register/sms`: 996 or 997 when the address asked too often
 * (`RegisterLookups`, shared with `/register/verification`); 201 blank phone; 099 a phone the currency's form
 * could not verify (verification off, not digits, wrong length, blacklisted,
 * or already registered where phones are unique); then `refuseSmsSend`.
 */
export function registerSmsRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  log?: SmsCodeLog,
  lookups: RegisterLookups = new RegisterLookups(),
): void {
  registerEndpoint(
    app,
    registerSms,
    prepareFirst(
      registerSms,
      // Its 099 tells whether a phone is taken: counted per address before anything is looked up, outside the
      // call's transaction, so a refusal that rolls the call back keeps the count.
      async (input, { db, request }) => (await lookups.take(db, input.site_id, request.ip)) ?? null,
      async (input, { db, request }) => {
        const { rules } = await registrationRules(db, input.site_id, input.currency, 'currency')
        const phone = input.member_phone
        if (phone === '') return refuse(SMS_CODE.phoneBlank)
        const unverifiable =
          !phoneVerificationOn(rules) ||
          validateMemberPhone(phone, { required: true, tenDigits: input.currency === 'VND' }) !== undefined ||
          (await phoneBlacklisting(db, input.site_id, phone)) !== undefined ||
          (rules.memberPhone.unique && (await valueTaken(db, input.site_id, 'member_phone', phone)))
        if (unverifiable) return refuse(SMS_CODE.phoneUnverifiable)

        const sms = { siteId: input.site_id, purpose: 'register' as const, phone, ip: request.ip }
        const refusal = await refuseSmsSend(db, sms)
        if (refusal) return refusal
        const code = await issueSmsCode(db, sms)
        await log?.record(db, phone, code, 'register')
        return { expires_in: SMS_CODE_LIFETIME_SECONDS, resend_in: SMS_CODE_LIFETIME_SECONDS }
      },
    ),
    options,
  )
}

/**
 * `POST /member/profile/sms` (member): a code to the phone the member wants
 * to change to, checked as `/register/sms` checks a new member's (201, 099,
 * then `refuseSmsSend`), with the member's own site and currency. Its own
 * phone is 099: there is nothing to verify.
 */
export function registerProfileSmsRoute(app: FastifyInstance, options: RouteOptions, log?: SmsCodeLog): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      profilePhoneSms,
      forMember(async (input, { db, request }, { member }) => {
        const rules = registerFieldRules(await settingItems(db, member.site_id), member.currency)
        const phone = input.member_phone
        if (phone === '') return refuse(SMS_CODE.phoneBlank)
        const unverifiable =
          !memberCentrePhoneVerified(rules) ||
          validateMemberPhone(phone, { required: true, tenDigits: member.currency === 'VND' }) !== undefined ||
          normalised('member_phone', phone) === normalised('member_phone', member.member_phone ?? '') ||
          (await phoneBlacklisting(db, member.site_id, phone)) !== undefined ||
          (rules.memberPhone.unique && (await valueTaken(db, member.site_id, 'member_phone', phone)))
        if (unverifiable) return refuse(SMS_CODE.phoneUnverifiable)

        const sms = { siteId: member.site_id, purpose: 'profile_phone' as const, phone, ip: request.ip }
        const refusal = await refuseSmsSend(db, sms)
        if (refusal) return refusal
        const code = await issueSmsCode(db, { ...sms, memberId: member.id })
        await log?.record(db, phone, code, 'profile_phone')
        return { expires_in: SMS_CODE_LIFETIME_SECONDS, resend_in: SMS_CODE_LIFETIME_SECONDS }
      }),
      options,
    )
  })
}

/** What the registration and forgotten-password routes take from the dev hooks. */
export interface RegistrationRouteHooks {
  /** Dev hooks only: keeps sent SMS codes for `GET /api/dev/sms`. */
  smsCodes?: SmsCodeLog | undefined
  /** Dev hooks only: the lookup limits `POST /api/dev/registration/config` can change. */
  registerLookups?: RegisterLookups | undefined
}
