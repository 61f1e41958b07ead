import type { RgLimit, RgRefusal } from '@lobby/api/contract'
import { RG_CODE, RG_LIMIT_SLOTS } from '@lobby/api/contract'
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  rgLimitInForce,
  rgPeriodBounds,
  type RgLimitKind,
  type RgLimitState,
  type RgPeriod,
} from '@lobby/domain'
import type { Db } from '../db/connection.ts'

/**
 * What a member's limits allow (issue 25): the limits in force at an instant (a loosening whose 24 hours have passed
 * has applied), what each counted so far in its period, and the refusal a path that takes money answers when one
 * is reached. Every count is over the member's whole ledger (main and every provider wallet) or their deposit
 * orders, in the site's calendar (`rgPeriodBounds`):
 *
 * - deposit: the orders opened in the period that are waiting for payment or paid (a cancelled or expired one
 *   frees its amount);
 * - wager: stakes (`bet`) less stakes given back (`refund`);
 * - loss: stakes less wins and refunds (`bet` + `payout` + `refund`); what is left never counts a win above the limit
 *   as more room than the limit itself gives back (left = limit − net loss, at least 0);
 * - session: minutes of game sessions in the period, the one open now counted to `now`.
 *
 * Callers that must not go past a limit under concurrency read it inside the write transaction that takes the money,
 * holding the member's lock (SQLite's write transaction; on PostgreSQL an advisory lock on the member).
 */

const key = (kind: RgLimitKind, period: RgPeriod) => `${kind}:${period}`
const iso = (ms: number) => new Date(ms).toISOString()

/** A stored `rg_limits` row as kept (not yet applied to an instant). */
export function storedState(row: {
  amount: number | null
  has_pending: number
  pending_amount: number | null
  pending_at: string | null
}): RgLimitState {
  return {
    amount: row.amount === null ? null : Number(row.amount),
    pending:
      row.has_pending === 1 && row.pending_at
        ? {
            amount: row.pending_amount === null ? null : Number(row.pending_amount),
            effectiveAt: Date.parse(row.pending_at),
          }
        : null,
  }
}

/** The member's limits in force at `now`, by `kind:period` (only those set or waiting). */
export async function limitStates(db: Db, memberId: number, now: number): Promise<Map<string, RgLimitState>> {
  const rows = await db.selectFrom('rg_limits').selectAll().where('member_id', '=', memberId).execute()
  return new Map(rows.map((row) => [key(row.kind, row.period), rgLimitInForce(storedState(row), now)]))
}

/** What `kind` counted from `from` to `now` (minor units; for `session`, whole minutes played). */
export async function usedSince(
  db: Db,
  memberId: number,
  kind: RgLimitKind,
  from: number,
  now: number,
): Promise<number> {
  if (kind === 'deposit') {
    const row = await db
      .selectFrom('deposits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', iso(from))
      // Paid, or still payable: an order past `expires_at` is expired even before anything marks it so.
      .where((eb) =>
        eb.or([
          eb('status', '=', 'completed'),
          eb.and([
            eb('status', '=', 'pending'),
            eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', iso(now))]),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow()
    return Number(row.total)
  }
  if (kind === 'session') return Math.floor((await playedMs(db, memberId, from, now)) / 60_000)
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['kind', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', iso(from))
    .where('kind', 'in', ['bet', 'payout', 'refund'])
    .groupBy('kind')
    .execute()
  const sum = (k: string) => Number(rows.find((r) => r.kind === k)?.total ?? 0)
  // Stakes are negative entries; wins and refunds positive.
  if (kind === 'wager') return -(sum('bet') + sum('refund'))
  return -(sum('bet') + sum('payout') + sum('refund'))
}

/** Milliseconds of game sessions between `from` and `now` (the open one counted to `now`). */
export async function playedMs(db: Db, memberId: number, from: number, now: number): Promise<number> {
  const rows = await db
    .selectFrom('game_sessions')
    .select(['opened_at', 'closed_at'])
    .where('member_id', '=', memberId)
    .where('opened_at', '<', iso(now))
    .where((eb) => eb.or([eb('closed_at', 'is', null), eb('closed_at', '>', iso(from))]))
    .execute()
  let total = 0
  for (const row of rows) {
    const start = Math.max(Date.parse(row.opened_at), from)
    const end = Math.min(row.closed_at ? Date.parse(row.closed_at) : now, now)
    if (end > start) total += end - start
  }
  return total
}

/** Every kind × period with what is in force, waiting, used and left at `now` (the member centre's list). */
export async function limitsView(db: Db, memberId: number, now: number): Promise<RgLimit[]> {
  const states = await limitStates(db, memberId, now)
  const used = new Map<string, number>()
  for (const kind of RG_LIMIT_KINDS) {
    for (const period of RG_PERIODS) {
      used.set(key(kind, period), await usedSince(db, memberId, kind, rgPeriodBounds(period, now).from, now))
    }
  }
  return RG_LIMIT_SLOTS.map(({ kind, period }) => {
    const state = states.get(key(kind, period)) ?? { amount: null, pending: null }
    const spent = used.get(key(kind, period)) ?? 0
    return {
      kind,
      period,
      amount: state.amount,
      pending: state.pending ? { amount: state.pending.amount, effective_at: iso(state.pending.effectiveAt) } : null,
      used: Math.max(0, spent),
      left: state.amount === null ? null : Math.max(0, Math.min(state.amount, state.amount - spent)),
      renews_at: iso(rgPeriodBounds(period, now).to),
    }
  })
}

/**
 * The first limit of `kind` that `amount` more would pass (the shortest period first), as the refusal's data; null
 * when every one of its periods allows it. `amount` 0 asks whether the limit is already reached (nothing left).
 * `states`: the member's limits already read in this transaction (`limitStates`), so they are not read again.
 */
export async function limitPassed(
  db: Db,
  memberId: number,
  kind: RgLimitKind,
  amount: number,
  now: number,
  states?: Map<string, RgLimitState>,
): Promise<RgRefusal | null> {
  states ??= await limitStates(db, memberId, now)
  for (const period of RG_PERIODS) {
    const limit = states.get(key(kind, period))?.amount ?? null
    if (limit === null) continue
    const bounds = rgPeriodBounds(period, now)
    const spent = await usedSince(db, memberId, kind, bounds.from, now)
    const left = Math.max(0, Math.min(limit, limit - spent))
    if (amount === 0 ? left <= 0 : amount > left) return { kind, period, limit, left, renews_at: iso(bounds.to) }
  }
  return null
}

/** The code a refusal of `kind` answers with. */
export const refusalCode: Record<RgLimitKind, string> = {
  deposit: RG_CODE.depositLimit,
  loss: RG_CODE.lossLimit,
  wager: RG_CODE.wagerLimit,
  session: RG_CODE.sessionLimit,
}
