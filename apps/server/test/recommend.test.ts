import {
  RECOMMEND_CODE,
  recommendMembers,
  recommendProject,
  recommendRecord,
  type RecommendFriend,
  type RecommendReward,
} from '@lobby/api/contract'
import { unitsOf } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance } from '../src/wallet/ledger.ts'
import { startServer } from './helpers.ts'
import { send } from './member-session.ts'

/**
 * The recommend programme over its real routes: the member's invite code,
 * a friend's first deposit paying the referrer once (whether the dev hook
 * or the house cashier completes it), the rewards record and the friends
 * list. Every test ends with the ledger equal to the balances.
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

async function member(currency = 'USD'): Promise<Who> {
  const account = `rc${++accounts}user`
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: DEMO_MEMBER_PASSWORD,
    currency,
  })
  expect(res.code).toBe('100')
  return { id: res.data.id, account, token: await issueMemberToken(server.db, res.data.id, 'udid-r') }
}

const call = <T = unknown>(who: Who, path: string, body: unknown = {}) =>
  send<T>(server, `/api${path}`, body, { token: who.token })

/** A friend registered with `referrer`'s invite code, as `/register` with `recommend_code` records it. */
async function friendOf(referrer: Who, currency = 'USD'): Promise<Who> {
  const friend = await member(currency)
  await server.db
    .insertInto('member_registrations')
    .values({
      member_id: friend.id,
      site_id: 'lobby-demo',
      ip: '127.0.0.1',
      agent_id: null,
      recommend_code: 'TESTCODE',
      referrer_id: referrer.id,
      created_at: new Date().toISOString(),
    })
    .execute()
  return friend
}

const deposit = (who: Who, amount: number) =>
  send(server, '/api/dev/deposits', { member_account: who.account, amount }).then((r) => expect(r.code).toBe('100'))

describe('the recommend programme', () => {
  it('gives the member one invite code and its link, and is off where is_friend is 0', async () => {
    const who = await member()
    const first = await call<{ invite_code: string; invite_link: string; rule: unknown }>(who, recommendProject.path)
    expect(first.code).toBe('100')
    expect(first.data.invite_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    expect(first.data.invite_link).toMatch(new RegExp(`/register\\?invite=${first.data.invite_code}$`))
    expect(first.data.rule).toEqual({ rate_bp: 1000, cap: usd(50), min_deposit: usd(10) })
    const again = await call<{ invite_code: string }>(who, recommendProject.path)
    expect(again.data.invite_code).toBe(first.data.invite_code)
    // The code works at registration: it names its member.
    const valid = await send<{ is_valid: boolean }>(server, '/api/register/valid_message', {
      site_id: 'lobby-demo',
      recommend_code: first.data.invite_code,
    })
    expect(valid.data.is_valid).toBe(true)

    const vnd = await member('VND')
    for (const path of [recommendProject.path, recommendRecord.path, recommendMembers.path]) {
      expect((await call(vnd, path)).code).toBe(RECOMMEND_CODE.closed)
    }
    expect((await call(who, recommendRecord.path, { count: 0 })).status).toBe(400)
  })

  it("pays a friend's first deposit once, capped; a later or smaller one pays nothing", async () => {
    const referrer = await member()
    const big = await friendOf(referrer)
    const small = await friendOf(referrer)
    const idle = await friendOf(referrer)

    await deposit(big, usd(800)) // 10 % is 80: capped at 50
    await deposit(big, usd(300)) // not the first
    await deposit(small, usd(5)) // below the minimum of 10
    await deposit(small, usd(100)) // the second deposit: nothing either
    expect(await mainBalance(server.db, referrer.id)).toBe(usd(50))
    expect(await mainBalance(server.db, big.id)).toBe(usd(1100))

    const record = await call<{ list: RecommendReward[]; total_count: number; total_reward: number }>(
      referrer,
      recommendRecord.path,
    )
    expect(record.data.total_count).toBe(1)
    expect(record.data.total_reward).toBe(usd(50))
    expect(record.data.list[0]).toMatchObject({
      friend_account: big.account,
      deposit_amount: usd(800),
      reward: usd(50),
    })

    const friends = await call<{ list: RecommendFriend[]; total_count: number }>(referrer, recommendMembers.path)
    expect(friends.data.total_count).toBe(3)
    expect(friends.data.list.map((f) => [f.member_account, f.reward, f.first_deposit_at !== null])).toEqual([
      [idle.account, null, false],
      [small.account, null, true],
      [big.account, usd(50), true],
    ])
    const search = await call<{ list: RecommendFriend[]; total_count: number }>(referrer, recommendMembers.path, {
      keyword: big.account.toUpperCase(),
    })
    expect(search.data.list.map((f) => f.member_account)).toEqual([big.account])

    const project = await call<{ totals: unknown }>(referrer, recommendProject.path)
    expect(project.data.totals).toEqual({ friends: 3, rewarded: 1, total_reward: usd(50) })
  })

  it('pays through the house cashier too, in the deposit’s own transaction, even when paid twice at once', async () => {
    const referrer = await member()
    const friend = await friendOf(referrer)
    const channels = await call<{ channels: { id: number }[] }>(friend, '/member/deposit/channels')
    const opened = await call<{ order_number: string }>(friend, '/member/deposit/store', {
      channel_id: channels.data.channels[0]?.id,
      amount: usd(120),
    })
    expect(opened.code).toBe('100')
    const paid = await Promise.all([
      send(server, '/api/dev/deposits/pay', { order_number: opened.data.order_number }),
      send(server, '/api/dev/deposits/pay', { order_number: opened.data.order_number }),
    ])
    expect(paid.map((r) => r.code).sort()).toEqual(['100', '409'])
    expect(await mainBalance(server.db, referrer.id)).toBe(usd(12))
  })
})
