import { RG_CODE, type RgSettings } from '@lobby/api/contract'
import {
  REALITY_CHECK_MINUTES,
  RG_SESSION_MAX_MINUTES,
  rgChangeLimit,
  rgLimitInForce,
  type RealityCheckMinutes,
  type RgLimitKind,
  type RgLimitState,
  type RgPeriod,
} from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { limitsView, storedState } from './limits.ts'

/**
 * The member's side of responsible gambling (contract/responsible-gambling.ts): the settings the member centre shows,
 * a limit set or its pending loosening cancelled, the reality check's interval, and the open game's figures for the
 * reality check. Each works on one member id (the caller's token's) at an instant `now` the route reads once.
 */

const iso = (ms: number) => new Date(ms).toISOString()

/** The reality check's interval kept for the member (null: off). */
export async function realityCheckOf(db: Db, memberId: number): Promise<RealityCheckMinutes | null> {
  const row = await db
    .selectFrom('rg_preferences')
    .select('reality_check_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  return REALITY_CHECK_MINUTES.find((m) => m === Number(row?.reality_check_minutes)) ?? null
}

/** `rgSettings`: the currency, every kind × period with what is in force, waiting, used and left, the reality check. */
export async function settingsOf(db: Db, member: { id: number; currency: string }, now: number): Promise<RgSettings> {
  return {
    currency: member.currency,
    limits: await limitsView(db, member.id, now),
    reality_check_minutes: await realityCheckOf(db, member.id),
  }
}

/** The stored limit as kept (not yet applied to `now`); none: no limit, nothing waiting. */
async function storedLimit(db: Db, memberId: number, kind: RgLimitKind, period: RgPeriod): Promise<RgLimitState> {
  const row = await db
    .selectFrom('rg_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst()
  return row ? storedState(row) : { amount: null, pending: null }
}

/** Keeps `state` as the member's limit (a limit with nothing in force and nothing waiting is no row at all). */
async function storeLimit(
  db: Db,
  memberId: number,
  kind: RgLimitKind,
  period: RgPeriod,
  state: RgLimitState,
  now: number,
): Promise<void> {
  if (state.amount === null && state.pending === null) {
    await db
      .deleteFrom('rg_limits')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .execute()
    return
  }
  const values = {
    amount: state.amount,
    has_pending: state.pending ? (1 as const) : (0 as const),
    pending_amount: state.pending?.amount ?? null,
    pending_at: state.pending ? iso(state.pending.effectiveAt) : null,
    updated_at: iso(now),
  }
  await db
    .insertInto('rg_limits')
    .values({ member_id: memberId, kind, period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
    .execute()
}

/**
 * `rgSetLimit`: the member asks for `amount` (null: remove). Tighter applies at once, looser waits 24 hours
 * (`rgChangeLimit`). A session limit longer than its period is a 400 naming `amount`, thrown before anything is
 * written.
 */
export async function setLimit(
  db: Db,
  memberId: number,
  input: { kind: RgLimitKind; period: RgPeriod; amount: number | null },
  now: number,
): Promise<void> {
  const maximum = RG_SESSION_MAX_MINUTES[input.period]
  if (input.kind === 'session' && input.amount !== null && input.amount > maximum) {
    throw new BadRequest('amount', 'server.input.too_big', { maximum })
  }
  const current = await storedLimit(db, memberId, input.kind, input.period)
  await storeLimit(db, memberId, input.kind, input.period, rgChangeLimit(current, input.amount, now), now)
}

/** `rgCancelLimit`: drops the loosening that waits; 175 when none does (nothing written). */
export async function cancelLimit(
  db: Db,
  memberId: number,
  input: { kind: RgLimitKind; period: RgPeriod },
  now: number,
): Promise<BusinessError | null> {
  const inForce = rgLimitInForce(await storedLimit(db, memberId, input.kind, input.period), now)
  if (!inForce.pending) return businessError(RG_CODE.nothingPending, 'server.rg.nothing_pending')
  await storeLimit(db, memberId, input.kind, input.period, { amount: inForce.amount, pending: null }, now)
  return null
}

/** `rgRealityCheck`: keeps the interval (null: off). */
export async function setRealityCheck(
  db: Db,
  memberId: number,
  minutes: RealityCheckMinutes | null,
  now: number,
): Promise<void> {
  const values = { reality_check_minutes: minutes, updated_at: iso(now) }
  await db
    .insertInto('rg_preferences')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute()
}

/**
 * `rgSession`: the member's open game session (when it opened) and its net result so far, over every wallet: the
 * ledger's stakes, wins and refunds since it opened (negative when the member is down). No open game: `open` false.
 */
export async function openSessionFigures(
  db: Db,
  memberId: number,
): Promise<{ open: boolean; started_at: string | null; net: number; reality_check_minutes: number | null }> {
  const reality_check_minutes = await realityCheckOf(db, memberId)
  const session = await db
    .selectFrom('game_sessions')
    .select('opened_at')
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .orderBy('opened_at', 'desc')
    .executeTakeFirst()
  if (!session) return { open: false, started_at: null, net: 0, reality_check_minutes }
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('net'))
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['bet', 'payout', 'refund'])
    .where('created_at', '>=', session.opened_at)
    .executeTakeFirstOrThrow()
  return { open: true, started_at: session.opened_at, net: Number(row.net), reality_check_minutes }
}
