import type { Db } from '../db/connection.ts'
import { wholeNumber } from '../config/env.ts'
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
 * In memory, one count per server process (a restart forgets it); issue 20
 * moves it to shared storage.
 */
export interface LookupLimits {
  per_minute: number
  per_hour: number
}

/** 30 lookups a minute and 150 an hour from one address: far more than one form needs. */
export const DEFAULT_LOOKUP_LIMITS: LookupLimits = { per_minute: 30, per_hour: 150 }

/** The registration codes 996 and 997, with words for a lookup rather than a registration. */
export const LOOKUP_CODE = {
  tooFrequent: { code: REGISTER_CODE.tooFrequent.code, message: 'too frequent: wait a minute before checking again' },
  ipLimit: { code: REGISTER_CODE.ipLimit.code, message: 'too many checks from this address: try again later' },
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

/** The lookup windows of every site of one server. */
export class RegisterLookups {
  private readonly sites = new Map<string, SiteWindows>()

  constructor(
    private readonly defaults: LookupLimits = lookupLimits(),
    private readonly now: () => number = () => Date.now(),
  ) {}

  private windows(siteId: string, limits: LookupLimits): SiteWindows {
    return {
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
  }

  private site(siteId: string): SiteWindows {
    let site = this.sites.get(siteId)
    if (!site) {
      site = this.windows(siteId, this.defaults)
      this.sites.set(siteId, site)
    }
    return site
  }

  limits(siteId: string): LookupLimits {
    return { ...this.site(siteId).limits }
  }

  /** Dev hooks: changes a site's limits in this process (the counts start afresh, in every process). */
  async setLimits(db: Db, siteId: string, changes: Partial<LookupLimits>): Promise<LookupLimits> {
    const next = { ...this.site(siteId).limits, ...changes }
    const windows = this.windows(siteId, next)
    this.sites.set(siteId, windows)
    for (const scope of [`lookup-minute:${siteId}`, `lookup-hour:${siteId}`]) {
      await new SlidingWindow({ max: 1, windowMs: HOUR }, scope).clear(db)
    }
    return { ...next }
  }

  /** Counts one lookup from `ip`, or answers the refusal (996, 997) without counting it. */
  async take(db: Db, siteId: string, ip: string): Promise<BusinessError | undefined> {
    const site = this.site(siteId)
    const key = throttleAddress(ip)
    if (await site.hour?.isLimited(db, key)) return refuse(LOOKUP_CODE.ipLimit)
    if (await site.minute?.isLimited(db, key)) return refuse(LOOKUP_CODE.tooFrequent)
    await site.minute?.record(db, key)
    await site.hour?.record(db, key)
    return undefined
  }
}
