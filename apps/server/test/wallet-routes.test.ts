import {
  BALANCE_PULL_CODE,
  GAME_PLAY_CODE,
  IDEMPOTENCY_HEADER,
  balanceAllBack,
  balanceGetBack,
  cashSurplusCheck,
  gameLeave,
  gamePlay,
  myCash,
  type PullResult,
  type WalletEntry,
} from '@lobby/api/contract'
import {
  REALTIME_PATH,
  memberChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@lobby/realtime/contract'
// The test plays the browser's part; the production server itself never imports the client.
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { auditLedger, mainBalance, providerBalance } from '../src/wallet/ledger.ts'
import { auditTransfers } from '../src/wallet/transfers.ts'
import { liveSession, settleRound } from '../src/wallet/rounds.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { send, type Reply } from './member-session.ts'
import { firstGames, newPlayer as freshPlayer, type Player } from './wallet-helpers.ts'

/**
 * The money calls over HTTP (play1, leave1, my_cash, the two pulls,
 * cash_surplus/check) and the member-channel events they send. Every member
 * is fresh, so balances never leak between tests; provider settings and
 * faults are reset after each test.
 */

type Client = Socket<ServerToClientEvents, ClientToServerEvents>

const PLAY = `/api${gamePlay.path}`
const LEAVE = `/api${gameLeave.path}`
const MY_CASH = `/api${myCash.path}`
const PULL_ALL = `/api${balanceAllBack.path}`
const GET_BACK = `/api${balanceGetBack.path}`
const SURPLUS = `/api${cashSurplusCheck.path}`

/** Providers used here: four house providers, an outside one, and an inactive one. */
const PROVIDERS = ['GPAX', 'GPCR', 'GPDL', 'GPSB', 'GPR8', 'GPEA'] as const
type Gp = (typeof PROVIDERS)[number]

let server: LobbyServer
let baseUrl: string
const games = new Map<string, { code: string; gt: number }>()
const sockets: Client[] = []

beforeAll(async () => {
  server = await startServer({ wallet: { pullCooldownMs: 0, providerTimeoutMs: 20 } })
  baseUrl = await server.listen(0)
  for (const [gp, game] of await firstGames(server, PROVIDERS)) games.set(gp, game)
})

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect()
  for (const gp_id of PROVIDERS) {
    const res = await send(server, '/api/dev/wallet/provider', {
      gp_id,
      transfers_enabled: true,
      maintenance: null,
      fault: null,
    })
    expect(res.code).toBe('100')
  }
})

afterAll(async () => {
  await server.close()
})

// ---------------------------------------------------------------------------
// Helpers

let accounts = 0

/** A fresh member with `cash` in the main wallet and a live token. */
const newPlayer = (cash = 0, target: LobbyServer = server): Promise<Player> =>
  freshPlayer(target, `wroutes${++accounts}`, cash)

function playBody(gp: string, overrides: Record<string, unknown> = {}) {
  const game = games.get(gp)
  return {
    gpId: gp,
    game_type: game?.gt ?? 2,
    game_code: game?.code ?? 'no-such-game',
    lobby_url: '/',
    device: 0,
    ...overrides,
  }
}

interface Launched {
  game_session_id: string
  gp_id: string
  transferred: number
  forward: 'done' | 'disabled' | 'failed'
}
interface Left {
  closed: boolean
  gp_id: string | null
  pulled: number
  cash: number
  total: number
}
interface Pulled {
  results: PullResult[]
  cash: number
  total: number
  replayed: boolean
}
interface Cash {
  cash: number
  total: number
  my_cash_list: WalletEntry[]
}

const play = (p: Player, gp: string, target: LobbyServer = server) =>
  send<Launched>(target, PLAY, playBody(gp), { token: p.token })
const leave = (p: Player) => send<Left>(server, LEAVE, {}, { token: p.token })
const cashOf = (p: Player) => send<Cash>(server, MY_CASH, {}, { token: p.token })
const keyed = (key?: string): Record<string, string> => (key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key })
const pullAll = (p: Player, key?: string, target: LobbyServer = server) =>
  send<Pulled>(target, PULL_ALL, undefined, { token: p.token, headers: keyed(key) })
const getBack = (p: Player, body?: { gp_id?: string }, key?: string) =>
  send<Pulled>(server, GET_BACK, body, { token: p.token, headers: keyed(key) })
const surplus = (p: Player) =>
  send<{ active: 0 | 1 }>(server, SURPLUS, { site_id: SITE, currency: 'USD' }, { token: p.token })

async function credit(p: Player, amount: number): Promise<void> {
  const res = await send(server, '/api/dev/wallet/credit', { site_id: SITE, member_account: p.account, amount })
  expect(res.code).toBe('100')
}

async function provider(gp_id: Gp, change: Record<string, unknown>, target: LobbyServer = server): Promise<void> {
  const res = await send(target, '/api/dev/wallet/provider', { gp_id, ...change })
  expect(res.code).toBe('100')
}

const fault = (gp: Gp, mode: 'fail' | 'timeout', times?: number) =>
  provider(gp, { fault: times === undefined ? { mode } : { mode, times } })

/** The interval of a maintenance running now. */
function maintenanceNow() {
  return {
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(Date.now() + 3_600_000).toISOString(),
  }
}

const balanceAt = (p: Player, gp: string) => providerBalance(server.db, p.id, gp)

/** The books of these members are right: every wallet's ledger sums to its balance, none negative, none in transit. */
async function expectCleanBooks(...players: Player[]): Promise<number> {
  const audit = await auditLedger(
    server.db,
    players.map((p) => p.id),
  )
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
  // No transfer in transit, and the house provider's records agree with ours.
  expect(
    await auditTransfers(
      server.db,
      players.map((p) => p.id),
    ),
  ).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })
  return audit.totalBalances
}

/**
 * Puts `amount` into each provider's wallet through real launches (credit,
 * play1), then closes the last session with a failed leave so every wallet
 * keeps its money and no game stays open. The player's main wallet ends at 0.
 */
async function spread(p: Player, amounts: [Gp, number][]): Promise<void> {
  for (const [gp, amount] of amounts) {
    await credit(p, amount)
    const launched = await play(p, gp)
    expect(launched.data).toMatchObject({ forward: 'done', transferred: amount })
  }
  const last = amounts.at(-1)![0]
  await fault(last, 'fail', 1)
  expect((await leave(p)).data).toMatchObject({ closed: true, gp_id: last, pulled: 0 })
}

function resultOf(answer: Reply<Pulled>, gp: string): PullResult | undefined {
  return answer.data.results.find((r) => r.gp_id === gp)
}

// ---------------------------------------------------------------------------

describe('every wallet call is a member call', () => {
  it('answers 401 without a token or with a dead one, before reading the body, and writes nothing', async () => {
    const before = await rowCounts(server.db)
    const calls: [string, unknown][] = [
      [PLAY, playBody('GPAX')],
      [PLAY, { gpId: 'not valid!' }],
      [LEAVE, {}],
      [MY_CASH, {}],
      [PULL_ALL, undefined],
      [GET_BACK, { gp_id: 'GPAX' }],
      [SURPLUS, { site_id: SITE, currency: 'USD' }],
    ]
    for (const [url, body] of calls) {
      expect((await send(server, url, body)).status, url).toBe(401)
      expect((await send(server, url, body, { token: 'not-a-token-anyone-was-given' })).status, url).toBe(401)
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('play1', () => {
  it('answers 400 naming the field for a malformed launch, and writes nothing', async () => {
    const p = await newPlayer(5_000)
    const cases: [Record<string, unknown>, string][] = [
      [{ gpId: undefined }, 'gpId'],
      [{ gpId: 'GP AX' }, 'gpId'],
      [{ game_type: 0 }, 'game_type'],
      [{ game_type: 'slot' }, 'game_type'],
      [{ game_code: '' }, 'game_code'],
      [{ game_code: 'x'.repeat(65) }, 'game_code'],
      [{ lobby_url: undefined }, 'lobby_url'],
      [{ lobby_url: '' }, 'lobby_url'],
      [{ device: 7 }, 'device'],
      [{ extra: { flag: true } }, 'extra.flag'],
    ]
    const before = await rowCounts(server.db)
    for (const [change, field] of cases) {
      const res = await send(server, PLAY, playBody('GPAX', change), { token: p.token })
      expect(res, field).toMatchObject({ status: 400, code: '400', data: { field } })
      expect(res.message.startsWith(`${field}: `), res.message).toBe(true)
    }
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await mainBalance(server.db, p.id)).toBe(5_000)
  })

  it('takes only a path of this site as lobby_url: every other address is a 400 naming lobby_url, nothing written', async () => {
    const p = await newPlayer(5_000)
    // Each of these would take the game page's lobby button to another site (or run script).
    const tricks = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'https://evil.example/',
      'http://evil.example',
      'HTTPS://evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/%E0%A4%A',
      'evil.example',
      'close',
      '?next=//evil.example',
      '#/close',
      `http://127.0.0.1/close`,
    ]
    const before = await rowCounts(server.db)
    for (const lobby_url of tricks) {
      const res = await send(server, PLAY, playBody('GPAX', { lobby_url }), { token: p.token })
      expect(res, lobby_url).toMatchObject({ status: 400, code: '400', data: { field: 'lobby_url' } })
    }
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await mainBalance(server.db, p.id)).toBe(5_000)

    // What the site sends (features/play: CLOSE_PATH), and other paths of the site, are taken and kept.
    for (const lobby_url of ['/close', '/', '/zh_CN/close?from=game#top', '/close%3Fx']) {
      const res = await send<Launched>(server, PLAY, playBody('GPAX', { lobby_url }), { token: p.token })
      expect(res.code, lobby_url).toBe('100')
      const row = await server.db
        .selectFrom('game_sessions')
        .select('lobby_url')
        .where('id', '=', res.data.game_session_id)
        .executeTakeFirstOrThrow()
      expect(row.lobby_url).toBe(lobby_url)
    }
  })

  it('answers 104 for an unknown or inactive provider and 105 for an unknown game, writing nothing', async () => {
    const p = await newPlayer(5_000)
    const before = await rowCounts(server.db)
    expect((await send(server, PLAY, playBody('GPZZ'), { token: p.token })).code).toBe(GAME_PLAY_CODE.providerNotFound)
    expect((await send(server, PLAY, playBody('GPEA'), { token: p.token })).code).toBe(GAME_PLAY_CODE.providerNotFound)
    expect((await send(server, PLAY, playBody('GPAX', { game_code: 'no-such-game' }), { token: p.token })).code).toBe(
      GAME_PLAY_CODE.gameNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('answers 203 with data.maintain while the provider is in maintenance, and writes nothing', async () => {
    const p = await newPlayer(5_000)
    const maintain = maintenanceNow()
    await provider('GPDL', { maintenance: maintain })
    const before = await rowCounts(server.db)
    const res = await play(p, 'GPDL')
    expect(res).toMatchObject({ status: 200, code: GAME_PLAY_CODE.maintenance, data: { gp_id: 'GPDL', maintain } })
    expect(await rowCounts(server.db)).toEqual(before)

    // my_cash marks the provider; a maintenance still to come does not refuse.
    const listed = (await cashOf(p)).data.my_cash_list
    expect(listed.find((w) => w.gp_id === 'GPDL')?.maintenance).toBe(1)
    expect(listed.find((w) => w.gp_id === 'GPAX')?.maintenance).toBe(0)
    await provider('GPDL', {
      maintenance: {
        start_at: new Date(Date.now() + 3_600_000).toISOString(),
        end_at: new Date(Date.now() + 7_200_000).toISOString(),
      },
    })
    expect((await play(p, 'GPDL')).data).toMatchObject({ forward: 'done', transferred: 5_000 })
  })

  it('answers 106 for a frozen wallet and writes nothing; the pulls answer 103', async () => {
    const p = await newPlayer(5_000)
    await server.db.updateTable('members').set({ wallet_status: 0 }).where('id', '=', p.id).execute()
    const before = await rowCounts(server.db)
    expect((await play(p, 'GPAX')).code).toBe(GAME_PLAY_CODE.walletFrozen)
    expect((await pullAll(p)).code).toBe(BALANCE_PULL_CODE.walletFrozen)
    expect((await getBack(p, { gp_id: 'GPAX' })).code).toBe(BALANCE_PULL_CODE.walletFrozen)
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await mainBalance(server.db, p.id)).toBe(5_000)
  })

  it('moves the main balance into the provider: my_cash shows it and the books are clean', async () => {
    const p = await newPlayer(5_000)
    const launched = await play(p, 'GPAX')
    expect(launched).toMatchObject({
      status: 200,
      code: '100',
      data: { gp_id: 'GPAX', transferred: 5_000, forward: 'done' },
    })
    const cash = await cashOf(p)
    expect(cash.data).toMatchObject({ cash: 0, total: 5_000 })
    expect(cash.data.my_cash_list.find((w) => w.gp_id === 'GPAX')).toMatchObject({ balance: 5_000, maintenance: 0 })
    // Every provider of the member's currency is listed; those never played hold 0.
    expect(cash.data.my_cash_list.find((w) => w.gp_id === 'GPDL')).toMatchObject({ balance: 0 })
    expect(await expectCleanBooks(p)).toBe(5_000)

    const legs = await server.db
      .selectFrom('ledger_entries')
      .select(['wallet', 'amount', 'kind'])
      .where('ref', '=', `play:${launched.data.game_session_id}`)
      .orderBy('id')
      .execute()
    expect(legs).toEqual([
      { wallet: 'main', amount: -5_000, kind: 'transfer_out' },
      { wallet: 'GPAX', amount: 5_000, kind: 'transfer_in' },
    ])

    const audit = await send<{ mismatches: unknown[]; negative: number }>(
      server,
      `/api/dev/wallet/audit?site_id=${SITE}&member_account=${p.account}`,
      undefined,
      { method: 'GET' },
    )
    expect(audit.data).toMatchObject({ mismatches: [], negative: 0, totalBalances: 5_000 })
  })

  it('answers forward disabled and moves nothing when the provider takes no transfers', async () => {
    const p = await newPlayer(5_000)
    await provider('GPSB', { transfers_enabled: false })
    const launched = await play(p, 'GPSB')
    expect(launched.data).toMatchObject({ gp_id: 'GPSB', transferred: 0, forward: 'disabled' })
    expect(await mainBalance(server.db, p.id)).toBe(5_000)
    expect(await balanceAt(p, 'GPSB')).toBe(0)
    expect(await expectCleanBooks(p)).toBe(5_000)
  })

  it('answers forward failed when the provider fails or times out at launch; the money stays in main', async () => {
    const p = await newPlayer(5_000)
    await fault('GPAX', 'fail', 1)
    expect((await play(p, 'GPAX')).data).toMatchObject({ transferred: 0, forward: 'failed' })
    await fault('GPAX', 'timeout', 1)
    expect((await play(p, 'GPAX')).data).toMatchObject({ transferred: 0, forward: 'failed' })
    expect(await mainBalance(server.db, p.id)).toBe(5_000)
    expect(await balanceAt(p, 'GPAX')).toBe(0)
    // The fault was for one transfer each time: the next launch moves the money.
    expect((await play(p, 'GPAX')).data).toMatchObject({ transferred: 5_000, forward: 'done' })
    expect(await expectCleanBooks(p)).toBe(5_000)
  })

  it('closes the open session of another game; its money stays in its provider wallet', async () => {
    const p = await newPlayer(3_000)
    const first = await play(p, 'GPAX')
    await credit(p, 2_000)
    const second = await play(p, 'GPDL')
    expect(second.data).toMatchObject({ transferred: 2_000 })
    const sessions = await server.db
      .selectFrom('game_sessions')
      .select(['id', 'status'])
      .where('member_id', '=', p.id)
      .orderBy('opened_at')
      .execute()
    expect(sessions).toEqual([
      { id: first.data.game_session_id, status: 'closed' },
      { id: second.data.game_session_id, status: 'open' },
    ])
    expect(await balanceAt(p, 'GPAX')).toBe(3_000)
    expect(await balanceAt(p, 'GPDL')).toBe(2_000)
    expect(await expectCleanBooks(p)).toBe(5_000)
  })
})

describe('leave1', () => {
  it('closes the session and pulls its provider back; a second leave closes nothing', async () => {
    const p = await newPlayer(5_000)
    await play(p, 'GPCR')
    expect(await leave(p)).toMatchObject({
      status: 200,
      code: '100',
      data: { closed: true, gp_id: 'GPCR', pulled: 5_000, cash: 5_000, total: 5_000 },
    })
    expect(await balanceAt(p, 'GPCR')).toBe(0)
    expect((await leave(p)).data).toEqual({ closed: false, gp_id: null, pulled: 0, cash: 5_000, total: 5_000 })
    expect(await expectCleanBooks(p)).toBe(5_000)
  })

  it('closes the session anyway when the provider fails; the money waits for a pull', async () => {
    const p = await newPlayer(5_000)
    await play(p, 'GPAX')
    await fault('GPAX', 'timeout', 1)
    expect((await leave(p)).data).toMatchObject({ closed: true, gp_id: 'GPAX', pulled: 0, cash: 0, total: 5_000 })
    expect(await balanceAt(p, 'GPAX')).toBe(5_000)
    const pulled = await pullAll(p)
    expect(pulled.data).toMatchObject({ cash: 5_000, total: 5_000, replayed: false })
    expect(resultOf(pulled, 'GPAX')).toEqual({ gp_id: 'GPAX', status: 'done', amount: 5_000 })
    expect(await expectCleanBooks(p)).toBe(5_000)
  })

  it('leaves the money in place when the provider takes no transfers', async () => {
    const p = await newPlayer(5_000)
    await play(p, 'GPAX')
    await provider('GPAX', { transfers_enabled: false })
    expect((await leave(p)).data).toMatchObject({ closed: true, pulled: 0, cash: 0, total: 5_000 })
    expect(await balanceAt(p, 'GPAX')).toBe(5_000)
  })
})

describe('balance pulls', () => {
  it('pull-all reports done, failed and skipped per provider, each on its own', async () => {
    const p = await newPlayer()
    await spread(p, [
      ['GPAX', 1_000],
      ['GPCR', 2_000],
      ['GPDL', 3_000],
      ['GPR8', 4_000],
      ['GPSB', 5_000],
    ])
    // A wallet that once held money and is empty now.
    await credit(p, 600)
    await play(p, 'GPAX')
    expect((await leave(p)).data).toMatchObject({ pulled: 1_600 })
    await credit(p, 700)

    await fault('GPCR', 'fail', 1)
    await fault('GPDL', 'timeout', 1)
    await provider('GPR8', { transfers_enabled: false })
    await provider('GPSB', { maintenance: maintenanceNow() })

    const pulled = await pullAll(p)
    expect(pulled).toMatchObject({ status: 200, code: '100' })
    expect(pulled.data.results).toEqual([
      { gp_id: 'GPAX', status: 'skipped', amount: 0, reason: 'empty' },
      { gp_id: 'GPCR', status: 'failed', amount: 0, reason: 'provider_error' },
      { gp_id: 'GPDL', status: 'failed', amount: 0, reason: 'timeout' },
      { gp_id: 'GPR8', status: 'skipped', amount: 0, reason: 'transfers_disabled' },
      { gp_id: 'GPSB', status: 'skipped', amount: 0, reason: 'maintenance' },
    ])
    expect(pulled.data).toMatchObject({ cash: 2_300, total: 16_300, replayed: false })

    // The faults were for one transfer: the next pull brings those two back.
    const again = await pullAll(p)
    expect(resultOf(again, 'GPCR')).toEqual({ gp_id: 'GPCR', status: 'done', amount: 2_000 })
    expect(resultOf(again, 'GPDL')).toEqual({ gp_id: 'GPDL', status: 'done', amount: 3_000 })
    expect(again.data).toMatchObject({ cash: 7_300, total: 16_300 })
    expect(await expectCleanBooks(p)).toBe(16_300)
  })

  it('answers 101 while a game is open, for both pulls', async () => {
    const p = await newPlayer(5_000)
    await play(p, 'GPAX')
    const before = await rowCounts(server.db)
    expect((await pullAll(p)).code).toBe(BALANCE_PULL_CODE.gameOpen)
    expect((await getBack(p, { gp_id: 'GPAX' })).code).toBe(BALANCE_PULL_CODE.gameOpen)
    expect((await getBack(p)).code).toBe(BALANCE_PULL_CODE.gameOpen)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('answers 104 with the results when every provider holding money fails; nothing moves or is remembered', async () => {
    const p = await newPlayer()
    await spread(p, [
      ['GPAX', 1_000],
      ['GPDL', 2_000],
    ])
    await fault('GPAX', 'fail')
    await fault('GPDL', 'timeout')
    const before = await rowCounts(server.db)
    const refused = await pullAll(p, 'all-fail-key-1')
    expect(refused).toMatchObject({ status: 200, code: BALANCE_PULL_CODE.allFailed })
    expect((refused.data as { results: PullResult[] }).results).toEqual([
      { gp_id: 'GPAX', status: 'failed', amount: 0, reason: 'provider_error' },
      { gp_id: 'GPDL', status: 'failed', amount: 0, reason: 'timeout' },
    ])
    expect((await getBack(p, { gp_id: 'GPDL' })).code).toBe(BALANCE_PULL_CODE.allFailed)
    // Each attempt is a transfer with a reference, refunded when the provider did not apply it: the money
    // is back where it was, and nothing else is written (no answer remembered, no cooldown).
    const after = await rowCounts(server.db)
    const grew = (table: string) => (after[table] ?? 0) - (before[table] ?? 0)
    const { ledger_entries: _l, provider_transfers: _t, house_transfers: _h, ...rest } = after
    const { ledger_entries: _l0, provider_transfers: _t0, house_transfers: _h0, ...restBefore } = before
    expect(rest).toEqual(restBefore)
    // Three attempts, each taken and refunded; the two timed-out references were voided at the house
    // when their status was asked.
    expect({
      ledger: grew('ledger_entries'),
      ours: grew('provider_transfers'),
      house: grew('house_transfers'),
    }).toEqual({
      ledger: 6,
      ours: 3,
      house: 2,
    })
    const attempts = await server.db
      .selectFrom('provider_transfers')
      .select(['gp_id', 'status', 'amount'])
      .where('member_id', '=', p.id)
      .where('ledger_ref', '=', 'pull:all-fail-key-1')
      .orderBy('gp_id')
      .execute()
    expect(attempts).toEqual([
      { gp_id: 'GPAX', status: 'failed', amount: 1_000 },
      { gp_id: 'GPDL', status: 'failed', amount: 2_000 },
    ])
    expect(await balanceAt(p, 'GPAX')).toBe(1_000)
    expect(await balanceAt(p, 'GPDL')).toBe(2_000)
    expect(await expectCleanBooks(p)).toBe(3_000)

    // The same key once the providers answer again runs for real: a refusal was not its answer.
    await fault('GPAX', 'fail', 1)
    await provider('GPDL', { fault: null })
    await provider('GPAX', { fault: null })
    const retried = await pullAll(p, 'all-fail-key-1')
    expect(retried.data).toMatchObject({ cash: 3_000, total: 3_000, replayed: false })
    expect(await expectCleanBooks(p)).toBe(3_000)
  })

  it('answers a repeated idempotency key with the first answer, replayed, and moves the money once', async () => {
    const p = await newPlayer()
    await spread(p, [
      ['GPAX', 1_000],
      ['GPSB', 2_000],
    ])
    const first = await pullAll(p, 'pull-key-0001')
    expect(first.data).toMatchObject({ cash: 3_000, total: 3_000, replayed: false })
    // The main balance goes back into GPAX and stays there.
    expect((await play(p, 'GPAX')).data).toMatchObject({ transferred: 3_000 })
    await fault('GPAX', 'fail', 1)
    expect((await leave(p)).data).toMatchObject({ pulled: 0 })
    const second = await pullAll(p, 'pull-key-0001')
    expect(second.data).toEqual({ ...first.data, replayed: true })
    expect(await balanceAt(p, 'GPAX')).toBe(3_000)

    // Five at once with a new key: one runs, four answer its answer.
    const five = await Promise.all(Array.from({ length: 5 }, () => pullAll(p, 'pull-key-0002')))
    expect(five.map((r) => r.code)).toEqual(['100', '100', '100', '100', '100'])
    expect(five.filter((r) => !r.data.replayed)).toHaveLength(1)
    const original = five.find((r) => !r.data.replayed)!.data
    for (const r of five) expect(r.data).toEqual({ ...original, replayed: r.data.replayed })
    expect(original.results).toEqual([
      { gp_id: 'GPAX', status: 'done', amount: 3_000 },
      { gp_id: 'GPSB', status: 'skipped', amount: 0, reason: 'empty' },
    ])

    for (const key of ['pull-key-0001', 'pull-key-0002']) {
      const legs = await server.db
        .selectFrom('ledger_entries')
        .select(['wallet', 'kind'])
        .where('member_id', '=', p.id)
        .where('ref', '=', `pull:${key}`)
        .where('kind', '=', 'transfer_out')
        .execute()
      const perWallet = new Map<string, number>()
      for (const leg of legs) perWallet.set(leg.wallet, (perWallet.get(leg.wallet) ?? 0) + 1)
      expect(
        [...perWallet.values()].every((n) => n === 1),
        key,
      ).toBe(true)
    }
    expect(await expectCleanBooks(p)).toBe(3_000)

    // A key is the member's own: another member's same key runs for them.
    const q = await newPlayer()
    await spread(q, [['GPDL', 900]])
    expect((await pullAll(q, 'pull-key-0001')).data).toMatchObject({ cash: 900, replayed: false })
  })

  it('runs a key again once its first answer is older than 24 h', async () => {
    const p = await newPlayer()
    await spread(p, [['GPAX', 1_000]])
    const first = await pullAll(p, 'old-key-00001')
    expect(first.data).toMatchObject({ cash: 1_000, replayed: false })
    await server.db
      .updateTable('balance_pulls')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('member_id', '=', p.id)
      .execute()
    expect((await play(p, 'GPAX')).data).toMatchObject({ transferred: 1_000 })
    await fault('GPAX', 'fail', 1)
    await leave(p)
    const again = await pullAll(p, 'old-key-00001')
    expect(again).toMatchObject({ status: 200, code: '100', data: { cash: 1_000, replayed: false } })
    // Its new answer is the one a repeat gets now.
    expect((await pullAll(p, 'old-key-00001')).data).toEqual({ ...again.data, replayed: true })
    expect(await expectCleanBooks(p)).toBe(1_000)
  })

  it('answers 400 naming idempotency-key for a malformed key, and writes nothing', async () => {
    const p = await newPlayer()
    await spread(p, [['GPAX', 1_000]])
    const before = await rowCounts(server.db)
    for (const key of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon!']) {
      for (const res of [await pullAll(p, key), await getBack(p, { gp_id: 'GPAX' }, key)]) {
        expect(res, key).toMatchObject({ status: 400, code: '400', data: { field: IDEMPOTENCY_HEADER } })
      }
    }
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await balanceAt(p, 'GPAX')).toBe(1_000)
  })

  it('balance_get_back pulls one provider, or without a body the provider of the last game', async () => {
    const p = await newPlayer()
    // Nothing ever played: nothing to pull, the balances answered.
    expect((await getBack(p)).data).toEqual({ results: [], cash: 0, total: 0, replayed: false })

    await spread(p, [
      ['GPAX', 1_000],
      ['GPDL', 2_000],
      ['GPSB', 3_000],
    ])
    const one = await getBack(p, { gp_id: 'GPDL' })
    expect(one.data).toEqual({
      results: [{ gp_id: 'GPDL', status: 'done', amount: 2_000 }],
      cash: 2_000,
      total: 6_000,
      replayed: false,
    })
    // GPSB was the last game.
    const last = await getBack(p)
    expect(last.data.results).toEqual([{ gp_id: 'GPSB', status: 'done', amount: 3_000 }])
    expect(last.data).toMatchObject({ cash: 5_000, total: 6_000 })
    expect((await getBack(p, {})).data.results).toEqual([
      { gp_id: 'GPSB', status: 'skipped', amount: 0, reason: 'empty' },
    ])
    expect(await balanceAt(p, 'GPAX')).toBe(1_000)

    // Keyed like the pull of all.
    const keyedOnce = await getBack(p, { gp_id: 'GPAX' }, 'get-back-key-1')
    expect(keyedOnce.data).toMatchObject({ cash: 6_000, replayed: false })
    expect((await getBack(p, { gp_id: 'GPAX' }, 'get-back-key-1')).data).toEqual({ ...keyedOnce.data, replayed: true })
    expect(await expectCleanBooks(p)).toBe(6_000)
  })

  it('balance_get_back answers 400 naming gp_id for a malformed or unknown provider: nothing written, no cooldown', async () => {
    const slow = await startServer({ wallet: { pullCooldownMs: 10_000, providerTimeoutMs: 20 } })
    try {
      const p = await freshPlayer(slow, `wroutes${++accounts}`, 0)
      const res0 = await send(slow, '/api/dev/wallet/credit', {
        site_id: SITE,
        member_account: p.account,
        amount: 1_500,
      })
      expect(res0.code).toBe('100')
      expect((await play(p, 'GPAX', slow)).data).toMatchObject({ transferred: 1_500 })
      slow.wallet.gateway.setFault('GPAX', { mode: 'fail', times: 1 })
      expect((await send(slow, LEAVE, {}, { token: p.token })).data).toMatchObject({ closed: true, pulled: 0 })

      const before = await rowCounts(slow.db)
      const cases: [unknown, string][] = [
        [{ gp_id: 'GP AX' }, 'gp_id'],
        [{ gp_id: '' }, 'gp_id'],
        [{ gp_id: 'x'.repeat(33) }, 'gp_id'],
        [{ gp_id: 42 }, 'gp_id'],
        // Well formed, but no such provider: a pull of it would answer "empty" and start the cooldown.
        [{ gp_id: 'GPZZ' }, 'gp_id'],
      ]
      for (const [body, field] of cases) {
        const res = await send(slow, GET_BACK, body, { token: p.token, headers: keyed('bad-gp-key-01') })
        expect(res, JSON.stringify(body)).toMatchObject({ status: 400, code: '400', data: { field } })
        expect(res.message.startsWith(`${field}: `), res.message).toBe(true)
      }
      expect(await rowCounts(slow.db)).toEqual(before)
      expect(await providerBalance(slow.db, p.id, 'GPAX')).toBe(1_500)

      // No cooldown started and the key was not spent: the same key pulls GPAX now.
      const done = await send<Pulled>(
        slow,
        GET_BACK,
        { gp_id: 'GPAX' },
        { token: p.token, headers: keyed('bad-gp-key-01') },
      )
      expect(done.data).toEqual({
        results: [{ gp_id: 'GPAX', status: 'done', amount: 1_500 }],
        cash: 1_500,
        total: 1_500,
        replayed: false,
      })
      const audit = await auditLedger(slow.db, [p.id])
      expect(audit).toMatchObject({ mismatches: [], negative: 0, totalBalances: 1_500 })
    } finally {
      await slow.close()
    }
  })

  it("balance_get_back moves only the caller's own wallet: another member's same provider is never touched", async () => {
    const p = await newPlayer()
    const q = await newPlayer()
    await spread(p, [['GPDL', 700]])
    await spread(q, [
      ['GPDL', 2_000],
      ['GPSB', 300],
    ])
    const ledgerRowsOf = async (member: Player) =>
      Number(
        (
          await server.db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('member_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const walletsOf = async (member: Player) => ({
      dl: await balanceAt(member, 'GPDL'),
      sb: await balanceAt(member, 'GPSB'),
      main: await mainBalance(server.db, member.id),
    })
    const before = await walletsOf(q)
    expect(before).toEqual({ dl: 2_000, sb: 300, main: 0 })
    const qRowsBefore = await ledgerRowsOf(q)

    const mine = await getBack(p, { gp_id: 'GPDL' })
    expect(mine.data).toEqual({
      results: [{ gp_id: 'GPDL', status: 'done', amount: 700 }],
      cash: 700,
      total: 700,
      replayed: false,
    })
    // The other member: same balances, and no ledger row written for them by p's pull.
    expect(await walletsOf(q)).toEqual(before)
    expect(await ledgerRowsOf(q)).toBe(qRowsBefore)
    expect(await expectCleanBooks(p)).toBe(700)
    expect(await expectCleanBooks(q)).toBe(2_300)
  })

  it('answers 105 within the cooldown; a pull that all failed starts no cooldown', async () => {
    const slow = await startServer({ wallet: { pullCooldownMs: 10_000, providerTimeoutMs: 20 } })
    try {
      const p = await newPlayer(5_000, slow)
      await play(p, 'GPAX', slow)
      slow.wallet.gateway.setFault('GPAX', { mode: 'fail', times: 1 })
      expect((await send(slow, LEAVE, {}, { token: p.token })).data).toMatchObject({ pulled: 0 })

      slow.wallet.gateway.setFault('GPAX', { mode: 'fail', times: 1 })
      expect((await pullAll(p, undefined, slow)).code).toBe(BALANCE_PULL_CODE.allFailed)
      const done = await pullAll(p, 'cooldown-key-1', slow)
      expect(done.data).toMatchObject({ cash: 5_000, replayed: false })
      expect((await pullAll(p, undefined, slow)).code).toBe(BALANCE_PULL_CODE.tooSoon)
      expect((await send(slow, GET_BACK, { gp_id: 'GPAX' }, { token: p.token })).code).toBe(BALANCE_PULL_CODE.tooSoon)
      // A repeat of the key that ran is its answer, cooldown or not.
      expect((await pullAll(p, 'cooldown-key-1', slow)).data).toEqual({ ...done.data, replayed: true })

      // Once the cooldown has passed, pulls run again.
      await slow.db
        .updateTable('balance_pulls')
        .set({ created_at: new Date(Date.now() - 11_000).toISOString() })
        .where('member_id', '=', p.id)
        .execute()
      expect((await pullAll(p, undefined, slow)).code).toBe('100')
    } finally {
      await slow.close()
    }
  })
})

describe('cash_surplus/check', () => {
  it('is active when money sits in a provider wallet outside the open game', async () => {
    const p = await newPlayer(5_000)
    expect((await surplus(p)).data).toEqual({ active: 0 })
    await play(p, 'GPAX')
    // The open game's own wallet is not a surplus.
    expect((await surplus(p)).data).toEqual({ active: 0 })
    await credit(p, 1_000)
    await play(p, 'GPDL')
    expect((await surplus(p)).data).toEqual({ active: 1 })
    await leave(p)
    expect((await surplus(p)).data).toEqual({ active: 1 })
    await pullAll(p)
    expect((await surplus(p)).data).toEqual({ active: 0 })
  })

  it('refuses a site or currency it does not know', async () => {
    const p = await newPlayer()
    expect((await send(server, SURPLUS, { site_id: 'no-such-site', currency: 'USD' }, { token: p.token })).code).toBe(
      '102',
    )
    expect((await send(server, SURPLUS, { site_id: SITE, currency: 'usd' }, { token: p.token })).status).toBe(400)
  })
})

// ---------------------------------------------------------------------------
// member.{id} events

interface Heard {
  event: string
  payload: Record<string, unknown>
}

/** A socket joined to the player's channel, and everything it hears from now on. */
async function listen(p: Player): Promise<Heard[]> {
  const socket: Client = connect(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: p.token },
  })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('welcome', () => resolve())
    socket.once('connect_error', reject)
  })
  const channel = memberChannel(p.id)
  expect(await socket.timeout(2000).emitWithAck('subscribe', { channel })).toEqual({ ok: true, channel })
  const heard: Heard[] = []
  socket.onAny((event: string, payload: Record<string, unknown>) => heard.push({ event, payload }))
  return heard
}

const named = (heard: Heard[], event: string) => heard.filter((h) => h.event === event).map((h) => h.payload)

describe('member channel events', () => {
  it('play1 sends game.url with the address and member.cash; the address opens the session for rounds', async () => {
    const p = await newPlayer(5_000)
    const heard = await listen(p)
    const launched = await play(p, 'GPAX')
    await vi.waitFor(() => expect(named(heard, 'game.url')).toHaveLength(1))
    const [url] = named(heard, 'game.url')
    expect(url).toMatchObject({
      channel: memberChannel(p.id),
      game_session_id: launched.data.game_session_id,
      gp_id: 'GPAX',
      game_code: games.get('GPAX')!.code,
      url: expect.stringMatching(/^\/house\/play\/slot\.html\?token=[\w-]+$/),
    })
    expect(named(heard, 'member.cash')).toEqual([
      { channel: memberChannel(p.id), cash: 0, total: 5_000, gp_id: 'GPAX', balance: 5_000 },
    ])
    expect(named(heard, 'forward_game.status')).toEqual([])

    // The launch token in the address is the session a house page plays rounds in.
    const token = new URL(String(url!.url), baseUrl).searchParams.get('token')!
    const session = await liveSession(server.db, token)
    expect(session?.id).toBe(launched.data.game_session_id)
    const won = await settleRound(server.db, session!, 'round-1', 400, () => ({ payout: 1_000, detail: { won: true } }))
    expect(won).toMatchObject({ stake: 400, payout: 1_000, balance: 5_600, replayed: false })
    const again = await settleRound(server.db, session!, 'round-1', 400, () => ({ payout: 9_999, detail: {} }))
    expect(again).toMatchObject({ stake: 400, payout: 1_000, balance: 5_600, replayed: true, detail: { won: true } })
    expect((await leave(p)).data).toMatchObject({ pulled: 5_600, cash: 5_600 })
    expect(await liveSession(server.db, token)).toBeUndefined()
    expect(await expectCleanBooks(p)).toBe(5_600)
  })

  it('play1 sends forward_game.status 957 when transfers are disabled, 958 when the transfer failed', async () => {
    const p = await newPlayer(5_000)
    const heard = await listen(p)
    await provider('GPDL', { transfers_enabled: false })
    await play(p, 'GPDL')
    await vi.waitFor(() => expect(named(heard, 'game.url')).toHaveLength(1))
    expect(named(heard, 'forward_game.status')).toEqual([
      expect.objectContaining({ channel: memberChannel(p.id), gp_id: 'GPDL', code: '957' }),
    ])
    expect(named(heard, 'member.cash')).toEqual([expect.objectContaining({ cash: 5_000, gp_id: 'GPDL', balance: 0 })])

    await fault('GPAX', 'timeout', 1)
    await play(p, 'GPAX')
    await vi.waitFor(() => expect(named(heard, 'game.url')).toHaveLength(2))
    expect(named(heard, 'forward_game.status')[1]).toMatchObject({ gp_id: 'GPAX', code: '958' })
  })

  it('a refused play1 sends nothing', async () => {
    const p = await newPlayer(5_000)
    const heard = await listen(p)
    await provider('GPSB', { maintenance: maintenanceNow() })
    expect((await play(p, 'GPSB')).code).toBe(GAME_PLAY_CODE.maintenance)
    // leave1 always sends member.cash: once it is heard, anything sent before would have been too.
    await leave(p)
    await vi.waitFor(() => expect(named(heard, 'member.cash')).toHaveLength(1))
    expect(heard.map((h) => h.event)).toEqual(['member.cash'])
  })

  it('a pull sends all_transfer_back and member.cash; its replay sends nothing', async () => {
    const p = await newPlayer()
    await spread(p, [
      ['GPAX', 1_000],
      ['GPCR', 2_000],
    ])
    const heard = await listen(p)
    await fault('GPCR', 'fail', 1)
    const pulled = await pullAll(p, 'event-key-0001')
    await vi.waitFor(() => expect(named(heard, 'all_transfer_back')).toHaveLength(1))
    expect(named(heard, 'all_transfer_back')).toEqual([
      { channel: memberChannel(p.id), cash: 1_000, total: 3_000, results: pulled.data.results },
    ])
    expect(pulled.data.results.map((r) => r.status)).toEqual(['done', 'failed'])
    expect(named(heard, 'member.cash')).toEqual([{ channel: memberChannel(p.id), cash: 1_000, total: 3_000 }])

    expect((await pullAll(p, 'event-key-0001')).data.replayed).toBe(true)
    await getBack(p, { gp_id: 'GPCR' })
    await vi.waitFor(() => expect(named(heard, 'all_transfer_back')).toHaveLength(2))
    expect(named(heard, 'all_transfer_back')[1]).toMatchObject({
      cash: 3_000,
      results: [{ gp_id: 'GPCR', status: 'done', amount: 2_000 }],
    })
    expect(heard.map((h) => h.event)).toEqual(['member.cash', 'all_transfer_back', 'member.cash', 'all_transfer_back'])
  })
})
