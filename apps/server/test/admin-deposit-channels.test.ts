import {
  FUND_CODE,
  adminDepositChannelSave,
  adminDepositChannels,
  depositChannels,
  depositStore,
  type AdminDepositChannel,
  type AuditEntry,
  type DepositChannel,
} from '@lobby/api/contract'
import { unitsOf } from '@lobby/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { newPlayer, type Player } from './wallet-helpers.ts'

/**
 * Finance's deposit channels in the operator console (issue 24) over their
 * real routes: the list, adding and changing a channel (name, kind, limits,
 * currency, on or off, order), who may call what, bad input, the audit entry
 * of each change, what the member's deposit page and order then see, and the
 * dev hook `/api/dev/deposit-channels`, which now writes through the same
 * service.
 */

let server: LobbyServer
let players = 0
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  // Signed in once: a sign-in writes (its session, its audit entry), so the checks below read with these.
  for (const account of ['owner01', 'finance01', 'auditor01'])
    tokens[account] = await operatorApi(server).tokenOf(account)
})
afterAll(async () => {
  await server.close()
})

const usd = (dollars: number) => unitsOf('USD', dollars)

function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}

const save = (token: string, body: Record<string, unknown>) =>
  call<AdminDepositChannel>(token, adminDepositChannelSave.path, body)

async function listOf(token: string, body: Record<string, unknown> = {}) {
  const res = await call<{ currencies: string[]; list: AdminDepositChannel[] }>(token, adminDepositChannels.path, body)
  expect(res.code).toBe('100')
  return res.data
}

/** A fresh member (USD unless told) with a live token. */
async function player(currency = 'USD'): Promise<Player> {
  if (currency === 'USD') return newPlayer(server, `dch${++players}user`)
  const account = `dch${++players}user`
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: DEMO_MEMBER_PASSWORD,
    currency,
  })
  expect(res.code).toBe('100')
  return { id: res.data.id, account, token: await issueMemberToken(server.db, res.data.id, 'udid-x') }
}

/** The channels the member's deposit page lists, in its order. */
async function memberChannels(p: Player): Promise<DepositChannel[]> {
  const res = await send<{ channels: DepositChannel[] }>(server, `/api${depositChannels.path}`, {}, { token: p.token })
  expect(res.code).toBe('100')
  return res.data.channels
}

const openOrder = (p: Player, channelId: number, amount: number) =>
  send<{ order_number: string }>(
    server,
    `/api${depositStore.path}`,
    { channel_id: channelId, amount },
    { token: p.token },
  )

async function auditOf(targetId: string): Promise<AuditEntry[]> {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_kind', '=', 'deposit_channel')
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }))
}

const channelRow = (id: number) =>
  server.db.selectFrom('deposit_channels').selectAll().where('id', '=', id).executeTakeFirst()

/** A new USD channel, made by finance: its row. */
async function newChannel(fields: Record<string, unknown> = {}): Promise<AdminDepositChannel> {
  const res = await save(tokens.finance01!, {
    currency: 'USD',
    name: `Channel ${++players}`,
    kind: 'online',
    min_amount: usd(10),
    max_amount: usd(1_000),
    ...fields,
  })
  expect(res.code, res.message).toBe('100')
  return res.data
}

describe('the list', () => {
  it("lists the site's channels by currency and order, enabled or not, with the currencies the site offers", async () => {
    const { currencies, list } = await listOf(tokens.auditor01!)
    expect(currencies).toEqual(['RMB', 'VND', 'USD'])
    // The seed's three USD channels (nothing added yet).
    expect(list.filter((c) => c.currency === 'USD')).toEqual([
      expect.objectContaining({
        site_id: SITE,
        name: 'Bank transfer',
        kind: 'bank',
        min_amount: usd(10),
        max_amount: usd(50_000),
        enabled: 1,
        sort: 1,
      }),
      expect.objectContaining({ name: 'Online banking', kind: 'online', sort: 2 }),
      expect.objectContaining({ name: 'E-wallet', kind: 'ewallet', sort: 3 }),
    ])
    const keys = list.map((c) => [c.currency, c.sort, c.id] as const)
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || a[2] - b[2])))
  })

  it('narrows to one currency; an unknown site is 102', async () => {
    const { list } = await listOf(tokens.auditor01!, { currency: 'VND' })
    expect(list.length).toBeGreaterThanOrEqual(3)
    expect(list.every((c) => c.currency === 'VND')).toBe(true)
    const unknown = await call(tokens.auditor01!, adminDepositChannels.path, { site_id: 'nowhere' })
    expect(unknown.code).toBe('102')
  })
})

describe('adding and changing a channel', () => {
  it("adds a channel at the end of its currency's list: the member's deposit page lists it at once, audited", async () => {
    const p = await player()
    const before = await memberChannels(p)
    const res = await save(tokens.finance01!, {
      currency: 'USD',
      name: '  Crypto wallet ',
      kind: 'ewallet',
      min_amount: usd(20),
      max_amount: usd(2_000),
    })
    expect(res.code).toBe('100')
    const channel = res.data
    // After the seed's 1, 2 and 3.
    expect(channel).toMatchObject({
      site_id: SITE,
      currency: 'USD',
      name: 'Crypto wallet',
      kind: 'ewallet',
      min_amount: usd(20),
      max_amount: usd(2_000),
      enabled: 1,
      sort: 4,
    })
    expect(await memberChannels(p)).toEqual([
      ...before,
      { id: channel.id, name: 'Crypto wallet', kind: 'ewallet', min_amount: usd(20), max_amount: usd(2_000) },
    ])

    const [entry, ...more] = await auditOf(String(channel.id))
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      operator: 'finance01',
      role: 'finance',
      action: 'deposit_channel.create',
      before: null,
      after: {
        site_id: SITE,
        currency: 'USD',
        name: 'Crypto wallet',
        kind: 'ewallet',
        min_amount: usd(20),
        max_amount: usd(2_000),
        enabled: 1,
        sort: channel.sort,
      },
    })
  })

  it('changes what is given and keeps the rest; the member sees the new name, limits and order at once', async () => {
    const p = await player()
    const channel = await newChannel({ name: 'Quick pay', sort: 50 })
    const res = await save(tokens.owner01!, { id: channel.id, name: 'Quick pay 2', max_amount: usd(500), sort: 0 })
    expect(res.code).toBe('100')
    expect(res.data).toEqual({ ...channel, name: 'Quick pay 2', max_amount: usd(500), sort: 0 })
    const listed = await memberChannels(p)
    expect(listed[0]).toEqual({
      id: channel.id,
      name: 'Quick pay 2',
      kind: 'online',
      min_amount: usd(10),
      max_amount: usd(500),
    })
    // The new limits hold on the member's order at once.
    const over = await openOrder(p, channel.id, usd(501))
    expect(over).toMatchObject({ status: 400, data: { field: 'amount' } })

    const entries = await auditOf(String(channel.id))
    expect(entries.map((e) => e.action)).toEqual(['deposit_channel.create', 'deposit_channel.change'])
    expect(entries[1]).toMatchObject({
      operator: 'owner01',
      role: 'owner',
      before: { name: 'Quick pay', max_amount: usd(1_000), sort: 50, enabled: 1, currency: 'USD' },
      after: { name: 'Quick pay 2', max_amount: usd(500), sort: 0, enabled: 1, currency: 'USD' },
    })
  })

  it('a change that changes nothing writes nothing', async () => {
    const channel = await newChannel()
    const before = await rowCounts(server.db)
    const res = await save(tokens.owner01!, { id: channel.id, name: channel.name, kind: channel.kind, enabled: true })
    expect(res.code).toBe('100')
    expect(res.data).toEqual(channel)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('moves a channel to another currency the site offers: members of that currency see it, not the others', async () => {
    const usdMember = await player()
    const vndMember = await player('VND')
    const channel = await newChannel()
    const res = await save(tokens.finance01!, {
      id: channel.id,
      currency: 'VND',
      min_amount: unitsOf('VND', 50_000),
      max_amount: unitsOf('VND', 10_000_000),
    })
    expect(res.code).toBe('100')
    expect((await memberChannels(usdMember)).map((c) => c.id)).not.toContain(channel.id)
    expect((await memberChannels(vndMember)).map((c) => c.id)).toContain(channel.id)
  })
})

describe('turning a channel off', () => {
  it("takes it off the member's deposit page and refuses an order on it (102, nothing written); on again, it opens", async () => {
    const p = await player()
    const channel = await newChannel({ name: 'Soon off' })
    expect((await memberChannels(p)).map((c) => c.id)).toContain(channel.id)
    const earlier = await openOrder(p, channel.id, usd(30))
    expect(earlier.code).toBe('100')

    const off = await save(tokens.finance01!, { id: channel.id, enabled: false })
    expect(off.data).toMatchObject({ id: channel.id, enabled: 0, name: 'Soon off' })
    expect((await memberChannels(p)).map((c) => c.id)).not.toContain(channel.id)
    // The console still lists it, off.
    const listed = (await listOf(tokens.auditor01!)).list.find((c) => c.id === channel.id)
    expect(listed).toMatchObject({ enabled: 0 })

    const before = await rowCounts(server.db)
    const refused = await openOrder(p, channel.id, usd(20))
    expect(refused.status).toBe(200)
    expect(refused.code).toBe(FUND_CODE.notFound)
    expect(await rowCounts(server.db)).toEqual(before)

    const [, change] = await auditOf(String(channel.id))
    expect(change).toMatchObject({
      action: 'deposit_channel.change',
      before: { enabled: 1 },
      after: { enabled: 0 },
    })

    // An order opened before it went off is still paid when the provider confirms it.
    const paid = await send(server, '/api/dev/deposits/pay', { order_number: earlier.data.order_number })
    expect(paid.code).toBe('100')

    expect((await save(tokens.owner01!, { id: channel.id, enabled: true })).data).toMatchObject({ enabled: 1 })
    expect((await memberChannels(p)).map((c) => c.id)).toContain(channel.id)
    const opened = await openOrder(p, channel.id, usd(20))
    expect(opened.code).toBe('100')
  })

  it('a channel added off is never listed to members', async () => {
    const p = await player()
    const channel = await newChannel({ enabled: false })
    expect(channel.enabled).toBe(0)
    expect((await memberChannels(p)).map((c) => c.id)).not.toContain(channel.id)
    expect((await openOrder(p, channel.id, usd(20))).code).toBe(FUND_CODE.notFound)
  })
})

describe('bad input', () => {
  let existing: AdminDepositChannel
  beforeAll(async () => {
    existing = await newChannel({ min_amount: usd(10), max_amount: usd(100) })
  })

  const fresh = { currency: 'USD', name: 'Bad', kind: 'bank', min_amount: 1_000, max_amount: 2_000 }

  it.each([
    ['a minimum above the maximum', () => ({ ...fresh, min_amount: 3_000 }), 'max_amount'],
    ['a negative minimum', () => ({ ...fresh, min_amount: -1 }), 'min_amount'],
    ['a zero maximum', () => ({ ...fresh, max_amount: 0 }), 'max_amount'],
    ['an amount with a fraction', () => ({ ...fresh, max_amount: 20.5 }), 'max_amount'],
    ['a new channel without a name', () => ({ ...fresh, name: undefined }), 'name'],
    ['a blank name', () => ({ ...fresh, name: '   ' }), 'name'],
    ['a name too long', () => ({ ...fresh, name: 'x'.repeat(61) }), 'name'],
    ['a new channel without a kind', () => ({ ...fresh, kind: undefined }), 'kind'],
    ['a kind the site does not know', () => ({ ...fresh, kind: 'crypto' }), 'kind'],
    ['a new channel without a currency', () => ({ ...fresh, currency: undefined }), 'currency'],
    ['a currency that is not one', () => ({ ...fresh, currency: 'usd' }), 'currency'],
    ['a negative place', () => ({ ...fresh, sort: -1 }), 'sort'],
    ['an unknown id', () => ({ id: 999_999, name: 'Nobody' }), 'id'],
    ['a new minimum above the kept maximum', () => ({ id: existing.id, min_amount: usd(101) }), 'min_amount'],
    ['a new maximum below the kept minimum', () => ({ id: existing.id, max_amount: usd(9) }), 'max_amount'],
  ])('400s %s, naming the field, and writes nothing', async (_, body, field) => {
    const before = await rowCounts(server.db)
    const row = await channelRow(existing.id)
    const res = await save(tokens.finance01!, body())
    expect(res).toMatchObject({ status: 400, data: { field } })
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await channelRow(existing.id)).toEqual(row)
  })

  it('a currency the site does not offer is 103, an unknown site 102; nothing written', async () => {
    const before = await rowCounts(server.db)
    const row = await channelRow(existing.id)
    expect((await save(tokens.finance01!, { ...fresh, currency: 'THB' })).code).toBe('103')
    expect((await save(tokens.finance01!, { id: existing.id, currency: 'THB' })).code).toBe('103')
    expect((await save(tokens.finance01!, { ...fresh, site_id: 'nowhere' })).code).toBe('102')
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await channelRow(existing.id)).toEqual(row)
  })
})

describe('who may call what', () => {
  let target: AdminDepositChannel
  let names = 0
  beforeAll(async () => {
    target = await newChannel({ name: 'Matrix' })
  })
  const calls = (): MatrixCall[] => [
    { path: adminDepositChannels.path, roles: ['owner', 'finance', 'auditor'], body: async () => ({}) },
    {
      path: adminDepositChannelSave.path,
      roles: ['owner', 'finance'],
      body: async () => ({ id: target.id, name: `Matrix ${++names}`, enabled: names % 2 === 0 }),
      unchanged: async () => channelRow(target.id),
    },
    {
      path: adminDepositChannelSave.path,
      roles: ['owner', 'finance'],
      body: async () => ({ currency: 'RMB', name: `Added ${++names}`, kind: 'bank', min_amount: 100, max_amount: 900 }),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await player()).token,
  )
})

describe('the dev hook', () => {
  const hook = (body: Record<string, unknown>) => send<{ id: number }>(server, '/api/dev/deposit-channels', body)

  it('keeps its body and answer: a channel at place 100, open, audited as dev-hook', async () => {
    const p = await player()
    const res = await hook({ currency: 'USD', name: 'Hook channel', kind: 'bank', min_amount: 500, max_amount: 90_000 })
    expect(res.status).toBe(200)
    expect(res.code).toBe('100')
    expect(Object.keys(res.data)).toEqual(['id'])
    expect(typeof res.data.id).toBe('number')
    const row = await channelRow(res.data.id)
    expect(row).toMatchObject({ site_id: SITE, currency: 'USD', name: 'Hook channel', kind: 'bank' })
    expect(Number(row!.sort)).toBe(100)
    expect(Number(row!.enabled)).toBe(1)
    expect(await memberChannels(p)).toContainEqual({
      id: res.data.id,
      name: 'Hook channel',
      kind: 'bank',
      min_amount: 500,
      max_amount: 90_000,
    })
    const [entry] = await auditOf(String(res.data.id))
    expect(entry).toMatchObject({ operator: 'dev-hook', role: 'dev', action: 'deposit_channel.create', before: null })
  })

  it('still refuses a maximum below the minimum (400 max_amount), a currency not offered (103), an unknown site (102)', async () => {
    const before = await rowCounts(server.db)
    const low = await hook({ currency: 'USD', name: 'Bad', kind: 'bank', min_amount: 900, max_amount: 100 })
    expect(low).toMatchObject({ status: 400, data: { field: 'max_amount' } })
    const thb = await hook({ currency: 'THB', name: 'Bad', kind: 'bank', min_amount: 100, max_amount: 900 })
    expect(thb).toMatchObject({ status: 200, code: '103' })
    const site = await hook({
      site_id: 'nowhere',
      currency: 'USD',
      name: 'Bad',
      kind: 'bank',
      min_amount: 100,
      max_amount: 900,
    })
    expect(site).toMatchObject({ status: 200, code: '102' })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})
