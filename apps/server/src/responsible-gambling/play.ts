import type { RgRefusal } from '@lobby/api/contract'
import { RG_PERIODS, rgPeriodBounds, type RgLimitKind } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { lockMember, MEMBER_LOCK } from '../db/portable.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { moneyText, siteTimeText } from './texts.ts'
import { limitPassed, limitStates, playedMs, refusalCode } from './limits.ts'

/**
 * The loss, wager and session time limits on every path that puts money into play (issue 25):
 *
 * - `play1` (wallet/play.ts `launchGame`): refused before anything moves when the loss or wager limit is already
 *   reached (171, 172) or a session limit has no time left (173); otherwise the time the session limits leave
 *   decides when the game must stop (`stopAt`, responsible-gambling/play-stop.ts stops it);
 * - a transfer into a provider wallet (member-centre/wallet-transfer.ts): refused when the loss or wager limit is
 *   already reached; money back to the main wallet never is;
 * - a house round's stake (wallet/rounds.ts): refused when it is more than the wager limit leaves (172) or could lose
 *   more than the loss limit leaves (171), counted inside the transaction that books it while holding the member's
 *   `stakes` lock, so that stakes at once can never together pass a limit.
 *
 * Each refusal's `data` is the `RgRefusal` (for 173, `limit` and `left` in minutes), its message says what is left
 * and when it renews, in the request's language.
 */

const iso = (ms: number) => new Date(ms).toISOString()
const MINUTE_MS = 60_000

/** The kinds that bound money put into play, in the order they are checked. */
const MONEY_KINDS = ['loss', 'wager'] as const satisfies readonly RgLimitKind[]
type MoneyKind = (typeof MONEY_KINDS)[number]

const REACHED = {
  loss: 'server.rg.loss_limit_reached',
  wager: 'server.rg.wager_limit_reached',
} as const
const STAKE = {
  loss: 'server.rg.loss_limit_stake',
  wager: 'server.rg.wager_limit_stake',
} as const

async function currencyOf(db: Db, memberId: number): Promise<string> {
  const row = await db.selectFrom('members').select('currency').where('id', '=', memberId).executeTakeFirst()
  return row?.currency ?? 'USD'
}

/** The refusal of a loss or wager limit: 171 or 172, what is left and when it renews. */
async function moneyRefusal(
  db: Db,
  memberId: number,
  refusal: RgRefusal & { kind: MoneyKind },
): Promise<BusinessError> {
  const renews = siteTimeText(refusal.renews_at)
  if (refusal.left <= 0) return businessError(refusalCode[refusal.kind], REACHED[refusal.kind], refusal, { renews })
  const left = moneyText(refusal.left, await currencyOf(db, memberId))
  return businessError(refusalCode[refusal.kind], STAKE[refusal.kind], refusal, { left, renews })
}

/** 173: a session limit has no time left; `limit` and `left` in minutes. */
export function sessionRefusal(refusal: RgRefusal): BusinessError {
  return businessError(refusalCode.session, 'server.rg.session_limit', refusal, {
    limit: refusal.limit,
    renews: siteTimeText(refusal.renews_at),
  })
}

/** 171 or 172 when the loss or wager limit is already reached (nothing left in one of its periods); else null. */
export async function reachedRefusal(db: Db, memberId: number, now: number): Promise<BusinessError | null> {
  const states = await limitStates(db, memberId, now)
  for (const kind of MONEY_KINDS) {
    const passed = await limitPassed(db, memberId, kind, 0, now, states)
    if (passed) return moneyRefusal(db, memberId, { ...passed, kind })
  }
  return null
}

/**
 * What the member's session limits leave at `now`: a refusal when one has no time left (the one that renews last
 * among those used up, which is when play is possible again), else the instant the open game must stop (null: no
 * session limit). A period that renews before its time runs out gives its whole limit again from its renewal.
 */
export async function sessionTime(
  db: Db,
  memberId: number,
  now: number,
): Promise<{ refusal: RgRefusal; stopAt: null } | { refusal: null; stopAt: number | null }> {
  const states = await limitStates(db, memberId, now)
  let refusal: RgRefusal | null = null
  let stopAt: number | null = null
  for (const period of RG_PERIODS) {
    const limit = states.get(`session:${period}`)?.amount ?? null
    if (limit === null) continue
    const bounds = rgPeriodBounds(period, now)
    const leftMs = limit * MINUTE_MS - (await playedMs(db, memberId, bounds.from, now))
    if (leftMs <= 0) {
      if (!refusal || Date.parse(refusal.renews_at) < bounds.to) {
        refusal = { kind: 'session', period, limit, left: 0, renews_at: iso(bounds.to) }
      }
      continue
    }
    const end = now + leftMs <= bounds.to ? now + leftMs : bounds.to + limit * MINUTE_MS
    stopAt = stopAt === null ? end : Math.min(stopAt, end)
  }
  return refusal ? { refusal, stopAt: null } : { refusal: null, stopAt }
}

/**
 * The check of `play1`, before anything moves: 171 or 172 when the loss or wager limit is reached, 173 when a
 * session limit has no time left; else when the game must stop (null: never, for these limits).
 */
export async function launchCheck(
  db: Db,
  memberId: number,
  now: number,
): Promise<{ refused: BusinessError } | { refused: null; stopAt: number | null }> {
  const reached = await reachedRefusal(db, memberId, now)
  if (reached) return { refused: reached }
  const time = await sessionTime(db, memberId, now)
  if (time.refusal) return { refused: sessionRefusal(time.refusal) }
  return { refused: null, stopAt: time.stopAt }
}

/**
 * A stake of `stake` against the loss and wager limits, inside the transaction that books it: null when every
 * period of both allows it, else 171 or 172. A member with a loss or wager limit is locked first (PostgreSQL's
 * advisory lock on the member's stakes; SQLite's write transaction holds the database), so the count read is the
 * last committed one and no other stake of the member lands before this one commits. A member with neither limit
 * costs one read and takes no lock.
 */
export async function stakeRefusal(
  trx: Db,
  memberId: number,
  stake: number,
  now: number,
): Promise<BusinessError | null> {
  const states = await limitStates(trx, memberId, now)
  const limited = MONEY_KINDS.filter((kind) =>
    RG_PERIODS.some((period) => (states.get(`${kind}:${period}`)?.amount ?? null) !== null),
  )
  if (limited.length === 0) return null
  await lockMember(trx, memberId, MEMBER_LOCK.stakes)
  for (const kind of limited) {
    const passed = await limitPassed(trx, memberId, kind, stake, now, states)
    if (passed) return moneyRefusal(trx, memberId, { ...passed, kind })
  }
  return null
}
