import {
  ADMIN_CODE,
  ADMIN_RG_CODE,
  RG_CODE,
  RG_LIMIT_SLOTS,
  adminMemberRg,
  adminMemberRgImpose,
  memberProfile,
  rgExclude,
  type AdminRgView,
  type RgLimit,
} from '@lobby/api/contract'
import { memberChannel, type RgChangedPayload } from '@lobby/realtime/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { attemptLogin, send } from './member-session.ts'
import { socketPool, subscribe, type Client } from './sockets.ts'
import { newPlayer, type Player } from './wallet-helpers.ts'

/**
 * A member's responsible gambling on the operator console (issue 25), over the real routes: who may read and who may
 * impose (the role matrix), bad input (HTTP 400 naming the field, nothing written), a limit imposed only when tighter
 * and at once, a looser one or a removal refused with its code, an exclusion imposed ending every session like the
 * member's own, nothing lifted or shortened, and the audit log with the state before and after.
 */

const DAY = 86_400_000

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
let members = 0

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(() => {
  sockets.closeAll()
})
afterAll(async () => {
  await server.close()
})

const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}
const player = () => newPlayer(server, `orgm${++members}user`)

/** What a refused imposition must leave as it was: the member's limits, exclusions and live sessions. */
async function rgState(account: string) {
  const member = await server.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow()
  const limits = await server.db.selectFrom('rg_limits').selectAll().where('member_id', '=', member.id).execute()
  const exclusions = await server.db
    .selectFrom('rg_exclusions')
    .selectAll()
    .where('member_id', '=', member.id)
    .execute()
  const tokens = await server.db
    .selectFrom('member_tokens')
    .select('token_hash')
    .where('member_id', '=', member.id)
    .where('revoked_at', 'is', null)
    .execute()
  return { limits, exclusions, tokens: tokens.length }
}

async function auditOf(account: string) {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', `lobby-demo:${account}`)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    operator: r.operator,
    action: r.action,
    before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
    after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
  }))
}

const slot = (view: AdminRgView, kind: RgLimit['kind'], period: RgLimit['period']) =>
  view.limits.find((limit) => limit.kind === kind && limit.period === period)

const impose = (token: string, account: string, what: Record<string, unknown>) =>
  call<AdminRgView & { ended: number }>(token, adminMemberRgImpose.path, { member_account: account, ...what })

describe('who may: every role that reads members reads it, support and the owner impose', () => {
  const calls = (): MatrixCall[] => [
    {
      path: adminMemberRg.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ member_account: (await player()).account }),
    },
    {
      path: adminMemberRgImpose.path,
      roles: ['owner', 'support'],
      body: async () => ({
        member_account: (await player()).account,
        limit: { kind: 'deposit', period: 'day', amount: 10_000 },
      }),
      unchanged: async (body) => rgState(String(body.member_account)),
    },
    {
      path: adminMemberRgImpose.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await player()).account, exclusion: { kind: 'timeout', days: 1 } }),
      unchanged: async (body) => rgState(String(body.member_account)),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await player()).token,
  )
})

describe('bad input: HTTP 400 naming the field, nothing written', () => {
  const limit = (fields: Record<string, unknown> = {}) => ({ kind: 'deposit', period: 'day', amount: 100, ...fields })
  it.each([
    [adminMemberRg.path, { member_account: '' }, 'member_account'],
    [adminMemberRg.path, {}, 'member_account'],
    [adminMemberRgImpose.path, { member_account: 'demo01' }, 'limit'],
    [
      adminMemberRgImpose.path,
      { member_account: 'demo01', limit: limit(), exclusion: { kind: 'timeout', days: 1 } },
      'limit',
    ],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: limit({ kind: 'bonus' }) }, 'limit.kind'],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: limit({ period: 'year' }) }, 'limit.period'],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: limit({ amount: 0 }) }, 'limit.amount'],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: limit({ amount: -5 }) }, 'limit.amount'],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: limit({ amount: 1.5 }) }, 'limit.amount'],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: limit({ amount: '100' }) }, 'limit.amount'],
    [adminMemberRgImpose.path, { member_account: 'demo01', limit: { kind: 'deposit', period: 'day' } }, 'limit.amount'],
    // A session limit is minutes of its period at most: refused before the member is looked for.
    [
      adminMemberRgImpose.path,
      { member_account: 'nobody99', limit: limit({ kind: 'session', amount: 1441 }) },
      'limit.amount',
    ],
    [adminMemberRgImpose.path, { member_account: 'demo01', exclusion: { kind: 'timeout', days: 2 } }, 'exclusion.days'],
    [
      adminMemberRgImpose.path,
      { member_account: 'nobody99', exclusion: { kind: 'self_exclusion', days: 7 } },
      'exclusion.days',
    ],
    [adminMemberRgImpose.path, { member_account: 'demo01', exclusion: { kind: 'ban', days: 1 } }, 'exclusion.kind'],
    [adminMemberRgImpose.path, { member_account: 'demo01', exclusion: { kind: 'timeout' } }, 'exclusion.days'],
  ] as const)('%s %j: names %s', async (path, body, field) => {
    const token = await tokenOf('support01')
    const before = await rowCounts(server.db)
    const res = await call(token, path, body)
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ field })
    expect(res.message.startsWith(`${field}: `)).toBe(true)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('says which lengths an exclusion offers and that one of limit or exclusion is asked, in the language', async () => {
    const token = await tokenOf('support01')
    const days = await impose(token, 'demo01', { exclusion: { kind: 'self_exclusion', days: 7 } })
    expect(days.message).toBe('exclusion.days: one of 183, 365, 1826, 0')
    expect((await impose(token, 'demo01', {})).message).toBe('limit: send either limit or exclusion, not both')
    const zh = await send(
      server,
      `/api${adminMemberRgImpose.path}`,
      { member_account: 'demo01' },
      { token, headers: { lang: 'zh_CN' } },
    )
    expect(zh.message).toBe('limit: 请发送 limit 或 exclusion 其中之一，不能同时发送')
  })

  it('no such member: 107 on both calls, nothing written', async () => {
    const token = await tokenOf('owner01')
    const before = await rowCounts(server.db)
    for (const [path, body] of [
      [adminMemberRg.path, { member_account: 'nobody99' }],
      [adminMemberRgImpose.path, { member_account: 'nobody99', limit: limit() }],
      [adminMemberRgImpose.path, { member_account: 'nobody99', exclusion: { kind: 'timeout', days: 1 } }],
    ] as const) {
      const res = await call(token, path, body)
      expect(res, path).toMatchObject({ status: 200, code: ADMIN_CODE.memberNotFound })
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('the view', () => {
  it('every limit slot, the reality check and every exclusion, newest first, with whether it runs', async () => {
    const auditor = await tokenOf('auditor01')
    const p = await player()
    const fresh = await call<AdminRgView>(auditor, adminMemberRg.path, { member_account: p.account })
    expect(fresh.code, fresh.message).toBe('100')
    expect(fresh.data.currency).toBe('USD')
    expect(fresh.data.limits.map(({ kind, period }) => ({ kind, period }))).toEqual(RG_LIMIT_SLOTS)
    expect(fresh.data.limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(true)
    expect(fresh.data).toMatchObject({ reality_check_minutes: null, exclusions: [], excluded: null })

    // An ended time-out from long ago, then the member's own self-exclusion.
    await server.db
      .insertInto('rg_exclusions')
      .values({
        member_id: p.id,
        kind: 'timeout',
        days: 1,
        starts_at: '2020-01-01T00:00:00.000Z',
        ends_at: '2020-01-02T00:00:00.000Z',
        set_by: 'member',
      })
      .execute()
    expect((await send(server, `/api${rgExclude.path}`, { kind: 'self_exclusion', days: 365 }, p)).code).toBe('100')
    const view = (await call<AdminRgView>(auditor, adminMemberRg.path, { member_account: p.account })).data
    expect(view.exclusions).toEqual([
      expect.objectContaining({ kind: 'self_exclusion', days: 365, set_by: 'member', running: true }),
      expect.objectContaining({ kind: 'timeout', days: 1, ends_at: '2020-01-02T00:00:00.000Z', running: false }),
    ])
    expect(view.excluded).toEqual({ kind: 'self_exclusion', ends_at: view.exclusions[0]!.ends_at })
  })
})

describe('imposing a limit: tighter at once, never looser', () => {
  it('none in force, then lower: each applies at once; audited with before and after', async () => {
    const support = await tokenOf('support01')
    const p = await player()
    const first = await impose(support, p.account, { limit: { kind: 'deposit', period: 'day', amount: 5000 } })
    expect(first.code, first.message).toBe('100')
    expect(slot(first.data, 'deposit', 'day')).toMatchObject({ amount: 5000, pending: null, left: 5000 })
    expect(first.data.ended).toBe(0)
    const lower = await impose(support, p.account, { limit: { kind: 'deposit', period: 'day', amount: 3000 } })
    expect(slot(lower.data, 'deposit', 'day')).toMatchObject({ amount: 3000, pending: null })
    const session = await impose(support, p.account, { limit: { kind: 'session', period: 'week', amount: 600 } })
    expect(slot(session.data, 'session', 'week')).toMatchObject({ amount: 600 })
    // Another member's limits are their own.
    const other = await player()
    const theirs = await call<AdminRgView>(support, adminMemberRg.path, { member_account: other.account })
    expect(slot(theirs.data, 'deposit', 'day')?.amount).toBeNull()

    expect(await auditOf(p.account)).toEqual([
      {
        operator: 'support01',
        action: 'member.rg_limit',
        before: { kind: 'deposit', period: 'day', amount: null, pending: null },
        after: { kind: 'deposit', period: 'day', amount: 5000, pending: null },
      },
      {
        operator: 'support01',
        action: 'member.rg_limit',
        before: { kind: 'deposit', period: 'day', amount: 5000, pending: null },
        after: { kind: 'deposit', period: 'day', amount: 3000, pending: null },
      },
      {
        operator: 'support01',
        action: 'member.rg_limit',
        before: { kind: 'session', period: 'week', amount: null, pending: null },
        after: { kind: 'session', period: 'week', amount: 600, pending: null },
      },
    ])
  })

  it('higher (180), the same (180) or a removal (181): refused, nothing written', async () => {
    const owner = await tokenOf('owner01')
    const p = await player()
    expect((await impose(owner, p.account, { limit: { kind: 'loss', period: 'month', amount: 2000 } })).code).toBe(
      '100',
    )
    const state = await rgState(p.account)
    const counts = await rowCounts(server.db)
    for (const [amount, code, message] of [
      [
        2001,
        ADMIN_RG_CODE.limitNotTighter,
        'an operator may only tighten a limit: this amount is not below the limit in force',
      ],
      [
        2000,
        ADMIN_RG_CODE.limitNotTighter,
        'an operator may only tighten a limit: this amount is not below the limit in force',
      ],
      [null, ADMIN_RG_CODE.limitRemoval, 'an operator may not remove a limit'],
    ] as const) {
      const res = await impose(owner, p.account, { limit: { kind: 'loss', period: 'month', amount } })
      expect(res, String(amount)).toMatchObject({ status: 200, code, message })
    }
    const refused = await impose(owner, p.account, { limit: { kind: 'loss', period: 'month', amount: 9000 } })
    expect(refused.data).toEqual({ kind: 'loss', period: 'month', amount: 2000 })
    expect(await rgState(p.account)).toEqual(state)
    expect(await rowCounts(server.db)).toEqual(counts)
  })

  it('the same amount while the member waits for a raise keeps the limit: the raise is dropped', async () => {
    const support = await tokenOf('support01')
    const p = await player()
    const effectiveAt = new Date(Date.now() + DAY).toISOString()
    await server.db
      .insertInto('rg_limits')
      .values({
        member_id: p.id,
        kind: 'wager',
        period: 'week',
        amount: 4000,
        has_pending: 1,
        pending_amount: 90_000,
        pending_at: effectiveAt,
        updated_at: new Date().toISOString(),
      })
      .execute()
    const before = await call<AdminRgView>(support, adminMemberRg.path, { member_account: p.account })
    expect(slot(before.data, 'wager', 'week')?.pending).toEqual({ amount: 90_000, effective_at: effectiveAt })
    const res = await impose(support, p.account, { limit: { kind: 'wager', period: 'week', amount: 4000 } })
    expect(res.code, res.message).toBe('100')
    expect(slot(res.data, 'wager', 'week')).toMatchObject({ amount: 4000, pending: null })
    expect((await auditOf(p.account)).at(-1)).toEqual({
      operator: 'support01',
      action: 'member.rg_limit',
      before: { kind: 'wager', period: 'week', amount: 4000, pending: { amount: 90_000, effective_at: effectiveAt } },
      after: { kind: 'wager', period: 'week', amount: 4000, pending: null },
    })
  })
})

describe('the member hears an imposed limit at once: rg.changed on member.{id}', () => {
  /** Every `rg.changed` the socket hears from now on. */
  const rgEvents = (socket: Client) => {
    const heard: RgChangedPayload[] = []
    socket.on('rg.changed', (payload) => heard.push(payload))
    return heard
  }
  /** A round trip on each socket: an event sent before it (the call's answer came after it) has arrived. */
  const settled = async (...clients: Client[]) => {
    for (const socket of clients) await socket.timeout(2000).emitWithAck('ping_lobby')
  }

  it('goes to that member’s channel only, once the limit is in force, naming the limit and nothing more', async () => {
    const support = await tokenOf('support01')
    const p = await player()
    const other = await player()
    const mine = await sockets.open(p.token)
    expect(await subscribe(mine, memberChannel(p.id))).toMatchObject({ ok: true })
    const theirs = await sockets.open(other.token)
    expect(await subscribe(theirs, memberChannel(other.id))).toMatchObject({ ok: true })
    const heard = rgEvents(mine)
    const heardByOther = rgEvents(theirs)

    const res = await impose(support, p.account, { limit: { kind: 'loss', period: 'week', amount: 5000 } })
    expect(res.code, res.message).toBe('100')
    await settled(mine, theirs)
    expect(heard).toEqual([{ channel: memberChannel(p.id), kind: 'loss', period: 'week' }])
    expect(heardByOther).toEqual([])
  })

  it('a refusal (180 not tighter, 181 a removal) or bad input sends nothing', async () => {
    const owner = await tokenOf('owner01')
    const p = await player()
    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    expect((await impose(owner, p.account, { limit: { kind: 'deposit', period: 'day', amount: 2000 } })).code).toBe(
      '100',
    )
    await settled(socket)
    const heard = rgEvents(socket)
    for (const [amount, code] of [
      [2000, ADMIN_RG_CODE.limitNotTighter],
      [2500, ADMIN_RG_CODE.limitNotTighter],
      [null, ADMIN_RG_CODE.limitRemoval],
    ] as const) {
      const res = await impose(owner, p.account, { limit: { kind: 'deposit', period: 'day', amount } })
      expect(res.code, String(amount)).toBe(code)
    }
    const bad = await impose(owner, p.account, { limit: { kind: 'session', period: 'day', amount: 1441 } })
    expect(bad.status).toBe(400)
    await settled(socket)
    expect(heard).toEqual([])
  })
})

describe('imposing an exclusion: every session ends, login refused, nothing shortened', () => {
  it('ends the tokens and sockets like the member’s own, refuses login with 174; audited', async () => {
    const support = await tokenOf('support01')
    const p: Player = await player()
    const second = await issueMemberToken(server.db, p.id, 'udid-second')
    const other = await player()
    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve))

    const res = await impose(support, p.account, { exclusion: { kind: 'timeout', days: 7 } })
    expect(res.code, res.message).toBe('100')
    expect(res.data.ended).toBe(2)
    expect(res.data.excluded).toMatchObject({ kind: 'timeout' })
    const endsAt = res.data.excluded!.ends_at!
    expect(Date.parse(endsAt) - Date.parse(res.data.exclusions[0]!.starts_at)).toBe(7 * DAY)
    expect(res.data.exclusions[0]).toMatchObject({ set_by: 'operator:support01', running: true, days: 7 })

    expect(await ended).toBe('io server disconnect')
    for (const token of [p.token, second]) {
      expect((await send(server, `/api${memberProfile.path}`, {}, { token })).status).toBe(401)
    }
    const login = await attemptLogin(server, { account: p.account })
    expect(login).toMatchObject({ code: RG_CODE.excluded, data: { kind: 'timeout', ends_at: endsAt } })
    expect((await send(server, `/api${memberProfile.path}`, {}, other)).code).toBe('100')

    const log = await auditOf(p.account)
    expect(log).toEqual([
      {
        operator: 'support01',
        action: 'member.rg_exclusion',
        before: { excluded: null },
        after: {
          excluded: { kind: 'timeout', ends_at: endsAt },
          taken: { kind: 'timeout', days: 7, starts_at: res.data.exclusions[0]!.starts_at, ends_at: endsAt },
          ended_sessions: 2,
        },
      },
    ])
  })

  it('a shorter one imposed while a longer runs changes nothing of when login opens', async () => {
    const owner = await tokenOf('owner01')
    const p = await player()
    expect((await send(server, `/api${rgExclude.path}`, { kind: 'self_exclusion', days: 0 }, p)).code).toBe('100')
    const res = await impose(owner, p.account, { exclusion: { kind: 'timeout', days: 1 } })
    expect(res.code, res.message).toBe('100')
    expect(res.data.excluded).toEqual({ kind: 'self_exclusion', ends_at: null })
    expect(res.data.ended).toBe(0)
    expect((await attemptLogin(server, { account: p.account })).data).toEqual({ kind: 'self_exclusion', ends_at: null })
    expect((await auditOf(p.account)).at(-1)).toMatchObject({
      action: 'member.rg_exclusion',
      before: { excluded: { kind: 'self_exclusion', ends_at: null } },
      after: { excluded: { kind: 'self_exclusion', ends_at: null } },
    })
  })
})
