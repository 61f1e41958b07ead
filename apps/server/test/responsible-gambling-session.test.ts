import { RG_CODE, gameLeave, gamePlay, type RgRefusal } from '@lobby/api/contract'
import { rgPeriodBounds, type RgLimitKind, type RgPeriod } from '@lobby/domain'
import { memberChannel, type GameStopPayload, type MemberCashPayload } from '@lobby/realtime/contract'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { GameStops } from '../src/responsible-gambling/play-stop.ts'
import { auditLedger, balances, providerBalance } from '../src/wallet/ledger.ts'
import { MemberQueue } from '../src/wallet/locks.ts'
import { leaveGame } from '../src/wallet/play.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe, type Client } from './sockets.ts'
import { firstGames, limitInForce, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * The session time limit ends the game (issue 25), on a moved clock (`Date` faked, timers real): play1 keeps when
 * the game must stop; past that instant the page's rounds are refused, and the stop (the sweep every process runs,
 * or the launching process's timer, both `GameStops.check`) closes the session once, brings the provider wallet
 * back and tells that member only (`game.stop`); play1 answers 173 until the period renews. The sweep's own timer
 * is set out of reach and the launching process's timer is recorded, not armed, so the test drives every stop.
 */

const PLAY = `/api${gamePlay.path}`
const LEAVE = `/api${gameLeave.path}`
const SLOT = 'GPR8'
const MINUTE = 60_000
/** Wednesday 11 March 2026, 11:00 in Caracas (UTC-4). */
const T0 = Date.parse('2026-03-11T15:00:00.000Z')

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
const games = new Map<string, { code: string; gt: number }>()
/** What play1 asked this process's timer for: session → stop time. */
const armed = new Map<string, number | null>()

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
  server = await startServer({ wallet: { pullCooldownMs: 0, gameStopSweepMs: 2 ** 31 - 1 } })
  baseUrl = await server.listen(0)
  for (const [gp, game] of await firstGames(server, [SLOT])) games.set(gp, game)
  vi.spyOn(server.wallet.gameStops, 'schedule').mockImplementation((session, stopAt) => {
    armed.set(session.id, stopAt)
  })
})
beforeEach(() => {
  vi.setSystemTime(T0)
})
afterEach(async () => {
  sockets.closeAll()
  // No game stays open into the next test (its sweeps look at every open session).
  const open = await server.db
    .selectFrom('game_sessions')
    .select('member_id')
    .distinct()
    .where('status', '=', 'open')
    .execute()
  for (const { member_id } of open) await leaveGame(server.wallet, member_id)
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await server.close()
  vi.useRealTimers()
})

let accounts = 0
const player = (cash: number) => newPlayer(server, `rgsession${++accounts}`, cash)
const at = (ms: number) => vi.setSystemTime(ms)
const iso = (ms: number) => new Date(ms).toISOString()

const setLimit = (p: Player, kind: RgLimitKind, period: RgPeriod, amount: number) =>
  limitInForce(server, p, kind, period, amount)

const play = (p: Player) => {
  const game = games.get(SLOT)!
  return send<{ game_session_id: string }>(
    server,
    PLAY,
    { gpId: SLOT, game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 },
    { token: p.token },
  )
}
const leave = (p: Player) => send(server, LEAVE, {}, { token: p.token })

/** play1, answering the session id and the game page's launch token (from `game.url` on the member's socket). */
async function launch(p: Player, socket: Client): Promise<{ sessionId: string; token: string }> {
  const url = nextEvent(socket, 'game.url')
  const res = await play(p)
  expect(res, res.message).toMatchObject({ status: 200, code: '100' })
  const token = new URL((await url).url, 'http://x').searchParams.get('token') ?? ''
  return { sessionId: res.data.game_session_id, token }
}

async function listening(p: Player): Promise<Client> {
  const socket = await sockets.open(p.token)
  expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
  return socket
}

/** Every `event` the socket hears from now on. */
function heard<E extends 'game.stop' | 'member.cash'>(socket: Client, event: E) {
  const got: (E extends 'game.stop' ? GameStopPayload : MemberCashPayload)[] = []
  ;(socket as unknown as { on(e: string, cb: (p: never) => void): void }).on(event, (payload) => got.push(payload))
  return got
}

/**
 * Runs `step`, which sends `member.cash` to the socket's member, and waits for it: whatever the server sent that
 * member before has arrived (one socket's events keep their order). The socket never sends here: a client that sends
 * after the clock moved past its heartbeat would close itself.
 */
async function cashAfter<T>(socket: Client, step: () => Promise<T>): Promise<T> {
  const cash = nextEvent(socket, 'member.cash')
  const result = await step()
  await cash
  return result
}

async function spin(token: string, stake = 100) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/house/play/api/slot/spin',
    payload: { token, round: `rgsession-${Math.random().toString(36).slice(2, 12)}`, stake },
  })
  return { status: res.statusCode, ...res.json<{ code: string }>() }
}

const sessionRow = (id: string) =>
  server.db
    .selectFrom('game_sessions')
    .select(['status', 'closed_at', 'stop_at', 'stop_checked_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

const dayEnd = (ms: number) => rgPeriodBounds('day', ms).to

describe('the session time limit', () => {
  it('stops the game when its time runs out: closed, money back, game.stop to that member only; 173 until the day renews', async () => {
    const a = await player(50_000)
    const b = await player(10_000)
    await setLimit(a, 'session', 'day', 30)
    const sa = await listening(a)
    const sb = await listening(b)
    const stopsA = heard(sa, 'game.stop')
    const cashA = heard(sa, 'member.cash')
    const stopsB = heard(sb, 'game.stop')

    const { sessionId, token } = await launch(a, sa)
    await launch(b, sb)
    // Kept on the session and armed in this process.
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', stop_at: iso(T0 + 30 * MINUTE) })
    expect(armed.get(sessionId)).toBe(T0 + 30 * MINUTE)

    at(T0 + 10 * MINUTE)
    expect((await spin(token)).code).toBe('100')
    at(T0 + 30 * MINUTE - 1)
    expect(await server.wallet.gameStops.sweep()).toEqual([])
    expect((await spin(token)).code).toBe('100')

    // The time is up: the page and its rounds are refused at once, before any stop ran.
    at(T0 + 30 * MINUTE)
    expect(await spin(token)).toMatchObject({ status: 404, code: '404' })
    const held = await providerBalance(server.db, a.id, SLOT)
    expect(held).toBeGreaterThan(0)

    const renewsAt = iso(dayEnd(T0))
    // The stop sends game.stop, then member.cash.
    const stopped = await cashAfter(sa, () => server.wallet.gameStops.sweep())
    const after = await balances(server.db, a.id)
    expect(stopped).toEqual([
      {
        memberId: a.id,
        sessionId,
        gpId: SLOT,
        renewsAt,
        pulled: held,
        cash: after.cash,
        total: after.total,
        balance: 0,
      },
    ])
    expect(after.cash).toBe(after.total)
    expect(await providerBalance(server.db, a.id, SLOT)).toBe(0)
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'closed', closed_at: iso(T0 + 30 * MINUTE) })
    const page = await server.app.inject({ method: 'GET', url: `/house/play/slot.html?token=${token}` })
    expect(page.statusCode).toBe(404)

    // The other member's socket has heard everything sent to it before its own leave's member.cash.
    expect((await cashAfter(sb, () => leave(b))).code).toBe('100')
    expect(stopsA).toEqual([
      {
        channel: memberChannel(a.id),
        reason: 'session_limit',
        renews_at: renewsAt,
        game_session_id: sessionId,
        gp_id: SLOT,
      },
    ])
    expect(cashA.at(-1)).toEqual({ channel: memberChannel(a.id), ...after, gp_id: SLOT, balance: 0 })
    expect(stopsB).toEqual([])

    // Once: a second sweep and the timer's own look find nothing to stop.
    expect(await server.wallet.gameStops.sweep()).toEqual([])
    expect(await server.wallet.gameStops.check(sessionId)).toBeNull()
    expect((await cashAfter(sa, () => leave(a))).data).toMatchObject({ closed: false })
    expect(stopsA).toHaveLength(1)

    // No game until the day renews, nothing written by the refusal.
    const before = await rowCounts(server.db)
    const refused = await play(a)
    const refusal: RgRefusal = { kind: 'session', period: 'day', limit: 30, left: 0, renews_at: renewsAt }
    expect(refused).toMatchObject({ status: 200, code: RG_CODE.sessionLimit, data: refusal })
    expect(refused.message).toContain('30 minutes')
    expect(refused.message).toContain('2026-03-12 00:00 (UTC-4)')
    expect(await rowCounts(server.db)).toEqual(before)
    at(dayEnd(T0) - 1)
    expect((await play(a)).code).toBe(RG_CODE.sessionLimit)
    at(dayEnd(T0))
    const next = await launch(a, sa)
    expect(await sessionRow(next.sessionId)).toMatchObject({ stop_at: iso(dayEnd(T0) + 30 * MINUTE) })
  })

  it('refuses play1 with 173 only once the limit is used up, to the millisecond', async () => {
    const p = await player(10_000)
    await setLimit(p, 'session', 'week', 60)
    await setLimit(p, 'session', 'day', 120)
    const socket = await listening(p)
    await launch(p, socket)
    at(T0 + 60 * MINUTE - 1)
    expect((await leave(p)).code).toBe('100')
    // 1 ms of the week's hour left: a game may start, and must stop 1 ms later.
    const last = await launch(p, socket)
    expect(armed.get(last.sessionId)).toBe(T0 + 60 * MINUTE)
    at(T0 + 60 * MINUTE)
    const refused = await play(p)
    // The week's limit is the one used up (the day's has an hour left): play resumes on Monday.
    expect(refused).toMatchObject({
      code: RG_CODE.sessionLimit,
      data: { kind: 'session', period: 'week', limit: 60, left: 0, renews_at: iso(rgPeriodBounds('week', T0).to) },
    })
    expect(await server.wallet.gameStops.check(last.sessionId)).toMatchObject({ sessionId: last.sessionId })
  })

  it('takes the least time any period leaves, and a period that renews gives its whole limit again', async () => {
    const p = await player(10_000)
    const socket = await listening(p)
    // 30 minutes played yesterday count for the week, not for the day.
    at(T0 - 24 * 60 * MINUTE)
    await launch(p, socket)
    at(T0 - 24 * 60 * MINUTE + 30 * MINUTE)
    await leave(p)
    at(T0)
    await setLimit(p, 'session', 'day', 120)
    await setLimit(p, 'session', 'week', 45)
    const first = await launch(p, socket)
    expect(await sessionRow(first.sessionId)).toMatchObject({ stop_at: iso(T0 + 15 * MINUTE) })
    await leave(p)

    // 23:50 in Caracas with an hour a day: the day renews at midnight, so the game stops at 01:00.
    const other = await player(10_000)
    await setLimit(other, 'session', 'day', 60)
    const late = dayEnd(T0) - 10 * MINUTE
    at(late)
    const otherSocket = await listening(other)
    const game = await launch(other, otherSocket)
    expect(armed.get(game.sessionId)).toBe(dayEnd(T0) + 60 * MINUTE)
    at(dayEnd(T0) + 30 * MINUTE)
    expect(await server.wallet.gameStops.sweep()).toEqual([])
    expect((await spin(game.token)).code).toBe('100')
    at(dayEnd(T0) + 60 * MINUTE)
    const stopped = await server.wallet.gameStops.sweep()
    expect(stopped).toMatchObject([{ sessionId: game.sessionId, renewsAt: iso(dayEnd(dayEnd(T0))) }])
  })

  it('works the stop out again when a session limit changes during the game, or a loosening applies', async () => {
    const p = await player(10_000)
    const socket = await listening(p)
    const game = await launch(p, socket)
    expect(await sessionRow(game.sessionId)).toMatchObject({ stop_at: null, stop_checked_at: iso(T0) })
    expect(armed.get(game.sessionId)).toBeNull()

    // A limit added five minutes in: the sweep finds the session by the change and stops it five minutes later.
    at(T0 + 5 * MINUTE)
    await setLimit(p, 'session', 'day', 10)
    expect(await server.wallet.gameStops.sweep()).toEqual([])
    expect(await sessionRow(game.sessionId)).toMatchObject({
      status: 'open',
      stop_at: iso(T0 + 10 * MINUTE),
      stop_checked_at: iso(T0 + 5 * MINUTE),
    })
    expect(armed.get(game.sessionId)).toBe(T0 + 10 * MINUTE)

    // A raise to 20 minutes whose 24 hours came at minute 8: at the old stop time the game goes on to minute 20.
    await server.db
      .updateTable('rg_limits')
      .set({ has_pending: 1, pending_amount: 20, pending_at: iso(T0 + 8 * MINUTE), updated_at: iso(T0 - MINUTE) })
      .where('member_id', '=', p.id)
      .execute()
    at(T0 + 10 * MINUTE)
    expect(await server.wallet.gameStops.sweep()).toEqual([])
    expect(await sessionRow(game.sessionId)).toMatchObject({ status: 'open', stop_at: iso(T0 + 20 * MINUTE) })
    expect((await spin(game.token)).code).toBe('100')
    at(T0 + 20 * MINUTE)
    expect(await server.wallet.gameStops.sweep()).toMatchObject([{ sessionId: game.sessionId }])
  })

  it('stops a game once when two processes sweep at once, and a leave racing the stop moves the money once', async () => {
    const p = await player(20_000)
    await setLimit(p, 'session', 'day', 5)
    const socket = await listening(p)
    const stops = heard(socket, 'game.stop')
    const game = await launch(p, socket)
    // Another process: its own member queue (the leases in the database are shared), no sockets of its own.
    const elsewhere = new GameStops({ ...server.wallet, queue: new MemberQueue(server.db, 'wallet') })
    at(T0 + 5 * MINUTE)
    const [here, there] = await Promise.all([server.wallet.gameStops.sweep(), elsewhere.sweep()])
    expect([...here, ...there]).toHaveLength(1)
    await cashAfter(socket, () => leave(p))
    // Only this process has sockets: it told the member if its sweep was the one that stopped the game.
    expect(stops).toHaveLength(here.length)
    const moves = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', p.id)
      .where('ref', '=', `leave:${game.sessionId}`)
      .executeTakeFirstOrThrow()
    expect(Number(moves.n)).toBe(2)
    expect(await balances(server.db, p.id)).toEqual({ cash: 20_000, total: 20_000 })

    // The next day, a stop and the member's own leave at once: the money comes back once, whoever closes.
    at(dayEnd(T0))
    const next = await launch(p, socket)
    at(dayEnd(T0) + 5 * MINUTE)
    const [stopped, left] = await Promise.all([server.wallet.gameStops.check(next.sessionId), leave(p)])
    expect(left.code).toBe('100')
    expect(stopped === null || stopped.sessionId === next.sessionId).toBe(true)
    expect(await balances(server.db, p.id)).toEqual({ cash: 20_000, total: 20_000 })
    expect(await sessionRow(next.sessionId)).toMatchObject({ status: 'closed' })
  })
})
