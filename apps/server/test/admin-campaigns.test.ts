import {
  ADMIN_CAMPAIGNS_CODE,
  adminLetterSend,
  adminLetters,
  adminRedEnvelopeCreate,
  adminRedEnvelopeDecide,
  adminRedEnvelopeResults,
  adminRedEnvelopes,
  adminRedEnvelopeStop,
  adminRouletteCreate,
  adminRouletteDecide,
  adminRouletteDraws,
  adminRouletteResults,
  adminRoulettes,
  adminRouletteStop,
  adminOperatorCreate,
  campaignApprovalThreshold,
  redEnvelopeClaim,
  redEnvelopePromotion,
  rouletteInfo,
  rouletteSpin,
  type AdminLetterSend,
  type AdminRedEnvelope,
  type AdminRoulette,
} from '@lobby/api/contract'
import { memberChannel } from '@lobby/realtime/contract'
import { currencyChannel } from '@lobby/realtime/currency-channels'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { totpCode, totpStep } from '../src/admin/totp.ts'
import { auditLedger } from '../src/wallet/ledger.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'

/**
 * The campaign desk of the console (issue 24) over its real routes: letters
 * to one member, a segment (currency, an agent's line) or a whole site, red
 * envelopes and roulettes with their results; the role matrix of every call,
 * bad input, the pushes, the audit entries, and the ledger equal to the
 * balances after every test.
 */

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
let accounts = 0
// A currency per concern, so one test's campaigns and segments are not another's.
const CURRENCIES = ['LAK', 'MMK', 'KHR', 'NPR', 'PKR', 'LKR', 'MNT', 'BTN', 'MVR', 'AFN'] as const

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
  await server.db
    .insertInto('site_currencies')
    .values(CURRENCIES.map((currency, i) => ({ site_id: 'lobby-demo', currency, sort: 40 + i })))
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

interface Member {
  id: number
  account: string
  token: string
}

/** A member written straight to the table (no argon2) with a live token; optionally an agent, or under one. */
async function member(
  currency = 'USD',
  opts: { agent?: boolean; under?: Member; status?: 'active' | 'disabled' } = {},
) {
  const account = `cmp${++accounts}x${currency.toLowerCase()}`
  const row = await server.db
    .insertInto('members')
    .values({
      site_id: 'lobby-demo',
      account,
      password_hash: 'not-a-hash: no login in this suite',
      currency,
      is_agent: opts.agent ? 1 : 0,
      agent_active: opts.agent ? 1 : 0,
      status: opts.status ?? 'active',
      withdraw_password_hash: null,
      vx_locked_until: null,
      created_at: new Date().toISOString(),
      last_login_at: null,
      last_login_ip: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (opts.under) {
    await server.db
      .insertInto('member_registrations')
      .values({
        member_id: row.id,
        site_id: 'lobby-demo',
        ip: '127.0.0.1',
        agent_id: opts.under.id,
        recommend_code: null,
        referrer_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()
  }
  return { id: row.id, account, token: await issueMemberToken(server.db, row.id, 'udid-campaigns') } as Member
}

const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}
const asMember = <T>(m: Member, path: string, body: unknown) => send<T>(server, `/api${path}`, body, { token: m.token })

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

const lettersOf = async (memberId: number) =>
  server.db.selectFrom('letters').select(['id', 'title', 'send_id']).where('member_id', '=', memberId).execute()

/** A campaign waiting for approval, created by an operator none of the matrix's roles is (written straight in). */
async function pendingCampaign(table: 'red_envelopes' | 'roulettes'): Promise<number> {
  const common = {
    site_id: 'lobby-demo',
    currency: 'LKR',
    start_at: inMinutes(9000 + ++accounts * 10),
    end_at: inMinutes(9000 + accounts * 10 + 5),
    created_at: new Date().toISOString(),
    approval: 'pending' as const,
    requested_by: 'elsewhere01',
  }
  const row =
    table === 'red_envelopes'
      ? await server.db
          .insertInto('red_envelopes')
          .values({ ...common, pool: 10, shares: 1, remaining_cash: 10, remaining_shares: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await server.db
          .insertInto('roulettes')
          .values({ ...common, draws_per_member: 1, budget: 10 })
          .returning('id')
          .executeTakeFirstOrThrow()
  return Number(row.id)
}

const auditOf = (action: string, targetId: string) =>
  server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow()

// Every role makes ten calls, several creating campaigns first: on a loaded PostgreSQL that can pass 5 s.
describe('the role matrix', { timeout: 60_000 }, () => {
  let target: Member
  beforeAll(async () => {
    target = await member('USD')
  })
  const envelopeBody = () => ({ currency: 'LKR', pool: 1000, shares: 10, end_at: inMinutes(60) })
  const anEnvelope = async () => {
    const res = await call<AdminRedEnvelope>(await tokenOf('owner01'), adminRedEnvelopeCreate.path, envelopeBody())
    expect(res.code).toBe('100')
    return res.data.id
  }
  const aRoulette = async () => {
    const res = await call<AdminRoulette>(await tokenOf('owner01'), adminRouletteCreate.path, {
      currency: 'LKR',
      prizes: [
        { name: 'Ten', cash: 10, weight: 1 },
        { name: 'None', cash: 0, weight: 1 },
      ],
      draws_per_member: 1,
      budget: 100,
      // Each in a window of its own: roulettes of one currency may not overlap.
      start_at: inMinutes(1000 + ++accounts * 10),
      end_at: inMinutes(1000 + accounts * 10 + 5),
    })
    expect(res.code, res.message).toBe('100')
    return res.data.id
  }
  const endOf = (table: 'red_envelopes' | 'roulettes') => async (body: Record<string, unknown>) =>
    (await server.db.selectFrom(table).select('end_at').where('id', '=', Number(body.id)).executeTakeFirst())?.end_at
  const approvalOf = (table: 'red_envelopes' | 'roulettes') => async (body: Record<string, unknown>) =>
    (await server.db.selectFrom(table).select('approval').where('id', '=', Number(body.id)).executeTakeFirst())
      ?.approval
  const readers = ['owner', 'content', 'auditor'] as const
  const writers = ['owner', 'content'] as const
  // Red envelopes and roulettes pay members money: finance makes them; content and the auditor read them.
  const campaignReaders = ['owner', 'finance', 'content', 'auditor'] as const
  const campaignWriters = ['owner', 'finance'] as const
  const calls = (): MatrixCall[] => [
    { path: adminLetters.path, roles: readers, body: async () => ({}) },
    {
      path: adminLetterSend.path,
      roles: writers,
      body: async () => ({ target: 'member', member_account: target.account, title: 'Hi', content: 'Hello' }),
    },
    { path: adminRedEnvelopes.path, roles: campaignReaders, body: async () => ({}) },
    { path: adminRedEnvelopeCreate.path, roles: campaignWriters, body: async () => envelopeBody() },
    {
      path: adminRedEnvelopeStop.path,
      roles: campaignWriters,
      body: async () => ({ id: await anEnvelope() }),
      unchanged: endOf('red_envelopes'),
    },
    { path: adminRedEnvelopeResults.path, roles: campaignReaders, body: async () => ({ id: await anEnvelope() }) },
    { path: adminRoulettes.path, roles: campaignReaders, body: async () => ({}) },
    {
      path: adminRouletteCreate.path,
      roles: campaignWriters,
      body: async () => ({
        currency: 'LKR',
        prizes: [
          { name: 'A', cash: 1, weight: 1 },
          { name: 'B', cash: 0, weight: 1 },
        ],
        draws_per_member: 1,
        budget: 100,
        start_at: inMinutes(5000 + ++accounts * 10),
        end_at: inMinutes(5000 + accounts * 10 + 5),
      }),
    },
    {
      path: adminRouletteStop.path,
      roles: campaignWriters,
      body: async () => ({ id: await aRoulette() }),
      unchanged: endOf('roulettes'),
    },
    { path: adminRouletteResults.path, roles: campaignReaders, body: async () => ({ id: await aRoulette() }) },
    {
      path: adminRouletteDraws.path,
      roles: campaignWriters,
      body: async () => ({ id: await aRoulette(), member_account: (await member('LKR')).account, draws: 2 }),
    },
    {
      path: adminRedEnvelopeDecide.path,
      roles: campaignWriters,
      body: async () => ({ id: await pendingCampaign('red_envelopes'), decision: 'approve' }),
      unchanged: approvalOf('red_envelopes'),
    },
    {
      path: adminRouletteDecide.path,
      roles: campaignWriters,
      body: async () => ({ id: await pendingCampaign('roulettes'), decision: 'reject', reason: 'Too generous' }),
      unchanged: approvalOf('roulettes'),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await member('USD')).token,
  )
})

describe('letters', () => {
  it('to one member: a copy, the push on their channel, the audit entry, listed with its reach', async () => {
    const me = await member('USD')
    const other = await member('USD')
    const socket = await sockets.open(me.token)
    expect(await subscribe(socket, memberChannel(me.id))).toMatchObject({ ok: true })
    const heard = nextEvent(socket, 'letter.sent')
    const token = await tokenOf('content01')
    const res = await call<AdminLetterSend>(token, adminLetterSend.path, {
      target: 'member',
      member_account: me.account.toUpperCase(),
      title: '  Welcome  ',
      content: 'Hello there',
    })
    expect(res.code, res.message).toBe('100')
    expect(res.data).toMatchObject({ target: 'member', member_account: me.account, reached: 1, title: 'Welcome' })
    const copies = await lettersOf(me.id)
    expect(copies).toEqual([{ id: expect.any(Number), title: 'Welcome', send_id: res.data.id }])
    expect(await heard).toMatchObject({ id: copies[0]!.id, title: 'Welcome' })
    expect(await lettersOf(other.id)).toEqual([])
    const entry = await auditOf('letter.send', String(res.data.id))
    expect(entry).toMatchObject({ operator: 'content01', role: 'content', before: null })
    expect(JSON.parse(entry.after!)).toMatchObject({ target: 'member', member_account: me.account, reached: 1 })
    // Read by the member: the list counts it.
    await asMember(me, '/arks/web/member/letter/read', { id: copies[0]!.id })
    const list = await call<{ list: AdminLetterSend[] }>(token, adminLetters.path, {})
    expect(list.data.list[0]).toMatchObject({ id: res.data.id, reached: 1, read_count: 1, sent_by: 'content01' })
  })

  it("a segment reaches exactly the active members of the currency in the agent's line", async () => {
    const agent = await member('LAK', { agent: true })
    const level1 = await member('LAK', { under: agent })
    const level2 = await member('LAK', { under: level1 })
    const otherCurrency = await member('MMK', { under: agent })
    const disabled = await member('LAK', { under: agent, status: 'disabled' })
    const outside = await member('LAK')
    const token = await tokenOf('owner01')
    const res = await call<AdminLetterSend>(token, adminLetterSend.path, {
      target: 'segment',
      currency: 'LAK',
      agent_account: agent.account,
      title: 'Line news',
      content: 'For the line',
    })
    expect(res.code, res.message).toBe('100')
    expect(res.data).toMatchObject({ reached: 2, currency: 'LAK', agent_account: agent.account })
    for (const m of [level1, level2]) expect((await lettersOf(m.id)).map((l) => l.title)).toEqual(['Line news'])
    for (const m of [agent, otherCurrency, disabled, outside]) expect(await lettersOf(m.id)).toEqual([])

    // By currency alone: every active member of it, the agent and the outsider too.
    const byCurrency = await call<AdminLetterSend>(token, adminLetterSend.path, {
      target: 'segment',
      currency: 'LAK',
      title: 'Currency news',
      content: 'x',
    })
    expect(byCurrency.data.reached).toBe(4)
    expect(await lettersOf(otherCurrency.id)).toEqual([])
    expect((await lettersOf(outside.id)).map((l) => l.title)).toEqual(['Currency news'])
    // By line alone: the MMK member of the line too.
    const byLine = await call<AdminLetterSend>(token, adminLetterSend.path, {
      target: 'segment',
      agent_account: agent.account,
      title: 'Line only',
      content: 'x',
    })
    expect(byLine.data.reached).toBe(3)
    expect((await lettersOf(otherCurrency.id)).map((l) => l.title)).toEqual(['Line only'])
  })

  it('to everyone: every active member of the site, each pushed', async () => {
    const me = await member('NPR')
    const socket = await sockets.open(me.token)
    await subscribe(socket, memberChannel(me.id))
    const heard = nextEvent(socket, 'letter.sent')
    const active = await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', 'lobby-demo')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
    const res = await call<AdminLetterSend>(await tokenOf('content01'), adminLetterSend.path, {
      target: 'all',
      title: 'Everyone',
      content: 'x',
      language: 'en_US',
    })
    expect(res.data).toMatchObject({ target: 'all', reached: Number(active.n), language: 'en_US' })
    expect((await heard).title).toBe('Everyone')
    const copies = await server.db
      .selectFrom('letters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('send_id', '=', res.data.id)
      .executeTakeFirstOrThrow()
    expect(Number(copies.n)).toBe(Number(active.n))
  })

  it('bad input names the field; unknown member, agent, an empty segment or a currency not offered write nothing', async () => {
    const token = await tokenOf('content01')
    const before = await rowCounts(server.db)
    for (const [body, field] of [
      [{ target: 'member', title: 'x', content: 'x' }, 'member_account'],
      [{ target: 'segment', title: 'x', content: 'x' }, 'currency'],
      [{ target: 'segment', currency: 'usd', title: 'x', content: 'x' }, 'currency'],
      [{ target: 'all', title: '  ', content: 'x' }, 'title'],
      [{ target: 'all', title: 'x', content: '' }, 'content'],
      [{ target: 'everyone', title: 'x', content: 'x' }, 'target'],
      [{ target: 'all', title: 'x', content: 'x', language: 'english' }, 'language'],
    ] as const) {
      const res = await call(token, adminLetterSend.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    const agentWithoutLine = await member('PKR', { agent: true })
    const after = await rowCounts(server.db)
    for (const [body, code] of [
      [
        { target: 'member', member_account: 'nobody-here', title: 'x', content: 'x' },
        ADMIN_CAMPAIGNS_CODE.memberNotFound,
      ],
      [
        { target: 'segment', agent_account: 'nobody-here', title: 'x', content: 'x' },
        ADMIN_CAMPAIGNS_CODE.agentNotFound,
      ],
      [
        { target: 'segment', agent_account: agentWithoutLine.account, title: 'x', content: 'x' },
        ADMIN_CAMPAIGNS_CODE.noReceivers,
      ],
      [{ target: 'segment', currency: 'EUR', title: 'x', content: 'x' }, '103'],
    ] as const) {
      const res = await call(token, adminLetterSend.path, body)
      expect(res.code, JSON.stringify(body)).toBe(code)
    }
    expect(await rowCounts(server.db)).toEqual(after)
    expect(
      Object.entries(after)
        .filter(([table, n]) => before[table] !== n)
        .map(([t]) => t),
    ).toEqual(['members', 'member_tokens'])
  })

  it('the development hook sends through the same code path, audited as dev-hook, its answer unchanged', async () => {
    const me = await member('USD')
    const res = await send<{ sent: number; ids: number[] }>(server, '/api/dev/letters', {
      member_account: me.account,
      title: 'From the hook',
      content: 'x',
    })
    expect(res.data).toEqual({ sent: 1, ids: [expect.any(Number)] })
    const copy = (await lettersOf(me.id))[0]!
    expect(copy.send_id).not.toBeNull()
    expect(await auditOf('letter.send', String(copy.send_id))).toMatchObject({ operator: 'dev-hook' })
    expect(
      (await send(server, '/api/dev/letters', { member_account: 'nobody-here', title: 'x', content: 'x' })).status,
    ).toBe(404)
  })
})

describe('red envelopes', () => {
  it('created, pushed, grabbed through the ledger, results exact, stopped', async () => {
    const a = await member('KHR')
    const b = await member('KHR')
    const socket = await sockets.open(a.token)
    expect(await subscribe(socket, currencyChannel('KHR'))).toMatchObject({ ok: true })
    const display = nextEvent(socket, 'RedEnvelopeDisplay')
    const token = await tokenOf('owner01')
    const end = inMinutes(30)
    const created = await call<AdminRedEnvelope>(token, adminRedEnvelopeCreate.path, {
      currency: 'KHR',
      pool: 1000,
      shares: 3,
      end_at: end,
    })
    expect(created.code, created.message).toBe('100')
    expect(created.data).toMatchObject({
      pool: 1000,
      shares: 3,
      claimed_shares: 0,
      paid: 0,
      status: 'running',
      end_at: end,
    })
    expect(await display).toMatchObject({ id: created.data.id, start_at: created.data.start_at, end_at: end })
    const entry = await auditOf('red_envelope.create', String(created.data.id))
    expect(JSON.parse(entry.after!)).toMatchObject({ currency: 'KHR', pool: 1000, shares: 3, end_at: end })

    const grabbed: number[] = []
    for (const m of [a, b]) {
      const res = await asMember<{ cash: number }>(m, redEnvelopeClaim.path, { id: created.data.id })
      expect(res.code, res.message).toBe('100')
      grabbed.push(res.data.cash)
    }
    const results = await call<{
      envelope: AdminRedEnvelope
      claims: { member_account: string; cash: number }[]
      total_count: number
      paid_total: number
    }>(token, adminRedEnvelopeResults.path, { id: created.data.id })
    expect(results.data.total_count).toBe(2)
    expect(results.data.paid_total).toBe(grabbed[0]! + grabbed[1]!)
    expect(results.data.envelope).toMatchObject({ claimed_shares: 2, paid: grabbed[0]! + grabbed[1]! })
    expect(results.data.claims.map((c) => [c.member_account, c.cash])).toEqual([
      [b.account, grabbed[1]],
      [a.account, grabbed[0]],
    ])
    const ledger = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('ref', '=', `red-envelope:${created.data.id}`)
      .executeTakeFirstOrThrow()
    expect(Number(ledger.total)).toBe(grabbed[0]! + grabbed[1]!)

    const stopped = await call<AdminRedEnvelope>(token, adminRedEnvelopeStop.path, { id: created.data.id })
    expect(stopped.data.status).toBe('ended')
    expect(JSON.parse((await auditOf('red_envelope.stop', String(created.data.id))).before!)).toEqual({ end_at: end })
    const late = await member('KHR')
    expect((await asMember(late, redEnvelopeClaim.path, { id: created.data.id })).code).toBe('102')
    // Stopping it again changes nothing and adds no entry.
    const audits = await rowCounts(server.db)
    expect((await call<AdminRedEnvelope>(token, adminRedEnvelopeStop.path, { id: created.data.id })).data.status).toBe(
      'ended',
    )
    expect(await rowCounts(server.db)).toEqual(audits)
    const list = await call<{ list: AdminRedEnvelope[] }>(token, adminRedEnvelopes.path, { currency: 'KHR' })
    expect(list.data.list[0]).toMatchObject({ id: created.data.id, status: 'ended', claimed_shares: 2 })
  })

  it('a scheduled envelope is listed as scheduled', async () => {
    const token = await tokenOf('finance01')
    const res = await call<AdminRedEnvelope>(token, adminRedEnvelopeCreate.path, {
      currency: 'PKR',
      pool: 50,
      shares: 5,
      start_at: inMinutes(60),
      end_at: inMinutes(120),
    })
    expect(res.data.status).toBe('scheduled')
  })

  it('bad input names the field, writes nothing; a currency not offered is 103, an unknown id 143', async () => {
    const token = await tokenOf('owner01')
    const before = await rowCounts(server.db)
    const ok = { currency: 'KHR', pool: 100, shares: 10, end_at: inMinutes(10) }
    for (const [body, field] of [
      [{ ...ok, pool: 9 }, 'pool'],
      [{ ...ok, pool: 0 }, 'pool'],
      [{ ...ok, shares: 0 }, 'shares'],
      [{ ...ok, pool: 10.5 }, 'pool'],
      [{ ...ok, currency: 'khr' }, 'currency'],
      [{ ...ok, end_at: 'tomorrow' }, 'end_at'],
      [{ ...ok, start_at: inMinutes(20) }, 'end_at'],
      [{ ...ok, start_at: inMinutes(-20), end_at: inMinutes(-10) }, 'end_at'],
    ] as const) {
      const res = await call(token, adminRedEnvelopeCreate.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(token, adminRedEnvelopeCreate.path, { ...ok, currency: 'EUR' })).code).toBe('103')
    expect((await call(token, adminRedEnvelopeStop.path, { id: 999_999 })).code).toBe(
      ADMIN_CAMPAIGNS_CODE.campaignNotFound,
    )
    expect((await call(token, adminRedEnvelopeResults.path, { id: 999_999 })).code).toBe(
      ADMIN_CAMPAIGNS_CODE.campaignNotFound,
    )
    expect((await call(token, adminRedEnvelopeStop.path, { id: 'x' })).data).toEqual({ field: 'id' })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('roulettes', () => {
  it('created with draws per member, pushed, spun through the ledger, results exact, stopped', async () => {
    const a = await member('MMK')
    const b = await member('MMK')
    const socket = await sockets.open(a.token)
    await subscribe(socket, currencyChannel('MMK'))
    const display = nextEvent(socket, 'roulette_display')
    const token = await tokenOf('finance01')
    const end = inMinutes(30)
    const created = await call<AdminRoulette>(token, adminRouletteCreate.path, {
      currency: 'MMK',
      prizes: [
        { name: 'Big', cash: 500, weight: 1 },
        { name: 'Nothing', cash: 0, weight: 0 },
      ],
      draws_per_member: 2,
      budget: 10_000,
      end_at: end,
    })
    expect(created.code, created.message).toBe('100')
    expect(created.data).toMatchObject({ draws_per_member: 2, spins: 0, paid: 0, status: 'running' })
    expect(await display).toMatchObject({ id: created.data.id, end_at: end })
    expect(JSON.parse((await auditOf('roulette.create', String(created.data.id))).after!)).toMatchObject({
      draws_per_member: 2,
      prizes: [
        { name: 'Big', cash: 500, weight: 1 },
        { name: 'Nothing', cash: 0, weight: 0 },
      ],
    })
    expect((await asMember<{ remaining_draws: number }>(b, rouletteInfo.path, {})).data.remaining_draws).toBe(2)
    for (const left of [1, 0]) {
      const spun = await asMember<{ cash: number; remaining_draws: number }>(a, rouletteSpin.path, {
        id: created.data.id,
      })
      expect(spun.code, spun.message).toBe('100')
      expect(spun.data).toMatchObject({ cash: 500, remaining_draws: left })
    }
    expect((await asMember(a, rouletteSpin.path, { id: created.data.id })).code).toBe('2093101')
    await asMember(b, rouletteSpin.path, { id: created.data.id })
    const results = await call<{
      roulette: AdminRoulette
      prizes: { name: string; won: number }[]
      spins: { member_account: string; prize_name: string; cash: number }[]
      total_count: number
      members: number
      paid_total: number
    }>(token, adminRouletteResults.path, { id: created.data.id })
    expect(results.data).toMatchObject({ total_count: 3, members: 2, paid_total: 1500 })
    expect(results.data.roulette).toMatchObject({ spins: 3, paid: 1500 })
    expect(results.data.prizes.map((p) => [p.name, p.won])).toEqual([
      ['Big', 3],
      ['Nothing', 0],
    ])
    expect(results.data.spins[0]).toEqual({
      member_account: b.account,
      prize_name: 'Big',
      cash: 500,
      created_at: expect.any(String),
    })
    // A second roulette over the same window is refused, nothing written.
    const before = await rowCounts(server.db)
    const overlap = await call(token, adminRouletteCreate.path, {
      currency: 'MMK',
      prizes: [
        { name: 'A', cash: 1, weight: 1 },
        { name: 'B', cash: 1, weight: 1 },
      ],
      draws_per_member: 1,
      budget: 10,
      end_at: inMinutes(10),
    })
    expect(overlap.code).toBe(ADMIN_CAMPAIGNS_CODE.rouletteOverlaps)
    expect(await rowCounts(server.db)).toEqual(before)
    // One scheduled after it is made, and the running one keeps its window (nothing ends it behind the log).
    const runningEnd = (
      await server.db
        .selectFrom('roulettes')
        .select('end_at')
        .where('id', '=', created.data.id)
        .executeTakeFirstOrThrow()
    ).end_at
    const later = await call<AdminRoulette>(token, adminRouletteCreate.path, {
      currency: 'MMK',
      prizes: [
        { name: 'A', cash: 1, weight: 1 },
        { name: 'B', cash: 1, weight: 1 },
      ],
      draws_per_member: 1,
      budget: 10,
      start_at: inMinutes(24 * 60),
      end_at: inMinutes(25 * 60),
    })
    expect(later.code, later.message).toBe('100')
    const running = await server.db
      .selectFrom('roulettes')
      .select('end_at')
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow()
    expect(running.end_at).toBe(runningEnd)

    const stopped = await call<AdminRoulette>(token, adminRouletteStop.path, { id: created.data.id })
    expect(stopped.data.status).toBe('ended')
    expect((await asMember(b, rouletteSpin.path, { id: created.data.id })).code).toBe('2093102')
    expect(JSON.parse((await auditOf('roulette.stop', String(created.data.id))).after!).end_at).toBe(
      stopped.data.end_at,
    )
    const list = await call<{ list: AdminRoulette[] }>(token, adminRoulettes.path, { currency: 'MMK' })
    expect(list.data.list.find((r) => r.id === created.data.id)).toMatchObject({
      status: 'ended',
      spins: 3,
      paid: 1500,
    })
  })

  it('bad input names the field, writes nothing', async () => {
    const token = await tokenOf('owner01')
    const before = await rowCounts(server.db)
    const prizes = [
      { name: 'A', cash: 1, weight: 1 },
      { name: 'B', cash: 0, weight: 1 },
    ]
    const ok = { currency: 'LKR', prizes, draws_per_member: 1, budget: 1, end_at: inMinutes(10) }
    const noBudget = { currency: 'LKR', prizes, draws_per_member: 1, end_at: ok.end_at }
    for (const [body, field] of [
      [{ ...ok, prizes: prizes.slice(0, 1) }, 'prizes'],
      [{ ...ok, prizes: prizes.map((p) => ({ ...p, weight: 0 })) }, 'prizes'],
      [{ ...ok, prizes: [{ ...prizes[0], name: '' }, prizes[1]] }, 'prizes.0.name'],
      [{ ...ok, prizes: [{ ...prizes[0], cash: -1 }, prizes[1]] }, 'prizes.0.cash'],
      [{ ...ok, draws_per_member: 0 }, 'draws_per_member'],
      [{ ...ok, start_at: inMinutes(20) }, 'end_at'],
      [{ ...ok, end_at: inMinutes(-1) }, 'end_at'],
      [noBudget, 'budget'],
      [{ ...ok, budget: -1 }, 'budget'],
      [{ ...ok, budget: 1.5 }, 'budget'],
      // Below the largest cash prize: that prize could never be won.
      [{ ...ok, budget: 0 }, 'budget'],
    ] as const) {
      const res = await call(token, adminRouletteCreate.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(token, adminRouletteCreate.path, { ...ok, currency: 'EUR' })).code).toBe('103')
    expect((await call(token, adminRouletteStop.path, { id: 999_999 })).code).toBe(
      ADMIN_CAMPAIGNS_CODE.campaignNotFound,
    )
    expect((await call(token, adminRouletteResults.path, { id: 999_999 })).code).toBe(
      ADMIN_CAMPAIGNS_CODE.campaignNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('the development hooks start and stop through the same code path, audited as dev-hook', async () => {
    const started = await send<{ id: number }>(server, '/api/dev/roulette', {
      currency: 'PKR',
      prizes: [
        { name: 'A', cash: 1, weight: 1 },
        { name: 'B', cash: 0, weight: 1 },
      ],
      duration_s: 600,
    })
    expect(started.code).toBe('100')
    expect(await auditOf('roulette.create', String(started.data.id))).toMatchObject({ operator: 'dev-hook' })
    const envelope = await send<{ id: number }>(server, '/api/dev/red-envelopes', {
      currency: 'PKR',
      pool: 10,
      shares: 2,
      duration_s: 600,
    })
    expect(await auditOf('red_envelope.create', String(envelope.data.id))).toMatchObject({ operator: 'dev-hook' })
    const stopped = await send<{ red_envelopes: number; roulettes: number }>(server, '/api/dev/activities/stop', {
      currency: 'PKR',
    })
    // The scheduled PKR envelope of an earlier test ends too.
    expect(stopped.data.roulettes).toBe(1)
    expect(stopped.data.red_envelopes).toBeGreaterThanOrEqual(1)
    expect(await auditOf('roulette.stop', String(started.data.id))).toMatchObject({ operator: 'dev-hook' })
    expect(await auditOf('red_envelope.stop', String(envelope.data.id))).toMatchObject({ operator: 'dev-hook' })
  })
})

describe('four eyes on campaign money', () => {
  const prizes = (cash: number) => [
    { name: 'Cash', cash, weight: 1 },
    { name: 'Nothing', cash: 0, weight: 0 },
  ]

  it('a pool above the threshold waits, unseen, for another operator; its creator may not decide it', async () => {
    const threshold = campaignApprovalThreshold('MNT')
    const m = await member('MNT')
    const finance = await tokenOf('finance01')
    const created = await call<AdminRedEnvelope>(finance, adminRedEnvelopeCreate.path, {
      currency: 'MNT',
      pool: threshold + 1,
      shares: 2,
      end_at: inMinutes(30),
    })
    expect(created.code, created.message).toBe('100')
    expect(created.data).toMatchObject({
      approval: 'pending',
      requested_by: 'finance01',
      decided_by: null,
      status: 'running',
    })
    expect(JSON.parse((await auditOf('red_envelope.create', String(created.data.id))).after!)).toMatchObject({
      approval: 'pending',
      pool: threshold + 1,
    })
    // No member sees it or can grab it.
    expect((await asMember<{ envelope: unknown }>(m, redEnvelopePromotion.path, {})).data.envelope).toBeNull()
    const before = await rowCounts(server.db)
    expect((await asMember(m, redEnvelopeClaim.path, { id: created.data.id })).code).toBe('102')
    // Its creator may not decide it, either way; nothing is written.
    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: 'Mine' }]) {
      const own = await call(finance, adminRedEnvelopeDecide.path, { id: created.data.id, ...decision })
      expect(own.code).toBe(ADMIN_CAMPAIGNS_CODE.ownCampaign)
    }
    expect(await rowCounts(server.db)).toEqual(before)

    // Another operator approves: members of the currency are pushed, and grab it through the ledger.
    const socket = await sockets.open(m.token)
    await subscribe(socket, currencyChannel('MNT'))
    const display = nextEvent(socket, 'RedEnvelopeDisplay')
    const owner = await tokenOf('owner01')
    const approved = await call<AdminRedEnvelope>(owner, adminRedEnvelopeDecide.path, {
      id: created.data.id,
      decision: 'approve',
    })
    expect(approved.code, approved.message).toBe('100')
    expect(approved.data).toMatchObject({ approval: 'approved', requested_by: 'finance01', decided_by: 'owner01' })
    expect(await display).toMatchObject({ id: created.data.id })
    const entry = await auditOf('red_envelope.approve', String(created.data.id))
    expect(JSON.parse(entry.before!)).toMatchObject({ approval: 'pending', decided_by: null })
    expect(JSON.parse(entry.after!)).toMatchObject({ approval: 'approved', decided_by: 'owner01' })
    expect((await asMember(m, redEnvelopeClaim.path, { id: created.data.id })).code).toBe('100')
    // Decided once: a second decision is 145 and writes nothing.
    const after = await rowCounts(server.db)
    const again = await call(owner, adminRedEnvelopeDecide.path, {
      id: created.data.id,
      decision: 'reject',
      reason: 'x',
    })
    expect(again.code).toBe(ADMIN_CAMPAIGNS_CODE.campaignNotPending)
    expect(await rowCounts(server.db)).toEqual(after)
  })

  it('what one operator starts alone adds up over 24 hours: two pools of 60 % each, the second waits', async () => {
    const threshold = campaignApprovalThreshold('BTN')
    const finance = await tokenOf('finance01')
    const pool = Math.ceil(threshold * 0.6)
    const first = await call<AdminRedEnvelope>(finance, adminRedEnvelopeCreate.path, {
      currency: 'BTN',
      pool,
      shares: 1,
      end_at: inMinutes(30),
    })
    expect(first.data.approval).toBe('approved')
    const second = await call<AdminRoulette>(finance, adminRouletteCreate.path, {
      currency: 'BTN',
      prizes: prizes(100),
      draws_per_member: 1,
      budget: pool,
      end_at: inMinutes(30),
    })
    expect(second.data.approval).toBe('pending')
    // Another operator's own allowance is theirs: the owner's pool of 60 % is approved at once.
    const owners = await call<AdminRedEnvelope>(await tokenOf('owner01'), adminRedEnvelopeCreate.path, {
      currency: 'BTN',
      pool,
      shares: 1,
      end_at: inMinutes(30),
    })
    expect(owners.data.approval).toBe('approved')
  })

  it('a rejected roulette never runs, keeps its reason, and frees its window', async () => {
    const threshold = campaignApprovalThreshold('MVR')
    const m = await member('MVR')
    const finance = await tokenOf('finance01')
    const owner = await tokenOf('owner01')
    const body = {
      currency: 'MVR',
      prizes: prizes(100),
      draws_per_member: 1,
      budget: threshold + 1,
      end_at: inMinutes(30),
    }
    const created = await call<AdminRoulette>(finance, adminRouletteCreate.path, body)
    expect(created.data).toMatchObject({ approval: 'pending', budget: threshold + 1 })
    expect((await asMember(m, rouletteSpin.path, { id: created.data.id })).code).toBe('2093102')
    // A pending roulette holds its window.
    expect((await call(owner, adminRouletteCreate.path, { ...body, budget: 100 })).code).toBe(
      ADMIN_CAMPAIGNS_CODE.rouletteOverlaps,
    )
    const before = await rowCounts(server.db)
    const noReason = await call(owner, adminRouletteDecide.path, {
      id: created.data.id,
      decision: 'reject',
    })
    expect(noReason.status).toBe(400)
    expect(noReason.data).toEqual({ field: 'reason' })
    for (const [bad, field] of [
      [{ id: 0, decision: 'approve' }, 'id'],
      [{ id: created.data.id, decision: 'maybe' }, 'decision'],
      [{ id: created.data.id, decision: 'reject', reason: 'x'.repeat(201) }, 'reason'],
    ] as const) {
      const res = await call(owner, adminRouletteDecide.path, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(owner, adminRouletteDecide.path, { id: 999_999, decision: 'approve' })).code).toBe(
      ADMIN_CAMPAIGNS_CODE.campaignNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
    const rejected = await call<AdminRoulette>(owner, adminRouletteDecide.path, {
      id: created.data.id,
      decision: 'reject',
      reason: 'Budget too high for this week',
    })
    expect(rejected.data).toMatchObject({
      approval: 'rejected',
      decided_by: 'owner01',
      decision_reason: 'Budget too high for this week',
    })
    expect((await asMember(m, rouletteSpin.path, { id: created.data.id })).code).toBe('2093102')
    expect((await call(owner, adminRouletteCreate.path, { ...body, budget: 100 })).code).toBe('100')
  })

  it('an operator whose account the creator made may reject but not approve (147)', async () => {
    const owner = await tokenOf('owner01')
    const made = await call<{ password: string; totp_secret: string }>(owner, adminOperatorCreate.path, {
      account: 'campuppet01',
      role: 'finance',
    })
    expect(made.code, made.message).toBe('100')
    const signedIn = await operatorApi(server).signIn(
      'campuppet01',
      made.data.password,
      totpCode(made.data.totp_secret, totpStep(Date.now())),
    )
    const puppet = signedIn.authorization!
    const threshold = campaignApprovalThreshold('AFN')
    const create = () =>
      call<AdminRedEnvelope>(owner, adminRedEnvelopeCreate.path, {
        currency: 'AFN',
        pool: threshold + 1,
        shares: 1,
        end_at: inMinutes(30),
      })
    const first = await create()
    expect(first.data.approval).toBe('pending')
    const before = await rowCounts(server.db)
    const refused = await call(puppet, adminRedEnvelopeDecide.path, { id: first.data.id, decision: 'approve' })
    expect(refused.code).toBe(ADMIN_CAMPAIGNS_CODE.approverMadeByCreator)
    expect(await rowCounts(server.db)).toEqual(before)
    const rejected = await call<AdminRedEnvelope>(puppet, adminRedEnvelopeDecide.path, {
      id: first.data.id,
      decision: 'reject',
      reason: 'Not this week',
    })
    expect(rejected.data).toMatchObject({ approval: 'rejected', decided_by: 'campuppet01' })
  })

  it('spins at once never pay past the budget; once nothing fits, 2093105 and the draw is kept', async () => {
    const finance = await tokenOf('finance01')
    const created = await call<AdminRoulette>(finance, adminRouletteCreate.path, {
      currency: 'NPR',
      prizes: [
        { name: 'Cash', cash: 400, weight: 1 },
        { name: 'Nothing', cash: 0, weight: 0 },
      ],
      draws_per_member: 3,
      budget: 1000,
      start_at: inMinutes(-1),
      end_at: inMinutes(600_000),
    })
    expect(created.code, created.message).toBe('100')
    const members = await Promise.all(Array.from({ length: 8 }, () => member('NPR')))
    const spins = await Promise.all(
      members.flatMap((m) =>
        [0, 1, 2].map(() => asMember<{ cash: number }>(m, rouletteSpin.path, { id: created.data.id })),
      ),
    )
    const won = spins.filter((s) => s.code === '100')
    expect(won).toHaveLength(2)
    expect(won.every((s) => s.data.cash === 400)).toBe(true)
    expect(spins.filter((s) => s.code !== '100').every((s) => s.code === '2093105')).toBe(true)
    const row = await server.db
      .selectFrom('roulettes')
      .select('paid')
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow()
    expect(Number(row.paid)).toBe(800)
    const ledger = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('ref', 'like', 'roulette-spin:%')
      .where(
        'member_id',
        'in',
        members.map((m) => m.id),
      )
      .executeTakeFirstOrThrow()
    expect(Number(ledger.total)).toBe(800)
    // A refused spin keeps its draw: of 24 draws two were spent.
    const used = await server.db
      .selectFrom('roulette_draws')
      .select((eb) => eb.fn.sum<number>('used').as('n'))
      .where('roulette_id', '=', created.data.id)
      .executeTakeFirstOrThrow()
    expect(Number(used.n)).toBe(2)
    await call(finance, adminRouletteStop.path, { id: created.data.id })
  })
})

describe('draws for one member', () => {
  it('adds to the draws per member, audited; the member spins them; closed roulettes and other currencies refused', async () => {
    const finance = await tokenOf('finance01')
    const m = await member('LAK')
    const other = await member('KHR')
    const created = await call<AdminRoulette>(finance, adminRouletteCreate.path, {
      currency: 'LAK',
      prizes: [
        { name: 'Cash', cash: 5, weight: 1 },
        { name: 'Nothing', cash: 0, weight: 1 },
      ],
      draws_per_member: 1,
      budget: 1000,
      end_at: inMinutes(30),
    })
    expect(created.code, created.message).toBe('100')
    const given = await call<{ id: number; member_account: string; remaining_draws: number }>(
      finance,
      adminRouletteDraws.path,
      { id: created.data.id, member_account: m.account.toUpperCase(), draws: 3 },
    )
    expect(given.code, given.message).toBe('100')
    expect(given.data).toEqual({ id: created.data.id, member_account: m.account, remaining_draws: 4 })
    const entry = await auditOf('roulette.draws', String(created.data.id))
    expect(entry.operator).toBe('finance01')
    expect(JSON.parse(entry.before!)).toEqual({ member_account: m.account, remaining_draws: 1 })
    expect(JSON.parse(entry.after!)).toEqual({ member_account: m.account, remaining_draws: 4 })
    expect((await asMember<{ remaining_draws: number }>(m, rouletteInfo.path, {})).data.remaining_draws).toBe(4)
    for (let left = 3; left >= 0; left--) {
      const spun = await asMember<{ remaining_draws: number }>(m, rouletteSpin.path, { id: created.data.id })
      expect(spun.data.remaining_draws).toBe(left)
    }

    const before = await rowCounts(server.db)
    const refused = async (body: Record<string, unknown>) => (await call(finance, adminRouletteDraws.path, body)).code
    expect(await refused({ id: created.data.id, member_account: other.account, draws: 1 })).toBe(
      ADMIN_CAMPAIGNS_CODE.memberNotInRoulette,
    )
    expect(await refused({ id: created.data.id, member_account: 'nobody99', draws: 1 })).toBe(
      ADMIN_CAMPAIGNS_CODE.memberNotFound,
    )
    expect(await refused({ id: 999_999, member_account: m.account, draws: 1 })).toBe(
      ADMIN_CAMPAIGNS_CODE.campaignNotFound,
    )
    for (const [body, field] of [
      [{ id: created.data.id, member_account: m.account, draws: 0 }, 'draws'],
      [{ id: created.data.id, member_account: m.account, draws: 1001 }, 'draws'],
      [{ id: created.data.id, member_account: m.account, draws: 1.5 }, 'draws'],
      [{ id: created.data.id, member_account: '', draws: 1 }, 'member_account'],
      [{ id: -1, member_account: m.account, draws: 1 }, 'id'],
    ] as const) {
      const res = await call(finance, adminRouletteDraws.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect(await rowCounts(server.db)).toEqual(before)
    await call(finance, adminRouletteStop.path, { id: created.data.id })
    const closedBefore = await rowCounts(server.db)
    expect(await refused({ id: created.data.id, member_account: m.account, draws: 1 })).toBe(
      ADMIN_CAMPAIGNS_CODE.rouletteClosed,
    )
    expect(await rowCounts(server.db)).toEqual(closedBefore)
  })
})
