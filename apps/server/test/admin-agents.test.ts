import {
  ADMIN_AGENTS_CODE,
  adminAgentApplicationDecide,
  adminAgentApplications,
  adminAgents,
  adminAgentSettlements,
  adminAgentTree,
  agentSettlements,
  applyForAgent,
  applyForAgentCheck,
  type AdminAgent,
  type AdminAgentApplication,
  type DownlineMember,
  type Settlement,
} from '@lobby/api/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { memberChannel } from '@lobby/realtime/contract'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { newPlayer, type Player } from './wallet-helpers.ts'

/**
 * The agent desk of the operator console (issue 24) over its real routes:
 * the applications queue and its decisions (the applicant becomes the
 * active agent the agent centre reads, pushed live), an agent's tree and
 * settlements, who may call what, bad input, the audit entries, and the dev
 * hook deciding through the same code path.
 */

let server: LobbyServer
let baseUrl: string
let players = 0
const pool = socketPool(() => baseUrl)
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
  // Signed in once: a sign-in writes (its session, its audit entry).
  for (const account of ['owner01', 'support01', 'auditor01'])
    tokens[account] = await operatorApi(server).tokenOf(account)
})
afterEach(() => pool.closeAll())
afterAll(async () => {
  await server.close()
})

function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}
const owner = () => tokens.owner01!

const member = (who: Player, path: string, body: unknown = {}) =>
  send<Record<string, unknown>>(server, `/api${path}`, body, { token: who.token })

/** A member who applied to be an agent: the member and the application's id. */
async function applicant(reason = 'I run a fan club'): Promise<{ who: Player; id: number }> {
  const who = await newPlayer(server, `agadm${++players}u`)
  expect((await member(who, applyForAgent.path, { apply_agent_flag: 1, reason })).code).toBe('100')
  const row = await server.db
    .selectFrom('agent_applications')
    .select('id')
    .where('member_id', '=', who.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return { who, id: Number(row.id) }
}

async function approved(): Promise<Player> {
  const { who, id } = await applicant()
  expect((await call(owner(), adminAgentApplicationDecide.path, { id, decision: 'approve' })).code).toBe('100')
  return who
}

async function under(agentId: number, who: Player): Promise<void> {
  await server.db
    .insertInto('member_registrations')
    .values({
      member_id: who.id,
      site_id: 'lobby-demo',
      ip: '127.0.0.1',
      agent_id: agentId,
      recommend_code: null,
      referrer_id: null,
      created_at: new Date().toISOString(),
    })
    .execute()
}

const lastAudit = async (targetId: string) => {
  const row = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { ...row, before: JSON.parse(row.before ?? 'null'), after: JSON.parse(row.after ?? 'null') }
}

describe('the applications queue', () => {
  it('lists pending first (oldest first), then the decided newest first, filtered', async () => {
    const first = await applicant('first')
    const second = await applicant('second')
    const decided = await applicant('decided')
    await call(owner(), adminAgentApplicationDecide.path, { id: decided.id, decision: 'reject', reason: 'too new' })
    const res = await call<{ list: AdminAgentApplication[]; total_count: number }>(
      tokens.auditor01,
      adminAgentApplications.path,
      { page_size: 200 },
    )
    expect(res.code).toBe('100')
    const ids = res.data.list.map((a) => a.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(decided.id))
    const pendingOnes = res.data.list.filter((a) => a.status === 'pending').length
    expect(res.data.list.slice(0, pendingOnes).every((a) => a.status === 'pending')).toBe(true)

    const one = await call<{ list: AdminAgentApplication[]; total_count: number }>(
      tokens.support01,
      adminAgentApplications.path,
      { member_account: first.who.account },
    )
    expect(one.data.total_count).toBe(1)
    expect(one.data.list[0]).toMatchObject({
      id: first.id,
      site_id: 'lobby-demo',
      member_account: first.who.account,
      currency: 'USD',
      reason: 'first',
      status: 'pending',
      decided_at: null,
      decided_by: '',
      decision_reason: '',
    })
    const rejected = await call<{ list: AdminAgentApplication[] }>(owner(), adminAgentApplications.path, {
      status: 'rejected',
      member_account: decided.who.account,
    })
    expect(rejected.data.list[0]).toMatchObject({
      status: 'rejected',
      decided_by: 'owner01',
      decision_reason: 'too new',
    })
  })

  it('approval makes the applicant an active agent the agent centre opens for, pushed live, audited', async () => {
    const { who, id } = await applicant()
    expect((await member(who, applyForAgentCheck.path, { agent_id: who.id, apply_agent_flag: 0 })).code).toBe('101')
    const socket = await pool.open(who.token)
    await subscribe(socket, memberChannel(who.id))
    const pushed = nextEvent(socket, 'profile.updated')
    const res = await call<AdminAgentApplication>(owner(), adminAgentApplicationDecide.path, {
      id,
      decision: 'approve',
      reason: 'welcome',
    })
    expect(res.code).toBe('100')
    expect(res.data).toMatchObject({ id, status: 'approved', decided_by: 'owner01', decision_reason: 'welcome' })
    expect(await pushed).toMatchObject({ fields: ['is_agent', 'agent_active'] })
    const check = await member(who, applyForAgentCheck.path, { agent_id: who.id, apply_agent_flag: 0 })
    expect(check).toMatchObject({ code: '100', data: { is_agent: 1, agent_active: 1 } })
    expect((await member(who, agentSettlements.path)).code).toBe('100')
    expect(await lastAudit(String(id))).toMatchObject({
      operator: 'owner01',
      role: 'owner',
      action: 'agent_application.approve',
      target_kind: 'agent_application',
      before: { member_account: who.account, status: 'pending', is_agent: 0, agent_active: 0 },
      after: { status: 'approved', decided_by: 'owner01', is_agent: 1, agent_active: 1 },
    })
  })

  it('rejection keeps the member a member, with the reason; a second decision answers 160 and writes nothing', async () => {
    const { who, id } = await applicant()
    const res = await call<AdminAgentApplication>(owner(), adminAgentApplicationDecide.path, {
      id,
      decision: 'reject',
      reason: 'not enough activity',
    })
    expect(res.data).toMatchObject({ status: 'rejected', decision_reason: 'not enough activity' })
    const check = await member(who, applyForAgentCheck.path, { agent_id: who.id, apply_agent_flag: 0 })
    expect(check).toMatchObject({ code: '100', data: { is_agent: 0, agent_active: 0 } })
    expect(await lastAudit(String(id))).toMatchObject({
      action: 'agent_application.reject',
      after: { status: 'rejected', decision_reason: 'not enough activity', is_agent: 0 },
    })
    const before = await rowCounts(server.db)
    const again = await call(owner(), adminAgentApplicationDecide.path, { id, decision: 'approve' })
    expect(again).toMatchObject({ status: 200, code: ADMIN_AGENTS_CODE.notPending })
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a rejection without a reason', { decision: 'reject' }, 'reason'],
    ['a rejection with only spaces', { decision: 'reject', reason: '   ' }, 'reason'],
    ['a decision that is not one', { decision: 'maybe' }, 'decision'],
    ['a reason too long', { decision: 'reject', reason: 'x'.repeat(201) }, 'reason'],
    ['an id that is not one', { id: 'seven', decision: 'approve' }, 'id'],
    ['an unknown application', { id: 99_999_999, decision: 'approve' }, 'id'],
  ])('400s %s, naming the field, and writes nothing', async (_, change, field) => {
    const { id } = await applicant()
    const before = await rowCounts(server.db)
    const res = await call(owner(), adminAgentApplicationDecide.path, { id, ...change })
    expect(res).toMatchObject({ status: 400, data: { field } })
    expect(await rowCounts(server.db)).toEqual(before)
    const row = await server.db
      .selectFrom('agent_applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row?.status).toBe('pending')
  })

  it('400s a bad list filter, naming the field', async () => {
    expect(await call(owner(), adminAgentApplications.path, { status: 'open' })).toMatchObject({
      status: 400,
      data: { field: 'status' },
    })
  })
})

describe('the agent tree and settlements', () => {
  it('an agent with its counts; its tree level by level, a sub-agent expandable', async () => {
    const top = await approved()
    const sub = await approved()
    const leaf = await newPlayer(server, `agadm${++players}u`)
    const plain = await newPlayer(server, `agadm${++players}u`)
    await under(top.id, sub)
    await under(top.id, plain)
    await under(sub.id, leaf)

    const agents = await call<{ list: AdminAgent[] }>(tokens.support01, adminAgents.path, { query: top.account })
    expect(agents.data.list).toEqual([
      expect.objectContaining({
        account: top.account,
        agent_active: 1,
        direct_count: 2,
        downline_count: 3,
        sub_agent_count: 1,
      }),
    ])

    const tree = await call<{ agent: AdminAgent; nodes: DownlineMember[] }>(tokens.auditor01, adminAgentTree.path, {
      agent_account: top.account,
    })
    expect(tree.data.agent.account).toBe(top.account)
    expect(tree.data.nodes.map((n) => [n.member_account, n.is_agent, n.children_count, n.level])).toEqual([
      [sub.account, 1, 1, 1],
      [plain.account, 0, 0, 1],
    ])
    const expanded = await call<{ nodes: DownlineMember[] }>(tokens.auditor01, adminAgentTree.path, {
      agent_account: top.account,
      parent_id: sub.id,
    })
    expect(expanded.data.nodes.map((n) => [n.member_account, n.level])).toEqual([[leaf.account, 2]])

    // Outside the downline: 162; not an agent: 161.
    expect(await call(owner(), adminAgentTree.path, { agent_account: sub.account, parent_id: plain.id })).toMatchObject(
      { code: ADMIN_AGENTS_CODE.notDownline },
    )
    expect(await call(owner(), adminAgentTree.path, { agent_account: plain.account })).toMatchObject({
      code: ADMIN_AGENTS_CODE.agentNotFound,
    })
    expect(await call(owner(), adminAgentTree.path, { agent_account: 'nobody-here' })).toMatchObject({
      code: ADMIN_AGENTS_CODE.agentNotFound,
    })
  })

  it('settlements: what the agent centre computes for the agent, read-only', async () => {
    const agent = await approved()
    const ours = await call<{ agent: AdminAgent; list: Settlement[]; tiers: unknown[] }>(
      tokens.auditor01,
      adminAgentSettlements.path,
      { agent_account: agent.account },
    )
    expect(ours.code).toBe('100')
    const theirs = await member(agent, agentSettlements.path)
    expect(ours.data.list).toEqual(theirs.data.list)
    expect(ours.data.tiers).toEqual(theirs.data.tiers)
    expect(ours.data.list).toHaveLength(6)
    expect(await call(owner(), adminAgentSettlements.path, { agent_account: 'nobody-here' })).toMatchObject({
      code: ADMIN_AGENTS_CODE.agentNotFound,
    })
  })

  it.each<[string, string, Record<string, unknown>, string]>([
    ['a tree without an agent', adminAgentTree.path, {}, 'agent_account'],
    ['a tree with a bad parent', adminAgentTree.path, { agent_account: 'x', parent_id: -1 }, 'parent_id'],
    ['settlements with an empty agent', adminAgentSettlements.path, { agent_account: ' ' }, 'agent_account'],
    ['agents with a page size over the limit', adminAgents.path, { page_size: 500 }, 'page_size'],
  ])('400s %s, naming the field', async (_, path, body, field) => {
    const before = await rowCounts(server.db)
    expect(await call(owner(), path, body)).toMatchObject({ status: 400, data: { field } })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('the dev hook decides through the same code path', () => {
  it('/api/dev/agent-applications/decide: same answers as before, audited as dev-hook', async () => {
    const { who, id } = await applicant()
    const res = await send(server, '/api/dev/agent-applications/decide', {
      member_account: who.account,
      decision: 'approve',
    })
    expect(res).toMatchObject({ status: 200, code: '100', data: { status: 'approved' } })
    expect(await lastAudit(String(id))).toMatchObject({ operator: 'dev-hook', action: 'agent_application.approve' })
    const again = await send(server, '/api/dev/agent-applications/decide', {
      member_account: who.account,
      decision: 'approve',
    })
    expect(again.status).toBe(409)
    expect(
      (await send(server, '/api/dev/agent-applications/decide', { member_account: 'nobody-here', decision: 'approve' }))
        .status,
    ).toBe(404)
  })
})

describe('who may call what', () => {
  let agentAccount = ''
  beforeAll(async () => {
    agentAccount = (await approved()).account
  })
  const calls = (): MatrixCall[] => [
    {
      path: adminAgentApplications.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({}),
    },
    { path: adminAgents.path, roles: ['owner', 'finance', 'support', 'auditor'], body: async () => ({}) },
    {
      path: adminAgentTree.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ agent_account: agentAccount }),
    },
    {
      path: adminAgentSettlements.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ agent_account: agentAccount }),
    },
    {
      path: adminAgentApplicationDecide.path,
      roles: ['owner'],
      body: async () => ({ id: (await applicant()).id, decision: 'reject', reason: 'matrix' }),
      unchanged: async (body) =>
        server.db
          .selectFrom('agent_applications')
          .select(['status', 'decided_by'])
          .where('id', '=', body.id as number)
          .executeTakeFirst(),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `agadm${++players}u`)).token,
  )
})
