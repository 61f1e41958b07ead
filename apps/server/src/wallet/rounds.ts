import { sql, type Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import type { GameSessionTable, HouseRoundTable } from '../db/wallets-schema.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { stakeRefusal } from '../responsible-gambling/play.ts'
import { adjust, InsufficientFunds, providerBalance } from './ledger.ts'
import { launchTokenHash } from './play.ts'
import { transact } from '../db/transact.ts'

/**
 * Rounds of the house games, against the member's wallet at the game's
 * provider. A round is keyed by the page's round id within its session: the
 * same round sent twice (a retry, a double click) is answered from the stored
 * round and moves no money. Outcomes are drawn on the server, inside the
 * transaction that takes the stake. A stake is refused (171, 172) when it
 * is more than the member's loss or wager limit leaves, counted in that same
 * transaction (responsible-gambling/play.ts `stakeRefusal`).
 */
export type GameSession = Selectable<GameSessionTable>
export type HouseRound = Selectable<HouseRoundTable>

export const HOUSE_CODE = {
  sessionGone: '404',
  notEnough: '301',
  roundRunning: '302',
  roundUnknown: '303',
} as const

/**
 * The open session a launch token belongs to, while the member token that
 * launched it is live: not revoked (revoking closes the session too,
 * members/revocation.ts) and not expired; and while its session time has
 * not run out (`stop_at`: the stop closes it, responsible-gambling/play-stop.ts,
 * and nothing is played in between).
 */
export async function liveSession(db: Db, token: string): Promise<GameSession | undefined> {
  return openSessionByToken.first(db, { tokenHash: launchTokenHash(token), now: isoNow() })
}

const openSessionByToken = prepared((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('game_sessions')
    .innerJoin('member_tokens', 'member_tokens.token_hash', 'game_sessions.member_token_hash')
    .selectAll('game_sessions')
    .where('game_sessions.token_hash', '=', p.tokenHash)
    .where('game_sessions.status', '=', sql.lit('open'))
    .where((eb) => eb.or([eb('game_sessions.stop_at', 'is', null), eb('game_sessions.stop_at', '>', p.now)]))
    .where('member_tokens.revoked_at', 'is', null)
    .where('member_tokens.expires_at', '>', p.now),
)

const sessionIsOpen = prepared((db, p: { sessionId: string; now: string }) =>
  db
    .selectFrom('game_sessions')
    .select('id')
    .where('id', '=', p.sessionId)
    .where('status', '=', sql.lit('open'))
    .where((eb) => eb.or([eb('stop_at', 'is', null), eb('stop_at', '>', p.now)])),
)

export interface Settled<D> {
  round: string
  stake: number
  payout: number
  balance: number
  detail: D
  replayed: boolean
}

function settledOf<D>(row: HouseRound, balance: number, replayed: boolean): Settled<D> {
  return {
    round: row.round,
    stake: Number(row.stake),
    payout: Number(row.payout ?? 0),
    balance,
    detail: JSON.parse(row.detail) as D,
    replayed,
  }
}

const roundOf = prepared((db, p: { sessionId: string; round: string }) =>
  db.selectFrom('house_rounds').selectAll().where('session_id', '=', p.sessionId).where('round', '=', p.round),
)

async function existingRound(db: Db, sessionId: string, round: string): Promise<HouseRound | undefined> {
  return roundOf.first(db, { sessionId, round })
}

const insertSettledRound = prepared(
  (
    db,
    p: {
      sessionId: string
      round: string
      memberId: number
      gpId: string
      stake: number
      payout: number
      detail: string
      now: string
    },
  ) =>
    db
      .insertInto('house_rounds')
      .values({
        session_id: p.sessionId,
        round: p.round,
        member_id: p.memberId,
        gp_id: p.gpId,
        stake: p.stake,
        payout: p.payout,
        status: sql.lit('settled'),
        detail: p.detail,
        created_at: p.now,
        settled_at: p.now,
      })
      .returningAll(),
)

/**
 * A one-step round (a spin, a hand, a slip, a draw): takes the stake, draws
 * the outcome with `play` and pays its payout, all in one transaction. The
 * session is checked again inside it: a round racing `leave1` or the
 * revocation of the member token (which closes the session in its own
 * transaction) either lands before the session closes or is refused (404),
 * never after. The stake is then checked against the loss and wager limits
 * (171, 172: nothing written).
 */
export async function settleRound<D>(
  db: Db,
  session: GameSession,
  round: string,
  stake: number,
  play: () => { payout: number; detail: D },
  now = Date.now(),
): Promise<Settled<D> | BusinessError> {
  try {
    return await transact(db, async (trx) => {
      const seen = await existingRound(trx, session.id, round)
      if (seen) return settledOf<D>(seen, await providerBalance(trx, session.member_id, session.gp_id), true)
      if (!(await sessionIsOpen.first(trx, { sessionId: session.id, now: new Date(now).toISOString() }))) {
        return businessError(HOUSE_CODE.sessionGone, 'server.round.session_gone')
      }
      const refused = await stakeRefusal(trx, session.member_id, stake, now)
      if (refused) return refused
      const ref = `round:${session.id}:${round}`
      await adjust(trx, session.member_id, session.gp_id, -stake, 'bet', ref)
      const { payout, detail } = play()
      const balance = await adjust(trx, session.member_id, session.gp_id, payout, 'payout', ref)
      const row = await insertSettledRound.first(trx, {
        sessionId: session.id,
        round,
        memberId: session.member_id,
        gpId: session.gp_id,
        stake,
        payout,
        detail: JSON.stringify(detail),
        now: isoNow(),
      })
      if (!row) throw new Error('the round insert returned no row')
      return settledOf<D>(row, balance, false)
    })
  } catch (error) {
    if (error instanceof InsufficientFunds) return businessError(HOUSE_CODE.notEnough, 'server.round.not_enough')
    throw error
  }
}

/**
 * Opens a two-step round (crash): takes the stake now; `detail` holds what the server decided. The stake is checked
 * against the loss and wager limits as in `settleRound` (a running round counts its whole stake as lost).
 */
export async function openRound<D>(
  db: Db,
  session: GameSession,
  round: string,
  stake: number,
  detail: D,
  now = Date.now(),
): Promise<{ balance: number; replayed: boolean; round: HouseRound } | BusinessError> {
  try {
    return await transact(db, async (trx) => {
      const seen = await existingRound(trx, session.id, round)
      if (seen)
        return { balance: await providerBalance(trx, session.member_id, session.gp_id), replayed: true, round: seen }
      // As in settleRound: a session closed since the look-up (leave1, a revoked member token, the session time
      // limit) takes no stake.
      if (!(await sessionIsOpen.first(trx, { sessionId: session.id, now: new Date(now).toISOString() }))) {
        throw businessError(HOUSE_CODE.sessionGone, 'server.round.session_gone')
      }
      const running = await trx
        .selectFrom('house_rounds')
        .select('id')
        .where('session_id', '=', session.id)
        .where('status', '=', 'open')
        .executeTakeFirst()
      if (running) throw businessError(HOUSE_CODE.roundRunning, 'server.round.running')
      const refused = await stakeRefusal(trx, session.member_id, stake, now)
      if (refused) throw refused
      const balance = await adjust(trx, session.member_id, session.gp_id, -stake, 'bet', `round:${session.id}:${round}`)
      const row = await trx
        .insertInto('house_rounds')
        .values({
          session_id: session.id,
          round,
          member_id: session.member_id,
          gp_id: session.gp_id,
          stake,
          payout: null,
          status: 'open',
          detail: JSON.stringify(detail),
          created_at: isoNow(),
          settled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { balance, replayed: false, round: row }
    })
  } catch (error) {
    if (error instanceof InsufficientFunds) return businessError(HOUSE_CODE.notEnough, 'server.round.not_enough')
    if (error instanceof Error && error.name === 'BusinessError') return error as BusinessError
    throw error
  }
}

/** Settles an open round once with `payout` (0 for a loss); a settled round is answered as it is. */
export async function closeRound(
  db: Db,
  session: GameSession,
  round: string,
  payoutOf: (row: HouseRound) => number,
): Promise<{ row: HouseRound; balance: number } | BusinessError> {
  return transact(db, async (trx) => {
    const row = await existingRound(trx, session.id, round)
    if (!row) return businessError(HOUSE_CODE.roundUnknown, 'server.round.not_found')
    if (row.status === 'settled') return { row, balance: await providerBalance(trx, session.member_id, session.gp_id) }
    const payout = payoutOf(row)
    const balance = await adjust(
      trx,
      session.member_id,
      session.gp_id,
      payout,
      'payout',
      `round:${session.id}:${round}`,
    )
    const settled = await trx
      .updateTable('house_rounds')
      .set({ payout, status: 'settled', settled_at: isoNow() })
      .where('id', '=', row.id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirstOrThrow()
    return { row: settled, balance }
  })
}

/** The open round of a session, if any (crash). */
export async function runningRound(db: Db, sessionId: string): Promise<HouseRound | undefined> {
  return db
    .selectFrom('house_rounds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst()
}
