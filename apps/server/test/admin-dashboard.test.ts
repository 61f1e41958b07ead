import {
  adminDashboard,
  adminDeposits,
  adminWithdrawalDecide,
  bankAccountStore,
  withdrawPasswordSet,
  withdrawStore,
  type AdminDeposit,
  type Dashboard,
  type DashboardCurrency,
  type DwRecord,
} from '@lobby/api/contract'
import { presenceChannel } from '@lobby/realtime/currency-channels'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dashboardFigures, dashboardPeriods } from '../src/admin/dashboard.ts'
import type { LobbyServer } from '../src/index.ts'
import { payOrder } from '../src/member-centre/deposit-orders.ts'
import { sha256 } from '../src/members/secrets.ts'
import { findMember } from '../src/members/store.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { adjust, auditLedger, MAIN_WALLET } from '../src/wallet/ledger.ts'
import { launchGame } from '../src/wallet/play.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, SITE, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { socketPool, subscribe } from './sockets.ts'
import { newPlayer } from './wallet-helpers.ts'

/**
 * The dashboard and finance's deposit orders (issue 24) over their real
 * routes and service: exact figures from known activity at explicit
 * instants (the site's day starts at 04:00 UTC, America/Caracas), the role
 * matrix, and bad input named by field.
 */

let server: LobbyServer
let baseUrl = ''
const sockets = socketPool(() => baseUrl)

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(async () => {
  sockets.closeAll()
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
})
afterAll(async () => {
  await server.close()
})

const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}

/** Wednesday 5 March 2031, 11:00 in Caracas: the dashboard's "now" in these tests. */
const NOW = Date.parse('2031-03-05T15:00:00.000Z')
const figuresAt = (now = NOW, site_id?: string) => dashboardFigures(server.db, { now, site_id, online: {} })
const currencyOf = (dashboard: Dashboard, currency: string): DashboardCurrency => {
  const found = dashboard.currencies.find((c) => c.currency === currency)
  expect(found, currency).toBeDefined()
  return found!
}
const zeroFigures = {
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  bets: 0,
  wins: 0,
  ggr: 0,
  new_members: 0,
  active_members: 0,
}

interface Seeded {
  id: number
  account: string
  token: string
}

/** A member registered at `created_at` (the dev hook), with `cash` in the main wallet and a live token. */
async function member(account: string, currency: string, created_at: string, cash = 0): Promise<Seeded> {
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: DEMO_MEMBER_PASSWORD,
    currency,
    cash,
    created_at,
  })
  expect(res.code, res.message).toBe('100')
  return { id: res.data.id, account, token: await issueMemberToken(server.db, res.data.id, 'udid-dash') }
}

/** A deposit order opened at `created_at` and, when `paidAt` is given, paid then through `payOrder`. */
async function deposit(
  m: Seeded,
  order: string,
  amount: number,
  created_at: string,
  paidAt?: string,
  expires_at: string | null = null,
): Promise<void> {
  await server.db
    .insertInto('deposits')
    .values({ member_id: m.id, order_number: order, amount, status: 'pending', created_at, expires_at })
    .execute()
  if (paidAt !== undefined) {
    const outcome = await server.db.transaction().execute((trx) => payOrder(trx, order, paidAt))
    expect(outcome.paid).toBe(true)
  }
}

/** A ledger movement (a stake, a payout, a refund) dated `at`. */
async function play(m: Seeded, amount: number, kind: 'bet' | 'payout' | 'refund', ref: string, at: string) {
  await server.db.transaction().execute((trx) => adjust(trx, m.id, MAIN_WALLET, amount, kind, ref))
  await server.db.updateTable('ledger_entries').set({ created_at: at }).where('ref', '=', ref).execute()
}

let withdrawPasswordsSet = new Set<number>()
/** The member asks to withdraw `amount` (the member centre's real call); its order number. */
async function askWithdrawal(m: Seeded, amount: number): Promise<string> {
  const as = (path: string, body: unknown) => send<any>(server, `/api${path}`, body, { token: m.token }) // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!withdrawPasswordsSet.has(m.id)) {
    const set = await as(withdrawPasswordSet.path, {
      password: DEMO_MEMBER_PASSWORD,
      withdraw_password: '2468',
      check_withdraw_password: '2468',
    })
    expect(set.code, set.message).toBe('100')
    withdrawPasswordsSet = new Set([...withdrawPasswordsSet, m.id])
  }
  const accounts = await server.db.selectFrom('bank_accounts').select('id').where('member_id', '=', m.id).execute()
  let bankAccountId = accounts[0]?.id
  if (bankAccountId === undefined) {
    const bound = await as(bankAccountStore.path, {
      bank_code: 'JPM',
      account_name: 'Ada Lovelace',
      account_number: `12345${m.id}67890`,
      withdraw_password: '2468',
    })
    expect(bound.code, bound.message).toBe('100')
    bankAccountId = bound.data.id as number
  }
  const asked = await as(withdrawStore.path, { amount, bank_account_id: bankAccountId, withdraw_password: '2468' })
  expect(asked.code, asked.message).toBe('100')
  return (asked.data.record as DwRecord).order_number
}

/** Finance decides the withdrawal through the console; an approval is then dated `decidedAt`. */
async function decide(order: string, decision: 'approve' | 'reject', decidedAt: string): Promise<void> {
  const res = await call(await tokenOf('finance01'), adminWithdrawalDecide.path, {
    order_number: order,
    decision,
    reason: decision === 'reject' ? 'the bank account is closed' : '',
  })
  expect(res.code, res.message).toBe('100')
  await server.db.updateTable('withdrawals').set({ decided_at: decidedAt }).where('order_number', '=', order).execute()
}

describe('the site day', () => {
  it('puts the day boundary at 04:00 UTC, the week from Monday, and 14 days in the series', () => {
    const { days, weekFromIndex } = dashboardPeriods(NOW)
    expect(days).toHaveLength(14)
    expect(days[13]).toEqual({ date: '2031-03-05', from: '2031-03-05T04:00:00.000Z', to: '2031-03-06T04:00:00.000Z' })
    expect(days[0]).toEqual({ date: '2031-02-20', from: '2031-02-20T04:00:00.000Z', to: '2031-02-21T04:00:00.000Z' })
    expect(days[weekFromIndex]!.date).toBe('2031-03-03') // a Monday
    // 03:59 UTC on Thursday is still Wednesday in Caracas.
    expect(dashboardPeriods(Date.parse('2031-03-06T03:59:59.999Z')).days[13]!.date).toBe('2031-03-05')
    // On a Monday the week is that one day; on a Sunday it reaches back to Monday.
    expect(dashboardPeriods(Date.parse('2031-03-03T04:00:00.000Z')).weekFromIndex).toBe(13)
    expect(dashboardPeriods(Date.parse('2031-03-10T03:59:59.999Z')).weekFromIndex).toBe(7)
  })
})

describe('figures', () => {
  let baseline: Dashboard
  let usd: { u1: Seeded; u2: Seeded; u3: Seeded }
  let v1: Seeded

  it('show every offered currency with zeros when nothing happened', async () => {
    baseline = await figuresAt()
    expect(baseline.as_of).toBe('2031-03-05T15:00:00.000Z')
    expect(baseline.time_zone).toBe('America/Caracas')
    expect(baseline.today).toEqual({
      date: '2031-03-05',
      from: '2031-03-05T04:00:00.000Z',
      to: '2031-03-06T04:00:00.000Z',
    })
    expect(baseline.week).toEqual({ from: '2031-03-03T04:00:00.000Z', to: '2031-03-06T04:00:00.000Z' })
    expect(baseline.currencies.map((c) => c.currency)).toEqual(expect.arrayContaining(['RMB', 'USD', 'VND']))
    for (const c of baseline.currencies) {
      expect(c.today, c.currency).toEqual(zeroFigures)
      expect(c.week, c.currency).toEqual(zeroFigures)
      expect(c.online).toBe(0)
      expect(c.series.map((d) => [d.deposits, d.withdrawals, d.ggr])).toEqual(Array(14).fill([0, 0, 0]))
    }
  })

  it('count exactly what happened today and this week, each on its side of the site day boundary', async () => {
    usd = {
      u1: await member('dash_u1', 'USD', '2031-03-05T04:00:00.000Z', 50_000), // today's first instant
      u2: await member('dash_u2', 'USD', '2031-03-05T03:59:59.999Z', 50_000), // Tuesday's last: this week
      u3: await member('dash_u3', 'USD', '2031-03-03T03:59:59.999Z', 50_000), // Sunday: before this week
    }
    v1 = await member('dash_v1', 'VND', '2031-03-05T10:00:00.000Z', 1_000_000)
    const { u1, u2, u3 } = usd

    // Deposits, paid at explicit instants.
    await deposit(u1, 'DDASH0001', 10_000, '2031-03-05T03:50:00.000Z', '2031-03-05T04:00:00.000Z')
    await deposit(u1, 'DDASH0002', 2_500, '2031-03-05T03:00:00.000Z', '2031-03-05T03:59:59.999Z')
    await deposit(u2, 'DDASH0003', 7_000, '2031-03-02T11:00:00.000Z', '2031-03-02T12:00:00.000Z')
    await deposit(v1, 'DDASH0004', 5_000_000, '2031-03-05T13:00:00.000Z', '2031-03-05T14:00:00.000Z')
    // Waiting: one still payable, one past its expiry (no longer waiting).
    await deposit(u3, 'DDASH0005', 900, '2031-03-05T14:40:00.000Z', undefined, '2031-03-05T15:10:00.000Z')
    await deposit(u3, 'DDASH0006', 800, '2031-03-05T14:00:00.000Z', undefined, '2031-03-05T14:30:00.000Z')

    // Withdrawals: approved today, approved on Monday's first instant, one rejected, one waiting.
    await decide(await askWithdrawal(u1, 3_000), 'approve', '2031-03-05T20:00:00.000Z')
    await decide(await askWithdrawal(u3, 2_000), 'approve', '2031-03-03T04:00:00.000Z')
    await decide(await askWithdrawal(u2, 4_000), 'reject', '2031-03-05T12:00:00.000Z')
    await askWithdrawal(u2, 1_500)

    // Play from the ledger.
    await play(u1, -1_000, 'bet', 'dash:r1', '2031-03-05T05:00:00.000Z')
    await play(u1, 1_500, 'payout', 'dash:r1', '2031-03-05T05:00:00.000Z')
    await play(u2, -2_000, 'bet', 'dash:r2', '2031-03-05T03:00:00.000Z')
    await play(u2, 200, 'refund', 'dash:r2', '2031-03-05T03:00:00.000Z')
    await play(u3, -400, 'bet', 'dash:r3', '2031-03-01T12:00:00.000Z')
    await play(v1, -100_000, 'bet', 'dash:r4', '2031-03-05T14:30:00.000Z')

    // Sign-ins: u3 today (active without a bet), u1 today too (counted once).
    const login = (m: Seeded, created_at: string) => ({
      member_id: m.id,
      kind: 'login',
      ip: '203.0.113.9',
      host: '',
      device: 0,
      system_group: '',
      udid: 'udid-dash',
      login_type: 1,
      cdn: '',
      system: '',
      browser: '',
      system_version: '',
      created_at,
    })
    await server.db
      .insertInto('member_logins')
      .values([login(u3, '2031-03-05T06:00:00.000Z'), login(u1, '2031-03-05T06:30:00.000Z')])
      .execute()
    await server.db
      .insertInto('agent_applications')
      .values({ member_id: u2.id, status: 'pending', created_at: '2031-03-05T07:00:00.000Z' })
      .execute()

    const after = await figuresAt()
    const dollars = currencyOf(after, 'USD')
    expect(dollars.today).toEqual({
      deposits: { count: 1, amount: 10_000 },
      withdrawals: { count: 1, amount: 3_000 },
      bets: 1_000,
      wins: 1_500,
      ggr: -500,
      new_members: 1,
      active_members: 2,
    })
    expect(dollars.week).toEqual({
      deposits: { count: 2, amount: 12_500 },
      withdrawals: { count: 2, amount: 5_000 },
      bets: 3_000,
      wins: 1_700,
      ggr: 1_300,
      new_members: 2,
      active_members: 3,
    })
    const before = currencyOf(baseline, 'USD').pending
    expect(dollars.pending).toEqual({
      withdrawals: before.withdrawals + 1,
      deposits: before.deposits + 1,
      agent_applications: before.agent_applications + 1,
    })
    const day = (date: string) => dollars.series.find((d) => d.date === date)
    expect(day('2031-03-05')).toEqual({ date: '2031-03-05', deposits: 10_000, withdrawals: 3_000, ggr: -500 })
    expect(day('2031-03-04')).toEqual({ date: '2031-03-04', deposits: 2_500, withdrawals: 0, ggr: 1_800 })
    expect(day('2031-03-03')).toEqual({ date: '2031-03-03', deposits: 0, withdrawals: 2_000, ggr: 0 })
    expect(day('2031-03-02')).toEqual({ date: '2031-03-02', deposits: 7_000, withdrawals: 0, ggr: 0 })
    expect(day('2031-03-01')).toEqual({ date: '2031-03-01', deposits: 0, withdrawals: 0, ggr: 400 })
    expect(dollars.series.reduce((sum, d) => sum + d.deposits, 0)).toBe(19_500)

    const dong = currencyOf(after, 'VND')
    expect(dong.today).toEqual({
      deposits: { count: 1, amount: 5_000_000 },
      withdrawals: { count: 0, amount: 0 },
      bets: 100_000,
      wins: 0,
      ggr: 100_000,
      new_members: 1,
      active_members: 1,
    })
    expect(dong.week).toEqual(dong.today)
    expect(currencyOf(after, 'RMB').today).toEqual(zeroFigures)

    // A day later, Thursday: Wednesday's activity is in the week but no longer today.
    const thursday = await figuresAt(Date.parse('2031-03-06T04:00:00.000Z'))
    expect(currencyOf(thursday, 'USD').today).toEqual(zeroFigures)
    expect(currencyOf(thursday, 'USD').week.deposits).toEqual({ count: 2, amount: 12_500 })
    // The next Monday: a new week.
    const monday = await figuresAt(Date.parse('2031-03-10T04:00:00.000Z'))
    expect(currencyOf(monday, 'USD').week).toEqual(zeroFigures)
    expect(currencyOf(monday, 'USD').series.find((d) => d.date === '2031-03-05')!.deposits).toBe(10_000)
    // Another site's view has none of it.
    const elsewhere = await figuresAt(NOW, 'no-such-site')
    expect(elsewhere.currencies).toEqual([])
  })

  it('count a house game round: its stake as a bet, its payout as a win', async () => {
    const before = currencyOf(await figuresAt(), 'USD').today
    const account = 'dash_house'
    expect((await send(server, '/api/dev/members', { account, password: DEMO_MEMBER_PASSWORD })).code).toBe('100')
    const credited = await send(server, '/api/dev/wallet/credit', {
      site_id: SITE,
      member_account: account,
      amount: 10_000,
    })
    expect(credited.code).toBe('100')
    const seated = (await findMember(server.db, SITE, account))!
    const game = await server.db
      .selectFrom('games')
      .select('game_code')
      .where('gp_id', '=', 'GPR8')
      .orderBy('game_code')
      .executeTakeFirstOrThrow()
    const memberToken = await issueMemberToken(server.db, seated.id, 'udid-dash-house')
    const launch = await launchGame(server.wallet, seated, {
      gpId: 'GPR8',
      game_code: game.game_code,
      lobby_url: '/close',
      memberTokenHash: sha256(memberToken),
    })
    if (!('url' in launch)) throw new Error(`launch refused: ${launch.message}`)
    const token = new URL(launch.url, 'http://x').searchParams.get('token') ?? ''
    let payouts = 0
    for (const round of ['dash-house-1', 'dash-house-2', 'dash-house-3']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/house/play/api/slot/spin',
        payload: { token, round, stake: 500 },
      })
      const body = res.json<{ code: string; data: { payout: number } }>()
      expect(body.code, JSON.stringify(body)).toBe('100')
      payouts += body.data.payout
      // The round happened today at NOW's site day.
      await server.db
        .updateTable('ledger_entries')
        .set({ created_at: '2031-03-05T08:00:00.000Z' })
        .where('ref', 'like', `round:%:${round}`)
        .execute()
    }
    const after = currencyOf(await figuresAt(), 'USD').today
    expect(after.bets - before.bets).toBe(1_500)
    expect(after.wins - before.wins).toBe(payouts)
    expect(after.ggr - before.ggr).toBe(1_500 - payouts)
    expect(after.active_members - before.active_members).toBe(1)
    expect(after.deposits).toEqual(before.deposits)
  })

  it('answers the same figures over HTTP, with who is online now from the realtime presence', async () => {
    const online = await newPlayer(server, 'dash_online')
    const socket = await sockets.open(online.token)
    expect(await subscribe(socket, presenceChannel('USD'))).toMatchObject({ ok: true })
    const res = await call<Dashboard>(await tokenOf('auditor01'), adminDashboard.path, {})
    expect(res.status).toBe(200)
    expect(res.code).toBe('100')
    expect(currencyOf(res.data, 'USD').online).toBe(1)
    const same = await dashboardFigures(server.db, { now: Date.parse(res.data.as_of), online: { USD: 1 } })
    expect(res.data).toEqual(same)
  })
})

describe('deposit orders', () => {
  const since = '2031-01-01T00:00:00Z'
  const list = async (body: Record<string, unknown>) => {
    const res = await call<{ list: AdminDeposit[]; total_count: number }>(
      await tokenOf('finance01'),
      adminDeposits.path,
      { from: since, ...body },
    )
    expect(res.code, res.message).toBe('100')
    return res.data
  }

  it('lists the orders newest first with member, amount, channel, status and times', async () => {
    const all = await list({})
    expect(all.total_count).toBe(6)
    expect(all.list.map((d) => d.order_number)).toEqual([
      'DDASH0005',
      'DDASH0006',
      'DDASH0004',
      'DDASH0001',
      'DDASH0002',
      'DDASH0003',
    ])
    expect(all.list[3]).toEqual({
      order_number: 'DDASH0001',
      site_id: 'lobby-demo',
      member_account: 'dash_u1',
      currency: 'USD',
      amount: 10_000,
      channel: '',
      status: 'completed',
      created_at: '2031-03-05T03:50:00.000Z',
      paid_at: '2031-03-05T04:00:00.000Z',
      expires_at: null,
    })
  })

  it('filters by status, member, currency and date range, and pages', async () => {
    // The clock is in 2026: neither waiting order has expired yet.
    expect((await list({ status: 'pending' })).list.map((d) => d.order_number)).toEqual(['DDASH0005', 'DDASH0006'])
    expect((await list({ status: 'completed', member_account: 'DASH_U1' })).list.map((d) => d.order_number)).toEqual([
      'DDASH0001',
      'DDASH0002',
    ])
    expect((await list({ currency: 'VND' })).list.map((d) => d.order_number)).toEqual(['DDASH0004'])
    const range = await list({ from: '2031-03-05T03:00:00Z', to: '2031-03-05T14:00:00.000Z' })
    expect(range.list.map((d) => d.order_number)).toEqual(['DDASH0004', 'DDASH0001', 'DDASH0002'])
    const second = await list({ page: 2, page_size: 2 })
    expect(second.total_count).toBe(6)
    expect(second.list.map((d) => d.order_number)).toEqual(['DDASH0004', 'DDASH0001'])
    expect((await list({ member_account: 'nobody_here' })).list).toEqual([])
  })

  it('lists an unpaid order past its expiry as expired, and filters it so', async () => {
    await server.db
      .updateTable('deposits')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('order_number', '=', 'DDASH0006')
      .execute()
    const expired = await list({ status: 'expired' })
    expect(expired.list.map((d) => [d.order_number, d.status])).toEqual([['DDASH0006', 'expired']])
    expect((await list({ status: 'pending' })).list.map((d) => d.order_number)).toEqual(['DDASH0005'])
    // The read wrote nothing: the row itself is still pending until someone tries to pay it.
    const row = await server.db
      .selectFrom('deposits')
      .select('status')
      .where('order_number', '=', 'DDASH0006')
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
  })
})

describe('who may call', () => {
  const calls = (): MatrixCall[] => [
    { path: adminDashboard.path, roles: ['finance', 'owner', 'auditor'], body: async () => ({}) },
    { path: adminDeposits.path, roles: ['finance', 'owner', 'auditor'], body: async () => ({ status: 'all' }) },
  ]
  let players = 0
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `dash_matrix${++players}`)).token,
  )

  it('names the field of bad input with HTTP 400, and writes nothing', async () => {
    const token = await tokenOf('owner01')
    for (const [path, body, field] of [
      [adminDashboard.path, { site_id: '' }, 'site_id'],
      [adminDashboard.path, { site_id: 7 }, 'site_id'],
      [adminDeposits.path, { status: 'paid' }, 'status'],
      [adminDeposits.path, { member_account: '' }, 'member_account'],
      [adminDeposits.path, { currency: 'usd' }, 'currency'],
      [adminDeposits.path, { from: 'yesterday' }, 'from'],
      [adminDeposits.path, { to: '2031-03-05' }, 'to'],
      [adminDeposits.path, { from: '2031-03-05T00:00:00Z', to: '2031-03-04T00:00:00Z' }, 'to'],
      [adminDeposits.path, { page: 0 }, 'page'],
      [adminDeposits.path, { page_size: 500 }, 'page_size'],
    ] as const) {
      const before = await rowCounts(server.db)
      const res = await call(token, path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
      expect(await rowCounts(server.db)).toEqual(before)
    }
  })
})
