import {
  LETTER_NOT_FOUND_CODE,
  RED_ENVELOPE_CODE,
  letterDestroy,
  letterList,
  letterRead,
  redEnvelopeClaim,
  redEnvelopePromotion,
  rouletteInfo,
  rouletteSettings,
  rouletteSpin,
} from '@lobby/api/contract'
import { ROULETTE_CODE, ROULETTE_IMAGE_NAMES } from '@lobby/domain'
import { SUBSCRIBE_ERROR, memberChannel } from '@lobby/realtime/contract'
import { currencyChannel, presenceChannel } from '@lobby/realtime/currency-channels'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { nextShare } from '../src/activities/red-envelopes.ts'
import { drawPrize } from '../src/activities/roulette.ts'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { auditLedger } from '../src/wallet/ledger.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe, type Client } from './sockets.ts'

/**
 * Letters, red envelopes and the roulette over the real routes, with the
 * events they send on real sockets; the storms run a thousand calls at once.
 * Every test ends with the ledger equal to the balances.
 */

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
const client = sockets.open
const next = nextEvent
let accounts = 0

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
  // A currency per test, so one test's running envelope or roulette is not another's.
  await server.db
    .insertInto('site_currencies')
    .values(
      ['THB', 'MYR', 'IDR', 'KRW', 'JPY', 'CNY', 'INR', 'BND'].map((currency, i) => ({
        site_id: 'lobby-demo',
        currency,
        sort: 10 + i,
      })),
    )
    .execute()
})
afterEach(async () => {
  sockets.closeAll()
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
})
afterAll(async () => {
  await server.close()
})

interface Player {
  id: number
  account: string
  token: string
}

/**
 * Members written straight to the table with a live token: the storms need
 * a thousand, and the dev hook hashes a password (argon2) for each.
 */
async function players(count: number, currency = 'USD', walletStatus: 0 | 1 = 1): Promise<Player[]> {
  const made: Player[] = []
  for (let i = 0; i < count; i++) {
    const account = `act${++accounts}x${currency.toLowerCase()}`
    const row = await server.db
      .insertInto('members')
      .values({
        site_id: 'lobby-demo',
        account,
        password_hash: 'not-a-hash: no login in this suite',
        currency,
        withdraw_password_hash: null,
        wallet_status: walletStatus,
        vx_locked_until: null,
        created_at: new Date().toISOString(),
        last_login_at: null,
        last_login_ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    made.push({ id: row.id, account, token: await issueMemberToken(server.db, row.id, 'udid-activities') })
  }
  return made
}

const player = async (currency = 'USD') => (await players(1, currency))[0] as Player

const call = <T>(path: string, body: unknown, token?: string) =>
  send<T>(server, `/api${path}`, body, token === undefined ? {} : { token })

/** A socket of `p` joined to its own channel. */
async function memberSocket(p: Player): Promise<Client> {
  const socket = await client(p.token)
  expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
  return socket
}

const cashOf = async (id: number) =>
  Number((await server.db.selectFrom('members').select('cash').where('id', '=', id).executeTakeFirstOrThrow()).cash)

const LIST = { language: 'en_US', site_id: 'lobby-demo' }

describe('letters', () => {
  it('arrive live, list newest first with the counters, are read and deleted, each with its event', async () => {
    const me = await player()
    const socket = await memberSocket(me)

    const sent = next(socket, 'letter.sent')
    const hook = await call<{ ids: number[] }>('/dev/letters', {
      member_account: me.account,
      title: 'Welcome',
      content: 'Line one\nLine two',
    })
    expect(hook.code).toBe('100')
    const [first] = hook.data.ids
    expect(await sent).toMatchObject({ channel: memberChannel(me.id), id: first, title: 'Welcome' })
    await call('/dev/letters', { member_account: me.account, title: 'Second', content: 'b' })

    const page = await call<{
      list: { id: number; title: string; is_read: number }[]
      total_count: number
      unread_count: number
    }>(letterList.path, LIST, me.token)
    expect(page.code).toBe('100')
    expect(page.data.list.map((letter) => letter.title)).toEqual(['Second', 'Welcome'])
    expect(page.data).toMatchObject({ total_count: 2, unread_count: 2 })

    const read = next(socket, 'letter.read')
    expect((await call(letterRead.path, { id: first }, me.token)).data).toEqual({ id: first, is_read: 1 })
    expect(await read).toMatchObject({ id: first })
    // Reading again changes nothing.
    expect((await call(letterRead.path, { id: first }, me.token)).code).toBe('100')
    expect((await call<{ unread_count: number }>(letterList.path, LIST, me.token)).data.unread_count).toBe(1)

    const deleted = next(socket, 'letter.delete')
    expect((await call(letterDestroy.path, { id: first }, me.token)).data).toEqual({ id: first })
    expect(await deleted).toMatchObject({ id: first })
    expect((await call(letterDestroy.path, { id: first }, me.token)).code).toBe(LETTER_NOT_FOUND_CODE)
    expect((await call(letterRead.path, { id: first }, me.token)).code).toBe(LETTER_NOT_FOUND_CODE)
    const after = await call<{ list: unknown[]; total_count: number }>(letterList.path, LIST, me.token)
    expect(after.data.total_count).toBe(1)
  })

  it("never shows or touches another member's letter", async () => {
    const [me, other] = await players(2)
    const hook = await call<{ ids: number[] }>('/dev/letters', {
      member_account: other!.account,
      title: 'x',
      content: 'y',
    })
    const id = hook.data.ids[0]
    expect((await call(letterRead.path, { id }, me!.token)).code).toBe(LETTER_NOT_FOUND_CODE)
    expect((await call(letterDestroy.path, { id }, me!.token)).code).toBe(LETTER_NOT_FOUND_CODE)
    expect((await call<{ total_count: number }>(letterList.path, LIST, me!.token)).data.total_count).toBe(0)
  })

  it('pages 50 at a time and lists letters of the page language or of every language', async () => {
    const me = await player()
    for (let i = 0; i < 52; i++)
      await call('/dev/letters', { member_account: me.account, title: `L${i}`, content: 'c' })
    await call('/dev/letters', { member_account: me.account, title: 'Chào', content: 'c', language: 'vi_VN' })
    const one = await call<{ list: { title: string }[]; total_count: number }>(letterList.path, LIST, me.token)
    expect(one.data.list).toHaveLength(50)
    expect(one.data.total_count).toBe(52)
    const two = await call<{ list: { title: string }[] }>(letterList.path, { ...LIST, page: 2 }, me.token)
    expect(two.data.list.map((l) => l.title)).toEqual(['L1', 'L0'])
    const vi = await call<{ list: { title: string }[]; total_count: number }>(
      letterList.path,
      { ...LIST, language: 'vi_VN' },
      me.token,
    )
    expect(vi.data.total_count).toBe(53)
    expect(vi.data.list[0]?.title).toBe('Chào')
  })

  it('answers 401 without a token and 400 naming the field, writing nothing', async () => {
    const me = await player()
    expect((await call(letterList.path, LIST)).status).toBe(401)
    const before = await rowCounts(server.db)
    const bad = await call(letterList.path, { ...LIST, count: 51 }, me.token)
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({ field: 'count' })
    expect((await call(letterRead.path, { id: 'one' }, me.token)).data).toMatchObject({ field: 'id' })
    expect((await call('/dev/letters', { title: 'no receiver', content: 'c' })).data).toMatchObject({
      field: 'member_account',
    })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('red envelopes', () => {
  it('are announced on member.{currency}, claimed once through the ledger, and show what was won', async () => {
    const me = await player('THB')
    const socket = await client(me.token)
    expect(await subscribe(socket, currencyChannel('THB'))).toEqual({ ok: true, channel: 'member.THB' })
    expect((await call<{ envelope: null }>(redEnvelopePromotion.path, {}, me.token)).data.envelope).toBeNull()

    const display = next(socket, 'RedEnvelopeDisplay')
    const started = await call<{ id: number; end_at: string }>('/dev/red-envelopes', {
      currency: 'THB',
      pool: 10_000,
      shares: 3,
      duration_s: 60,
    })
    expect(await display).toMatchObject({ channel: 'member.THB', id: started.data.id, end_at: started.data.end_at })

    const open = await call<{ envelope: { id: number; claimed: number; remaining: number } }>(
      redEnvelopePromotion.path,
      {},
      me.token,
    )
    expect(open.data.envelope).toMatchObject({ id: started.data.id, claimed: 0, remaining: 3 })

    const before = await cashOf(me.id)
    const claim = await call<{ cash: number; balance: number }>(
      redEnvelopeClaim.path,
      { id: started.data.id },
      me.token,
    )
    expect(claim.code).toBe('100')
    expect(claim.data.cash).toBeGreaterThan(0)
    expect(claim.data.balance).toBe(before + claim.data.cash)
    expect(await cashOf(me.id)).toBe(before + claim.data.cash)

    const again = await call<{ cash: number }>(redEnvelopeClaim.path, { id: started.data.id }, me.token)
    expect(again.code).toBe(RED_ENVELOPE_CODE.claimed)
    expect(again.data.cash).toBe(claim.data.cash)
    expect(await cashOf(me.id)).toBe(before + claim.data.cash)
    expect(
      (await call<{ envelope: { claimed: number; cash: number } }>(redEnvelopePromotion.path, {}, me.token)).data
        .envelope,
    ).toMatchObject({ claimed: 1, cash: claim.data.cash })
  })

  it('answers 102 for an envelope of another currency, one that ended, and one with no share left', async () => {
    const vnd = await player('VND')
    const started = await call<{ id: number }>('/dev/red-envelopes', {
      currency: 'MYR',
      pool: 2,
      shares: 1,
      duration_s: 60,
    })
    expect((await call(redEnvelopeClaim.path, { id: started.data.id }, vnd.token)).code).toBe(RED_ENVELOPE_CODE.gone)

    const [a, b] = await players(2, 'MYR')
    expect((await call(redEnvelopeClaim.path, { id: started.data.id }, a!.token)).code).toBe('100')
    expect((await call(redEnvelopeClaim.path, { id: started.data.id }, b!.token)).code).toBe(RED_ENVELOPE_CODE.gone)

    const ended = await call<{ id: number }>('/dev/red-envelopes', {
      currency: 'MYR',
      pool: 100,
      shares: 1,
      duration_s: 1,
      start_at: new Date(Date.now() - 10_000).toISOString(),
    })
    expect((await call(redEnvelopeClaim.path, { id: ended.data.id }, b!.token)).code).toBe(RED_ENVELOPE_CODE.gone)
    expect((await call(redEnvelopeClaim.path, { id: 99_999 }, b!.token)).code).toBe(RED_ENVELOPE_CODE.gone)
  })

  it('refuses a frozen wallet with 104: nothing claimed, nothing paid, the share left for others (issue 19)', async () => {
    const started = await call<{ id: number }>('/dev/red-envelopes', {
      currency: 'MYR',
      pool: 500,
      shares: 1,
      duration_s: 60,
    })
    const id = started.data.id
    const [frozen] = await players(1, 'MYR', 0)
    // Frozen after signing in: the token still works, the wallet does not.
    const [frozenLater, other] = await players(2, 'MYR')
    await server.db.updateTable('members').set({ wallet_status: 0 }).where('id', '=', frozenLater!.id).execute()
    const before = await rowCounts(server.db)
    for (const p of [frozen!, frozenLater!]) {
      const refused = await call(redEnvelopeClaim.path, { id }, p.token)
      expect(refused).toMatchObject({ status: 200, code: RED_ENVELOPE_CODE.walletFrozen })
      expect(await cashOf(p.id)).toBe(0)
    }
    expect(await rowCounts(server.db)).toEqual(before)
    const left = await server.db
      .selectFrom('red_envelopes')
      .select(['remaining_cash', 'remaining_shares'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(left).toEqual({ remaining_cash: 500, remaining_shares: 1 })
    expect(await auditLedger(server.db, [frozen!.id, frozenLater!.id])).toEqual({
      mismatches: [],
      negative: 0,
      totalBalances: 0,
    })
    // The share is still there for a member whose wallet is not frozen.
    expect(await call(redEnvelopeClaim.path, { id }, other!.token)).toMatchObject({ code: '100', data: { cash: 500 } })
  })

  it('a storm of 1,000 claims on 100 shares pays exactly the pool, once per member', { timeout: 30_000 }, async () => {
    const crowd = await players(500, 'IDR')
    const pool = 1_000_003
    const started = await call<{ id: number }>('/dev/red-envelopes', {
      currency: 'IDR',
      pool,
      shares: 100,
      duration_s: 60,
    })
    // Every member asks twice at once: 1,000 claims.
    const answers = await Promise.all(
      [...crowd, ...crowd].map((p) => call<{ cash: number }>(redEnvelopeClaim.path, { id: started.data.id }, p.token)),
    )
    const paid = answers.filter((answer) => answer.code === '100')
    expect(paid).toHaveLength(100)
    expect(paid.reduce((sum, answer) => sum + answer.data.cash, 0)).toBe(pool)
    // Any other answer is named (a 503 from a busy pool would show here, not as a bare false).
    const allowed: string[] = ['100', RED_ENVELOPE_CODE.gone, RED_ENVELOPE_CODE.claimed]
    expect(answers.filter((answer) => !allowed.includes(answer.code)).map((a) => `${a.status} ${a.code}`)).toEqual([])
    const claims = await server.db
      .selectFrom('red_envelope_claims')
      .select(['member_id', 'cash'])
      .where('envelope_id', '=', started.data.id)
      .execute()
    expect(claims).toHaveLength(100)
    expect(new Set(claims.map((claim) => claim.member_id)).size).toBe(100)
    const credited = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('ref', '=', `red-envelope:${started.data.id}`)
      .executeTakeFirstOrThrow()
    expect(Number(credited.sum)).toBe(pool)
    const left = await server.db
      .selectFrom('red_envelopes')
      .select(['remaining_cash', 'remaining_shares'])
      .where('id', '=', started.data.id)
      .executeTakeFirstOrThrow()
    expect(left).toEqual({ remaining_cash: 0, remaining_shares: 0 })
  })

  it('splits a pool into shares of at least 1 that add up to it', () => {
    for (const [pool, shares] of [
      [100, 100],
      [101, 100],
      [1_000_000, 7],
      [5, 1],
    ] as const) {
      let cash: number = pool
      const taken: number[] = []
      for (let left = shares; left > 0; left--) {
        const share = nextShare(cash, left)
        expect(share).toBeGreaterThanOrEqual(1)
        expect(cash - share).toBeGreaterThanOrEqual(left - 1)
        taken.push(share)
        cash -= share
      }
      expect(taken.reduce((a, b) => a + b, 0)).toBe(pool)
    }
    expect(() => nextShare(3, 4)).toThrow(RangeError)
  })

  it('refuses a bad envelope with 400 naming the field, writing nothing', async () => {
    const before = await rowCounts(server.db)
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'usd', pool: 10, shares: 1, duration_s: 60 }, 'currency'],
      [{ currency: 'USD', pool: 0, shares: 1, duration_s: 60 }, 'pool'],
      [{ currency: 'USD', pool: 2, shares: 3, duration_s: 60 }, 'pool'],
      [{ currency: 'USD', pool: 2, shares: 1, duration_s: 0 }, 'duration_s'],
    ]
    for (const [body, field] of cases) {
      const answer = await call('/dev/red-envelopes', body)
      expect(answer.status, field).toBe(400)
      expect(answer.data).toMatchObject({ field })
    }
    const offered = await call('/dev/red-envelopes', { currency: 'EUR', pool: 10, shares: 1, duration_s: 60 })
    expect(offered.code).toBe('103')
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

const PRIZES = [
  { name: '10', cash: 1_000, weight: 1 },
  { name: 'Thanks', cash: 0, weight: 1 },
  { name: '50', cash: 5_000, weight: 1 },
]

describe('the roulette', () => {
  it('is announced, shows its prizes and the draws left, and pays the prize the server drew', async () => {
    const me = await player('KRW')
    const socket = await client(me.token)
    await subscribe(socket, currencyChannel('KRW'))
    expect((await call<{ roulette: null }>(rouletteSettings.path, {}, me.token)).data.roulette).toBeNull()
    expect((await call(rouletteInfo.path, {}, me.token)).code).toBe(ROULETTE_CODE.infoRefused)

    const display = next(socket, 'roulette_display')
    const started = await call<{ id: number }>('/dev/roulette', { currency: 'KRW', prizes: PRIZES, duration_s: 60 })
    expect(await display).toMatchObject({ channel: 'member.KRW', id: started.data.id })

    const settings = await call<{ roulette: { id: number; prize_settings: { prize_id: number; cash: number }[] } }>(
      rouletteSettings.path,
      {},
      me.token,
    )
    expect(settings.data.roulette.prize_settings.map((prize) => prize.cash)).toEqual([1_000, 0, 5_000])
    expect(settings.data.roulette.prize_settings[0]).not.toHaveProperty('weight')
    // Each picture is one the server serves.
    expect(settings.data.roulette.prize_settings.map((p) => (p as { image?: string }).image)).toEqual([
      '/media/roulette/prize-cash.svg',
      '/media/roulette/prize-none.svg',
      '/media/roulette/prize-cash.svg',
    ])
    expect((await call(rouletteInfo.path, {}, me.token)).data).toEqual({ id: started.data.id, remaining_draws: 0 })
    expect((await call(rouletteSpin.path, { id: started.data.id }, me.token)).code).toBe(ROULETTE_CODE.noDraws)

    await call('/dev/roulette/draws', { member_account: me.account, draws: 3 })
    let cash = await cashOf(me.id)
    for (let left = 2; left >= 0; left--) {
      const spun = await call<{ prize_id: number; cash: number; remaining_draws: number; balance: number }>(
        rouletteSpin.path,
        { id: started.data.id },
        me.token,
      )
      expect(spun.code).toBe('100')
      const prize = settings.data.roulette.prize_settings.find((p) => p.prize_id === spun.data.prize_id)
      expect(prize?.cash).toBe(spun.data.cash)
      expect(spun.data.remaining_draws).toBe(left)
      cash += spun.data.cash
      expect(spun.data.balance).toBe(cash)
    }
    expect(await cashOf(me.id)).toBe(cash)
    expect((await call(rouletteSpin.path, { id: started.data.id }, me.token)).code).toBe(ROULETTE_CODE.noDraws)
  })

  it('answers 2093104 for another currency, 2093102 once ended, 2093103 with a frozen wallet', async () => {
    const started = await call<{ id: number }>('/dev/roulette', { currency: 'JPY', prizes: PRIZES, duration_s: 60 })
    const other = await player('CNY')
    expect((await call(rouletteSpin.path, { id: started.data.id }, other.token)).code).toBe(ROULETTE_CODE.notOffered)
    const [frozen] = await players(1, 'JPY', 0)
    await call('/dev/roulette/draws', { member_account: frozen!.account, draws: 1 })
    expect((await call(rouletteSpin.path, { id: started.data.id }, frozen!.token)).code).toBe(
      ROULETTE_CODE.walletFrozen,
    )
    // A new roulette ends the running one.
    await call('/dev/roulette', { currency: 'JPY', prizes: PRIZES, duration_s: 60 })
    const me = await player('JPY')
    expect((await call(rouletteSpin.path, { id: started.data.id }, me.token)).code).toBe(ROULETTE_CODE.notRunning)
  })

  it('a storm of spins never spends more draws than a member has', async () => {
    const started = await call<{ id: number }>('/dev/roulette', { currency: 'INR', prizes: PRIZES, duration_s: 60 })
    const crowd = await players(20, 'INR')
    for (const p of crowd) await call('/dev/roulette/draws', { member_account: p.account, draws: 5 })
    // 20 members × 25 spins at once: 500 spins against 100 draws.
    const answers = await Promise.all(
      crowd.flatMap((p) =>
        Array.from({ length: 25 }, () => call<{ cash: number }>(rouletteSpin.path, { id: started.data.id }, p.token)),
      ),
    )
    expect(answers.filter((answer) => answer.code === '100')).toHaveLength(100)
    expect(
      answers.filter((answer) => answer.code !== '100').every((answer) => answer.code === ROULETTE_CODE.noDraws),
    ).toBe(true)
    const draws = await server.db
      .selectFrom('roulette_draws')
      .select(['granted', 'used'])
      .where('roulette_id', '=', started.data.id)
      .execute()
    expect(draws.every((row) => row.used === 5 && row.granted === 5)).toBe(true)
    const spins = await server.db
      .selectFrom('roulette_spins')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('cash').as('cash')])
      .where('roulette_id', '=', started.data.id)
      .executeTakeFirstOrThrow()
    expect(Number(spins.n)).toBe(100)
    const paid = answers.filter((a) => a.code === '100').reduce((sum, a) => sum + a.data.cash, 0)
    expect(Number(spins.cash)).toBe(paid)
  })

  it("the operator's stop ends the running envelope and roulette of that currency only", async () => {
    const me = await player('BND')
    await call('/dev/red-envelopes', { currency: 'BND', pool: 100, shares: 1, duration_s: 60 })
    await call('/dev/roulette', { currency: 'BND', prizes: PRIZES, duration_s: 60 })
    const stopped = await call('/dev/activities/stop', { currency: 'BND' })
    expect(stopped.data).toEqual({ red_envelopes: 1, roulettes: 1 })
    expect((await call<{ envelope: null }>(redEnvelopePromotion.path, {}, me.token)).data.envelope).toBeNull()
    expect((await call<{ roulette: null }>(rouletteSettings.path, {}, me.token)).data.roulette).toBeNull()
    expect((await call('/dev/activities/stop', { currency: 'BND' })).data).toEqual({ red_envelopes: 0, roulettes: 0 })
  })

  it('draws prizes by weight and never one weighing 0', () => {
    const prizes = [
      { id: 'a', weight: 0 },
      { id: 'b', weight: 3 },
      { id: 'c', weight: 1 },
    ]
    const drawn = [0, 1, 2, 3].map((ticket) => drawPrize(prizes, () => ticket).id)
    expect(drawn).toEqual(['b', 'b', 'b', 'c'])
    expect(() => drawPrize([{ weight: 0 }])).toThrow(RangeError)
  })

  it('serves its 21 pictures, and no other name', async () => {
    expect(ROULETTE_IMAGE_NAMES).toHaveLength(21)
    for (const name of ROULETTE_IMAGE_NAMES) {
      const res = await server.app.inject({ method: 'GET', url: `/media/roulette/${name}.svg` })
      expect(res.statusCode, name).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
      expect(res.body).toContain('<svg')
    }
    expect((await server.app.inject({ method: 'GET', url: '/media/roulette/disk-13.svg' })).statusCode).toBe(404)
  })
})

describe('currency and presence channels', () => {
  it("admit only members of that currency: a wrong or another member's token joins nothing", async () => {
    const usd = await player('USD')
    const socket = await client(usd.token)
    expect(await subscribe(socket, currencyChannel('USD'))).toEqual({ ok: true, channel: 'member.USD' })
    expect(await subscribe(socket, presenceChannel('USD'))).toEqual({ ok: true, channel: 'presence-USD' })
    for (const channel of [currencyChannel('VND'), presenceChannel('VND')]) {
      expect(await subscribe(socket, channel)).toEqual({ ok: false, channel, error: SUBSCRIBE_ERROR.otherCurrency })
    }
    const stranger = await client('a-token-nobody-was-given')
    for (const channel of [currencyChannel('USD'), presenceChannel('USD'), memberChannel(usd.id)]) {
      expect(await subscribe(stranger, channel)).toEqual({ ok: false, channel, error: SUBSCRIBE_ERROR.tokenNotLive })
    }
    // A live token of another member opens its own channel, never this one's.
    const other = await player('USD')
    expect(await subscribe(await client(other.token), memberChannel(usd.id))).toMatchObject({
      ok: false,
      error: SUBSCRIBE_ERROR.otherMember,
    })
  })

  it('count each member once, however many pages, and drop them when the last one leaves', async () => {
    const [a, b] = await players(2, 'BND')
    const online = async () =>
      (
        await send<{ online: Record<string, number> }>(server, '/api/dev/realtime/presence', undefined, {
          method: 'GET',
        })
      ).data.online.BND ?? 0
    const a1 = await client(a!.token)
    const a2 = await client(a!.token)
    const b1 = await client(b!.token)
    const counted = next(b1, 'presence.count')
    for (const socket of [a1, a2, b1]) await subscribe(socket, presenceChannel('BND'))
    expect(await online()).toBe(2)
    expect(await counted).toMatchObject({ channel: 'presence-BND', currency: 'BND', count: 2 })
    a1.disconnect()
    await b1.timeout(2000).emitWithAck('ping_lobby')
    expect(await online()).toBe(2)
    await a2.timeout(2000).emitWithAck('unsubscribe', { channel: presenceChannel('BND') })
    expect(await online()).toBe(1)
  })
})

describe('member events from where the change happens', () => {
  it('sends profile.updated, app_clean_cache and member_deposit.success with the deposit count', async () => {
    const me = await player()
    const socket = await memberSocket(me)

    const profile = next(socket, 'profile.updated')
    await call('/dev/members/update', { account: me.account, double_validation: 1 })
    expect(await profile).toMatchObject({ fields: ['double_validation'] })

    const clean = next(socket, 'app_clean_cache')
    expect((await call('/dev/members/clean-cache', { member_account: me.account })).code).toBe('100')
    expect(await clean).toEqual({ channel: memberChannel(me.id) })

    const before = await cashOf(me.id)
    const deposited = next(socket, 'member_deposit.success')
    const cashEvent = next(socket, 'member.cash')
    await call('/dev/deposits', { member_account: me.account, amount: 2_500, order_number: 'ORDER-1' })
    expect(await deposited).toMatchObject({
      order_number: 'ORDER-1',
      deposit_amount: 2_500,
      deposit_times: 1,
      currency: 'USD',
    })
    expect(await cashEvent).toMatchObject({ cash: before + 2_500 })
    const second = next(socket, 'member_deposit.success')
    await call('/dev/deposits', { member_account: me.account, amount: 100 })
    expect(await second).toMatchObject({ deposit_times: 2 })

    // The same order again moves no money.
    const replay = await call('/dev/deposits', { member_account: me.account, amount: 2_500, order_number: 'ORDER-1' })
    expect(replay.status).toBe(400)
    expect(replay.data).toMatchObject({ field: 'order_number' })
    expect(await cashOf(me.id)).toBe(before + 2_600)
  })

  it('emits any event on any channel through the dev hook', async () => {
    const me = await player()
    const socket = await memberSocket(me)
    const heard = next(socket, 'letter.sent')
    await call('/dev/realtime/emit', {
      channel: memberChannel(me.id),
      event: 'letter.sent',
      payload: { id: 7, title: 'x' },
    })
    expect(await heard).toEqual({ channel: memberChannel(me.id), id: 7, title: 'x' })
  })
})
