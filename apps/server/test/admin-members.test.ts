import {
  ADMIN_CODE,
  ADMIN_MEMBERS_CODE,
  adjustmentThreshold,
  adminAdjustmentDecide,
  adminAdjustmentRequest,
  adminAdjustments,
  adminMemberCleanCache,
  adminMemberDetail,
  adminMemberResetPassword,
  adminMembers,
  adminMemberStatus,
  adminOperatorCreate,
  adminOperatorPassword,
  editPassword,
  gamePlay,
  memberLayout,
  myCash,
  withdrawStore,
  type AdminAdjustment,
  type AdminMemberDetail,
  type AdminMemberRow,
  type MemberLayout,
} from '@lobby/api/contract'
import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { memberChannel } from '@lobby/realtime/contract'
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AT_ONCE_WINDOW_MS } from '../src/admin/adjustments.ts'
import { createOperator } from '../src/admin/operators.ts'
import { newTotpSecret, totpCode, totpStep } from '../src/admin/totp.ts'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger } from '../src/wallet/ledger.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { attemptLogin, send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { firstGames, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * The member area of the operator console (issue 24) over its real routes:
 * search by agent, the member's letters and agent line, disable / enable,
 * reset password (a one-time password, the forced change at the next login),
 * clean cache (the console and the dev hook on one path), and finance's
 * balance adjustments with four eyes, the threshold, idempotency and a storm
 * of approvals, the books checked after every test.
 */

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
let players = 0
const THRESHOLD = adjustmentThreshold('USD')
/** A second operator who may approve (four eyes needs two). */
const SECOND = 'finance02'

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
  await createOperator(server.db, { account: SECOND, password: DEMO_MEMBER_PASSWORD, role: 'finance' })
})
afterEach(async () => {
  sockets.closeAll()
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  await server.close()
})

const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}
const player = (cash = 0) => newPlayer(server, `mad${++players}user`, cash)

async function cashOf(id: number): Promise<number> {
  const row = await server.db.selectFrom('members').select('cash').where('id', '=', id).executeTakeFirstOrThrow()
  return Number(row.cash)
}

async function memberRow(account: string) {
  return server.db.selectFrom('members').selectAll().where('account', '=', account).executeTakeFirstOrThrow()
}

async function liveTokens(memberId: number): Promise<number> {
  const row = await server.db
    .selectFrom('member_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function auditOf(targetId: string) {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    ...r,
    before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
    after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
  }))
}

/** One session per operator for the adjustment helpers, opened once (a sign-in writes: not inside a count). */
const sessions = new Map<string, Promise<string>>()
const sessionOf = (account: string): Promise<string> => {
  let token = sessions.get(account)
  if (!token) sessions.set(account, (token = tokenOf(account)))
  return token
}

/** A member made an agent (active), registered under `agent` when given; answers its id. */
async function makeMember(
  account: string,
  extra: { agent_account?: string; member_email?: string } = {},
  agent = false,
) {
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: DEMO_MEMBER_PASSWORD,
    ...extra,
  })
  expect(res.code, res.message).toBe('100')
  if (agent)
    await server.db.updateTable('members').set({ is_agent: 1, agent_active: 1 }).where('id', '=', res.data.id).execute()
  return res.data.id
}

/** Asks for an adjustment as `account`; answers the reply. */
async function requestAs(
  account: string,
  body: { member_account: string; amount: number; reason?: string; request_id?: string },
) {
  return call<AdminAdjustment>(await sessionOf(account), adminAdjustmentRequest.path, {
    reason: 'Goodwill credit',
    request_id: randomUUID(),
    ...body,
  })
}

/** A pending adjustment (one unit above the threshold) asked for by `by`; answers its id. */
async function pendingAdjustment(p: Player, by = SECOND, amount = THRESHOLD + 1): Promise<number> {
  const res = await requestAs(by, { member_account: p.account, amount })
  expect(res.code, res.message).toBe('100')
  expect(res.data.status).toBe('pending')
  return res.data.id
}

async function adjustmentStatus(id: number): Promise<string> {
  const row = await server.db
    .selectFrom('balance_adjustments')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.status
}

describe('the role matrix of the member area', () => {
  let agent = ''
  beforeAll(async () => {
    agent = `mad${++players}agent`
    await makeMember(agent, {}, true)
  })
  const calls = (): MatrixCall[] => [
    {
      path: adminMembers.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ agent_account: agent }),
    },
    {
      path: adminMemberDetail.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ member_account: 'demo01' }),
    },
    {
      path: adminMemberStatus.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await player()).account, disabled: true }),
      unchanged: async (body) => {
        const m = await memberRow(String(body.member_account))
        return { status: m.status, live: await liveTokens(m.id) }
      },
    },
    {
      path: adminMemberResetPassword.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await player()).account }),
      unchanged: async (body) => {
        const m = await memberRow(String(body.member_account))
        return { hash: m.password_hash, must: m.first_login_to_change_password, live: await liveTokens(m.id) }
      },
    },
    {
      path: adminMemberCleanCache.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await player()).account }),
    },
    { path: adminAdjustments.path, roles: ['owner', 'finance', 'auditor'], body: async () => ({}) },
    {
      path: adminAdjustmentRequest.path,
      roles: ['owner', 'finance'],
      body: async () => ({
        member_account: (await player()).account,
        amount: 500,
        reason: 'Matrix credit',
        request_id: randomUUID(),
      }),
      unchanged: async (body) => (await memberRow(String(body.member_account))).cash,
    },
    {
      path: adminAdjustmentDecide.path,
      roles: ['owner', 'finance'],
      body: async () => ({ id: await pendingAdjustment(await player()), decision: 'approve' }),
      unchanged: async (body) => adjustmentStatus(Number(body.id)),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await player()).token,
  )
})

describe('bad input: HTTP 400 naming the field, nothing written', () => {
  it.each([
    [adminMembers.path, {}, 'query'],
    [adminMembers.path, { agent_account: '' }, 'agent_account'],
    [adminMemberStatus.path, { member_account: 'demo01' }, 'disabled'],
    [adminMemberStatus.path, { member_account: 'demo01', disabled: 'yes' }, 'disabled'],
    [adminMemberResetPassword.path, { member_account: '' }, 'member_account'],
    [adminMemberCleanCache.path, { site_id: 'x'.repeat(200), member_account: 'demo01' }, 'site_id'],
    [adminAdjustments.path, { status: 'lost' }, 'status'],
    [
      adminAdjustmentRequest.path,
      { member_account: 'demo01', amount: 0, reason: 'r', request_id: 'req-00001' },
      'amount',
    ],
    [
      adminAdjustmentRequest.path,
      { member_account: 'demo01', amount: 1.5, reason: 'r', request_id: 'req-00002' },
      'amount',
    ],
    [
      adminAdjustmentRequest.path,
      { member_account: 'demo01', amount: '10', reason: 'r', request_id: 'req-00003' },
      'amount',
    ],
    [
      adminAdjustmentRequest.path,
      { member_account: 'demo01', amount: 10, reason: '  ', request_id: 'req-00004' },
      'reason',
    ],
    [
      adminAdjustmentRequest.path,
      { member_account: 'demo01', amount: 10, reason: 'x'.repeat(OPERATOR_REASON_MAX + 1), request_id: 'req-00005' },
      'reason',
    ],
    [adminAdjustmentRequest.path, { member_account: 'demo01', amount: 10, reason: 'r' }, 'request_id'],
    [
      adminAdjustmentRequest.path,
      { member_account: 'demo01', amount: 10, reason: 'r', request_id: 'a b' },
      'request_id',
    ],
    [adminAdjustmentDecide.path, { id: 0, decision: 'approve' }, 'id'],
    [adminAdjustmentDecide.path, { id: 1, decision: 'maybe' }, 'decision'],
    [adminAdjustmentDecide.path, { id: 1, decision: 'reject' }, 'reason'],
  ] as const)('%s %j: names %s', async (path, body, field) => {
    const token = await tokenOf('owner01')
    const before = await rowCounts(server.db)
    const res = await call(token, path, body)
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ field })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('members: search by agent, letters, agent line', () => {
  it("finds the agent's own members; shows the member's letters and the chain of agents above", async () => {
    const token = await tokenOf('support01')
    const n = ++players
    await makeMember(`top${n}agent`, {}, true)
    await makeMember(`mid${n}agent`, { agent_account: `top${n}agent` }, true)
    await makeMember(`low${n}member`, { agent_account: `mid${n}agent` })
    await makeMember(`oth${n}member`, { agent_account: `mid${n}agent`, member_email: `other${n}@example.com` })

    const byAgent = await call<{ list: AdminMemberRow[]; total_count: number }>(token, adminMembers.path, {
      agent_account: `MID${n}agent`,
    })
    expect(byAgent.data.list.map((m) => m.account)).toEqual([`oth${n}member`, `low${n}member`])
    expect(byAgent.data.total_count).toBe(2)
    const both = await call<{ list: AdminMemberRow[] }>(token, adminMembers.path, {
      agent_account: `mid${n}agent`,
      query: `other${n}@`,
    })
    expect(both.data.list.map((m) => m.account)).toEqual([`oth${n}member`])
    const top = await call<{ list: AdminMemberRow[] }>(token, adminMembers.path, { agent_account: `top${n}agent` })
    expect(top.data.list.map((m) => m.account)).toEqual([`mid${n}agent`])

    expect(
      (await send(server, '/api/dev/letters', { member_account: `low${n}member`, title: 'Welcome', content: 'Hi' }))
        .code,
    ).toBe('100')
    expect(
      (
        await send(server, '/api/dev/letters', {
          member_account: `low${n}member`,
          title: 'Bonus',
          content: 'Yours',
          language: 'en_US',
        })
      ).code,
    ).toBe('100')
    const page = await call<AdminMemberDetail>(token, adminMemberDetail.path, { member_account: `low${n}member` })
    expect(page.data.letters).toMatchObject([
      { title: 'Bonus', language: 'en_US', is_read: 0, deleted: 0 },
      { title: 'Welcome', language: null, is_read: 0, deleted: 0 },
    ])
    expect(page.data.agent_line).toEqual([
      { level: 1, account: `mid${n}agent`, status: 'active' },
      { level: 2, account: `top${n}agent`, status: 'active' },
    ])
    expect(page.data.wallets[0]).toEqual({ wallet: 'main', balance: 0 })
    const topPage = await call<AdminMemberDetail>(token, adminMemberDetail.path, { member_account: `top${n}agent` })
    expect(topPage.data.agent_line).toEqual([])
    expect(topPage.data.letters).toEqual([])
  })
})

describe('members: disable, reset password, clean cache (support)', () => {
  it('disable ends every session at once and refuses the login (102); enable lets the member in; audited', async () => {
    const token = await tokenOf('support01')
    const p = await player()
    const res = await call<{ status: string; ended: number }>(token, adminMemberStatus.path, {
      member_account: p.account,
      disabled: true,
    })
    expect(res.data).toEqual({ status: 'disabled', ended: 1 })
    expect((await send(server, '/api/member/withdraw/info', {}, { token: p.token })).status).toBe(401)
    expect((await attemptLogin(server, { account: p.account })).code).toBe('102')
    // Again: nothing changes, nothing more is audited.
    expect(
      (
        await call<{ status: string; ended: number }>(token, adminMemberStatus.path, {
          member_account: p.account,
          disabled: true,
        })
      ).data,
    ).toEqual({ status: 'disabled', ended: 0 })
    const enabled = await call<{ status: string }>(token, adminMemberStatus.path, {
      member_account: p.account,
      disabled: false,
    })
    expect(enabled.data).toEqual({ status: 'active', ended: 0 })
    expect((await attemptLogin(server, { account: p.account })).code).toBe('100')
    const log = await auditOf(`lobby-demo:${p.account}`)
    expect(log.map((e) => [e.operator, e.action, e.before, e.after])).toEqual([
      ['support01', 'member.disable', { status: 'active' }, { status: 'disabled', sessions_ended: 1 }],
      ['support01', 'member.enable', { status: 'disabled' }, { status: 'active' }],
    ])
    expect((await call(token, adminMemberStatus.path, { member_account: 'nobody99', disabled: true })).code).toBe(
      ADMIN_CODE.memberNotFound,
    )
  })

  it('reset password: a one-time password, sessions ended, the change forced at the next login; never logged', async () => {
    const token = await tokenOf('support01')
    const p = await player()
    const res = await call<{ temporary_password: string; ended: number }>(token, adminMemberResetPassword.path, {
      member_account: p.account,
    })
    expect(res.code).toBe('100')
    const temporary = res.data.temporary_password
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/)
    expect(res.data.ended).toBe(1)
    expect(await liveTokens(p.id)).toBe(0)
    expect((await attemptLogin(server, { account: p.account })).code).toBe('101')
    const signedIn = await attemptLogin(server, { account: p.account, password: temporary })
    expect(signedIn.code).toBe('100')
    const memberToken = signedIn.authorization ?? (signedIn.data as { token: string }).token
    const layout = await send<MemberLayout>(server, `/api${memberLayout.path}`, {}, { token: memberToken })
    expect(layout.data.first_login_to_change_password).toBe(1)
    // Until it is changed the session reads, but changes nothing: no game, no withdrawal (403, nothing written).
    const cash = await send<{ cash: number }>(server, `/api${myCash.path}`, {}, { token: memberToken })
    expect(cash.status).toBe(200)
    const game = (await firstGames(server, ['GPAX'])).get('GPAX')!
    const launch = { gpId: 'GPAX', game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 }
    const before = await rowCounts(server.db)
    for (const [path, body] of [
      [gamePlay.path, launch],
      [withdrawStore.path, { amount: 1000, bank_account_id: 1, withdraw_password: '2468' }],
    ] as const) {
      const refused = await send(server, `/api${path}`, body, { token: memberToken })
      expect(refused, path).toMatchObject({ status: 403, message: 'change your password first' })
    }
    expect(await rowCounts(server.db)).toEqual(before)
    const changed = await send(
      server,
      `/api${editPassword.path}`,
      { old_password: temporary, new_password: 'fresh2468', check_password: 'fresh2468' },
      { token: memberToken },
    )
    expect(changed.code).toBe('100')
    const after = await send<MemberLayout>(server, `/api${memberLayout.path}`, {}, { token: changed.authorization! })
    expect(after.data.first_login_to_change_password).toBe(0)
    // Changed: the session plays.
    expect((await send(server, `/api${gamePlay.path}`, launch, { token: changed.authorization! })).code).toBe('100')
    // The audit entry says it was replaced; neither the password nor its hash is in the log.
    const log = await auditOf(`lobby-demo:${p.account}`)
    expect(log.map((e) => e.action)).toEqual(['member.reset_password'])
    expect(log[0]!.after).toEqual({ must_change_password: 1, password: 'replaced', live_sessions: 0 })
    const everything = JSON.stringify(await server.db.selectFrom('audit_log').selectAll().execute())
    expect(everything).not.toContain(temporary)
    // Another reset gives another password.
    const again = await call<{ temporary_password: string }>(token, adminMemberResetPassword.path, {
      member_account: p.account,
    })
    expect(again.data.temporary_password).not.toBe(temporary)
    expect((await call(token, adminMemberResetPassword.path, { member_account: 'nobody99' })).code).toBe(
      ADMIN_CODE.memberNotFound,
    )
  })

  it('clean cache reaches the member’s pages from the console and from the dev hook, each audited', async () => {
    const token = await tokenOf('support01')
    const p = await player()
    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    const heard = nextEvent(socket, 'app_clean_cache')
    const res = await call<{ sent: number }>(token, adminMemberCleanCache.path, { member_account: p.account })
    expect(res.data).toEqual({ sent: 1 })
    expect(await heard).toEqual({ channel: memberChannel(p.id) })
    const again = nextEvent(socket, 'app_clean_cache')
    const hook = await send<{ sent: number }>(server, '/api/dev/members/clean-cache', { member_account: p.account })
    expect(hook.data).toEqual({ sent: 1 })
    await again
    const log = await auditOf(`lobby-demo:${p.account}`)
    expect(log.map((e) => [e.operator, e.action, e.after])).toEqual([
      ['support01', 'member.clean_cache', { members: 1 }],
      ['dev-hook', 'member.clean_cache', { members: 1 }],
    ])
    expect((await call(token, adminMemberCleanCache.path, { member_account: 'nobody99' })).code).toBe(
      ADMIN_CODE.memberNotFound,
    )
    expect((await send(server, '/api/dev/members/clean-cache', { member_account: 'nobody99' })).status).toBe(404)
    expect((await send(server, '/api/dev/members/clean-cache', {})).status).toBe(400)
  })
})

describe('balance adjustments (finance, four eyes)', () => {
  // Each test starts with every operator's 24-hour allowance of adjustments applied alone unspent (those of
  // earlier tests moved out of the window, as a clock would).
  beforeEach(async () => {
    await server.db
      .updateTable('balance_adjustments')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('decided_by', '=', '')
      .execute()
  })

  it('the threshold bounds what one operator applies alone in 24 hours, not each request: split requests wait', async () => {
    const p = await player()
    const q = await player()
    const half = THRESHOLD / 2
    expect((await requestAs('finance01', { member_account: p.account, amount: half })).data.status).toBe('applied')
    expect((await requestAs('finance01', { member_account: q.account, amount: half })).data.status).toBe('applied')
    // The allowance is spent (on any member of the currency; debits count as credits do): one unit more waits.
    for (const [member, amount] of [
      [p, 1],
      [q, -1],
    ] as const) {
      const next = await requestAs('finance01', { member_account: member.account, amount })
      expect(next.data).toMatchObject({ status: 'pending', balance_after: null })
    }
    // Another operator has its own allowance.
    expect((await requestAs(SECOND, { member_account: p.account, amount: 1 })).data.status).toBe('applied')
    // A day later the first operator's allowance is back.
    await server.db
      .updateTable('balance_adjustments')
      .set({ created_at: new Date(Date.now() - AT_ONCE_WINDOW_MS - 1000).toISOString() })
      .where('requested_by', '=', 'finance01')
      .where('status', '=', 'applied')
      .execute()
    expect((await requestAs('finance01', { member_account: p.account, amount: 1 })).data.status).toBe('applied')
  })

  it('at the threshold it applies at once through the ledger; the member hears member.cash; audited', async () => {
    const p = await player(100)
    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    const heard = nextEvent(socket, 'member.cash')
    const res = await requestAs('finance01', {
      member_account: p.account,
      amount: THRESHOLD,
      reason: 'Refund of a lost round',
    })
    expect(res.data).toMatchObject({
      member_account: p.account,
      currency: 'USD',
      amount: THRESHOLD,
      status: 'applied',
      requested_by: 'finance01',
      decided_by: '',
      ledger_ref: `adjustment:${res.data.id}`,
      balance_after: 100 + THRESHOLD,
    })
    expect(await heard).toMatchObject({ cash: 100 + THRESHOLD })
    expect(await cashOf(p.id)).toBe(100 + THRESHOLD)
    const ledger = await server.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('ref', '=', `adjustment:${res.data.id}`)
      .execute()
    expect(ledger).toMatchObject([{ member_id: p.id, wallet: 'main', amount: THRESHOLD, kind: 'credit' }])
    const [entry] = await auditOf(String(res.data.id))
    expect(entry).toMatchObject({ operator: 'finance01', action: 'adjustment.apply', before: null })
    expect(entry!.after).toMatchObject({ amount: THRESHOLD, status: 'applied', reason: 'Refund of a lost round' })
    // A debit of exactly the threshold applies at once too.
    const debit = await requestAs(SECOND, { member_account: p.account, amount: -THRESHOLD })
    expect(debit.data).toMatchObject({ status: 'applied', balance_after: 100 })
  })

  it('one unit above waits; the requester cannot decide it (112); another approves it once (111 after)', async () => {
    const p = await player()
    const res = await requestAs('finance01', { member_account: p.account, amount: THRESHOLD + 1 })
    expect(res.data).toMatchObject({ status: 'pending', balance_after: null, ledger_ref: '' })
    expect(await cashOf(p.id)).toBe(0)
    const mine = await tokenOf('finance01')
    for (const decision of ['approve', 'reject'] as const) {
      const before = await rowCounts(server.db)
      const own = await call(mine, adminAdjustmentDecide.path, { id: res.data.id, decision, reason: 'no' })
      expect(own.code).toBe(ADMIN_MEMBERS_CODE.ownAdjustment)
      expect(await rowCounts(server.db)).toEqual(before)
    }
    const listed = await call<{ list: AdminAdjustment[] }>(mine, adminAdjustments.path, {
      status: 'pending',
      member_account: p.account,
    })
    expect(listed.data.list.map((a) => a.id)).toEqual([res.data.id])
    const owner = await tokenOf('owner01')
    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    const heard = nextEvent(socket, 'member.cash')
    const approved = await call<AdminAdjustment>(owner, adminAdjustmentDecide.path, {
      id: res.data.id,
      decision: 'approve',
    })
    expect(approved.data).toMatchObject({
      status: 'applied',
      requested_by: 'finance01',
      decided_by: 'owner01',
      balance_after: THRESHOLD + 1,
      ledger_ref: `adjustment:${res.data.id}`,
    })
    expect(await heard).toMatchObject({ cash: THRESHOLD + 1 })
    const twice = await call(owner, adminAdjustmentDecide.path, { id: res.data.id, decision: 'approve' })
    expect(twice.code).toBe(ADMIN_MEMBERS_CODE.adjustmentNotPending)
    expect(await cashOf(p.id)).toBe(THRESHOLD + 1)
    const log = await auditOf(String(res.data.id))
    expect(log.map((e) => [e.operator, e.action, e.before?.status, e.after?.status])).toEqual([
      ['finance01', 'adjustment.request', undefined, 'pending'],
      ['owner01', 'adjustment.approve', 'pending', 'applied'],
    ])
    expect((await call(owner, adminAdjustmentDecide.path, { id: 999_999, decision: 'approve' })).code).toBe(
      ADMIN_MEMBERS_CODE.adjustmentNotFound,
    )
  })

  it('an operator whose credentials the requester has held may reject but not approve (115): no puppet four eyes', async () => {
    const owner = await tokenOf('owner01')
    const signInWith = async (account: string, password: string, secret: string) => {
      const res = await operatorApi(server).signIn(account, password, totpCode(secret, totpStep(Date.now())))
      expect(res.code, res.message).toBe('100')
      return res.authorization!
    }
    // One the owner made, and one made elsewhere (the command line) whose password the owner then reset.
    const made = await call<{ password: string; totp_secret: string }>(owner, adminOperatorCreate.path, {
      account: 'puppet01',
      role: 'finance',
    })
    expect(made.code).toBe('100')
    const puppet = await signInWith('puppet01', made.data.password, made.data.totp_secret)
    const secret = newTotpSecret()
    await createOperator(server.db, {
      account: 'reset01',
      password: 'first-password',
      role: 'finance',
      totpSecret: secret,
    })
    const reset = await call<{ password: string }>(owner, adminOperatorPassword.path, { account: 'reset01' })
    expect(reset.code).toBe('100')
    const resetOne = await signInWith('reset01', reset.data.password, secret)

    const p = await player()
    const asked = await requestAs('owner01', { member_account: p.account, amount: THRESHOLD + 1 })
    expect(asked.data.status).toBe('pending')
    for (const token of [puppet, resetOne]) {
      const before = await rowCounts(server.db)
      const refused = await call(token, adminAdjustmentDecide.path, { id: asked.data.id, decision: 'approve' })
      expect(refused.code).toBe(ADMIN_MEMBERS_CODE.approverMadeByRequester)
      expect(await rowCounts(server.db)).toEqual(before)
    }
    expect(await cashOf(p.id)).toBe(0)
    // Someone the owner never held the keys of approves it; the puppet may still turn one down.
    const approved = await call<AdminAdjustment>(await tokenOf('finance01'), adminAdjustmentDecide.path, {
      id: asked.data.id,
      decision: 'approve',
    })
    expect(approved.data).toMatchObject({ status: 'applied', decided_by: 'finance01' })
    const another = await requestAs('owner01', { member_account: p.account, amount: THRESHOLD + 1 })
    const rejected = await call<AdminAdjustment>(puppet, adminAdjustmentDecide.path, {
      id: another.data.id,
      decision: 'reject',
      reason: 'No ticket',
    })
    expect(rejected.data).toMatchObject({ status: 'rejected', decided_by: 'puppet01' })
    // The rule is about who held whose keys, not about roles: the puppet's own requests are approved by the owner.
    const puppetAsks = await call<AdminAdjustment>(puppet, adminAdjustmentRequest.path, {
      member_account: p.account,
      amount: THRESHOLD + 1,
      reason: 'Goodwill credit',
      request_id: randomUUID(),
    })
    const byOwner = await call<AdminAdjustment>(owner, adminAdjustmentDecide.path, {
      id: puppetAsks.data.id,
      decision: 'approve',
    })
    expect(byOwner.data).toMatchObject({ status: 'applied', decided_by: 'owner01' })
  })

  it('a rejection needs a reason, moves no money and is kept; pending ones list first', async () => {
    const p = await player(50)
    const first = await pendingAdjustment(p)
    const second = await pendingAdjustment(p)
    const applied = await requestAs(SECOND, { member_account: p.account, amount: 10 })
    const token = await tokenOf('finance01')
    const rejected = await call<AdminAdjustment>(token, adminAdjustmentDecide.path, {
      id: first,
      decision: 'reject',
      reason: 'No ticket for this',
    })
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      decided_by: 'finance01',
      decision_reason: 'No ticket for this',
      balance_after: null,
    })
    expect(await cashOf(p.id)).toBe(60)
    const list = await call<{ list: AdminAdjustment[]; total_count: number }>(token, adminAdjustments.path, {
      member_account: p.account,
    })
    expect(list.data.total_count).toBe(3)
    expect(list.data.list.map((a) => a.id)).toEqual([second, applied.data.id, first])
    const onlyRejected = await call<{ list: AdminAdjustment[] }>(token, adminAdjustments.path, {
      member_account: p.account,
      status: 'rejected',
    })
    expect(onlyRejected.data.list.map((a) => a.id)).toEqual([first])
  })

  it('a debit never takes the balance below zero (113), at once or when approved later', async () => {
    const p = await player(500)
    await sessionOf('finance01')
    const before = await rowCounts(server.db)
    const res = await requestAs('finance01', { member_account: p.account, amount: -501 })
    expect(res.code).toBe(ADMIN_MEMBERS_CODE.belowZero)
    expect(await rowCounts(server.db)).toEqual(before)
    // A large debit that the balance covers when asked, but no longer when approved.
    await send(server, '/api/dev/wallet/credit', {
      site_id: 'lobby-demo',
      member_account: p.account,
      amount: THRESHOLD * 2,
    })
    const pending = await pendingAdjustment(p, SECOND, -(THRESHOLD * 2))
    const spent = await requestAs('finance01', { member_account: p.account, amount: -THRESHOLD })
    expect(spent.data.status).toBe('applied')
    const owner = await sessionOf('owner01')
    const counts = await rowCounts(server.db)
    const refused = await call(owner, adminAdjustmentDecide.path, { id: pending, decision: 'approve' })
    expect(refused.code).toBe(ADMIN_MEMBERS_CODE.belowZero)
    expect(await rowCounts(server.db)).toEqual(counts)
    expect(await adjustmentStatus(pending)).toBe('pending')
    expect(await cashOf(p.id)).toBe(500 + THRESHOLD)
    expect((await requestAs('finance01', { member_account: 'nobody99', amount: 10 })).code).toBe(
      ADMIN_CODE.memberNotFound,
    )
  })

  it('the same request_id twice makes one adjustment; reused for another one it is refused (114)', async () => {
    const p = await player()
    const request_id = randomUUID()
    const body = { member_account: p.account, amount: 250, reason: 'Once only', request_id }
    const first = await requestAs('finance01', body)
    const [again, parallel] = await Promise.all([requestAs('finance01', body), requestAs('finance01', body)])
    expect(again.data).toEqual(first.data)
    expect(parallel.data).toEqual(first.data)
    expect(await cashOf(p.id)).toBe(250)
    const rows = await server.db
      .selectFrom('balance_adjustments')
      .select('id')
      .where('request_id', '=', request_id)
      .execute()
    expect(rows).toHaveLength(1)
    const before = await rowCounts(server.db)
    const other = await requestAs('finance01', { ...body, amount: 251 })
    expect(other.code).toBe(ADMIN_MEMBERS_CODE.requestIdReused)
    expect(await rowCounts(server.db)).toEqual(before)
    // A fresh request_id, asked twice at once: one adjustment.
    const storm = { member_account: p.account, amount: 7, reason: 'Twice at once', request_id: randomUUID() }
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestAs('finance01', storm)))
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1)
    expect(await cashOf(p.id)).toBe(257)
  })

  it('a storm of 10 approvals at once applies the adjustment once', async () => {
    const p = await player()
    const id = await pendingAdjustment(p, 'finance01', THRESHOLD * 3)
    const tokens = await Promise.all([tokenOf('owner01'), tokenOf(SECOND)])
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(tokens[i % 2], adminAdjustmentDecide.path, { id, decision: 'approve' }),
      ),
    )
    const codes = answers.map((a) => a.code).sort()
    expect(codes.filter((c) => c === '100')).toHaveLength(1)
    expect(codes.filter((c) => c === ADMIN_MEMBERS_CODE.adjustmentNotPending)).toHaveLength(9)
    expect(await cashOf(p.id)).toBe(THRESHOLD * 3)
    const ledger = await server.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('ref', '=', `adjustment:${id}`)
      .execute()
    expect(ledger).toHaveLength(1)
    const decided = (await auditOf(String(id))).filter((e) => e.action === 'adjustment.approve')
    expect(decided).toHaveLength(1)
  })
})
