import { RG_CODE, type RgExclusion } from '@lobby/api/contract'
import { RG_EXCLUSION_DAYS, rgExclusionEnd, type RgExclusionKind } from '@lobby/domain'
import { dbKind, type Db } from '../db/connection.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { revokeTokens, type RevocationScope } from '../members/revocation.ts'
import { siteTimeText } from './texts.ts'

/**
 * Time-outs and self-exclusion (issue 25). An exclusion is a row of `rg_exclusions`, never edited nor deleted: no
 * call shortens or lifts one, and one taken while another runs cannot bring login back sooner, since what refuses
 * login is the latest end of those running (`runningExclusion`). Taking one ends every session of the member at once
 * through `revokeTokens`, the operator's force logout's own path (tokens, their sockets once committed, the house
 * game sessions they opened). Every way a member session is made (login, double validation, `/get_info_data`) asks
 * `loginRefusal` first and answers 174 with the end while one runs.
 */

const iso = (ms: number) => new Date(ms).toISOString()

/** Who took an exclusion: the member, or the operator who imposed it (`operator:<account>`). */
export type ExclusionSetter = 'member' | `operator:${string}`

/** 400 naming `field` unless `days` is a length `kind` offers (`RG_EXCLUSION_DAYS`); thrown, so nothing is written. */
export function checkExclusionDays(kind: RgExclusionKind, days: number, field: string): void {
  const allowed = RG_EXCLUSION_DAYS[kind]
  if (!allowed.includes(days)) throw new BadRequest(field, 'server.input.one_of', { values: allowed.join(', ') })
}

/**
 * Holds the member's row until the transaction ends (PostgreSQL; SQLite's write transaction holds the database): a
 * login and an exclusion of one member then run one after the other, so a login either sees the exclusion and is
 * refused, or commits its token before the exclusion revokes every live one.
 */
export async function holdMember(db: Db, memberId: number): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute()
  }
}

/** The exclusion that refuses login at `now`: of those running, the one that ends last (permanent first); or null. */
export async function runningExclusion(db: Db, memberId: number, now: number): Promise<RgExclusion | null> {
  const rows = await db
    .selectFrom('rg_exclusions')
    .select(['kind', 'ends_at'])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', iso(now))]))
    .execute()
  let latest: RgExclusion | null = null
  for (const row of rows) {
    const later =
      latest === null ||
      (latest.ends_at !== null && (row.ends_at === null || Date.parse(row.ends_at) > Date.parse(latest.ends_at)))
    if (later) latest = { kind: row.kind, ends_at: row.ends_at }
  }
  return latest
}

/** 174 with the exclusion as `data`, its message saying until when on the site's clock (or that it is permanent). */
export function excludedRefusal(exclusion: RgExclusion): BusinessError {
  if (exclusion.ends_at === null) return businessError(RG_CODE.excluded, 'server.rg.self_excluded_permanent', exclusion)
  const wording = exclusion.kind === 'timeout' ? 'server.rg.timeout_until' : 'server.rg.self_excluded_until'
  return businessError(RG_CODE.excluded, wording, exclusion, { until: siteTimeText(exclusion.ends_at) })
}

/**
 * Before a member session is made: 174 while an exclusion runs, nothing issued. Holds the member's row first
 * (`holdMember`), so an exclusion committing meanwhile is either seen here or revokes what this login issues.
 */
export async function loginRefusal(db: Db, memberId: number, now: number): Promise<BusinessError | undefined> {
  await holdMember(db, memberId)
  const running = await runningExclusion(db, memberId, now)
  return running ? excludedRefusal(running) : undefined
}

/**
 * Takes a time-out or self-exclusion of `days` (checked by the caller, `checkExclusionDays`) from `now` and ends
 * every session of the member, in `scope.db` (its transaction): a rollback undoes both. Answers what refuses login
 * now (the latest end of those running, this one included), the row taken and how many sessions ended.
 */
export async function takeExclusion(
  scope: RevocationScope,
  memberId: number,
  input: { kind: RgExclusionKind; days: number; setBy: ExclusionSetter },
  now: number,
): Promise<{ running: RgExclusion; taken: RgExclusion & { days: number; starts_at: string }; ended: number }> {
  const { db } = scope
  await holdMember(db, memberId)
  const endsAt = rgExclusionEnd(input.days, now)
  const taken = {
    kind: input.kind,
    days: input.days,
    starts_at: iso(now),
    ends_at: endsAt === null ? null : iso(endsAt),
  }
  await db
    .insertInto('rg_exclusions')
    .values({ member_id: memberId, ...taken, set_by: input.setBy })
    .execute()
  const ended = await revokeTokens(scope, { memberId })
  const running = (await runningExclusion(db, memberId, now)) ?? { kind: taken.kind, ends_at: taken.ends_at }
  return { running, taken, ended: ended.length }
}

/** Every exclusion of the member, the newest first, each with whether it runs at `now`. */
export async function exclusionsOf(db: Db, memberId: number, now: number) {
  const rows = await db
    .selectFrom('rg_exclusions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    days: Number(row.days),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    set_by: row.set_by,
    running: row.ends_at === null || Date.parse(row.ends_at) > now,
  }))
}
