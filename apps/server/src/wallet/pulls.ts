import { sql } from 'kysely'
import { BALANCE_PULL_CODE, type PullResult } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { balances, providerBalance, providerBalances } from './ledger.ts'
import type { MemberQueue } from './locks.ts'
import { openSession } from './play.ts'
import { inMaintenance, providerOperations } from './providers.ts'
import { runTransfer, type TransferContext } from './transfers.ts'
import { transact } from '../db/transact.ts'

export interface PullAnswer {
  results: PullResult[]
  cash: number
  total: number
  replayed: boolean
}

export interface PullContext extends TransferContext {
  queue: MemberQueue
  cooldownMs: number
}

/** How long a stored answer answers a repeated key. */
const KEY_LIFETIME_MS = 24 * 3600 * 1000

// The statements of every pull, prepared once (db/prepared.ts).

const answerOf = prepared((db, p: { memberId: number; key: string }) =>
  db
    .selectFrom('balance_pulls')
    .select(['answer', 'created_at'])
    .where('member_id', '=', p.memberId)
    .where('idem_key', '=', p.key),
)

const lastPullOf = prepared((db, p: { memberId: number }) =>
  db
    .selectFrom('balance_pulls')
    .select('created_at')
    .where('member_id', '=', p.memberId)
    .orderBy('id', 'desc')
    .limit(sql.lit(1)),
)

const forgetExpiredAnswer = prepared((db, p: { memberId: number; key: string; before: string }) =>
  db
    .deleteFrom('balance_pulls')
    .where('member_id', '=', p.memberId)
    .where('idem_key', '=', p.key)
    .where('created_at', '<', p.before),
)

const insertAnswer = prepared(
  (db, p: { memberId: number; key: string | null; scope: string; answer: string; now: string }) =>
    db.insertInto('balance_pulls').values({
      member_id: p.memberId,
      idem_key: p.key,
      scope: p.scope,
      answer: p.answer,
      created_at: p.now,
    }),
)

/** The stored answer of a key: live, expired (its row must go before the key runs again) or none. */
async function storedAnswer(
  db: Db,
  memberId: number,
  key: string,
): Promise<{ live: PullAnswer } | { expired: true } | undefined> {
  const row = await answerOf.first(db, { memberId, key })
  if (!row) return undefined
  if (Date.parse(row.created_at) < Date.now() - KEY_LIFETIME_MS) return { expired: true }
  return { live: { ...(JSON.parse(row.answer) as PullAnswer), replayed: true } }
}

/**
 * Pulls one provider's wallet back: done, failed or skipped, never half.
 * `held` is the balance read before (the transaction reads it again).
 */
async function pullOne(
  ctx: PullContext,
  memberId: number,
  gpId: string,
  held: number,
  ref: string,
): Promise<PullResult> {
  if (held <= 0) return { gp_id: gpId, status: 'skipped', amount: 0, reason: 'empty' }
  const ops = await providerOperations(ctx.db, gpId)
  if (inMaintenance(ops)) return { gp_id: gpId, status: 'skipped', amount: 0, reason: 'maintenance' }
  if (!ops.transfersEnabled) return { gp_id: gpId, status: 'skipped', amount: 0, reason: 'transfers_disabled' }
  // A provider transfer with a reference (transfers.ts): the balance leaves the provider wallet pending,
  // comes to main once the provider applied it, goes back if it did not.
  const { done } = await runTransfer(ctx, {
    memberId,
    gpId,
    direction: 'out',
    ledgerRef: ref,
    amount: (trx) => providerBalance(trx, memberId, gpId),
  })
  if (done && done.state !== 'settled') {
    return {
      gp_id: gpId,
      status: 'failed',
      amount: 0,
      reason: done.outcome === 'failed' ? 'provider_error' : 'timeout',
    }
  }
  const amount = done?.amount ?? 0
  return amount > 0
    ? { gp_id: gpId, status: 'done', amount }
    : { gp_id: gpId, status: 'skipped', amount: 0, reason: 'empty' }
}

/**
 * A balance pull of every provider (`gpId` undefined) or one. Refused with
 * 101 while a game is open, 102 while another pull of the member runs, 103
 * with a frozen wallet, 105 within the cooldown; 104 when every provider
 * holding money failed. A key seen before answers its stored answer and moves
 * nothing; so does a key whose first call is still running (it waits for it).
 */
export async function pullBalances(
  ctx: PullContext,
  member: { id: number; wallet_status: number },
  scope: { gpId?: string },
  key: string | undefined,
): Promise<PullAnswer | BusinessError> {
  const memberId = member.id
  // The key is looked up in the member's turn: a call with the same key that
  // ran first (or is running) has stored its answer by then.
  return ctx.queue.run(memberId, async () => {
    const stored = key === undefined ? undefined : await storedAnswer(ctx.db, memberId, key)
    if (stored && 'live' in stored) return stored.live
    if (!ctx.queue.startPull(memberId)) return businessError(BALANCE_PULL_CODE.pullRunning, 'server.pull.running')
    try {
      return await runPull(ctx, member, scope, key, stored !== undefined)
    } finally {
      ctx.queue.endPull(memberId)
    }
  })
}

async function runPull(
  ctx: PullContext,
  member: { id: number; wallet_status: number },
  scope: { gpId?: string },
  key: string | undefined,
  keyExpired: boolean,
): Promise<PullAnswer | BusinessError> {
  const { db } = ctx
  const memberId = member.id
  if (member.wallet_status !== 1) return businessError(BALANCE_PULL_CODE.walletFrozen, 'server.wallet.frozen')
  const open = await openSession(db, memberId)
  if (open) return businessError(BALANCE_PULL_CODE.gameOpen, 'server.pull.game_open')
  if (ctx.cooldownMs > 0) {
    const last = await lastPullOf.first(db, { memberId })
    if (last && Date.now() - Date.parse(last.created_at) < ctx.cooldownMs) {
      return businessError(BALANCE_PULL_CODE.tooSoon, 'server.pull.too_soon')
    }
  }

  const held =
    scope.gpId !== undefined
      ? new Map([[scope.gpId, await providerBalance(db, memberId, scope.gpId)]])
      : await providerBalances(db, memberId)

  const ref = `pull:${key ?? `${memberId}-${Date.now()}`}`
  const results: PullResult[] = []
  for (const gpId of [...held.keys()].sort()) results.push(await pullOne(ctx, memberId, gpId, held.get(gpId) ?? 0, ref))
  const holding = results.filter((r) => r.status !== 'skipped' || r.reason !== 'empty')
  if (holding.length > 0 && holding.every((r) => r.status === 'failed')) {
    // Nothing moved: nothing to remember, and no cooldown started.
    return businessError(BALANCE_PULL_CODE.allFailed, 'server.pull.all_failed', { results })
  }
  const after = await balances(db, memberId)
  const answer: PullAnswer = { results, cash: after.cash, total: after.total, replayed: false }
  await transact(db, async (trx) => {
    // A key seen more than KEY_LIFETIME_MS ago ran again: its new answer replaces the expired one.
    if (key !== undefined && keyExpired) {
      await forgetExpiredAnswer.run(trx, {
        memberId,
        key,
        before: new Date(Date.now() - KEY_LIFETIME_MS).toISOString(),
      })
    }
    await insertAnswer.run(trx, {
      memberId,
      key: key ?? null,
      scope: scope.gpId ?? 'all',
      answer: JSON.stringify(answer),
      now: isoNow(),
    })
  })
  return answer
}

/** The provider of the member's last game, for a single pull without `gp_id`. */
export async function lastGameProvider(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('game_sessions')
    .select('gp_id')
    .where('member_id', '=', memberId)
    .orderBy('opened_at', 'desc')
    .executeTakeFirst()
  return row?.gp_id
}
