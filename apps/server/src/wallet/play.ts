import { sql } from 'kysely'
import { createHash, randomBytes } from 'node:crypto'
import type { HouseGameKind } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { recordPlay } from '../member-games/plays.ts'
import { launchCheck } from '../responsible-gambling/play.ts'
import { adjust, balances, MAIN_WALLET, mainBalance, providerBalance, type Balances } from './ledger.ts'
import { inMaintenance, providerOperations, type ProviderOperations, type TransferOutcome } from './providers.ts'
import { runTransfer, type TransferContext } from './transfers.ts'
import { transact } from '../db/transact.ts'

/** Codes of `forward_game.status` (spec section 8: 957 transfers disabled). */
export const FORWARD_CODE = { transfersDisabled: '957', transferFailed: '958' } as const

/** The house page that plays a game of this category (gt_id) and provider. */
export function houseKindFor(gtId: number, customized: number): HouseGameKind {
  if (gtId === 2) return customized === 1 ? 'crash' : 'slot'
  if (gtId === 3) return 'live'
  if (gtId === 5) return 'lottery'
  if (gtId === 6) return 'card'
  // Sports, virtual sports, cockfights and esports all bet on a board of events.
  return 'sport'
}

export const houseGameUrl = (kind: HouseGameKind, token: string) => `/house/play/${kind}.html?token=${token}`

export const launchTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export interface PlayInput {
  gpId: string
  game_code: string
  lobby_url: string
  /**
   * SHA-256 of the member token the launch came with: revoking it closes the
   * session (members/revocation.ts), and its launch token is refused once
   * that token is no longer live (rounds.ts, `liveSession`).
   */
  memberTokenHash: string
}

export interface Launch {
  sessionId: string
  gpId: string
  gameCode: string
  url: string
  transferred: number
  forward: 'done' | 'disabled' | 'failed'
  outcome: TransferOutcome | null
  balances: Balances
  /** The provider wallet's balance after the launch. */
  providerBalance: number
  /** When the session time limits stop this game (ms); null: no session limit applies. */
  stopAt: number | null
}

/**
 * `play1`: checks the provider and game, closes the member's open session,
 * opens a new one, and moves the main balance into the provider's wallet.
 * The money moves as a provider transfer with a reference (transfers.ts):
 * taken from main and recorded pending in one transaction, the provider
 * called outside any transaction (a slow provider never holds the
 * database), then settled in the transaction that opens the session.
 *
 * Responsible gambling (issue 25): refused before anything moves when the
 * loss or wager limit is reached (171, 172) or a session limit has no time
 * left (173); the time the session limits leave at `now` is kept on the
 * session as when it must stop (responsible-gambling/play-stop.ts).
 */
export async function launchGame(
  ctx: TransferContext,
  member: { id: number; wallet_status: number; cash: number },
  input: PlayInput,
  now = Date.now(),
): Promise<Launch | BusinessError> {
  const { db } = ctx
  const game = await launchableGame.first(db, { gpId: input.gpId, gameCode: input.game_code })
  if (!game) {
    const provider = await db
      .selectFrom('providers')
      .select('active')
      .where('gp_id', '=', input.gpId)
      .executeTakeFirst()
    if (!provider || provider.active !== 1) return businessError('104', 'server.provider.not_found')
    return businessError('105', 'server.game.not_found')
  }
  if (game.active !== 1) return businessError('104', 'server.provider.not_found')
  const ops = operationsOf(game)
  if (inMaintenance(ops) && ops.maintain) {
    return businessError('203', 'server.play.maintenance', { gp_id: input.gpId, maintain: ops.maintain })
  }
  if (member.wallet_status !== 1) return businessError('106', 'server.wallet.frozen')
  const limits = await launchCheck(db, member.id, now)
  if (limits.refused) return limits.refused
  const { stopAt } = limits

  // One draw of the system's random source for both (each draw is a system call).
  const random = randomBytes(32)
  const token = random.subarray(0, 24).toString('base64url')
  const sessionId = random.subarray(24).toString('hex')
  const kind = houseKindFor(game.gt_id, game.customized)

  const openGameSession = async (trx: Db) => {
    const openedAt = isoNow()
    await closeOpenSessions.run(trx, { memberId: member.id, now: openedAt })
    await insertSession.run(trx, {
      id: sessionId,
      tokenHash: launchTokenHash(token),
      memberTokenHash: input.memberTokenHash,
      memberId: member.id,
      gpId: input.gpId,
      gameCode: game.game_code,
      kind,
      lobbyUrl: input.lobby_url,
      now: openedAt,
      stopAt: stopAt === null ? null : new Date(stopAt).toISOString(),
      checkedAt: new Date(now).toISOString(),
    })
    await recordPlay(trx, member.id, game.game_id)
  }

  let forward: Launch['forward'] = ops.transfersEnabled ? 'done' : 'disabled'
  let outcome: TransferOutcome | null = null
  let transferred = 0
  if (ops.transfersEnabled && Number(member.cash) > 0) {
    const { done } = await runTransfer(
      ctx,
      {
        memberId: member.id,
        gpId: input.gpId,
        direction: 'in',
        ledgerRef: `play:${sessionId}`,
        // Whatever the main wallet holds now: a credit or a bet may have landed since the member was read.
        amount: (trx) => mainBalance(trx, member.id),
      },
      openGameSession,
    )
    outcome = done?.outcome ?? 'ok'
    if (done && done.state !== 'settled') forward = 'failed'
    transferred = done?.state === 'settled' ? done.amount : 0
  } else {
    await transact(db, openGameSession)
  }
  const after = await balances(db, member.id)
  return {
    sessionId,
    gpId: input.gpId,
    gameCode: game.game_code,
    url: houseGameUrl(kind, token),
    transferred,
    forward,
    outcome,
    balances: after,
    providerBalance: await providerBalance(db, member.id, input.gpId),
    stopAt,
  }
}

/** The operator's settings of a provider, from the columns `launchGame` joins in (no row: defaults). */
function operationsOf(row: {
  transfers_enabled: number | null
  maintain_start_at: string | null
  maintain_end_at: string | null
}): ProviderOperations {
  return {
    transfersEnabled: row.transfers_enabled === null || row.transfers_enabled === 1,
    maintain:
      row.maintain_start_at && row.maintain_end_at
        ? { start_at: row.maintain_start_at, end_at: row.maintain_end_at }
        : null,
  }
}

export interface Leave {
  closed: boolean
  gpId: string | null
  pulled: number
  balances: Balances
}

/**
 * `leave1`: closes the member's open session and brings its provider's wallet
 * back to the main wallet, as a provider transfer with a reference
 * (transfers.ts). A failed transfer gives the provider wallet its money back
 * (`pulled` 0); the session closes anyway.
 */
export async function leaveGame(ctx: TransferContext, memberId: number): Promise<Leave> {
  const { db } = ctx
  const open = await openSessionOf.first(db, { memberId })
  if (!open) return { closed: false, gpId: null, pulled: 0, balances: await balances(db, memberId) }
  await closeOpenSessions.run(db, { memberId, now: isoNow() })
  const pulled = await bringBack(ctx, memberId, open)
  return { closed: true, gpId: open.gp_id, pulled, balances: await balances(db, memberId) }
}

/**
 * Brings the provider wallet of a session just closed back to the main wallet, as `leave1` does (a provider
 * transfer with the reference `leave:<session>`); nothing while the provider takes no transfers or is in
 * maintenance. Returns what came back (0 when the transfer failed: the provider wallet keeps it). Run it in the
 * member's queue.
 */
export async function bringBack(
  ctx: TransferContext,
  memberId: number,
  session: { id: string; gp_id: string },
): Promise<number> {
  const { db } = ctx
  const ops = await providerOperations(db, session.gp_id)
  if (!ops.transfersEnabled || inMaintenance(ops) || (await providerBalance(db, memberId, session.gp_id)) <= 0) {
    return 0
  }
  const { done } = await runTransfer(ctx, {
    memberId,
    gpId: session.gp_id,
    direction: 'out',
    ledgerRef: `leave:${session.id}`,
    amount: (trx) => providerBalance(trx, memberId, session.gp_id),
  })
  return done?.state === 'settled' ? done.amount : 0
}

/** The member's open game session, if any. */
export async function openSession(db: Db, memberId: number) {
  return openSessionOf.first(db, { memberId })
}

// The statements of every launch and leave, prepared once (db/prepared.ts).

const launchableGame = prepared((db, p: { gpId: string; gameCode: string }) =>
  db
    .selectFrom('games')
    .innerJoin('providers', 'providers.gp_id', 'games.gp_id')
    .leftJoin('provider_operations', 'provider_operations.gp_id', 'games.gp_id')
    .select([
      'games.game_id',
      'games.game_code',
      'providers.gt_id',
      'providers.customized',
      'providers.active',
      'provider_operations.transfers_enabled',
      'provider_operations.maintain_start_at',
      'provider_operations.maintain_end_at',
    ])
    .where('games.gp_id', '=', p.gpId)
    .where('games.game_code', '=', p.gameCode)
    .where('games.enabled', '=', sql.lit(1)),
)

/** A member has at most one open session (play1 closes the last one first); newest first all the same. */
const openSessionOf = prepared((db, p: { memberId: number }) =>
  db
    .selectFrom('game_sessions')
    .selectAll()
    .where('member_id', '=', p.memberId)
    .where('status', '=', sql.lit('open'))
    .orderBy('opened_at', 'desc'),
)

const closeOpenSessions = prepared((db, p: { memberId: number; now: string }) =>
  db
    .updateTable('game_sessions')
    .set({ status: sql.lit('closed'), closed_at: p.now })
    .where('member_id', '=', p.memberId)
    .where('status', '=', sql.lit('open')),
)

const insertSession = prepared(
  (
    db,
    p: {
      id: string
      tokenHash: string
      memberTokenHash: string
      memberId: number
      gpId: string
      gameCode: string
      kind: HouseGameKind
      lobbyUrl: string
      now: string
      stopAt: string | null
      checkedAt: string
    },
  ) =>
    db.insertInto('game_sessions').values({
      id: p.id,
      token_hash: p.tokenHash,
      member_token_hash: p.memberTokenHash,
      member_id: p.memberId,
      gp_id: p.gpId,
      game_code: p.gameCode,
      kind: p.kind,
      lobby_url: p.lobbyUrl,
      status: sql.lit('open'),
      opened_at: p.now,
      closed_at: sql.lit(null),
      stop_at: p.stopAt,
      stop_checked_at: p.checkedAt,
    }),
)

/** Credits the main wallet (dev hook, and later deposits): one ledger row. */
export async function creditMain(db: Db, memberId: number, amount: number, ref: string): Promise<number> {
  return transact(db, (trx) => adjust(trx, memberId, MAIN_WALLET, amount, 'credit', ref))
}
