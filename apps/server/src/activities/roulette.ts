import { randomInt } from 'node:crypto'
import type { RoulettePrize } from '@lobby/api/contract'
import { ROULETTE_CODE, rouletteImageUrl, type RouletteImageName } from '@lobby/domain'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { MAIN_WALLET, adjust } from '../wallet/ledger.ts'
import { endRunning } from './campaigns.ts'

/**
 * The roulette: an operator runs one per site and currency with 2 to 12
 * prizes and gives members draws. A spin spends one draw and the server
 * draws the prize (weighted, `crypto.randomInt`); a cash prize is paid to
 * the main wallet through the ledger in the spin's transaction. A member
 * never spends more draws than they were given (a guarded update and a CHECK),
 * and the spins never pay more than the roulette's budget (another guarded
 * update: the prize is drawn among those that fit what is left). A roulette
 * waiting for a second operator's approval, or rejected, never reaches members.
 */

export async function runningRoulette(db: Db, siteId: string, currency: string, now = isoNow()) {
  return db
    .selectFrom('roulettes')
    .selectAll()
    .where('approval', '=', 'approved')
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export async function prizesOf(db: Db, rouletteId: number): Promise<(RoulettePrize & { weight: number })[]> {
  const rows = await db
    .selectFrom('roulette_prizes')
    .select(['id', 'name', 'cash', 'image', 'weight'])
    .where('roulette_id', '=', rouletteId)
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    prize_id: row.id,
    name: row.name,
    cash: Number(row.cash),
    image: rouletteImageUrl(row.image as RouletteImageName),
    weight: row.weight,
  }))
}

export async function remainingDraws(db: Db, rouletteId: number, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('roulette_draws')
    .select(['granted', 'used'])
    .where('roulette_id', '=', rouletteId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  if (row) return row.granted - row.used
  return (await drawsPerMember(db, rouletteId)) ?? 0
}

/** The draws every member has on the roulette before any are given (migration 0027; 0 for older ones). */
async function drawsPerMember(db: Db, rouletteId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('roulettes')
    .select('draws_per_member')
    .where('id', '=', rouletteId)
    .executeTakeFirst()
  return row?.draws_per_member
}

/** The member's draws row, made on first use with the roulette's draws per member (no-op when it exists). */
async function ensureDraws(db: Db, rouletteId: number, memberId: number, perMember?: number): Promise<void> {
  const initial = perMember ?? (await drawsPerMember(db, rouletteId)) ?? 0
  if (initial === 0) return
  await db
    .insertInto('roulette_draws')
    .values({ roulette_id: rouletteId, member_id: memberId, granted: initial, used: 0 })
    .onConflict((oc) => oc.columns(['roulette_id', 'member_id']).doNothing())
    .execute()
}

/** Picks a prize by weight: prize i with chance weight_i / sum. */
export function drawPrize<P extends { weight: number }>(
  prizes: readonly P[],
  random: (min: number, max: number) => number = randomInt,
): P {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0)
  if (total <= 0) throw new RangeError('no prize has a weight')
  let ticket = random(0, total)
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize
    ticket -= prize.weight
  }
  throw new Error('unreachable: the ticket is below the total weight')
}

/**
 * Draws a prize among those with a weight that fit what is left of `budget` (all of them without one) and counts
 * its cash into the roulette's `paid` with a guarded update: of spins at once, those whose prize no longer fits
 * read `paid` again and draw again among what fits now (on PostgreSQL the update waits for the spin before it and
 * checks again). Null when nothing fits: the budget is spent.
 */
async function drawWithinBudget<P extends { cash: number; weight: number }>(
  trx: Db,
  id: number,
  prizes: readonly P[],
  budget: number | null,
  paidRead: number,
): Promise<P | null> {
  let paid = paidRead
  for (;;) {
    const left = budget === null ? Number.POSITIVE_INFINITY : Number(budget) - paid
    const fitting = prizes.filter((prize) => prize.weight > 0 && prize.cash <= left)
    if (fitting.length === 0) return null
    const prize = drawPrize(fitting)
    if (prize.cash === 0) return prize
    const counted = await trx
      .updateTable('roulettes')
      .set({ paid: sql<number>`paid + ${prize.cash}` })
      .where('id', '=', id)
      .where(sql<boolean>`(budget is null or paid + ${prize.cash} <= budget)`)
      .executeTakeFirst()
    if (Number(counted.numUpdatedRows) === 1) return prize
    const now = await trx.selectFrom('roulettes').select('paid').where('id', '=', id).executeTakeFirstOrThrow()
    paid = Number(now.paid)
  }
}

type SpinMember = { id: number; site_id: string; currency: string; wallet_status: number }

/**
 * Spins roulette `id` for the member. Run it in a transaction. 2093104 the
 * roulette is not for the member's site and currency; 2093102 it is not
 * running (or not approved); 2093103 the member's wallet is frozen (no prize
 * could be paid); 2093101 no draws left; 2093105 its budget is spent (no prize
 * with a weight fits what is left; the draw is not spent).
 */
export async function spin(
  trx: Db,
  member: SpinMember,
  id: number,
): Promise<{ prize_id: number; cash: number; remaining_draws: number; balance: number } | BusinessError> {
  const now = isoNow()
  const roulette = await trx.selectFrom('roulettes').selectAll().where('id', '=', id).executeTakeFirst()
  if (roulette && (roulette.site_id !== member.site_id || roulette.currency !== member.currency)) {
    return businessError(ROULETTE_CODE.notOffered, 'server.roulette.not_offered')
  }
  if (!roulette || roulette.approval !== 'approved' || roulette.start_at > now || roulette.end_at <= now) {
    return businessError(ROULETTE_CODE.notRunning, 'server.roulette.not_running')
  }
  if (member.wallet_status !== 1) return businessError(ROULETTE_CODE.walletFrozen, 'server.wallet.frozen')
  // The roulette's draws per member become the member's row on first use (no row, no draws spent yet).
  if (roulette.draws_per_member > 0) await ensureDraws(trx, id, member.id, roulette.draws_per_member)
  const spent = await trx
    .updateTable('roulette_draws')
    .set({ used: sql<number>`used + 1` })
    .where('roulette_id', '=', id)
    .where('member_id', '=', member.id)
    .where(sql<boolean>`used < granted`)
    .returning(['granted', 'used'])
    .executeTakeFirst()
  if (!spent) return businessError(ROULETTE_CODE.noDraws, 'server.roulette.no_draws')
  const prize = await drawWithinBudget(trx, id, await prizesOf(trx, id), roulette.budget, Number(roulette.paid))
  if (!prize) return businessError(ROULETTE_CODE.budgetSpent, 'server.roulette.budget_spent')
  const row = await trx
    .insertInto('roulette_spins')
    .values({ roulette_id: id, member_id: member.id, prize_id: prize.prize_id, cash: prize.cash, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const balance =
    prize.cash > 0
      ? await adjust(trx, member.id, MAIN_WALLET, prize.cash, 'roulette', `roulette-spin:${row.id}`)
      : Number(
          (await trx.selectFrom('members').select('cash').where('id', '=', member.id).executeTakeFirstOrThrow()).cash,
        )
  return { prize_id: prize.prize_id, cash: prize.cash, remaining_draws: spent.granted - spent.used, balance }
}

/**
 * Starts a roulette with these prizes. `replaceRunning` (the seed's and the dev hook's way) first ends any roulette
 * of the site and currency not over yet; the console refuses an overlapping window instead and ends nothing.
 * Without `approval` it is approved, without `budget` uncapped: the seed's and the dev hooks' way.
 */
export async function startRoulette(
  db: Db,
  spec: {
    site_id: string
    currency: string
    start_at: string
    end_at: string
    draws_per_member?: number
    budget?: number | null
    approval?: 'approved' | 'pending'
    requested_by?: string | null
  },
  prizes: readonly { name: string; cash: number; weight: number }[],
  { replaceRunning = true }: { replaceRunning?: boolean } = {},
): Promise<number> {
  const now = isoNow()
  if (replaceRunning) await endRunning(db, 'roulettes', spec.site_id, spec.currency, now)
  const row = await db
    .insertInto('roulettes')
    .values({ ...spec, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  let position = 0
  for (const prize of prizes) {
    await db
      .insertInto('roulette_prizes')
      .values({
        roulette_id: row.id,
        position: position++,
        name: prize.name,
        cash: prize.cash,
        weight: prize.weight,
        image: prize.cash > 0 ? 'prize-cash' : 'prize-none',
      })
      .execute()
  }
  return row.id
}

/** Gives the member `draws` more draws on roulette `rouletteId`; returns what they have left. */
export async function grantDraws(db: Db, rouletteId: number, memberId: number, draws: number): Promise<number> {
  await ensureDraws(db, rouletteId, memberId)
  await db
    .insertInto('roulette_draws')
    .values({ roulette_id: rouletteId, member_id: memberId, granted: draws, used: 0 })
    .onConflict((oc) =>
      oc.columns(['roulette_id', 'member_id']).doUpdateSet({ granted: sql<number>`roulette_draws.granted + ${draws}` }),
    )
    .execute()
  return remainingDraws(db, rouletteId, memberId)
}
