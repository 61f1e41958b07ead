import { SITE_UTC_OFFSET_MINUTES, siteDate } from './member-centre.ts'

/**
 * Responsible gambling (issue 25): a member's limits, the 24-hour delay on loosening one, the reality check, time-outs
 * and self-exclusion. The server enforces every rule; the member centre shows them. Periods are the site's calendar
 * (America/Caracas, UTC−4 all year): a day from midnight, a week from Monday, a month from its first day.
 */

/** What a limit bounds: money deposited, lost (stakes less wins) or staked, in minor units; or minutes of play. */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number]

export const RG_PERIODS = ['day', 'week', 'month'] as const
export type RgPeriod = (typeof RG_PERIODS)[number]

/** Raising or removing a limit waits this long (and may be cancelled meanwhile); lowering or adding one is at once. */
export const RG_LOOSEN_DELAY_MS = 24 * 60 * 60 * 1000

/** The longest a session limit can be: the whole period, in minutes (a month of 31 days). */
export const RG_SESSION_MAX_MINUTES: Record<RgPeriod, number> = { day: 1440, week: 10_080, month: 44_640 }

/** The reality check's choices, in minutes (null: off). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number]

export const RG_EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const
export type RgExclusionKind = (typeof RG_EXCLUSION_KINDS)[number]

/**
 * The lengths a member may choose, in days; 0 is permanent (self-exclusion only). A time-out: 24 hours, 7 days, 30
 * days. Self-exclusion: 6 months (183 days, never shorter than six calendar months), 1 year, 5 years, permanently.
 */
export const RG_EXCLUSION_DAYS: Record<RgExclusionKind, readonly number[]> = {
  timeout: [1, 7, 30],
  self_exclusion: [183, 365, 1826, 0],
}

/** The youngest a member may be, in years. */
export const MINIMUM_AGE_YEARS = 18

const DAY_MS = 86_400_000
const OFFSET_MS = -SITE_UTC_OFFSET_MINUTES * 60_000

/** The instant (ms) a site day (`YYYY-MM-DD`) starts. */
function siteDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + OFFSET_MS
}

/**
 * The period `now` falls in, as UTC instants: from its start (inclusive) to the next one (exclusive), which is when
 * what the limit allows renews.
 */
export function rgPeriodBounds(period: RgPeriod, now: number): { from: number; to: number } {
  const today = siteDate(now)
  if (period === 'day') {
    const from = siteDayStart(today)
    return { from, to: from + DAY_MS }
  }
  if (period === 'week') {
    // 0 Sunday … 6 Saturday; the week starts on Monday.
    const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
    const from = siteDayStart(today) - sinceMonday * DAY_MS
    return { from, to: from + 7 * DAY_MS }
  }
  const [year, month] = today.split('-').map(Number) as [number, number]
  const from = Date.UTC(year, month - 1, 1) + OFFSET_MS
  const to = Date.UTC(year, month, 1) + OFFSET_MS
  return { from, to }
}

/** A limit as kept: what applies now, and a loosening that waits for its time. */
export interface RgLimitState {
  /** Minor units, or minutes for `session`; null: no limit. */
  amount: number | null
  /** A raise or removal asked for: what it will be (null: removed) and when it applies (ms). */
  pending: { amount: number | null; effectiveAt: number } | null
}

/** The limit in force at `now`: a pending change whose time has come has applied. */
export function rgLimitInForce(state: RgLimitState, now: number): RgLimitState {
  if (state.pending && state.pending.effectiveAt <= now) return { amount: state.pending.amount, pending: null }
  return state
}

/**
 * A member asks for `requested` (null: remove). Tighter (adding one, or lower) applies at once and drops any pending
 * loosening; looser (higher, or removing) waits `RG_LOOSEN_DELAY_MS` and replaces a pending one; the same amount
 * as in force drops a pending change.
 */
export function rgChangeLimit(current: RgLimitState, requested: number | null, now: number): RgLimitState {
  const inForce = rgLimitInForce(current, now)
  const tighter = requested !== null && (inForce.amount === null || requested < inForce.amount)
  if (tighter) return { amount: requested, pending: null }
  if (requested === inForce.amount) return { amount: inForce.amount, pending: null }
  return { amount: inForce.amount, pending: { amount: requested, effectiveAt: now + RG_LOOSEN_DELAY_MS } }
}

/** When an exclusion of `days` taken at `now` ends (ms); null: never (a permanent self-exclusion). */
export function rgExclusionEnd(days: number, now: number): number | null {
  return days === 0 ? null : now + days * DAY_MS
}

/**
 * Whether a birthday (`YYYY-MM-DD`) is at least `MINIMUM_AGE_YEARS` before the site day of `now`. A birthday on
 * 29 February comes of age on 1 March in a year that has none. Compared as instants, not as text: a coming of age
 * after the year 9999 (`+010008-…`) would sort before any date; `setUTCFullYear` keeps a year below 100 as it is.
 */
export function isOfAge(birthday: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  // No such day (month 13, 31 April, 29 February of a common year): not a birthday, never rolled over into one.
  const born = new Date(0)
  born.setUTCFullYear(y, m - 1, d)
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return false
  const comesOfAge = new Date(0)
  comesOfAge.setUTCFullYear(y + MINIMUM_AGE_YEARS, m - 1, d)
  return comesOfAge.getTime() <= Date.parse(`${siteDate(now)}T00:00:00.000Z`)
}

/** The member centre's responsible gaming page (its menu key `ResponsibleGaming`): limits, breaks, the statement. */
export const RG_MEMBER_PATH = '/user/ResponsibleGaming'

/** The site's responsible gaming information page, which the footer links to (the seeded content page `/faq/2`). */
export const RG_INFO_PATH = '/faq/2'

/**
 * Where a footer link takes a person: a member's link to the responsible gaming information page opens the member
 * centre's tools instead (a visitor, who has none, reads the page); any other link goes where it says.
 */
export function footerLinkTarget(url: string, signedIn: boolean): string {
  return signedIn && url.split(/[?#]/)[0] === RG_INFO_PATH ? RG_MEMBER_PATH : url
}
