import {
  AGENT_CODE,
  agentDownline,
  agentDownlineTree,
  agentLevelRename,
  agentOperation,
  agentPromotion,
  agentSettle,
  agentSettlements,
  agentTransfer,
  applyForAgent,
  applyForAgentCheck,
  bonusSettingCheck,
  type DownlineMember,
  type OperationRow,
  type Settlement,
} from '@lobby/api/contract'
import { periodOf, siteDate, unitsOf } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance } from '../src/wallet/ledger.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'

/**
 * The agent centre over its real routes: applying, the downline over
 * several levels, promotion links, reports from the ledger, transfers to the
 * downline and a settlement that pays once. Every test ends with the ledger
 * equal to the balances.
 */

let server: LobbyServer
let accounts = 0
const usd = (dollars: number) => unitsOf('USD', dollars)

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

interface Who {
  id: number
  account: string
  token: string
}

async function member(cash = 0, extra: Record<string, unknown> = {}): Promise<Who> {
  const account = `ag${++accounts}user`
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: DEMO_MEMBER_PASSWORD,
    cash,
    withdraw_password: '1357',
    ...extra,
  })
  expect(res.code).toBe('100')
  return { id: res.data.id, account, token: await issueMemberToken(server.db, res.data.id, 'udid-a') }
}

const call = <T = unknown>(who: Who, path: string, body: unknown = {}) =>
  send<T>(server, `/api${path}`, body, { token: who.token })

/** A member who applied and whom the operator approved: an active agent. */
async function agent(cash = 0): Promise<Who> {
  const who = await member(cash)
  expect((await call(who, applyForAgent.path, { apply_agent_flag: 1, reason: 'I run a fan club' })).code).toBe('100')
  const decided = await send(server, '/api/dev/agent-applications/decide', {
    member_account: who.account,
    decision: 'approve',
  })
  expect(decided.code).toBe('100')
  return who
}

/** Dates the operator's approval of `who` (an agent since then): settlements look at it. */
async function agentSince(who: Who, at: string): Promise<void> {
  await server.db.updateTable('agent_applications').set({ decided_at: at }).where('member_id', '=', who.id).execute()
}

/** The period before `period` (`YYYY-MM`). */
function previous(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7)
}

/** An instant `days` days into `period` (site months start on the 1st, site time; noon UTC is well inside). */
const inPeriod = (period: string, days = 10) => `${period}-${String(days).padStart(2, '0')}T12:00:00.000Z`

/** Registers `who` under `agentId`, as `/register` with `member_agent` records it. */
async function under(agentId: number, who: Who): Promise<void> {
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

/** A round a downline member played, as a provider reports it (`/api/dev/rounds`): the stake and the payout through the ledger. */
async function played(who: Who, stake: number, payout: number, at?: string): Promise<void> {
  const res = await send(server, '/api/dev/rounds', {
    member_account: who.account,
    stake,
    payout,
    ...(at ? { at } : {}),
  })
  expect(res.code).toBe('100')
}

describe('applying as an agent', () => {
  it('checks, applies once, waits for the operator, then opens the agent centre', async () => {
    const who = await member()
    const check = () => call<{ agent_active: number }>(who, applyForAgentCheck.path, { agent_id: who.id })
    expect((await check()).data).toEqual({ is_agent: 0, agent_active: 0 })
    expect((await call(who, applyForAgentCheck.path, { agent_id: who.id + 1 })).data).toEqual({ field: 'agent_id' })
    expect((await call(who, applyForAgent.path, { apply_agent_flag: 1 })).code).toBe('100')
    expect((await call(who, applyForAgent.path, { apply_agent_flag: 1 })).code).toBe(AGENT_CODE.pending)
    expect((await check()).code).toBe(AGENT_CODE.pending)
    expect((await call(who, agentDownline.path)).code).toBe(AGENT_CODE.notAgent)
    await send(server, '/api/dev/agent-applications/decide', { member_account: who.account, decision: 'approve' })
    expect((await check()).data).toEqual({ is_agent: 1, agent_active: 1 })
    expect((await call(who, agentDownline.path)).code).toBe('100')

    // A frozen wallet closes the programme.
    const frozen = await member()
    await server.db.updateTable('members').set({ wallet_status: 0 }).where('id', '=', frozen.id).execute()
    expect((await call(frozen, applyForAgentCheck.path, { agent_id: frozen.id })).code).toBe(AGENT_CODE.closed)
  })

  it('names the levels and says whether the recommend programme is on', async () => {
    const who = await member()
    const names = await call<{ detail: { level: number; name: string }[] }>(who, agentLevelRename.path)
    expect(names.data.detail[0]).toEqual({ level: 1, name: 'Partner' })
    const usdOn = await call(who, bonusSettingCheck.path, { member_currency: 'USD', site_id: 'lobby-demo' })
    expect(usdOn.data).toEqual({ is_friend: 1 })
    const vndOff = await call(who, bonusSettingCheck.path, { member_currency: 'VND', site_id: 'lobby-demo' })
    expect(vndOff.data).toEqual({ is_friend: 0 })
  })
})

describe('the downline', () => {
  it('lists every level, searches, walks the tree and refuses a stranger', async () => {
    const boss = await agent()
    const sub = await agent()
    const a = await member()
    const b = await member()
    const c = await member()
    await under(boss.id, sub)
    await under(boss.id, a)
    await under(sub.id, b)
    await under(sub.id, c)
    const list = await call<{ list: DownlineMember[]; total_count: number }>(boss, agentDownline.path)
    expect(list.data.total_count).toBe(4)
    const levels = Object.fromEntries(list.data.list.map((m) => [m.member_account, m.level]))
    expect(levels).toEqual({ [sub.account]: 1, [a.account]: 1, [b.account]: 2, [c.account]: 2 })
    const found = await call<{ list: DownlineMember[] }>(boss, agentDownline.path, { keyword: b.account.toUpperCase() })
    expect(found.data.list.map((m) => m.id)).toEqual([b.id])

    const top = await call<{ nodes: DownlineMember[] }>(boss, agentDownlineTree.path)
    expect(top.data.nodes.map((n) => [n.id, n.children_count])).toEqual([
      [sub.id, 2],
      [a.id, 0],
    ])
    const below = await call<{ nodes: DownlineMember[] }>(boss, agentDownlineTree.path, { parent_id: sub.id })
    expect(below.data.nodes.map((n) => n.id)).toEqual([b.id, c.id])
    const stranger = await member()
    expect((await call(boss, agentDownlineTree.path, { parent_id: stranger.id })).code).toBe(AGENT_CODE.notDownline)
    // The sub-agent sees only its own.
    const own = await call<{ total_count: number }>(sub, agentDownline.path)
    expect(own.data.total_count).toBe(2)
  })

  it('gives the agent link and the invite link', async () => {
    const boss = await agent()
    const links = await call<{ agent_link: string; agent_id: number }>(boss, agentPromotion.path)
    expect(links.data.agent_id).toBe(boss.id)
    expect(links.data.agent_link).toMatch(new RegExp(`/register\\?id=${boss.id}$`))
  })
})

describe('transfers to the downline', () => {
  it('moves money from the agent to a downline member through the ledger, and only there', async () => {
    const boss = await agent(usd(100))
    const kid = await member()
    await under(boss.id, kid)
    const stranger = await member()
    const wrongPin = await call(boss, agentTransfer.path, {
      member_id: kid.id,
      amount: usd(10),
      withdraw_password: '0000',
    })
    expect(wrongPin.code).toBe(AGENT_CODE.withdrawPasswordWrong)
    const toStranger = await call(boss, agentTransfer.path, {
      member_id: stranger.id,
      amount: usd(10),
      withdraw_password: '1357',
    })
    expect(toStranger.code).toBe(AGENT_CODE.notDownline)
    const tooMuch = await call(boss, agentTransfer.path, {
      member_id: kid.id,
      amount: usd(101),
      withdraw_password: '1357',
    })
    expect(tooMuch.code).toBe(AGENT_CODE.insufficient)
    const sent = await call<{ balance: number }>(boss, agentTransfer.path, {
      member_id: kid.id,
      amount: usd(30),
      withdraw_password: '1357',
    })
    expect(sent.data.balance).toBe(usd(70))
    expect(await mainBalance(server.db, kid.id)).toBe(usd(30))
    // Ten at once of 10 each on the 70 left: seven go through, nothing overdraws.
    const race = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(boss, agentTransfer.path, { member_id: kid.id, amount: usd(10), withdraw_password: '1357' }),
      ),
    )
    expect(race.filter((r) => r.code === '100')).toHaveLength(7)
    expect(await mainBalance(server.db, boss.id)).toBe(0)
    expect(await mainBalance(server.db, kid.id)).toBe(usd(100))
  })
})

describe('reports and settlement', () => {
  it('refuses a round the wallet cannot stake, writing nothing', async () => {
    const kid = await member(usd(10))
    const res = await send(server, '/api/dev/rounds', { member_account: kid.account, stake: usd(11), payout: usd(30) })
    expect(res.code).toBe('400')
    expect(res.data).toEqual({ field: 'stake' })
    expect(await mainBalance(server.db, kid.id)).toBe(usd(10))
    const bad = await send(server, '/api/dev/rounds', { member_account: kid.account, stake: usd(1), at: 'yesterday' })
    expect(bad.data).toEqual({ field: 'at' })
  })

  it('reports bets, wins and deposits per level from the ledger', async () => {
    const boss = await agent()
    const sub = await agent()
    const kid = await member(usd(100))
    const grandkid = await member(usd(100))
    await under(boss.id, sub)
    await under(boss.id, kid)
    await under(sub.id, grandkid)
    await played(kid, usd(40), usd(10))
    await played(grandkid, usd(20), 0)
    await send(server, '/api/dev/deposits', { member_account: kid.account, amount: usd(25) })
    const today = siteDate(Date.now())
    const report = await call<{ total: OperationRow; levels: OperationRow[] }>(boss, agentOperation.path, {
      start_date: today,
      end_date: today,
    })
    expect(report.data.total).toMatchObject({
      members: 3,
      active_members: 2,
      bets: usd(60),
      wins: usd(10),
      deposits: usd(25),
      net: usd(50),
    })
    expect(report.data.levels.map((l) => [l.level, l.members, l.net])).toEqual([
      [1, 2, usd(30)],
      [2, 1, usd(20)],
    ])
    const bad = await call(boss, agentOperation.path, { start_date: today, end_date: '2020-01-01' })
    expect(bad.data).toEqual({ field: 'end_date' })
  })

  it('settles an ended month once, paying the rate table’s commission', async () => {
    const boss = await agent()
    await agentSince(boss, new Date(Date.now() - 100 * 86_400_000).toISOString())
    // A member registered through the agent's link, as the operator's dev hook records it.
    const kid = await member(usd(1000), { agent_account: boss.account })
    const stranger = await member()
    const refused = await send(server, '/api/dev/members', {
      account: `ag${++accounts}user`,
      password: DEMO_MEMBER_PASSWORD,
      agent_account: stranger.account,
    })
    expect(refused.data).toEqual({ field: 'agent_account' })
    const lastMonth = new Date(Date.now() - 35 * 86_400_000)
    const period = periodOf(lastMonth.getTime())
    await played(kid, usd(300), usd(100), lastMonth.toISOString())
    await played(kid, usd(50), 0)

    const list = await call<{ list: Settlement[] }>(boss, agentSettlements.path)
    const row = list.data.list.find((s) => s.period === period)
    // One active member, a net of 200: the first tier, 20 %.
    expect(row).toMatchObject({ net: usd(200), active_members: 1, rate_bp: 2000, commission: usd(40), settleable: 1 })
    const current = list.data.list[0]
    expect(current?.settleable).toBe(0)
    expect((await call(boss, agentSettle.path, { period: current?.period })).code).toBe(AGENT_CODE.periodOpen)

    const both = await Promise.all([
      call<{ balance: number }>(boss, agentSettle.path, { period }),
      call<{ balance: number }>(boss, agentSettle.path, { period }),
    ])
    expect(both.map((r) => r.code).sort()).toEqual(['100', AGENT_CODE.settled])
    expect(await mainBalance(server.db, boss.id)).toBe(usd(40))
    const after = await call<{ list: Settlement[] }>(boss, agentSettlements.path)
    expect(after.data.list.find((s) => s.period === period)).toMatchObject({ settled: 1, commission: usd(40) })
    expect((await call(boss, agentSettle.path, { period })).code).toBe(AGENT_CODE.settled)
    expect(await mainBalance(server.db, boss.id)).toBe(usd(40))
  })
})

describe('settlement rules (issue 19)', () => {
  it('settles only an ended period in which the member was an agent; malformed is a 400; nothing written otherwise', async () => {
    const now = Date.now()
    const current = periodOf(now)
    const last = previous(current)
    const before2 = previous(last)
    const boss = await agent()
    // An agent since the middle of the month before last: that month and last month can be settled.
    await agentSince(boss, inPeriod(before2, 15))
    const kid = await member(usd(1000), { agent_account: boss.account })
    await played(kid, usd(100), 0, inPeriod(previous(before2)))

    const counts = await rowCounts(server.db)
    for (const period of ['2026-13', '2026-00', '1999-1', '99-01', '', '2026/01', '２０２６-01', 202601, null]) {
      const res = await call(boss, agentSettle.path, { period })
      expect(res, String(period)).toMatchObject({ status: 400, data: { field: 'period' } })
    }
    // Before the member was an agent: 1999, and the month before the approval (it had a round).
    for (const period of ['1999-01', previous(before2)]) {
      expect((await call(boss, agentSettle.path, { period })).code, period).toBe(AGENT_CODE.notAgentThen)
    }
    // Not ended: the current month and a future one.
    for (const period of [current, '2999-12']) {
      expect((await call(boss, agentSettle.path, { period })).code, period).toBe(AGENT_CODE.periodOpen)
    }
    expect(await rowCounts(server.db)).toEqual(counts)
    expect(await mainBalance(server.db, boss.id)).toBe(0)

    // The list agrees: only ended months from the approval on are settleable.
    const list = (await call<{ list: Settlement[] }>(boss, agentSettlements.path)).data.list
    const settleable = Object.fromEntries(list.map((s) => [s.period, s.settleable]))
    expect(settleable[current]).toBe(0)
    expect(settleable[last]).toBe(1)
    expect(settleable[before2]).toBe(1)
    expect(settleable[previous(before2)]).toBe(0)
    expect((await call(boss, agentSettle.path, { period: before2 })).code).toBe('100')
  })

  it('lets nobody else settle: a visitor (401), a member who is no agent, an agent the operator stopped (103)', async () => {
    const period = previous(periodOf(Date.now()))
    const boss = await agent()
    await agentSince(boss, inPeriod(previous(period)))
    const kid = await member(usd(1000), { agent_account: boss.account })
    await played(kid, usd(300), usd(100), inPeriod(period))
    const plain = await member()
    const stopped = await agent()
    await agentSince(stopped, inPeriod(previous(period)))
    await server.db.updateTable('members').set({ agent_active: 0 }).where('id', '=', stopped.id).execute()

    const counts = await rowCounts(server.db)
    const visitor = await send(server, `/api${agentSettle.path}`, { period })
    expect(visitor.status).toBe(401)
    // The call settles the caller's own downline only: naming the agent changes nothing.
    for (const who of [plain, stopped, kid]) {
      const res = await call(who, agentSettle.path, { period, agent_id: boss.id, member_id: boss.id })
      expect(res.code, who.account).toBe(AGENT_CODE.notAgent)
    }
    expect(await rowCounts(server.db)).toEqual(counts)
    for (const who of [boss, plain, stopped, kid]) {
      expect(await mainBalance(server.db, who.id)).toBe(who === kid ? usd(800) : 0)
    }
    // The agent's own settle pays the agent, once.
    expect((await call(boss, agentSettle.path, { period })).code).toBe('100')
    expect(await mainBalance(server.db, boss.id)).toBe(usd(40))
  })

  it('never changes a settled period: a second settle answers 107 with the first result and writes nothing', async () => {
    const period = previous(periodOf(Date.now()))
    const boss = await agent()
    await agentSince(boss, inPeriod(previous(period)))
    const kid = await member(usd(1000), { agent_account: boss.account })
    await played(kid, usd(300), usd(100), inPeriod(period))
    const first = await call<{ settlement: Settlement; balance: number }>(boss, agentSettle.path, { period })
    expect(first.code).toBe('100')
    expect(first.data.settlement).toMatchObject({ net: usd(200), commission: usd(40), settled: 1 })

    // More rounds dated in that period, then settles again (one at a time and two at once).
    await played(kid, usd(500), 0, inPeriod(period, 20))
    const counts = await rowCounts(server.db)
    const again = await Promise.all([1, 2, 3].map(() => call(boss, agentSettle.path, { period })))
    for (const res of again) {
      expect(res.code).toBe(AGENT_CODE.settled)
      expect(res.data).toEqual({ settlement: first.data.settlement })
    }
    expect(await rowCounts(server.db)).toEqual(counts)
    expect(await mainBalance(server.db, boss.id)).toBe(usd(40))
    const listed = (await call<{ list: Settlement[] }>(boss, agentSettlements.path)).data.list
    expect(listed.find((s) => s.period === period)).toEqual(first.data.settlement)
  })

  it('counts a round reported after its period was settled in the next open period, once', async () => {
    const current = periodOf(Date.now())
    const last = previous(current)
    const before2 = previous(last)
    const boss = await agent()
    await agentSince(boss, inPeriod(previous(before2)))
    const kid = await member(usd(10_000), { agent_account: boss.account })
    await played(kid, usd(300), usd(100), inPeriod(before2))
    expect((await call(boss, agentSettle.path, { period: before2 })).code).toBe('100')

    // Late for the month before last (already settled): it counts in last month, with last month's own.
    await played(kid, usd(1_000), 0, inPeriod(before2, 20))
    await played(kid, usd(50), 0, inPeriod(last))
    const net = async (period: string) =>
      (await call<{ list: Settlement[] }>(boss, agentSettlements.path)).data.list.find((s) => s.period === period)
    expect(await net(before2)).toMatchObject({ net: usd(200), settled: 1 })
    expect(await net(last)).toMatchObject({ net: usd(1_050), settled: 0, settleable: 1 })
    expect(await net(current)).toMatchObject({ net: 0 })
    const settled = await call<{ settlement: Settlement }>(boss, agentSettle.path, { period: last })
    expect(settled.data.settlement).toMatchObject({ net: usd(1_050) })

    // Late again, now for both settled months: the current (open) month takes them, and nothing counts twice.
    await played(kid, usd(70), 0, inPeriod(before2, 25))
    await played(kid, usd(30), 0, inPeriod(last, 25))
    expect(await net(before2)).toMatchObject({ net: usd(200), settled: 1 })
    expect(await net(last)).toMatchObject({ net: usd(1_050), settled: 1 })
    expect(await net(current)).toMatchObject({ net: usd(100), settled: 0, settleable: 0 })
  })
})
