import {
  RG_CODE,
  depositChannels,
  depositStore,
  rgCancelLimit,
  rgSession,
  rgSetLimit,
  rgSettings,
  type DepositChannel,
  type Endpoint,
  type RgLimit,
  type RgSettings,
} from '@lobby/api/contract'
import { RG_LOOSEN_DELAY_MS, type RgLimitKind, type RgPeriod } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { launchFirstGame, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * Responsible gambling against a moved clock (`vi.useFakeTimers({ toFake: ['Date'] })`, so this file runs isolated,
 * MOCKING_FILES): a loosening applies at the very instant its 24 hours end and not a millisecond before, and each
 * period renews at midnight of the site's calendar (America/Caracas, UTC-4), a week on Monday, a month on the 1st.
 */

let server: LobbyServer
let accounts = 0
const USD = (dollars: number) => Math.round(dollars * 100)
const HOUR = 3_600_000

beforeAll(async () => {
  server = await startServer()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await server.close()
})

/** Moves the clock to `iso` (UTC) and keeps it there. */
function clockAt(at: string | number): number {
  vi.useFakeTimers({ toFake: ['Date'] })
  const ms = typeof at === 'number' ? at : Date.parse(at)
  vi.setSystemTime(ms)
  return ms
}

const player = (cash = 0): Promise<Player> => newPlayer(server, `rgclock${++accounts}`, cash)

const call = <T = unknown>(p: Player, endpoint: Endpoint, body: unknown = {}) =>
  send<T>(server, `/api${endpoint.path}`, body, { token: p.token })

async function limit(p: Player, kind: RgLimitKind, period: RgPeriod): Promise<RgLimit> {
  const res = await call<RgSettings>(p, rgSettings)
  expect(res.code).toBe('100')
  return res.data.limits.find((l) => l.kind === kind && l.period === period)!
}

async function setLimit(p: Player, kind: RgLimitKind, period: RgPeriod, amount: number | null): Promise<RgLimit> {
  const res = await call<RgSettings>(p, rgSetLimit, { kind, period, amount })
  expect(res.code, res.message).toBe('100')
  return res.data.limits.find((l) => l.kind === kind && l.period === period)!
}

async function deposit(p: Player, amount: number) {
  const channels = await call<{ channels: DepositChannel[] }>(p, depositChannels)
  const bank = channels.data.channels.find((c) => c.kind === 'bank')!
  return call(p, depositStore, { channel_id: bank.id, amount })
}

describe('the 24 hours of a loosening', () => {
  it('a raise applies at the instant its 24 hours end, not a millisecond before', async () => {
    // Wednesday 10:00 in the site's calendar.
    const start = clockAt('2031-03-05T14:00:00.000Z')
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    const raised = await setLimit(p, 'deposit', 'day', USD(300))
    expect(raised).toMatchObject({
      amount: USD(100),
      pending: { amount: USD(300), effective_at: new Date(start + RG_LOOSEN_DELAY_MS).toISOString() },
    })

    clockAt(start + RG_LOOSEN_DELAY_MS - 1)
    expect(await limit(p, 'deposit', 'day')).toMatchObject({ amount: USD(100), pending: { amount: USD(300) } })
    const early = await deposit(p, USD(150))
    expect(early.code).toBe(RG_CODE.depositLimit)
    expect(early.data).toMatchObject({ limit: USD(100), left: USD(100) })

    clockAt(start + RG_LOOSEN_DELAY_MS)
    expect(await limit(p, 'deposit', 'day')).toMatchObject({ amount: USD(300), pending: null, left: USD(300) })
    expect((await deposit(p, USD(150))).code).toBe('100')
    // Applied: nothing waits any more.
    expect((await call(p, rgCancelLimit, { kind: 'deposit', period: 'day' })).code).toBe(RG_CODE.nothingPending)
  })

  it('a removal waits the same 24 hours; a cancelled raise never applies', async () => {
    const start = clockAt('2031-03-05T14:00:00.000Z')
    const p = await player()
    await setLimit(p, 'deposit', 'week', USD(100))
    await setLimit(p, 'deposit', 'day', USD(50))
    expect(await setLimit(p, 'deposit', 'week', null)).toMatchObject({ amount: USD(100), pending: { amount: null } })
    await setLimit(p, 'deposit', 'day', USD(500))

    clockAt(start + RG_LOOSEN_DELAY_MS - 1)
    expect((await call(p, rgCancelLimit, { kind: 'deposit', period: 'day' })).code).toBe('100')
    expect((await deposit(p, USD(101))).code).toBe(RG_CODE.depositLimit)

    clockAt(start + RG_LOOSEN_DELAY_MS)
    expect(await limit(p, 'deposit', 'week')).toMatchObject({ amount: null, pending: null, left: null })
    expect(await limit(p, 'deposit', 'day')).toMatchObject({ amount: USD(50), pending: null })
    const day = await deposit(p, USD(51))
    expect(day.data).toMatchObject({ period: 'day', limit: USD(50) })
    expect((await deposit(p, USD(50))).code).toBe('100')
  })
})

describe('periods in the site calendar', () => {
  it('a day ends at midnight UTC-4: an order at 23:59:59.999 is not counted the next day', async () => {
    clockAt('2031-03-05T03:59:59.999Z') // Tuesday 23:59:59.999 site time
    const p = await player()
    await setLimit(p, 'deposit', 'day', USD(100))
    expect((await deposit(p, USD(100))).code).toBe('100')
    const full = await deposit(p, USD(10))
    expect(full.data).toMatchObject({ period: 'day', left: 0, renews_at: '2031-03-05T04:00:00.000Z' })
    expect(full.message).toContain('2031-03-05 00:00 (UTC-4)')

    clockAt('2031-03-05T04:00:00.000Z') // Wednesday 00:00
    expect(await limit(p, 'deposit', 'day')).toMatchObject({ used: 0, left: USD(100) })
    expect((await deposit(p, USD(100))).code).toBe('100')
    expect((await deposit(p, USD(10))).data).toMatchObject({ renews_at: '2031-03-06T04:00:00.000Z' })
  })

  it('a week starts on Monday and a month on the 1st, site time', async () => {
    clockAt('2031-03-10T03:59:59.999Z') // Sunday 9 March 23:59:59.999
    const p = await player()
    await setLimit(p, 'deposit', 'week', USD(100))
    expect((await deposit(p, USD(100))).code).toBe('100')
    expect((await deposit(p, USD(10))).data).toMatchObject({ period: 'week', renews_at: '2031-03-10T04:00:00.000Z' })
    clockAt('2031-03-10T04:00:00.000Z') // Monday 00:00
    expect((await deposit(p, USD(100))).code).toBe('100')
    expect((await deposit(p, USD(10))).data).toMatchObject({ period: 'week', renews_at: '2031-03-17T04:00:00.000Z' })

    clockAt('2031-04-01T03:59:59.999Z') // Monday 31 March 23:59:59.999
    const q = await player()
    await setLimit(q, 'deposit', 'month', USD(100))
    expect((await deposit(q, USD(100))).code).toBe('100')
    expect((await deposit(q, USD(10))).data).toMatchObject({ period: 'month', renews_at: '2031-04-01T04:00:00.000Z' })
    clockAt('2031-04-01T04:00:00.000Z') // Tuesday 1 April 00:00
    expect((await deposit(q, USD(100))).code).toBe('100')
    const month = await deposit(q, USD(10))
    expect(month.data).toMatchObject({ period: 'month', renews_at: '2031-05-01T04:00:00.000Z' })
    expect(month.message).toContain('2031-05-01 00:00 (UTC-4)')
  })
})

describe('the open game', () => {
  it('starts when the game opened; the session limit counts its minutes', async () => {
    const opened = clockAt('2031-03-05T14:00:00.000Z')
    const p = await player(USD(50))
    await setLimit(p, 'session', 'day', 60)
    await launchFirstGame(server, p, 'GPR8')

    clockAt(opened + HOUR / 2 + 59_999)
    expect((await call(p, rgSession)).data).toMatchObject({ open: true, started_at: new Date(opened).toISOString() })
    expect(await limit(p, 'session', 'day')).toMatchObject({ amount: 60, used: 30, left: 30 })
  })
})
