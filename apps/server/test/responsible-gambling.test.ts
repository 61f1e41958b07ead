import {
  RG_CODE,
  bankAccountStore,
  depositChannels,
  depositStore,
  rgCancelLimit,
  rgRealityCheck,
  rgSession,
  rgSetLimit,
  rgSettings,
  rgStatement,
  withdrawPasswordSet,
  withdrawStore,
  type BankAccount,
  type DepositChannel,
  type DwRecord,
  type Endpoint,
  type RgLimit,
  type RgRefusal,
  type RgSettings,
  type RgStatementMonth,
} from '@lobby/api/contract'
import { serverMessage } from '@lobby/api/messages'
import {
  RG_LOOSEN_DELAY_MS,
  RG_SESSION_MAX_MINUTES,
  periodOf,
  periodRange,
  recentPeriods,
  rgPeriodBounds,
  type RgLimitKind,
  type RgPeriod,
} from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { transact } from '../src/db/transact.ts'
import { BusinessError } from '../src/http/errors.ts'
import { openOrder } from '../src/member-centre/deposit-orders.ts'
import { findMember } from '../src/members/store.ts'
import { moneyText, siteTimeText } from '../src/responsible-gambling/texts.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { adjust, auditLedger } from '../src/wallet/ledger.ts'
import { leaveGame, openSession } from '../src/wallet/play.ts'
import { settleRound } from '../src/wallet/rounds.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { launchFirstGame, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * Responsible gambling over its real routes (issue 25): the member's settings, limits that tighten at once and loosen
 * after 24 hours (the instant itself: responsible-gambling-clock.test.ts), the reality check, the open game's
 * figures, the monthly statement, and the deposit limit on deposit orders, exact under a burst. Every call acts on
 * the token's member only; refusals and bad input write nothing.
 */

let server: LobbyServer
let accounts = 0
const api = (path: string) => `/api${path}`
const USD = (dollars: number) => Math.round(dollars * 100)

beforeAll(async () => {
  server = await startServer()
})
afterEach(async () => {
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  await server.close()
})

const player = (cash = 0): Promise<Player> => newPlayer(server, `rg${++accounts}user`, cash)

function call<T = unknown>(p: Player | null, endpoint: Endpoint, body: unknown = {}, headers?: Record<string, string>) {
  return send<T>(server, api(endpoint.path), body, {
    ...(p ? { token: p.token } : {}),
    ...(headers ? { headers } : {}),
  })
}

async function settings(p: Player): Promise<RgSettings> {
  const res = await call<RgSettings>(p, rgSettings)
  expect(res.code, res.message).toBe('100')
  return res.data
}

const slot = (s: RgSettings, kind: RgLimitKind, period: RgPeriod): RgLimit =>
  s.limits.find((l) => l.kind === kind && l.period === period)!

async function setLimit(p: Player, kind: RgLimitKind, period: RgPeriod, amount: number | null): Promise<RgSettings> {
  const res = await call<RgSettings>(p, rgSetLimit, { kind, period, amount })
  expect(res.code, res.message).toBe('100')
  return res.data
}

/** Everything kept about a member's responsible gambling, to show a refusal changed nothing. */
async function rgRows(memberId: number) {
  return {
    limits: await server.db
      .selectFrom('rg_limits')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('kind')
      .orderBy('period')
      .execute(),
    preferences: await server.db.selectFrom('rg_preferences').selectAll().where('member_id', '=', memberId).execute(),
  }
}

let bank: DepositChannel | undefined
/** The USD bank channel (10 to 50,000 dollars). */
async function channel(p: Player): Promise<DepositChannel> {
  if (!bank) {
    const res = await call<{ channels: DepositChannel[] }>(p, depositChannels)
    bank = res.data.channels.find((c) => c.kind === 'bank')!
    expect(bank.min_amount).toBe(USD(10))
  }
  return bank
}

type Opened = { order_number: string; pay_url: string; amount: number }

async function deposit(p: Player, amount: number, headers?: Record<string, string>) {
  return call<Opened | RgRefusal>(p, depositStore, { channel_id: (await channel(p)).id, amount }, headers)
}

const cashierPost = (payUrl: string, action: 'pay' | 'cancel') =>
  server.app.inject({
    method: 'POST',
    url: payUrl.split('?')[0] ?? payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: new URL(payUrl, 'http://x').searchParams.get('token') ?? '',
      action,
    }).toString(),
  })

const ENDPOINTS: readonly [Endpoint, unknown][] = [
  [rgSettings, {}],
  [rgSetLimit, { kind: 'deposit', period: 'day', amount: 1000 }],
  [rgCancelLimit, { kind: 'deposit', period: 'day' }],
  [rgRealityCheck, { minutes: 30 }],
  [rgSession, {}],
  [rgStatement, { months: 3 }],
]

describe('who may call', () => {
  it('a visitor (no token, or one that is not live) gets 401 from every call, and nothing is written', async () => {
    const before = await rowCounts(server.db)
    for (const [endpoint, body] of ENDPOINTS) {
      expect((await call(null, endpoint, body)).status, endpoint.path).toBe(401)
      const forged = await send(server, api(endpoint.path), body, { token: 'not-a-live-token' })
      expect(forged.status, endpoint.path).toBe(401)
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it("the calls act on the token's member only: another member's settings are neither read nor changed", async () => {
    const a = await player()
    const b = await player()
    // A body naming another member is not how a member is chosen: the extra field changes nothing.
    await call(a, rgSetLimit, { kind: 'deposit', period: 'day', amount: USD(100), member_id: b.id })
    await setLimit(a, 'loss', 'week', USD(500))
    await setLimit(a, 'loss', 'week', USD(900)) // waits 24 hours
    await call(a, rgRealityCheck, { minutes: 15, member_id: b.id })
    const bRows = await rgRows(b.id)
    expect(bRows).toEqual({ limits: [], preferences: [] })

    const seenByB = await settings(b)
    expect(seenByB.limits.every((l) => l.amount === null && l.pending === null)).toBe(true)
    expect(seenByB.reality_check_minutes).toBeNull()
    // B cancelling "the same" pending change finds none of its own: 175, and A's still waits.
    const aRows = await rgRows(a.id)
    expect((await call(b, rgCancelLimit, { kind: 'loss', period: 'week', member_id: a.id })).code).toBe(
      RG_CODE.nothingPending,
    )
    expect(await rgRows(a.id)).toEqual(aRows)

    const seenByA = await settings(a)
    expect(slot(seenByA, 'deposit', 'day').amount).toBe(USD(100))
    expect(slot(seenByA, 'loss', 'week')).toMatchObject({ amount: USD(500), pending: { amount: USD(900) } })
    expect(seenByA.reality_check_minutes).toBe(15)
    // B's deposits are not held by A's limit.
    expect((await deposit(b, USD(200))).code).toBe('100')
    expect((await deposit(a, USD(200))).code).toBe(RG_CODE.depositLimit)
  })
})

describe('bad input', () => {
  it('is a 400 naming the field, and writes nothing', async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    await setLimit(p, 'deposit', 'day', USD(300)) // a pending raise, to see it stays as it is
    expect((await call(p, rgRealityCheck, { minutes: 30 })).code).toBe('100')
    const before = await rowCounts(server.db)
    const rows = await rgRows(p.id)

    const cases: [Endpoint, unknown, string][] = [
      [rgSetLimit, { kind: 'bonus', period: 'day', amount: 100 }, 'kind'],
      [rgSetLimit, { period: 'day', amount: 100 }, 'kind'],
      [rgSetLimit, { kind: 'deposit', period: 'year', amount: 100 }, 'period'],
      [rgSetLimit, { kind: 'deposit', amount: 100 }, 'period'],
      [rgSetLimit, { kind: 'deposit', period: 'day', amount: 0 }, 'amount'],
      [rgSetLimit, { kind: 'deposit', period: 'day', amount: -100 }, 'amount'],
      [rgSetLimit, { kind: 'deposit', period: 'day', amount: 10.5 }, 'amount'],
      [rgSetLimit, { kind: 'deposit', period: 'day', amount: '100' }, 'amount'],
      [rgSetLimit, { kind: 'deposit', period: 'day' }, 'amount'],
      [rgSetLimit, { kind: 'loss', period: 'day', amount: Number.MAX_SAFE_INTEGER + 2 }, 'amount'],
      [rgSetLimit, { kind: 'session', period: 'day', amount: RG_SESSION_MAX_MINUTES.day + 1 }, 'amount'],
      [rgSetLimit, { kind: 'session', period: 'week', amount: RG_SESSION_MAX_MINUTES.week + 1 }, 'amount'],
      [rgSetLimit, { kind: 'session', period: 'month', amount: RG_SESSION_MAX_MINUTES.month + 1 }, 'amount'],
      [rgCancelLimit, { kind: 'deposit', period: 'hour' }, 'period'],
      [rgCancelLimit, { kind: 'stake', period: 'day' }, 'kind'],
      [rgRealityCheck, { minutes: 20 }, 'minutes'],
      [rgRealityCheck, { minutes: '30' }, 'minutes'],
      [rgRealityCheck, {}, 'minutes'],
      [rgStatement, { months: 0 }, 'months'],
      [rgStatement, { months: 25 }, 'months'],
      [rgStatement, { months: 1.5 }, 'months'],
      [rgStatement, { months: '3' }, 'months'],
    ]
    for (const [endpoint, body, field] of cases) {
      const res = await call(p, endpoint, body)
      expect(res.status, `${endpoint.path} ${JSON.stringify(body)}`).toBe(400)
      expect(res.data, `${endpoint.path} ${JSON.stringify(body)}`).toEqual({ field })
      expect(res.message.startsWith(`${field}: `)).toBe(true)
    }
    const tooLong = await call(p, rgSetLimit, { kind: 'session', period: 'day', amount: 1441 })
    expect(tooLong.message).toBe('amount: at most 1440')
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await rgRows(p.id)).toEqual(rows)
  })

  it('a session limit may be the whole period, in minutes', async () => {
    const p = await player()
    for (const period of ['day', 'week', 'month'] as const) {
      const s = await setLimit(p, 'session', period, RG_SESSION_MAX_MINUTES[period])
      expect(slot(s, 'session', period).amount).toBe(RG_SESSION_MAX_MINUTES[period])
    }
  })
})

describe('settings and limits', () => {
  it('lists every kind × period, unset, with the currency and the reality check off', async () => {
    const p = await player()
    const s = await settings(p)
    expect(s.currency).toBe('USD')
    expect(s.reality_check_minutes).toBeNull()
    expect(s.limits).toHaveLength(12)
    const now = Date.now()
    for (const limit of s.limits) {
      expect(limit).toMatchObject({ amount: null, pending: null, used: 0, left: null })
      expect(limit.renews_at).toBe(new Date(rgPeriodBounds(limit.period, now).to).toISOString())
    }
  })

  it('adding or lowering applies at once; raising or removing waits 24 hours and can be cancelled', async () => {
    const p = await player()
    let s = await setLimit(p, 'deposit', 'day', USD(100))
    expect(slot(s, 'deposit', 'day')).toMatchObject({ amount: USD(100), pending: null, left: USD(100) })
    s = await setLimit(p, 'deposit', 'day', USD(50))
    expect(slot(s, 'deposit', 'day')).toMatchObject({ amount: USD(50), pending: null, left: USD(50) })

    // Raising: the lower amount stays in force, the higher one waits 24 hours from the call.
    const before = Date.now()
    s = await setLimit(p, 'deposit', 'day', USD(80))
    const after = Date.now()
    const raise = slot(s, 'deposit', 'day')
    expect(raise.amount).toBe(USD(50))
    expect(raise.pending?.amount).toBe(USD(80))
    const effective = Date.parse(raise.pending!.effective_at)
    expect(effective).toBeGreaterThanOrEqual(before + RG_LOOSEN_DELAY_MS)
    expect(effective).toBeLessThanOrEqual(after + RG_LOOSEN_DELAY_MS)
    // ...and the deposit limit still holds at the amount in force.
    expect((await deposit(p, USD(60))).code).toBe(RG_CODE.depositLimit)

    // Removing replaces the waiting raise, and waits too.
    s = await setLimit(p, 'deposit', 'day', null)
    expect(slot(s, 'deposit', 'day')).toMatchObject({ amount: USD(50), pending: { amount: null } })
    // Asking for the amount in force drops what waits.
    s = await setLimit(p, 'deposit', 'day', USD(50))
    expect(slot(s, 'deposit', 'day')).toMatchObject({ amount: USD(50), pending: null })
    // Lowering while a raise waits applies at once and drops the raise.
    await setLimit(p, 'deposit', 'day', USD(90))
    s = await setLimit(p, 'deposit', 'day', USD(40))
    expect(slot(s, 'deposit', 'day')).toMatchObject({ amount: USD(40), pending: null })

    // Cancel: the waiting raise goes, the amount in force stays.
    await setLimit(p, 'deposit', 'day', USD(70))
    const cancelled = await call<RgSettings>(p, rgCancelLimit, { kind: 'deposit', period: 'day' })
    expect(cancelled.code).toBe('100')
    expect(slot(cancelled.data, 'deposit', 'day')).toMatchObject({ amount: USD(40), pending: null })
    const row = await server.db
      .selectFrom('rg_limits')
      .selectAll()
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      kind: 'deposit',
      period: 'day',
      has_pending: 0,
      pending_amount: null,
      pending_at: null,
    })
    expect(Number(row.amount)).toBe(USD(40))

    // Nothing waits any more: 175, nothing written.
    const counts = await rowCounts(server.db)
    const rows = await rgRows(p.id)
    const none = await call(p, rgCancelLimit, { kind: 'deposit', period: 'day' })
    expect(none.code).toBe(RG_CODE.nothingPending)
    expect(none.message).toBe(serverMessage('en_US', 'server.rg.nothing_pending'))
    expect((await call(p, rgCancelLimit, { kind: 'wager', period: 'month' })).code).toBe(RG_CODE.nothingPending)
    expect(await rowCounts(server.db)).toEqual(counts)
    expect(await rgRows(p.id)).toEqual(rows)
    const inThai = await call(p, rgCancelLimit, { kind: 'deposit', period: 'day' }, { lang: 'th_TH' })
    expect(inThai.message).toBe(serverMessage('th_TH', 'server.rg.nothing_pending'))
  })

  it('each kind and period is its own limit; removing one with none set changes nothing', async () => {
    const p = await player()
    await setLimit(p, 'wager', 'week', USD(1000))
    await setLimit(p, 'session', 'day', 120)
    let s = await setLimit(p, 'loss', 'month', null)
    expect(slot(s, 'loss', 'month')).toMatchObject({ amount: null, pending: null })
    expect(slot(s, 'wager', 'week')).toMatchObject({ amount: USD(1000), left: USD(1000) })
    expect(slot(s, 'session', 'day')).toMatchObject({ amount: 120, used: 0, left: 120 })
    expect(slot(s, 'wager', 'day').amount).toBeNull()
    expect((await rgRows(p.id)).limits.map((r) => `${r.kind}:${r.period}`)).toEqual(['session:day', 'wager:week'])
    s = await setLimit(p, 'session', 'day', 60)
    expect(slot(s, 'session', 'day').amount).toBe(60)
  })

  it('keeps the reality check interval, and turns it off', async () => {
    const p = await player()
    for (const minutes of [15, 60, 30, null] as const) {
      const res = await call<RgSettings>(p, rgRealityCheck, { minutes })
      expect(res.code).toBe('100')
      expect(res.data.reality_check_minutes).toBe(minutes)
      expect((await settings(p)).reality_check_minutes).toBe(minutes)
    }
    expect((await rgRows(p.id)).preferences).toHaveLength(1)
  })
})

describe('the deposit limit on deposit orders', () => {
  it('refuses an order above what is left with 170, what is left and when it renews; exactly what is left passes', async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    expect((await deposit(p, USD(60))).code).toBe('100')

    const counts = await rowCounts(server.db)
    const over = await deposit(p, USD(40) + 1)
    expect(over.code).toBe(RG_CODE.depositLimit)
    const renews = new Date(rgPeriodBounds('day', Date.now()).to).toISOString()
    expect(over.data).toEqual({ kind: 'deposit', period: 'day', limit: USD(100), left: USD(40), renews_at: renews })
    expect(over.message).toBe(
      serverMessage('en_US', 'server.rg.deposit_limit', { left: 'USD 40.00', renews: siteTimeText(renews) }),
    )
    expect(over.message).toContain('USD 40.00')
    expect(over.message).toMatch(/renews on \d{4}-\d{2}-\d{2} 00:00 \(UTC-4\)$/)
    const inChinese = await deposit(p, USD(40) + 1, { lang: 'zh_CN' })
    expect(inChinese).toMatchObject({ code: RG_CODE.depositLimit, data: over.data })
    expect(inChinese.message).toBe(
      serverMessage('zh_CN', 'server.rg.deposit_limit', { left: 'USD 40.00', renews: siteTimeText(renews) }),
    )
    expect(await rowCounts(server.db)).toEqual(counts)

    expect((await deposit(p, USD(40))).code).toBe('100')
    const full = await deposit(p, USD(10))
    expect(full.code).toBe(RG_CODE.depositLimit)
    expect(full.data).toMatchObject({ left: 0 })
    expect(full.message).toContain('USD 0.00')
    const s = await settings(p)
    expect(slot(s, 'deposit', 'day')).toMatchObject({ used: USD(100), left: 0 })
  })

  it('any of the periods refuses: the first one the order would pass is named', async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    await setLimit(p, 'deposit', 'week', USD(50))
    await setLimit(p, 'deposit', 'month', USD(500))
    const over = await deposit(p, USD(60))
    expect(over.code).toBe(RG_CODE.depositLimit)
    expect(over.data).toMatchObject({ period: 'week', limit: USD(50), left: USD(50) })
    expect((over.data as RgRefusal).renews_at).toBe(new Date(rgPeriodBounds('week', Date.now()).to).toISOString())
  })

  it('a paid order counts; a cancelled or expired one frees its amount', async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'month', USD(100))
    const paid = await deposit(p, USD(30))
    expect((await cashierPost((paid.data as Opened).pay_url, 'pay')).statusCode).toBe(200)
    const cancelled = await deposit(p, USD(70))
    expect(cancelled.code).toBe('100')
    expect((await deposit(p, USD(10))).code).toBe(RG_CODE.depositLimit)

    expect((await cashierPost((cancelled.data as Opened).pay_url, 'cancel')).body).toContain('Payment cancelled')
    const lapsing = await deposit(p, USD(70))
    expect(lapsing.code).toBe('100')
    expect((await deposit(p, USD(10))).code).toBe(RG_CODE.depositLimit)
    // Past its expiry an order cannot be paid: it no longer holds the limit, even before anything marks it expired.
    await server.db
      .updateTable('deposits')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('order_number', '=', (lapsing.data as Opened).order_number)
      .execute()
    const s = await settings(p)
    expect(slot(s, 'deposit', 'month')).toMatchObject({ used: USD(30), left: USD(70) })
    expect((await deposit(p, USD(70))).code).toBe('100')
    expect((await deposit(p, USD(10))).code).toBe(RG_CODE.depositLimit)
  })

  it('an order of yesterday in the site calendar does not count today', async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    const first = await deposit(p, USD(100))
    expect((await deposit(p, USD(10))).code).toBe(RG_CODE.depositLimit)
    const today = rgPeriodBounds('day', Date.now()).from
    const moveTo = (at: number) =>
      server.db
        .updateTable('deposits')
        .set({ created_at: new Date(at).toISOString() })
        .where('order_number', '=', (first.data as Opened).order_number)
        .execute()
    // At the first instant of today it still counts; a millisecond earlier it is yesterday's.
    await moveTo(today)
    expect((await deposit(p, USD(10))).code).toBe(RG_CODE.depositLimit)
    await moveTo(today - 1)
    expect((await deposit(p, USD(100))).code).toBe('100')
    expect((await deposit(p, USD(10))).code).toBe(RG_CODE.depositLimit)
  })

  it('fifty orders at once never pass the limit together', async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(p, USD(15))))
    const accepted = answers.filter((a) => a.code === '100')
    expect(answers.filter((a) => a.code !== '100').every((a) => a.code === RG_CODE.depositLimit)).toBe(true)
    // Exact both ways: never above the limit, and every order that fitted was taken.
    expect(accepted).toHaveLength(6)
    const total = await server.db
      .selectFrom('deposits')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(Number(total.sum)).toBe(USD(90))
    expect(Number(total.sum)).toBeLessThanOrEqual(USD(100))
  })

  it("holds by the order's own lock too, without the call's lock on the member row", async () => {
    const p = await player()
    await setLimit(p, 'deposit', 'week', USD(100))
    const member = (await findMember(server.db, SITE, p.account))!
    const channelId = (await channel(p)).id
    const opened = await Promise.all(
      Array.from({ length: 50 }, () =>
        transact(server.db, (trx) => openOrder(trx, member, { channel_id: channelId, amount: USD(15) })),
      ),
    )
    expect(opened.filter((o) => !(o instanceof BusinessError))).toHaveLength(6)
    expect(opened.filter((o) => o instanceof BusinessError).every((o) => o.code === RG_CODE.depositLimit)).toBe(true)
  })
})

describe('the open game and the statement', () => {
  it("answer the member's session and months from deposits, withdrawals and play", async () => {
    const p = await player()
    const none = await call(p, rgSession)
    expect(none.data).toEqual({ open: false, started_at: null, net: 0, reality_check_minutes: null })
    expect((await call(p, rgRealityCheck, { minutes: 30 })).code).toBe('100')

    // A deposit paid on the house cashier, one left waiting (not in the statement).
    const paid = await deposit(p, USD(150))
    expect((await cashierPost((paid.data as Opened).pay_url, 'pay')).body).toContain('Payment received')
    expect((await deposit(p, USD(20))).code).toBe('100')

    // A withdrawal the operator approves.
    expect(
      (
        await call(p, withdrawPasswordSet, {
          password: DEMO_MEMBER_PASSWORD,
          withdraw_password: '2468',
          check_withdraw_password: '2468',
        })
      ).code,
    ).toBe('100')
    const account = await call<BankAccount>(p, bankAccountStore, {
      bank_code: 'JPM',
      account_name: 'Ada Lovelace',
      account_number: '1234567890',
      withdraw_password: '2468',
    })
    const asked = await call<{ record: DwRecord }>(p, withdrawStore, {
      amount: USD(30),
      bank_account_id: account.data.id,
      withdraw_password: '2468',
    })
    expect(asked.code, asked.message).toBe('100')
    const approved = await send(server, '/api/dev/withdrawals/decide', {
      order_number: asked.data.record.order_number,
      decision: 'approve',
    })
    expect(approved.code).toBe('100')

    // A house game: two rounds and a refund, on the provider wallet.
    await launchFirstGame(server, p, 'GPR8')
    const session = (await openSession(server.db, p.id))!
    for (const [round, stake, payout] of [
      ['rg-1', 500, 1200],
      ['rg-2', 300, 0],
    ] as const) {
      const settled = await settleRound(server.db, session, round, stake, () => ({ payout, detail: {} }))
      expect('round' in settled).toBe(true)
    }
    await server.db.transaction().execute((trx) => adjust(trx, p.id, 'GPR8', 100, 'refund', `round:${session.id}:rg-2`))

    const open = await call<{ open: boolean; started_at: string; net: number; reality_check_minutes: number }>(
      p,
      rgSession,
    )
    expect(open.data).toEqual({
      open: true,
      started_at: session.opened_at,
      net: -500 + 1200 - 300 + 100,
      reality_check_minutes: 30,
    })
    // Another member sees none of it.
    const other = await player()
    expect((await call(other, rgSession)).data).toMatchObject({ open: false, net: 0 })
    const otherStatement = await call<{ months: RgStatementMonth[] }>(other, rgStatement, { months: 1 })
    expect(otherStatement.code, otherStatement.message).toBe('100')
    expect(otherStatement.data.months[0]).toMatchObject({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 })

    // The second round falls a millisecond before this month; the refund on its first instant.
    const now = Date.now()
    const [previous, current] = recentPeriods(now, 2).reverse() as [string, string]
    const monthStart = Date.parse(periodRange(current).from)
    await server.db
      .updateTable('ledger_entries')
      .set({ created_at: new Date(monthStart - 1).toISOString() })
      .where('member_id', '=', p.id)
      .where('ref', '=', `round:${session.id}:rg-2`)
      .where('kind', 'in', ['bet', 'payout'])
      .execute()
    await server.db
      .updateTable('ledger_entries')
      .set({ created_at: new Date(monthStart).toISOString() })
      .where('member_id', '=', p.id)
      .where('kind', '=', 'refund')
      .execute()

    const statement = await call<{ currency: string; months: RgStatementMonth[] }>(p, rgStatement, { months: 3 })
    expect(statement.code).toBe('100')
    expect(statement.data.currency).toBe('USD')
    const [before] = recentPeriods(now, 3).reverse() as [string]
    expect(statement.data.months).toEqual([
      { month: before, deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 },
      { month: previous, deposits: 0, withdrawals: 0, bets: 300, wins: 0, net: -300 },
      { month: current, deposits: USD(150), withdrawals: USD(30), bets: 500 - 100, wins: 1200, net: 1200 - 400 },
    ])
    expect(current).toBe(periodOf(now))
    const year = await call<{ months: RgStatementMonth[] }>(p, rgStatement, {})
    expect(year.data.months.map((m) => m.month)).toEqual(recentPeriods(now, 12).reverse())

    await leaveGame(server.wallet, p.id)
    expect((await call(p, rgSession)).data).toEqual({
      open: false,
      started_at: null,
      net: 0,
      reality_check_minutes: 30,
    })
  })
})

describe('money in the message', () => {
  it('shows minor units as the currency major units with its code', () => {
    expect(moneyText(4000, 'USD')).toBe('USD 40.00')
    expect(moneyText(123_456_789, 'USD')).toBe('USD 1,234,567.89')
    expect(moneyText(5, 'THB')).toBe('THB 0.05')
    expect(moneyText(1_500_000, 'VND')).toBe('VND 1,500,000')
    expect(siteTimeText('2026-12-01T04:00:00.000Z')).toBe('2026-12-01 00:00 (UTC-4)')
  })
})
