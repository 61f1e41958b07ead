import type { Db } from '../db/connection.ts'
import { wholeNumber } from '../config/env.ts'
import { prepared } from '../db/prepared.ts'
import type { BusinessError } from '../http/errors.ts'
import { REGISTER_CODE, refuse } from './register-codes.ts'
import { SlidingWindow, throttleAddress } from './sliding-window.ts'

/**
 * `/register/verification` and `/register/sms` tell whether an account,
 * name, email, phone or identity id is taken: that is their job, for the
 * person filling in the form. Asked in bulk they list a site's members, so
 * each address may ask only so often, in sliding windows per site: past
 * `per_minute` the answer is 996 (too frequent), past `per_hour` 997 (the
 * address's limit), the spec's registration codes. A refused lookup is not
 * counted, so the windows slide. 0 turns a limit off.
 *
 * The counts live in the database (`rate_events`, sliding-window.ts), and so
 * do limits a dev hook sets for a site (`lookup_limit_settings`), so every
 * server process on the database applies the same limits to the same counts.
 */
export interface LookupLimits {
  per_minute: number
  per_hour: number
}

/** 30 lookups a minute and 150 an hour from one address: far more than one form needs. */
export const DEFAULT_LOOKUP_LIMITS: LookupLimits = { per_minute: 30, per_hour: 150 }

/** The registration codes 996 and 997, with words for a lookup rather than a registration. */
export const LOOKUP_CODE = {
  tooFrequent: { code: REGISTER_CODE.tooFrequent.code, message: 'server.lookup.too_frequent' },
  ipLimit: { code: REGISTER_CODE.ipLimit.code, message: 'server.lookup.ip_limit' },
} as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * `LOBBY_REGISTER_LOOKUPS_PER_MINUTE` and `LOBBY_REGISTER_LOOKUPS_PER_HOUR`
 * (0 turns one off) override `DEFAULT_LOOKUP_LIMITS` for every site; anything
 * but a whole number stops the server at start.
 */
export function lookupLimits(env: NodeJS.ProcessEnv = process.env): LookupLimits {
  return {
    per_minute: wholeNumber(env, 'LOBBY_REGISTER_LOOKUPS_PER_MINUTE', DEFAULT_LOOKUP_LIMITS.per_minute),
    per_hour: wholeNumber(env, 'LOBBY_REGISTER_LOOKUPS_PER_HOUR', DEFAULT_LOOKUP_LIMITS.per_hour),
  }
}

interface SiteWindows {
  limits: LookupLimits
  minute: SlidingWindow | undefined
  hour: SlidingWindow | undefined
}

const siteSetting = prepared((db, p: { siteId: string }) =>
  db.selectFrom('lookup_limit_settings').select(['per_minute', 'per_hour']).where('site_id', '=', p.siteId),
)

export interface RegisterLookupsOptions {
  /** The limits of a site nobody set limits for; default `lookupLimits()` (the environment). */
  defaults?: LookupLimits
  now?: () => number
  /**
   * Dev hooks on: `setLimits` may change a site's limits, so every lookup reads the site's row of
   * `lookup_limit_settings` (one primary-key read). Off (production) the table is never read.
   */
  settable?: boolean
}

/** The lookup windows of every site of one server. */
export class RegisterLookups {
  /** The window objects of each site's current limits (no counts: those are in the database). */
  private readonly sites = new Map<string, SiteWindows>()
  private readonly defaults: LookupLimits
  private readonly now: () => number
  private readonly settable: boolean

  constructor(options: RegisterLookupsOptions = {}) {
    this.defaults = options.defaults ?? lookupLimits()
    this.now = options.now ?? (() => Date.now())
    this.settable = options.settable ?? false
  }

  private windows(siteId: string, limits: LookupLimits): SiteWindows {
    const known = this.sites.get(siteId)
    if (known && known.limits.per_minute === limits.per_minute && known.limits.per_hour === limits.per_hour) {
      return known
    }
    const windows: SiteWindows = {
      limits,
      minute:
        limits.per_minute > 0
          ? new SlidingWindow({ max: limits.per_minute, windowMs: MINUTE }, `lookup-minute:${siteId}`, this.now)
          : undefined,
      hour:
        limits.per_hour > 0
          ? new SlidingWindow({ max: limits.per_hour, windowMs: HOUR }, `lookup-hour:${siteId}`, this.now)
          : undefined,
    }
    this.sites.set(siteId, windows)
    return windows
  }

  /** A site's limits: those a dev hook set (any process), else the defaults. */
  async limits(db: Db, siteId: string): Promise<LookupLimits> {
    if (!this.settable) return { ...this.defaults }
    const row = await siteSetting.first(db, { siteId })
    return row ? { per_minute: Number(row.per_minute), per_hour: Number(row.per_hour) } : { ...this.defaults }
  }

  /**
   * Dev hooks: changes a site's limits for every process on the database (the counts start afresh).
   * Two calls at once each write the limits they read merged with their own changes; the last write wins.
   */
  async setLimits(db: Db, siteId: string, changes: Partial<LookupLimits>): Promise<LookupLimits> {
    if (!this.settable) throw new Error('RegisterLookups: limits are settable only with dev hooks (settable: true)')
    const next = { ...(await this.limits(db, siteId)), ...changes }
    await db
      .insertInto('lookup_limit_settings')
      .values({ site_id: siteId, ...next })
      .onConflict((oc) => oc.column('site_id').doUpdateSet(next))
      .execute()
    for (const scope of [`lookup-minute:${siteId}`, `lookup-hour:${siteId}`]) {
      await new SlidingWindow({ max: 1, windowMs: HOUR }, scope).clear(db)
    }
    return { ...next }
  }

  /** Counts one lookup from `ip`, or answers the refusal (996, 997) without counting it. */
  async take(db: Db, siteId: string, ip: string): Promise<BusinessError | undefined> {
    const site = this.windows(siteId, await this.limits(db, siteId))
    const key = throttleAddress(ip)
    if (await site.hour?.isLimited(db, key)) return refuse(LOOKUP_CODE.ipLimit)
    if (await site.minute?.isLimited(db, key)) return refuse(LOOKUP_CODE.tooFrequent)
    await site.minute?.record(db, key)
    await site.hour?.record(db, key)
    return undefined
  }
}
