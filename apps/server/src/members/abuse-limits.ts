import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import { lockForTransaction } from '../db/portable.ts'
import type { RegistrationConfigTable } from '../db/registration-schema.ts'
import type { BusinessError } from '../http/errors.ts'
import { ipMatches } from './ip-rules.ts'
import { REGISTER_CODE, refuse } from './register-codes.ts'
import { isoIn, isoNow, sha256 } from './secrets.ts'

export type RegistrationConfig = Omit<Selectable<RegistrationConfigTable>, 'site_id'>

/**
 * A site's limits until an operator sets its own: one registration a minute
 * and five a day from one address (a household or an office may share one),
 * ten SMS codes an hour from one address, SMS working.
 */
export const DEFAULT_REGISTRATION_CONFIG: RegistrationConfig = {
  register_interval_seconds: 60,
  register_per_ip_per_day: 5,
  sms_per_ip_per_hour: 10,
  sms_state: 'ok',
}

const SECOND = 1000
const HOUR = 3600 * SECOND
const DAY = 24 * HOUR

export async function registrationConfig(db: Db, siteId: string): Promise<RegistrationConfig> {
  const row = await db
    .selectFrom('registration_config')
    .select(['register_interval_seconds', 'register_per_ip_per_day', 'sms_per_ip_per_hour', 'sms_state'])
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row ?? { ...DEFAULT_REGISTRATION_CONFIG }
}

/** Changes some of a site's settings, the rest staying as they are (or at their defaults). */
export async function updateRegistrationConfig(
  db: Db,
  siteId: string,
  changes: Partial<RegistrationConfig>,
): Promise<RegistrationConfig> {
  const next = { ...(await registrationConfig(db, siteId)), ...changes }
  await db
    .insertInto('registration_config')
    .values({ site_id: siteId, ...next })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(next))
    .execute()
  return next
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are one address for counting. */
export function addressKey(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip
}

/** 218 when an address rule of the site's register blacklist matches the connection's address. */
export async function refuseBlacklistedAddress(db: Db, siteId: string, ip: string): Promise<BusinessError | undefined> {
  const patterns = await db
    .selectFrom('register_blacklist')
    .select('value')
    .where('site_id', '=', siteId)
    .where('kind', '=', 'ip')
    .execute()
  return patterns.some((p) => ipMatches(ip, p.value)) ? refuse(REGISTER_CODE.ipRefused) : undefined
}

/**
 * The per-address registration limits, judged on the registrations that
 * succeeded (a refused one writes nothing, so it cannot count): 996 when the
 * last one from this address is less than `register_interval_seconds` old,
 * 997 when `register_per_ip_per_day` already came from it in the last 24
 * hours. Runs before any field check, so a refused request never costs a
 * password hash.
 */
export async function refuseByRegisterLimits(db: Db, siteId: string, ip: string): Promise<BusinessError | undefined> {
  const config = await registrationConfig(db, siteId)
  const address = addressKey(ip)
  const recent = (ms: number) =>
    db
      .selectFrom('member_registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .where('ip', '=', address)
      .where('created_at', '>', isoIn(-ms, isoNow()))
      .executeTakeFirstOrThrow()
  if (config.register_interval_seconds > 0) {
    const { n } = await recent(config.register_interval_seconds * SECOND)
    if (Number(n) > 0) return refuse(REGISTER_CODE.tooFrequent)
  }
  if (config.register_per_ip_per_day > 0) {
    const { n } = await recent(DAY)
    if (Number(n) >= config.register_per_ip_per_day) return refuse(REGISTER_CODE.ipLimit)
  }
  return undefined
}

/**
 * Makes calls about the same `keys` (a phone, an address) take turns until
 * the transaction ends, so that a limit checked by counting rows and then
 * kept by inserting one holds with several server processes: PostgreSQL
 * takes an advisory transaction lock per key (hashed to 48 bits: a collision
 * only makes two unrelated calls wait for each other); SQLite needs nothing,
 * a write transaction already holds the whole database. The keys are taken
 * in ascending order, so two calls never wait for each other in a circle.
 * Call it inside the transaction that counts and inserts.
 */
export async function takeTurns(db: Db, keys: readonly string[]): Promise<void> {
  const numbers = [...new Set(keys.map((key) => Number.parseInt(sha256(key).slice(0, 12), 16)))]
  for (const key of numbers.sort((x, y) => x - y)) await lockForTransaction(db, key)
}

/** Whether this address already asked for `sms_per_ip_per_hour` codes (of any kind) in the last hour. */
export async function smsAddressLimitReached(db: Db, siteId: string, ip: string): Promise<boolean> {
  const config = await registrationConfig(db, siteId)
  if (config.sms_per_ip_per_hour === 0) return false
  const { n } = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('ip', '=', addressKey(ip))
    .where('created_at', '>', isoIn(-HOUR, isoNow()))
    .executeTakeFirstOrThrow()
  return Number(n) >= config.sms_per_ip_per_hour
}
