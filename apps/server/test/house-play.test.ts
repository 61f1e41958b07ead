import type { HouseGameKind } from '@lobby/api/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PLAY_ASSETS, PLAY_EXPIRED_HTML, playPageHtml } from '../src/house/play/assets.ts'
import {
  LOTTERY_PAYS,
  SPORT_BOARD,
  baccaratPayout,
  bankerDraws,
  crashCashout,
  drawCrash,
  drawLottery,
  dragonTigerPayout,
  findMatch,
  payHundredths,
  playBaccarat,
  playDragonTiger,
  playLottery,
  playSlot,
  playSport,
  sportWeights,
  stakesFor,
  type Card,
  type Rng,
} from '../src/house/play/games.ts'
import { HOUSE_CSP } from '../src/house/routes.ts'
import { crashTimeMs, slotLineMultiplier, type SlotSymbol } from '../src/house/sessions.ts'
import type { LobbyServer } from '../src/index.ts'
import { findMember } from '../src/members/store.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, balances, providerBalance } from '../src/wallet/ledger.ts'
import { leaveGame } from '../src/wallet/play.ts'
import { liveSession, settleRound } from '../src/wallet/rounds.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { launchFirstGame } from './wallet-helpers.ts'

let server: LobbyServer
/** Every `member.cash` the server sent, in order. */
const heard: { channel: string; payload: Record<string, unknown> }[] = []

beforeAll(async () => {
  server = await startServer()
  vi.spyOn(server.io, 'to').mockImplementation(((channel: string) => ({
    emit: (event: string, payload: Record<string, unknown>) => {
      if (event === 'member.cash') heard.push({ channel, payload })
      return true
    },
  })) as never)
})
afterEach(async () => {
  // The books hold after every test: every wallet equals its ledger, none below zero.
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await server.close()
})

/** A scripted random source: answers `values` in order and checks each is in range. */
function script(...values: number[]): Rng {
  let i = 0
  return (max) => {
    const value = values[i++]
    if (value === undefined) throw new Error(`script ran out after ${i - 1} draws`)
    if (!Number.isInteger(value) || value < 0 || value >= max) throw new Error(`draw ${i}: ${value} not in [0, ${max})`)
    return value
  }
}

// ---------------------------------------------------------------------------
// Game rules

describe('house play rules (games.ts)', () => {
  it('offers 1 to 50 major units as stakes, 1,000 and up without minor units', () => {
    expect(stakesFor('USD')).toEqual([100, 200, 500, 1000, 2000, 5000])
    expect(stakesFor('VND')).toEqual([1000, 2000, 5000, 10_000, 20_000, 50_000])
  })

  it('slot: the demo reels and pay table', () => {
    // Weights: cherry 0-29, lemon 30-54, bell 55-72, star 73-86, seven 87-94, diamond 95-99.
    const sevens = playSlot(200, script(0, 90, 0, 30, 88, 99, 55, 94, 73))
    expect(sevens.detail.line).toEqual(['seven', 'seven', 'seven'])
    expect(sevens.detail.reels).toEqual([
      ['cherry', 'seven', 'cherry'],
      ['lemon', 'seven', 'diamond'],
      ['bell', 'seven', 'star'],
    ])
    expect(sevens).toMatchObject({ payout: 10_000, detail: { multiplier: 50 } })
    expect(playSlot(100, script(0, 0, 0, 0, 29, 0, 0, 40, 0)).payout).toBe(200)
    expect(playSlot(100, script(0, 0, 0, 0, 30, 0, 0, 60, 0)).payout).toBe(0)
    expect(playSlot(500, script(0, 99, 0, 0, 95, 0, 0, 97, 0)).payout).toBe(50_000)
  })

  it('crash: the demo curve; a cash-out before the crash pays stake x multiplier, after it nothing', () => {
    expect(drawCrash(5, script(0))).toEqual({ crash_point: 1, started_at: 5 })
    expect(drawCrash(5, script(2 ** 31)).crash_point).toBe(1.94)
    const secret = { crash_point: 1.94, started_at: 1_000 }
    // e^(0.00006 x 5000) = 1.3498... -> 1.34x
    expect(crashCashout(1000, secret, 6_000)).toEqual({ state: 'cashed', multiplier: 1.34, payout: 1340 })
    expect(crashCashout(100, secret, 1_000)).toEqual({ state: 'cashed', multiplier: 1, payout: 100 })
    const crashAt = 1_000 + crashTimeMs(1.94)
    expect(crashCashout(1000, secret, Math.ceil(crashAt))).toEqual({ state: 'crashed', multiplier: 1.94, payout: 0 })
    // A crash point of 1.00 is over at once.
    expect(crashCashout(1000, { crash_point: 1, started_at: 0 }, 0).payout).toBe(0)
  })

  it('live: punto banco with the third-card rules; player 2x, banker 1.95x, tie 9x, a tie returns the stake', () => {
    // Cards are (rank - 1, suit) pairs in deal order: player, banker, player, banker, thirds.
    const natural = playBaccarat(1000, 'player', script(8, 0, 1, 1, 12, 2, 2, 3))
    expect(natural.detail).toMatchObject({ player_total: 9, banker_total: 5, winner: 'player' })
    expect(natural.detail.player).toHaveLength(2)
    expect(natural.payout).toBe(2000)

    // Player 2+3 = 5 draws a ten (5); banker 7+K = 7 stands: banker wins.
    const banker = script(1, 0, 6, 0, 2, 0, 12, 0, 9, 0)
    const coup = playBaccarat(1000, 'banker', banker)
    expect(coup.detail).toMatchObject({ player_total: 5, banker_total: 7, winner: 'banker' })
    expect(coup.detail.player).toHaveLength(3)
    expect(coup.detail.banker).toHaveLength(2)
    expect(coup.payout).toBe(1950)
    expect(baccaratPayout(150, 'banker', 'banker')).toBe(292)

    // Player 4+3 = 7 and banker 5+2 = 7 both stand: a tie.
    const tie = () => script(3, 0, 4, 0, 2, 0, 1, 0)
    expect(playBaccarat(1000, 'tie', tie())).toMatchObject({ payout: 9000, detail: { winner: 'tie' } })
    expect(playBaccarat(1000, 'player', tie()).payout).toBe(1000)
    expect(playBaccarat(1000, 'banker', tie()).payout).toBe(1000)
    expect(baccaratPayout(1000, 'tie', 'player')).toBe(0)

    const card = (rank: number): Card => ({ rank, suit: 'S' })
    expect(bankerDraws(2, card(8))).toBe(true)
    expect(bankerDraws(3, card(8))).toBe(false)
    expect(bankerDraws(3, card(9))).toBe(true)
    expect(bankerDraws(4, card(1))).toBe(false)
    expect(bankerDraws(4, card(2))).toBe(true)
    expect(bankerDraws(5, card(4))).toBe(true)
    expect(bankerDraws(5, card(3))).toBe(false)
    expect(bankerDraws(6, card(7))).toBe(true)
    expect(bankerDraws(6, card(13))).toBe(false)
    expect(bankerDraws(7, card(6))).toBe(false)
    expect(bankerDraws(5, null)).toBe(true)
    expect(bankerDraws(6, null)).toBe(false)
  })

  it('card: dragon tiger pays 2x, tie 8x, and a tie returns half a dragon or tiger stake', () => {
    const dragon = playDragonTiger(1000, 'dragon', script(12, 0, 0, 1))
    expect(dragon).toMatchObject({
      payout: 2000,
      detail: { winner: 'dragon', dragon: { rank: 13 }, tiger: { rank: 1 } },
    })
    expect(playDragonTiger(1000, 'tiger', script(12, 0, 0, 1)).payout).toBe(0)
    expect(playDragonTiger(1000, 'tie', script(4, 0, 4, 1))).toMatchObject({ payout: 8000, detail: { winner: 'tie' } })
    expect(playDragonTiger(1000, 'dragon', script(4, 0, 4, 1)).payout).toBe(500)
    expect(dragonTigerPayout(101, 'tiger', 'tie')).toBe(50)
    expect(dragonTigerPayout(1000, 'tie', 'tiger')).toBe(0)
  })

  it('sport: results drawn by the implied probabilities; a winning pick pays stake x odds', () => {
    const match = findMatch(1)!
    expect(match.odds).toEqual({ home: 185, draw: 340, away: 420 })
    const w = sportWeights(match)
    expect(w).toEqual({ home: 540_540, draw: 294_117, away: 238_095 })
    expect(playSport(1000, match, 'home', script(0, 1, 0))).toMatchObject({
      payout: 1850,
      detail: { match: 1, pick: 'home', odds: 185, result: 'home', score: [2, 0] },
    })
    expect(playSport(1000, match, 'draw', script(w.home, 2))).toMatchObject({
      payout: 3400,
      detail: { result: 'draw', score: [2, 2] },
    })
    expect(playSport(1000, match, 'home', script(w.home + w.draw, 0, 0))).toMatchObject({
      payout: 0,
      detail: { result: 'away', score: [0, 1] },
    })
    expect(payHundredths(150, 185)).toBe(277)
    // Every match keeps a house margin: the implied probabilities add up to more than 1.
    for (const m of SPORT_BOARD) {
      const overround = 100 / m.odds.home + 100 / m.odds.draw + 100 / m.odds.away
      expect(overround).toBeGreaterThan(1.05)
      expect(overround).toBeLessThan(1.1)
    }
    expect(SPORT_BOARD).toHaveLength(6)
  })

  it('lottery: three of ten; 2 matches pay 3x, 3 matches 50x, for a 94.2 % return', () => {
    expect(drawLottery(script(0, 0, 0))).toEqual([1, 2, 3])
    expect(drawLottery(script(9, 8, 7))).toEqual([10, 9, 8])
    expect(playLottery(100, [3, 1, 2], script(0, 0, 0))).toEqual({
      payout: 5000,
      detail: { numbers: [1, 2, 3], drawn: [1, 2, 3], matches: 3, multiplier: 50 },
    })
    expect(playLottery(100, [1, 2, 9], script(0, 0, 0)).payout).toBe(300)
    expect(playLottery(100, [1, 8, 9], script(0, 0, 0)).payout).toBe(0)
    expect(playLottery(100, [7, 8, 9], script(0, 0, 0)).payout).toBe(0)
    // Exact return over every draw: 113 / 120 of the stake.
    let paid = 0
    let draws = 0
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 9; b++)
        for (let c = 0; c < 8; c++) {
          paid += playLottery(120, [1, 2, 3], script(a, b, c)).payout
          draws += 1
        }
    expect(paid / draws).toBe(113)
    expect(LOTTERY_PAYS).toEqual([0, 0, 3, 50])
  })
})

// ---------------------------------------------------------------------------
// The API

let accounts = 0

const GAME_OF: Record<HouseGameKind, string> = {
  slot: 'GPR8',
  crash: 'GPCR',
  live: 'GPVR',
  sport: 'GPSB',
  lottery: 'GPJL',
  card: 'GPJD',
}

interface Seat {
  account: string
  memberId: number
  gpId: string
  token: string
  url: string
}

/** A fresh member credited with `credit` and seated at a game of `kind` (the credit moves into the provider's wallet). */
async function seat(kind: HouseGameKind, credit = 100_000, currency = 'USD'): Promise<Seat> {
  const account = `houseplay${++accounts}`
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/dev/members',
    payload: { account, password: DEMO_MEMBER_PASSWORD, currency },
  })
  expect(created.json()).toMatchObject({ code: '100' })
  if (credit > 0) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/dev/wallet/credit',
      payload: { site_id: SITE, member_account: account, amount: credit },
    })
    expect(res.json()).toMatchObject({ code: '100' })
  }
  const member = await findMember(server.db, SITE, account)
  if (!member) throw new Error('member not created')
  const gpId = GAME_OF[kind]
  // A launch belongs to the member token it came with (a session dies with it).
  const memberToken = await issueMemberToken(server.db, member.id, 'udid-house')
  const { url, token } = await launchFirstGame(server, { id: member.id, account, token: memberToken }, gpId)
  expect(url).toMatch(new RegExp(`^/house/play/${kind}\\.html\\?token=`))
  expect(await providerBalance(server.db, member.id, gpId)).toBe(credit)
  return { account, memberId: member.id, gpId, token, url }
}

interface RoundAnswer<D = Record<string, unknown>> {
  round: string
  stake: number
  payout: number
  balance: number
  detail: D
  replayed: boolean
}

async function call<T = RoundAnswer>(path: string, payload: Record<string, unknown>) {
  const res = await server.app.inject({ method: 'POST', url: `/house/play/api/${path}`, payload })
  return { status: res.statusCode, ...res.json<{ code: string; message: string; data: T }>() }
}

let rounds = 0
const newRound = () => `round-${Date.now().toString(36)}-${++rounds}`

const ledgerRows = async (memberId: number) =>
  Number(
    (
      await server.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  )

/** The one-step kinds: their API, a choice, and what the answer must pay. */
const ONE_STEP: {
  kind: Exclude<HouseGameKind, 'crash'>
  path: string
  choice: Record<string, unknown>
  payoutOf: (stake: number, detail: Record<string, unknown>) => number
}[] = [
  {
    kind: 'slot',
    path: 'slot/spin',
    choice: {},
    payoutOf: (stake, d) => stake * slotLineMultiplier(d.line as SlotSymbol[]),
  },
  {
    kind: 'live',
    path: 'live/deal',
    choice: { side: 'banker' },
    payoutOf: (stake, d) => baccaratPayout(stake, 'banker', d.winner as 'player'),
  },
  {
    kind: 'card',
    path: 'card/deal',
    choice: { side: 'dragon' },
    payoutOf: (stake, d) => dragonTigerPayout(stake, 'dragon', d.winner as 'dragon'),
  },
  {
    kind: 'sport',
    path: 'sport/bet',
    choice: { match: 3, pick: 'home' },
    payoutOf: (stake, d) => (d.result === 'home' ? payHundredths(stake, 155) : 0),
  },
  {
    kind: 'lottery',
    path: 'lottery/draw',
    choice: { numbers: [2, 5, 7] },
    payoutOf: (stake, d) =>
      stake * (LOTTERY_PAYS[(d.drawn as number[]).filter((n) => [2, 5, 7].includes(n)).length] ?? 0),
  },
]

describe('house play session', () => {
  it('answers the session: game, currency, balance, lobby and stakes', async () => {
    const s = await seat('slot', 25_000)
    const res = await call('session', { token: s.token })
    expect(res).toMatchObject({
      status: 200,
      code: '100',
      data: {
        kind: 'slot',
        gp_id: 'GPR8',
        game_code: 'r80001',
        game_name: 'Blazing Fortune',
        currency: 'USD',
        minor_digits: 2,
        balance: 25_000,
        lobby_url: '/close',
        stakes: [100, 200, 500, 1000, 2000, 5000],
      },
    })
    const vnd = await seat('card', 500_000, 'VND')
    expect((await call('session', { token: vnd.token })).data).toMatchObject({
      currency: 'VND',
      minor_digits: 0,
      balance: 500_000,
      stakes: [1000, 2000, 5000, 10_000, 20_000, 50_000],
    })
  })

  it('answers 404 for an unknown token and for a session the member left', async () => {
    expect(await call('session', { token: 'x'.repeat(32) })).toMatchObject({ status: 404, code: '404' })
    expect(await call('session', {})).toMatchObject({ status: 400, data: { field: 'token' } })
    const s = await seat('live')
    await leaveGame(server.wallet, s.memberId)
    expect(await call('session', { token: s.token })).toMatchObject({ status: 404, code: '404' })
  })

  it('refuses a round that races leave1: the session is checked again inside the round', async () => {
    const s = await seat('slot')
    const session = await liveSession(server.db, s.token)
    if (!session) throw new Error('no session')
    const rows = await ledgerRows(s.memberId)
    // The round looked the session up before leave1 closed it, and settles after.
    await leaveGame(server.wallet, s.memberId)
    const settled = await settleRound(server.db, session, newRound(), 1000, () => ({ payout: 5000, detail: {} }))
    expect(settled).toMatchObject({ code: '404' })
    expect(await ledgerRows(s.memberId)).toBe(rows + 2) // leave1's move back, nothing of the round
    expect(await providerBalance(server.db, s.memberId, s.gpId)).toBe(0)
  })
})

describe.each(ONE_STEP)('house play $kind', ({ kind, path, choice, payoutOf }) => {
  it('takes the stake, pays the payout, and tells the member', async () => {
    const s = await seat(kind)
    let balance = 100_000
    const outcomes = new Set<string>()
    for (let i = 0; i < 12; i++) {
      heard.length = 0
      const round = newRound()
      const res = await call(path, { token: s.token, round, stake: 500, ...choice })
      expect(res).toMatchObject({ status: 200, code: '100' })
      const a = res.data
      expect(a).toMatchObject({ round, stake: 500, replayed: false })
      expect(a.payout).toBe(payoutOf(500, a.detail))
      balance = balance - 500 + a.payout
      expect(a.balance).toBe(balance)
      expect(await providerBalance(server.db, s.memberId, s.gpId)).toBe(balance)
      const money = await balances(server.db, s.memberId)
      expect(heard).toEqual([
        {
          channel: `member.${s.memberId}`,
          payload: { channel: `member.${s.memberId}`, cash: money.cash, total: money.total, gp_id: s.gpId, balance },
        },
      ])
      outcomes.add(JSON.stringify(a.detail))
    }
    // Crypto randomness: a dozen rounds do not all come out the same.
    expect(outcomes.size).toBeGreaterThan(1)
  })

  it('moves money once for a round sent twice', async () => {
    const s = await seat(kind)
    const round = newRound()
    const first = await call(path, { token: s.token, round, stake: 1000, ...choice })
    expect(first.data.replayed).toBe(false)
    const rows = await ledgerRows(s.memberId)
    heard.length = 0
    const again = await call(path, { token: s.token, round, stake: 1000, ...choice })
    expect(again.data).toEqual({ ...first.data, replayed: true })
    expect(await ledgerRows(s.memberId)).toBe(rows)
    expect(heard).toEqual([])
    expect(await providerBalance(server.db, s.memberId, s.gpId)).toBe(100_000 - 1000 + first.data.payout)
  })

  it('refuses a stake off the list, a bad choice or round, short money and a closed session, writing nothing', async () => {
    const s = await seat(kind, 150)
    const before = await rowCounts(server.db)
    const bet = (extra: Record<string, unknown>) =>
      call(path, { token: s.token, round: newRound(), stake: 100, ...choice, ...extra })
    expect(await bet({ stake: 700 })).toMatchObject({ status: 400, code: '400', data: { field: 'stake' } })
    expect(await bet({ stake: 100.5 })).toMatchObject({ status: 400, data: { field: 'stake' } })
    expect(await bet({ round: 'short' })).toMatchObject({ status: 400, data: { field: 'round' } })
    expect(await bet({ round: 'has spaces in it' })).toMatchObject({ status: 400, data: { field: 'round' } })
    if (kind === 'live' || kind === 'card') {
      expect(await bet({ side: 'nobody' })).toMatchObject({ status: 400, data: { field: 'side' } })
    }
    if (kind === 'sport') {
      expect(await bet({ match: 99 })).toMatchObject({ status: 400, data: { field: 'match' } })
      expect(await bet({ pick: 'win' })).toMatchObject({ status: 400, data: { field: 'pick' } })
    }
    if (kind === 'lottery') {
      expect(await bet({ numbers: [1, 1, 2] })).toMatchObject({ status: 400, data: { field: 'numbers' } })
      expect(await bet({ numbers: [1, 2] })).toMatchObject({ status: 400, data: { field: 'numbers' } })
      expect(await bet({ numbers: [1, 2, 11] })).toMatchObject({ status: 400, data: { field: 'numbers.2' } })
    }
    heard.length = 0
    // 1.50 held, 2.00 staked.
    expect(await bet({ stake: 200 })).toMatchObject({ status: 200, code: '301' })
    expect(heard).toEqual([])
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await providerBalance(server.db, s.memberId, s.gpId)).toBe(150)

    // Another game's API does not take this session.
    const other = kind === 'slot' ? 'card/deal' : 'slot/spin'
    expect(await call(other, { token: s.token, round: newRound(), stake: 100, side: 'tie' })).toMatchObject({
      status: 404,
    })
    await leaveGame(server.wallet, s.memberId)
    const after = await rowCounts(server.db)
    expect(await bet({})).toMatchObject({ status: 404, code: '404' })
    expect(await rowCounts(server.db)).toEqual(after)
  })
})

describe('house play crash', () => {
  type CrashDetail = { state: string; multiplier: number; crash_point: number | null; elapsed_ms: number }

  /** Starts a round that is running (a round may crash at 1.00x at once; then the next one). */
  async function running(s: Seat, stake = 1000): Promise<RoundAnswer<CrashDetail>> {
    for (let i = 0; i < 20; i++) {
      const res = await call<RoundAnswer<CrashDetail>>('crash/start', { token: s.token, round: newRound(), stake })
      expect(res.code).toBe('100')
      if (res.data.detail.state === 'running') return res.data
      expect(res.data).toMatchObject({ payout: 0, detail: { state: 'crashed', crash_point: 1 } })
    }
    throw new Error('twenty rounds crashed at once')
  }

  /** Rewrites the round's secret: its crash point, and how long ago it started. */
  async function rig(s: Seat, round: string, crashPoint: number, startedAgoMs: number) {
    const session = await server.db
      .selectFrom('house_rounds')
      .select(['id', 'detail'])
      .where('round', '=', round)
      .where('member_id', '=', s.memberId)
      .executeTakeFirstOrThrow()
    expect(Object.keys(JSON.parse(session.detail) as object).sort()).toEqual(['crash_point', 'started_at'])
    await server.db
      .updateTable('house_rounds')
      .set({ detail: JSON.stringify({ crash_point: crashPoint, started_at: Date.now() - startedAgoMs }) })
      .where('id', '=', session.id)
      .execute()
  }

  const providerOf = (s: Seat) => providerBalance(server.db, s.memberId, s.gpId)

  it('takes the stake at the start and keeps the crash point secret while the round runs', async () => {
    const s = await seat('crash')
    heard.length = 0
    const start = await running(s)
    expect(start).toMatchObject({ stake: 1000, payout: 0, replayed: false, detail: { crash_point: null } })
    const spent = 100_000 - (await providerOf(s))
    expect(spent % 1000).toBe(0)
    expect(start.balance).toBe(100_000 - spent)
    expect(heard.at(-1)?.payload).toMatchObject({ gp_id: 'GPCR', balance: start.balance })
    await rig(s, start.round, 500, 0)
    const status = await call<RoundAnswer<CrashDetail>>('crash/status', { token: s.token, round: start.round })
    expect(status.data).toMatchObject({ payout: 0, replayed: false, detail: { state: 'running', crash_point: null } })
    // One round at a time.
    expect(await call('crash/start', { token: s.token, round: newRound(), stake: 1000 })).toMatchObject({ code: '302' })
    // The same start sent again is answered as stored.
    const rows = await ledgerRows(s.memberId)
    const again = await call<RoundAnswer<CrashDetail>>('crash/start', {
      token: s.token,
      round: start.round,
      stake: 1000,
    })
    expect(again.data).toMatchObject({ round: start.round, replayed: true, detail: { state: 'running' } })
    expect(await ledgerRows(s.memberId)).toBe(rows)
    expect(await call('crash/status', { token: s.token, round: newRound() })).toMatchObject({ code: '303' })
    expect(await call('crash/start', { token: s.token, round: newRound(), stake: 300 })).toMatchObject({
      status: 400,
      data: { field: 'stake' },
    })
  })

  it('pays a cash-out before the crash point once, whatever repeats', async () => {
    const s = await seat('crash')
    const start = await running(s, 2000)
    const held = await providerOf(s)
    await rig(s, start.round, 1000, 2_000)
    heard.length = 0
    const cash = await call<RoundAnswer<CrashDetail>>('crash/cashout', { token: s.token, round: start.round })
    expect(cash).toMatchObject({
      code: '100',
      data: { replayed: false, detail: { state: 'cashed', crash_point: 1000 } },
    })
    const { multiplier } = cash.data.detail
    // About e^(0.00006 x 2000) = 1.127
    expect(multiplier).toBeGreaterThanOrEqual(1.12)
    expect(multiplier).toBeLessThan(1.2)
    expect(cash.data.payout).toBe(payHundredths(2000, Math.round(multiplier * 100)))
    expect(cash.data.balance).toBe(held + cash.data.payout)
    expect(await providerOf(s)).toBe(held + cash.data.payout)
    expect(heard).toHaveLength(1)
    expect(heard[0]?.payload).toMatchObject({ gp_id: 'GPCR', balance: held + cash.data.payout })

    heard.length = 0
    const twice = await call<RoundAnswer<CrashDetail>>('crash/cashout', { token: s.token, round: start.round })
    expect(twice.data).toMatchObject({
      replayed: true,
      payout: cash.data.payout,
      detail: { state: 'cashed', multiplier },
    })
    const status = await call<RoundAnswer<CrashDetail>>('crash/status', { token: s.token, round: start.round })
    expect(status.data).toMatchObject({ replayed: true, payout: cash.data.payout, detail: { state: 'cashed' } })
    expect(await providerOf(s)).toBe(held + cash.data.payout)
    expect(heard).toEqual([])
  })

  it('pays nothing once the crash point has passed: a status call settles the round', async () => {
    const s = await seat('crash')
    const start = await running(s)
    const held = await providerOf(s)
    await rig(s, start.round, 2, 60_000)
    heard.length = 0
    const status = await call<RoundAnswer<CrashDetail>>('crash/status', { token: s.token, round: start.round })
    expect(status.data).toMatchObject({
      payout: 0,
      replayed: false,
      detail: { state: 'crashed', crash_point: 2, multiplier: 2 },
    })
    const cash = await call<RoundAnswer<CrashDetail>>('crash/cashout', { token: s.token, round: start.round })
    expect(cash.data).toMatchObject({ payout: 0, replayed: true, detail: { state: 'crashed' } })
    expect(await providerOf(s)).toBe(held)
    expect(heard).toEqual([])
    const row = await server.db
      .selectFrom('house_rounds')
      .select(['status', 'payout'])
      .where('round', '=', start.round)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'settled', payout: 0 })
  })

  it('pays nothing for a cash-out after the crash point, and a crashed round left running makes way for the next', async () => {
    const s = await seat('crash')
    const start = await running(s)
    const held = await providerOf(s)
    await rig(s, start.round, 1.5, 30_000)
    const cash = await call<RoundAnswer<CrashDetail>>('crash/cashout', { token: s.token, round: start.round })
    expect(cash.data).toMatchObject({ payout: 0, replayed: false, detail: { state: 'crashed', crash_point: 1.5 } })
    expect(await providerOf(s)).toBe(held)

    const next = await running(s)
    await rig(s, next.round, 3, 120_000)
    // The page went away: a new round settles the crashed one first.
    const third = await call<RoundAnswer<CrashDetail>>('crash/start', {
      token: s.token,
      round: newRound(),
      stake: 1000,
    })
    expect(third.code).toBe('100')
    const old = await server.db
      .selectFrom('house_rounds')
      .select(['status', 'payout'])
      .where('round', '=', next.round)
      .executeTakeFirstOrThrow()
    expect(old).toEqual({ status: 'settled', payout: 0 })
  })

  it('refuses short money and a closed session', async () => {
    const s = await seat('crash', 50)
    const before = await rowCounts(server.db)
    expect(await call('crash/start', { token: s.token, round: newRound(), stake: 100 })).toMatchObject({ code: '301' })
    expect(await rowCounts(server.db)).toEqual(before)
    const t = await seat('crash')
    const start = await running(t)
    await leaveGame(server.wallet, t.memberId)
    expect(await call('crash/cashout', { token: t.token, round: start.round })).toMatchObject({
      status: 404,
      code: '404',
    })
    expect(await call('crash/status', { token: t.token, round: start.round })).toMatchObject({ status: 404 })
  })

  it('tells a reloaded page about its running round', async () => {
    const s = await seat('crash')
    const start = await running(s)
    await rig(s, start.round, 900, 1_000)
    const info = await call<{ running: { round: string; stake: number; detail: CrashDetail } | null }>('session', {
      token: s.token,
    })
    expect(info.data.running).toMatchObject({
      round: start.round,
      stake: 1000,
      detail: { state: 'running', crash_point: null },
    })
    await rig(s, start.round, 1.1, 60_000)
    const later = await call<{ running: unknown }>('session', { token: s.token })
    expect(later.data.running).toBeNull()
  })
})

// ---------------------------------------------------------------------------
// Pages

describe('house play pages', () => {
  it.each(['slot', 'crash', 'live', 'sport', 'lottery', 'card'] as const)(
    'serves the %s page under the strict policy, with its test ids and assets',
    async (kind) => {
      const s = await seat(kind, 0)
      const page = await server.app.inject({ method: 'GET', url: s.url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['content-security-policy']).toBe(HOUSE_CSP)
      expect(page.body).toBe(playPageHtml(kind))
      // No inline script or style, no event attributes.
      expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
      expect(page.body).not.toMatch(/<style/i)
      expect(page.body).not.toMatch(/\sstyle=/i)
      expect(page.body).not.toMatch(/\son[a-z]+=/i)
      for (const id of ['house-balance', 'house-stake', 'house-play', 'house-result', 'house-leave']) {
        expect(page.body).toContain(`data-testid="${id}"`)
      }
      expect(page.body).toContain('aria-label="Leave game"')
      expect(page.body).toContain('role="status"')
      if (kind === 'crash') expect(page.body).toContain('data-testid="house-cashout"')
      if (kind === 'sport') expect(page.body).toContain('data-testid="house-quick-1"')
      const assets = page.body.match(/\/house\/play\/assets\/[a-z]+\.(js|css)/g) ?? []
      expect(assets).toContain('/house/play/assets/play.js')
      expect(assets).toContain(`/house/play/assets/${kind}.js`)
      for (const asset of assets) {
        const res = await server.app.inject({ method: 'GET', url: asset })
        expect(res.statusCode, asset).toBe(200)
        expect(res.headers['x-content-type-options']).toBe('nosniff')
      }
    },
  )

  it('serves the ended page with 404 for a bad, a closed or another kind of session', async () => {
    const bad = await server.app.inject({ method: 'GET', url: `/house/play/slot.html?token=${'a'.repeat(32)}` })
    expect(bad.statusCode).toBe(404)
    expect(bad.body).toBe(PLAY_EXPIRED_HTML)
    expect(bad.headers['content-security-policy']).toBe(HOUSE_CSP)
    expect((await server.app.inject({ method: 'GET', url: '/house/play/slot.html' })).statusCode).toBe(404)
    const s = await seat('slot', 0)
    const wrong = await server.app.inject({ method: 'GET', url: s.url.replace('slot.html', 'live.html') })
    expect(wrong.statusCode).toBe(404)
    await leaveGame(server.wallet, s.memberId)
    const closed = await server.app.inject({ method: 'GET', url: s.url })
    expect(closed.statusCode).toBe(404)
    expect(closed.body).toContain('Game session ended')
    expect((await server.app.inject({ method: 'GET', url: '/house/play/assets/constructor' })).statusCode).toBe(404)
  })

  it('ships scripts that parse, leave the way the lobby listens for, and retry a round once', () => {
    for (const [name, asset] of Object.entries(PLAY_ASSETS)) {
      if (!asset || !name.endsWith('.js')) continue
      expect(() => new Function(asset.body), name).not.toThrow()
    }
    const common = PLAY_ASSETS['play.js']?.body ?? ''
    expect(common).toContain(
      "localStorage.setItem('window-msg', JSON.stringify({ type: 'quickGame', waitingWindow: 'gameWindow', at: Date.now() }))",
    )
    expect(common).toContain("localStorage.removeItem('window-msg')")
    expect(common).toContain('crypto.randomUUID()')
    expect(common).toContain('if (e.network) return request(path, body)')
  })
})
