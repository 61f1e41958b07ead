import { HOUSE_GAME_KINDS, type HouseGameKind } from '@lobby/api/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/connection.ts'
import { envelope, sendBadRequest } from '../../http/envelope.ts'
import { BusinessError } from '../../http/errors.ts'
import { emitMemberEvent } from '../../realtime/member-events.ts'
import { balances, providerBalance } from '../../wallet/ledger.ts'
import {
  HOUSE_CODE,
  closeRound,
  liveSession,
  openRound,
  runningRound,
  settleRound,
  type GameSession,
  type HouseRound,
  type Settled,
} from '../../wallet/rounds.ts'
import { html, parse } from '../routes.ts'
import { PLAY_ASSETS, PLAY_EXPIRED_HTML, playPageHtml } from './assets.ts'
import {
  BACCARAT_SIDES,
  DRAGON_TIGER_SIDES,
  LOTTERY_PICKS,
  LOTTERY_POOL,
  SPORT_PICKS,
  crashCashout,
  crashMultiplierNow,
  drawCrash,
  findMatch,
  hasCrashed,
  minorDigitsOf,
  playBaccarat,
  playDragonTiger,
  playLottery,
  playSlot,
  playSport,
  stakesFor,
  type CrashSecret,
  type Played,
} from './games.ts'

/**
 * The house's real-money game pages (`/house/play/{kind}.html?token=`) and
 * their API. The launch token of `play1` is the page's only credential: it
 * names an open game session, and every bet is a round of that session
 * against the member's wallet at the session's provider (wallet/rounds.ts).
 * Outcomes are drawn on the server (games.ts). After every change of money,
 * once it committed, `member.cash` goes out on the member's channel.
 */

const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'a launch token')
const round = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -')
const stake = z.number().int().positive()

const tokenBody = z.object({ token })
const roundBody = z.object({ token, round })
const betBody = z.object({ token, round, stake })
const liveBody = betBody.extend({ side: z.enum(BACCARAT_SIDES) })
const cardBody = betBody.extend({ side: z.enum(DRAGON_TIGER_SIDES) })
const sportBody = betBody.extend({
  match: z
    .number()
    .int()
    .refine((id) => findMatch(id) !== undefined, 'a match of the board'),
  pick: z.enum(SPORT_PICKS),
})
const lotteryBody = betBody.extend({
  numbers: z
    .array(z.number().int().min(1).max(LOTTERY_POOL))
    .length(LOTTERY_PICKS)
    .refine((ns) => new Set(ns).size === ns.length, `${LOTTERY_PICKS} different numbers`),
})

type BetBody = z.output<typeof betBody>

const sessionGone = (reply: FastifyReply) =>
  reply.code(404).send(envelope(HOUSE_CODE.sessionGone, 'server.game.session_not_found'))

const refusal = (error: BusinessError) => envelope(error.code, error.wording, error.data, error.params)

interface PlaySession {
  session: GameSession
  currency: string
  stakes: number[]
}

/** The crash round's answer detail: the crash point only once the round is over. */
interface CrashView {
  state: 'running' | 'cashed' | 'crashed'
  multiplier: number
  crash_point: number | null
  /** Time since the round started (to its end, once over), ms. */
  elapsed_ms: number
}

const secretOf = (row: HouseRound) => JSON.parse(row.detail) as CrashSecret

function crashView(row: HouseRound, now: number, cashedAt?: number): CrashView {
  const secret = secretOf(row)
  if (row.status === 'open') {
    return {
      state: 'running',
      multiplier: crashMultiplierNow(secret, now),
      crash_point: null,
      elapsed_ms: Math.max(0, now - secret.started_at),
    }
  }
  const stakeOf = Number(row.stake)
  const payout = Number(row.payout ?? 0)
  const end = row.settled_at ? Date.parse(row.settled_at) : now
  // Every stake is a multiple of 100, so payout / stake gives the cash-out multiplier back exactly.
  const multiplier = payout > 0 ? (cashedAt ?? Math.floor((payout * 100) / stakeOf) / 100) : secret.crash_point
  return {
    state: payout > 0 ? 'cashed' : 'crashed',
    multiplier,
    crash_point: secret.crash_point,
    elapsed_ms: Math.max(0, end - secret.started_at),
  }
}

function crashAnswer(row: HouseRound, balance: number, detail: CrashView, replayed: boolean): Settled<CrashView> {
  return {
    round: row.round,
    stake: Number(row.stake),
    payout: Number(row.payout ?? 0),
    balance,
    detail,
    replayed,
  }
}

export function registerHousePlayRoutes(app: FastifyInstance, db: Db): void {
  async function playSession(tokenValue: unknown, kind?: HouseGameKind): Promise<PlaySession | undefined> {
    if (typeof tokenValue !== 'string' || !token.safeParse(tokenValue).success) return undefined
    const session = await liveSession(db, tokenValue)
    if (!session || (kind !== undefined && session.kind !== kind)) return undefined
    const member = await db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', session.member_id)
      .executeTakeFirst()
    const currency = member?.currency ?? 'USD'
    return { session, currency, stakes: stakesFor(currency) }
  }

  /** `member.cash` with the balances as they are now; call it after the change committed. */
  async function announce(request: FastifyRequest, session: GameSession): Promise<void> {
    const { cash, total } = await balances(db, session.member_id)
    const balance = await providerBalance(db, session.member_id, session.gp_id)
    emitMemberEvent(request.server.server, session.member_id, 'member.cash', {
      cash,
      total,
      gp_id: session.gp_id,
      balance,
    })
  }

  /** Settles a crash round that has passed its crash point, with nothing paid. */
  async function settleIfCrashed(session: GameSession, row: HouseRound, now: number): Promise<HouseRound> {
    if (row.status !== 'open' || !hasCrashed(secretOf(row), now)) return row
    const closed = await closeRound(db, session, row.round, () => 0)
    return closed instanceof BusinessError ? row : closed.row
  }

  // ---------- pages ----------

  app.get<{ Params: { file: string } }>('/house/play/assets/:file', async (request, reply) => {
    const asset = Object.hasOwn(PLAY_ASSETS, request.params.file) ? PLAY_ASSETS[request.params.file] : undefined
    if (!asset) return reply.code(404).send(envelope('404', 'server.http.not_found'))
    return reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(asset.body)
  })

  for (const kind of HOUSE_GAME_KINDS) {
    const page = playPageHtml(kind)
    app.get<{ Querystring: { token?: string } }>(`/house/play/${kind}.html`, async (request, reply) => {
      const found = await playSession(request.query.token, kind)
      return found ? html(reply, page) : html(reply, PLAY_EXPIRED_HTML, 404)
    })
  }

  // ---------- session ----------

  app.post('/house/play/api/session', async (request, reply) => {
    const body = parse(tokenBody, request.body, reply)
    if (!body) return reply
    const found = await playSession(body.token)
    if (!found) return sessionGone(reply)
    const { session } = found
    const game = await db
      .selectFrom('games')
      .select('name')
      .where('gp_id', '=', session.gp_id)
      .where('game_code', '=', session.game_code)
      .executeTakeFirst()
    const balance = await providerBalance(db, session.member_id, session.gp_id)
    let running: { round: string; stake: number; detail: CrashView } | null = null
    if (session.kind === 'crash') {
      const open = await runningRound(db, session.id)
      if (open) {
        const now = Date.now()
        const row = await settleIfCrashed(session, open, now)
        if (row.status === 'open') running = { round: row.round, stake: Number(row.stake), detail: crashView(row, now) }
      }
    }
    return envelope('100', 'ok', {
      kind: session.kind,
      gp_id: session.gp_id,
      game_code: session.game_code,
      game_name: game?.name ?? session.game_code,
      currency: found.currency,
      minor_digits: minorDigitsOf(found.currency),
      balance,
      lobby_url: session.lobby_url,
      stakes: found.stakes,
      ...(session.kind === 'crash' ? { running } : {}),
    })
  })

  // ---------- one-step rounds ----------

  /** A bet settled at once: takes the stake, draws the outcome, pays, answers; a repeated round is answered as stored. */
  function oneStep<T extends BetBody, D>(
    kind: HouseGameKind,
    path: string,
    schema: z.ZodType<T>,
    play: (body: T) => Played<D>,
  ): void {
    app.post(`/house/play/api/${path}`, async (request, reply) => {
      const body = parse(schema, request.body, reply)
      if (!body) return reply
      const found = await playSession(body.token, kind)
      if (!found) return sessionGone(reply)
      if (!found.stakes.includes(body.stake)) {
        return sendBadRequest(reply, 'stake', 'server.input.one_of', { values: found.stakes.join(', ') })
      }
      const settled = await settleRound(db, found.session, body.round, body.stake, () => play(body))
      // The session closed (leave1) between the look-up and the round: answered as a gone session.
      if (settled instanceof BusinessError && settled.code === HOUSE_CODE.sessionGone) return sessionGone(reply)
      if (settled instanceof BusinessError) return refusal(settled)
      if (!settled.replayed) await announce(request, found.session)
      return envelope('100', 'ok', settled)
    })
  }

  oneStep('slot', 'slot/spin', betBody, (body) => playSlot(body.stake))
  oneStep('live', 'live/deal', liveBody, (body) => playBaccarat(body.stake, body.side))
  oneStep('card', 'card/deal', cardBody, (body) => playDragonTiger(body.stake, body.side))
  oneStep('lottery', 'lottery/draw', lotteryBody, (body) => playLottery(body.stake, body.numbers))
  oneStep('sport', 'sport/bet', sportBody, (body) => {
    const match = findMatch(body.match)
    if (!match) throw new Error(`match ${body.match} left the board`)
    return playSport(body.stake, match, body.pick)
  })

  // ---------- crash: start, status, cash out ----------

  app.post('/house/play/api/crash/start', async (request, reply) => {
    const body = parse(betBody, request.body, reply)
    if (!body) return reply
    const found = await playSession(body.token, 'crash')
    if (!found) return sessionGone(reply)
    const { session } = found
    if (!found.stakes.includes(body.stake)) {
      return sendBadRequest(reply, 'stake', 'server.input.one_of', { values: found.stakes.join(', ') })
    }
    // A round left running past its crash point is over: settle it before the next one.
    const running = await runningRound(db, session.id)
    if (running && running.round !== body.round) await settleIfCrashed(session, running, Date.now())
    const opened = await openRound(db, session, body.round, body.stake, drawCrash(Date.now()))
    if (opened instanceof BusinessError && opened.code === HOUSE_CODE.sessionGone) return sessionGone(reply)
    if (opened instanceof BusinessError) return refusal(opened)
    if (!opened.replayed) await announce(request, session)
    // A crash point of 1.00 ends the round at once.
    const now = Date.now()
    const row = await settleIfCrashed(session, opened.round, now)
    const balance = row === opened.round ? opened.balance : await providerBalance(db, session.member_id, session.gp_id)
    return envelope('100', 'ok', crashAnswer(row, balance, crashView(row, now), opened.replayed))
  })

  app.post('/house/play/api/crash/status', async (request, reply) => {
    const body = parse(roundBody, request.body, reply)
    if (!body) return reply
    const found = await playSession(body.token, 'crash')
    if (!found) return sessionGone(reply)
    const { session } = found
    const row = await db
      .selectFrom('house_rounds')
      .selectAll()
      .where('session_id', '=', session.id)
      .where('round', '=', body.round)
      .executeTakeFirst()
    if (!row) return envelope(HOUSE_CODE.roundUnknown, 'server.round.not_found')
    const now = Date.now()
    const current = await settleIfCrashed(session, row, now)
    const balance = await providerBalance(db, session.member_id, session.gp_id)
    return envelope('100', 'ok', crashAnswer(current, balance, crashView(current, now), row.status === 'settled'))
  })

  app.post('/house/play/api/crash/cashout', async (request, reply) => {
    const body = parse(roundBody, request.body, reply)
    if (!body) return reply
    const found = await playSession(body.token, 'crash')
    if (!found) return sessionGone(reply)
    const { session } = found
    const now = Date.now()
    const cashed: { multiplier?: number } = {}
    const closed = await closeRound(db, session, body.round, (open) => {
      const outcome = crashCashout(Number(open.stake), secretOf(open), now)
      cashed.multiplier = outcome.multiplier
      return outcome.payout
    })
    if (closed instanceof BusinessError) return refusal(closed)
    // Only the call that settled the round sees `cashed` filled; any other is a repeat.
    const replayed = cashed.multiplier === undefined
    if (!replayed && Number(closed.row.payout ?? 0) > 0) await announce(request, session)
    const view = crashView(closed.row, now, closed.row.payout ? cashed.multiplier : undefined)
    return envelope('100', 'ok', crashAnswer(closed.row, closed.balance, view, replayed))
  })
}
