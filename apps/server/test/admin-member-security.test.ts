import {
  ADMIN_CODE,
  ADMIN_MEMBERS_CODE,
  adminMemberBankVerify,
  adminMemberDetail,
  adminMemberFlags,
  adminMemberIpRules,
  bankAccountStore,
  depositChannels,
  depositStore,
  FUND_CODE,
  memberLayout,
  withdrawPasswordSet,
  type AdminMemberDetail,
  type BankAccount,
  type DepositChannel,
  type IpRule,
  type MemberFlags,
  type MemberLayout,
} from '@lobby/api/contract'
import { memberChannel } from '@lobby/realtime/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { createMember, loginFrom, send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { newPlayer, type Player } from './wallet-helpers.ts'

/**
 * A member's security on the operator console (issue 24), over the real routes: verifying bound bank accounts, the
 * security flags and the address rules. Who may (the role matrix), bad input (HTTP 400 naming the field, nothing
 * written), what each change does (deposits, logins), the member's page that shows them, the audit log, the member
 * told once committed, and the development hooks answering as before through the same code.
 */

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
const player = () => newPlayer(server, `sec${++members}user`)
const asMember = <T = unknown>(p: Player, path: string, body: unknown = {}) =>
  send<T>(server, `/api${path}`, body, { token: p.token })

/** Sets the member's withdraw password: binding an account is behind it. */
async function setWithdrawPassword(p: Player): Promise<void> {
  const res = await asMember(p, withdrawPasswordSet.path, {
    password: DEMO_MEMBER_PASSWORD,
    withdraw_password: '2468',
    check_withdraw_password: '2468',
  })
  expect(res.code, res.message).toBe('100')
}

/** Binds a USD account to the member (its withdraw password set); answers it. */
async function bind(p: Player, number: string): Promise<BankAccount> {
  const res = await asMember<BankAccount>(p, bankAccountStore.path, {
    bank_code: 'JPM',
    account_name: 'Ada Lovelace',
    account_number: number,
    withdraw_password: '2468',
  })
  expect(res.code, res.message).toBe('100')
  return res.data
}

/** A member with one bound, unverified account. */
async function memberWithAccount(): Promise<{ p: Player; account: BankAccount }> {
  const p = await player()
  await setWithdrawPassword(p)
  return { p, account: await bind(p, '1234567890') }
}

async function memberRow(account: string) {
  return server.db.selectFrom('members').selectAll().where('account', '=', account).executeTakeFirstOrThrow()
}

const flagsOf = async (account: string): Promise<MemberFlags> => {
  const m = await memberRow(account)
  return {
    need_bank_account_deposit_verified: m.need_bank_account_deposit_verified,
    need_transfer_verification: m.need_transfer_verification,
    double_validation: m.double_validation,
  }
}

const verifiedOf = async (memberId: number) =>
  (
    await server.db
      .selectFrom('bank_accounts')
      .select(['id', 'is_verified'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((row) => [row.id, row.is_verified])

const rulesOf = async (memberId: number) =>
  server.db
    .selectFrom('member_ip_rules')
    .select(['match_type', 'pattern', 'code'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()

async function auditOf(targetId: string) {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    operator: r.operator,
    action: r.action,
    before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
    after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
  }))
}

const detailOf = async (token: string, account: string) => {
  const res = await call<AdminMemberDetail>(token, adminMemberDetail.path, { member_account: account })
  expect(res.code, res.message).toBe('100')
  return res.data
}

describe('who may: support and the owner change, every other role is refused', () => {
  const calls = (): MatrixCall[] => [
    {
      path: adminMemberBankVerify.path,
      roles: ['owner', 'support'],
      body: async () => {
        const { p, account } = await memberWithAccount()
        return { member_account: p.account, id: account.id }
      },
      unchanged: async (body) => verifiedOf((await memberRow(String(body.member_account))).id),
    },
    {
      path: adminMemberFlags.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await player()).account, double_validation: 1 }),
      unchanged: async (body) => flagsOf(String(body.member_account)),
    },
    {
      path: adminMemberIpRules.path,
      roles: ['owner', 'support'],
      body: async () => ({
        member_account: (await player()).account,
        rules: [{ match: 'in', pattern: '10.0.0.0/8', code: '106' }],
      }),
      unchanged: async (body) => rulesOf((await memberRow(String(body.member_account))).id),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await player()).token,
  )
})

describe('bad input: HTTP 400 naming the field, nothing written', () => {
  const rule = (fields: Partial<Record<keyof IpRule, unknown>> = {}) => ({
    pattern: '10.0.0.1',
    code: '106',
    ...fields,
  })
  it.each([
    [adminMemberBankVerify.path, { member_account: '' }, 'member_account'],
    [adminMemberBankVerify.path, { member_account: 'demo01', id: 0 }, 'id'],
    [adminMemberBankVerify.path, { member_account: 'demo01', id: 1.5 }, 'id'],
    [adminMemberBankVerify.path, { member_account: 'demo01', id: '1' }, 'id'],
    [adminMemberFlags.path, { member_account: 'demo01' }, 'need_bank_account_deposit_verified'],
    // Status and the wallet have calls of their own: here they are no flag, so nothing is asked.
    [adminMemberFlags.path, { member_account: 'demo01', status: 'disabled' }, 'need_bank_account_deposit_verified'],
    [adminMemberFlags.path, { member_account: 'demo01', double_validation: 2 }, 'double_validation'],
    [
      adminMemberFlags.path,
      { member_account: 'demo01', need_transfer_verification: 'yes' },
      'need_transfer_verification',
    ],
    [
      adminMemberFlags.path,
      { member_account: 'demo01', need_bank_account_deposit_verified: true },
      'need_bank_account_deposit_verified',
    ],
    [adminMemberFlags.path, { member_account: 'x'.repeat(65), double_validation: 1 }, 'member_account'],
    [adminMemberIpRules.path, { member_account: 'demo01' }, 'rules'],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: 'all' }, 'rules'],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: [rule({ pattern: '300.1.1.1' })] }, 'rules.0.pattern'],
    [
      adminMemberIpRules.path,
      { member_account: 'demo01', rules: [rule(), rule({ pattern: '10.0.0.0/33' })] },
      'rules.1.pattern',
    ],
    [
      adminMemberIpRules.path,
      { member_account: 'demo01', rules: [rule({ pattern: 'example.com' })] },
      'rules.0.pattern',
    ],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: [rule({ pattern: '' })] }, 'rules.0.pattern'],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: [rule({ code: '107' })] }, 'rules.0.code'],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: [rule({ code: 106 })] }, 'rules.0.code'],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: [rule({ match: 'near' })] }, 'rules.0.match'],
    [adminMemberIpRules.path, { member_account: 'demo01', rules: Array.from({ length: 51 }, () => rule()) }, 'rules'],
    // A bad pattern is refused before the member is looked for.
    [adminMemberIpRules.path, { member_account: 'nobody99', rules: [rule({ pattern: '1.2.3' })] }, 'rules.0.pattern'],
  ] as const)('%s %j: names %s', async (path, body, field) => {
    const token = await tokenOf('support01')
    const before = await rowCounts(server.db)
    const res = await call(token, path, body)
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ field })
    expect(res.message.startsWith(`${field}: `)).toBe(true)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('a bad pattern, or no flag, is refused in the operator’s language', async () => {
    const token = await tokenOf('support01')
    const res = await operatorApi(server).call(token, adminMemberIpRules.path, {
      member_account: 'demo01',
      rules: [rule({ pattern: '300.1.1.1' })],
    })
    expect(res.message).toBe('rules.0.pattern: an IP address, a CIDR block or *')
    const zh = await send(
      server,
      `/api${adminMemberIpRules.path}`,
      { member_account: 'demo01', rules: [rule({ pattern: '300.1.1.1' })] },
      { token, headers: { lang: 'zh_CN' } },
    )
    expect(zh).toMatchObject({ status: 400, message: 'rules.0.pattern: 应为 IP 地址、CIDR 网段或 *' })
    const none = await operatorApi(server).call(token, adminMemberFlags.path, { member_account: 'demo01' })
    expect(none.message).toBe('need_bank_account_deposit_verified: send at least one field to change')
  })

  it('no such member (107) and no such bound account (116): HTTP 200 with the code, nothing written', async () => {
    const token = await tokenOf('owner01')
    const { p, account } = await memberWithAccount()
    const other = await memberWithAccount()
    const before = await rowCounts(server.db)
    for (const [path, body] of [
      [adminMemberBankVerify.path, { member_account: 'nobody99' }],
      [adminMemberFlags.path, { member_account: 'nobody99', double_validation: 1 }],
      [adminMemberIpRules.path, { member_account: 'nobody99', rules: [] }],
    ] as const) {
      const res = await call(token, path, body)
      expect(res, path).toMatchObject({ status: 200, code: ADMIN_CODE.memberNotFound, message: 'no such member' })
    }
    for (const id of [account.id + 10_000, other.account.id]) {
      const res = await call(token, adminMemberBankVerify.path, { member_account: p.account, id })
      expect(res).toMatchObject({ status: 200, code: ADMIN_MEMBERS_CODE.bankAccountNotFound })
      expect(res.message).toBe('bank account not found')
    }
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await verifiedOf(other.p.id)).toEqual([[other.account.id, 0]])
  })
})

describe('bank accounts: verified from the console', () => {
  it('a verified account lets a member who must deposit from one deposit; the member is told; audited once', async () => {
    const support = await tokenOf('support01')
    const { p, account } = await memberWithAccount()
    const flagged = await call<MemberFlags>(support, adminMemberFlags.path, {
      member_account: p.account,
      need_bank_account_deposit_verified: 1,
    })
    expect(flagged.data.need_bank_account_deposit_verified).toBe(1)
    const channels = await asMember<{ channels: DepositChannel[]; need_bank_account_deposit_verified: number }>(
      p,
      depositChannels.path,
    )
    expect(channels.data.need_bank_account_deposit_verified).toBe(1)
    const channel = channels.data.channels[0]!
    const deposit = { channel_id: channel.id, amount: channel.min_amount }
    expect((await asMember(p, depositStore.path, deposit)).code).toBe(FUND_CODE.bankVerificationNeeded)

    const page = await detailOf(support, p.account)
    expect(page.bank_accounts).toEqual([
      expect.objectContaining({ id: account.id, bank_code: 'JPM', account_number: '******7890', is_verified: 0 }),
    ])
    expect(page.flags.need_bank_account_deposit_verified).toBe(1)

    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    const heard = nextEvent(socket, 'profile.updated')
    const res = await call<{ verified: number }>(support, adminMemberBankVerify.path, {
      member_account: p.account,
      id: account.id,
    })
    expect(res.data).toEqual({ verified: 1 })
    expect(await heard).toEqual({ channel: memberChannel(p.id), fields: ['need_bank_account_deposit_verified'] })

    const layout = await asMember<MemberLayout>(p, memberLayout.path)
    expect(layout.data.need_bank_account_deposit_verified).toBe(0)
    expect((await asMember(p, depositStore.path, deposit)).code).toBe('100')
    expect((await detailOf(support, p.account)).bank_accounts[0]!.is_verified).toBe(1)

    // Again: it stays verified, nothing more is written or audited.
    const before = await rowCounts(server.db)
    expect(
      (await call(support, adminMemberBankVerify.path, { member_account: p.account, id: account.id })).data,
    ).toEqual({ verified: 1 })
    expect(await rowCounts(server.db)).toEqual(before)
    const log = await auditOf(`lobby-demo:${p.account}`)
    expect(log).toEqual([
      {
        operator: 'support01',
        action: 'member.flags',
        before: { need_bank_account_deposit_verified: 0 },
        after: { need_bank_account_deposit_verified: 1 },
      },
      {
        operator: 'support01',
        action: 'member.bank_verify',
        before: { bank_accounts: [{ id: account.id, bank_code: 'JPM', account_number: '******7890', is_verified: 0 }] },
        after: { bank_accounts: [{ id: account.id, bank_code: 'JPM', account_number: '******7890', is_verified: 1 }] },
      },
    ])
  })

  it('without an id every bound account is verified; an unbound one is no longer the member’s (116)', async () => {
    const owner = await tokenOf('owner01')
    const { p, account: first } = await memberWithAccount()
    const second = await bind(p, '9876543210')
    const third = await bind(p, '5555666677')
    expect((await send(server, '/api/member/bank/destroy', { id: third.id }, { token: p.token })).code, 'unbound').toBe(
      '100',
    )
    await call(owner, adminMemberBankVerify.path, { member_account: p.account, id: first.id })
    const all = await call<{ verified: number }>(owner, adminMemberBankVerify.path, { member_account: p.account })
    expect(all.data).toEqual({ verified: 2 })
    expect(await verifiedOf(p.id)).toEqual([
      [first.id, 1],
      [second.id, 1],
      [third.id, 0],
    ])
    expect((await call(owner, adminMemberBankVerify.path, { member_account: p.account, id: third.id })).code).toBe(
      ADMIN_MEMBERS_CODE.bankAccountNotFound,
    )
    const log = await auditOf(`lobby-demo:${p.account}`)
    expect(log.map((e) => [e.action, (e.after?.bank_accounts as { id: number }[]).map((a) => a.id)])).toEqual([
      ['member.bank_verify', [first.id]],
      ['member.bank_verify', [second.id]],
    ])
    // A member with nothing bound: nothing to verify, nothing written.
    const bare = await player()
    expect((await call(owner, adminMemberBankVerify.path, { member_account: bare.account })).data).toEqual({
      verified: 0,
    })
    expect(await auditOf(`lobby-demo:${bare.account}`)).toEqual([])
  })
})

describe('security flags', () => {
  const questions = { member_name: 'Quinn Example', member_phone: '0922333444' }

  it('need_transfer_verification asks 802 at login, double_validation 107 on a new device; shown on the page', async () => {
    const support = await tokenOf('support01')
    const account = await createMember(server, { account: `sec${++members}flags`, ...questions })
    const login = async () => (await loginFrom(server, { ip: '127.0.0.1', account })).code

    const res = await call<MemberFlags>(support, adminMemberFlags.path, {
      member_account: account,
      need_transfer_verification: 1,
      double_validation: 1,
    })
    expect(res.data).toEqual({
      need_bank_account_deposit_verified: 0,
      need_transfer_verification: 1,
      double_validation: 1,
    })
    expect(await login()).toBe('802')
    // The auditor reads them on the member's page.
    expect((await detailOf(await tokenOf('auditor01'), account)).flags).toEqual(res.data)

    await call(support, adminMemberFlags.path, { member_account: account, need_transfer_verification: 0 })
    expect(await login()).toBe('107')
    await call(support, adminMemberFlags.path, { member_account: account, double_validation: 0 })
    expect(await login()).toBe('100')

    // The same value again changes nothing: no write, no entry.
    const before = await rowCounts(server.db)
    const same = await call<MemberFlags>(support, adminMemberFlags.path, {
      member_account: account,
      double_validation: 0,
    })
    expect(same.data.double_validation).toBe(0)
    expect(await rowCounts(server.db)).toEqual(before)

    expect(await auditOf(`lobby-demo:${account}`)).toEqual([
      {
        operator: 'support01',
        action: 'member.flags',
        before: { need_transfer_verification: 0, double_validation: 0 },
        after: { need_transfer_verification: 1, double_validation: 1 },
      },
      {
        operator: 'support01',
        action: 'member.flags',
        before: { need_transfer_verification: 1 },
        after: { need_transfer_verification: 0 },
      },
      {
        operator: 'support01',
        action: 'member.flags',
        before: { double_validation: 1 },
        after: { double_validation: 0 },
      },
    ])
  })

  it('the member hears profile.updated naming the flags that changed, once committed', async () => {
    const owner = await tokenOf('owner01')
    const p = await player()
    const socket = await sockets.open(p.token)
    expect(await subscribe(socket, memberChannel(p.id))).toMatchObject({ ok: true })
    const heard = nextEvent(socket, 'profile.updated')
    await call(owner, adminMemberFlags.path, {
      member_account: p.account,
      need_bank_account_deposit_verified: 1,
      double_validation: 0,
    })
    expect(await heard).toEqual({ channel: memberChannel(p.id), fields: ['need_bank_account_deposit_verified'] })
    const layout = await asMember<MemberLayout>(p, memberLayout.path)
    expect(layout.data.need_bank_account_deposit_verified).toBe(1)
  })
})

describe('address rules', () => {
  it('replaces the rules the login checks, first match first; shown on the page; audited with the lists', async () => {
    const support = await tokenOf('support01')
    const account = await createMember(server, { account: `sec${++members}ips` })
    const id = (await memberRow(account)).id
    const from = async (ip: string) => (await loginFrom(server, { ip, account })).code
    const save = (rules: unknown[]) =>
      call<{ rules: IpRule[] }>(support, adminMemberIpRules.path, { member_account: account, rules })

    const allow = [{ match: 'not_in', pattern: '10.0.0.0/8', code: '201' }] as const
    expect((await save([...allow])).data).toEqual({ rules: allow })
    expect(await from('127.0.0.1')).toBe('201')
    expect(await from('10.1.2.3')).toBe('100')

    const block = [
      { match: 'in', pattern: '192.168.0.0/16', code: '202' },
      // `match` defaults to `in`.
      { pattern: '*', code: '203' },
    ]
    const saved = await save(block)
    expect(saved.data.rules).toEqual([
      { match: 'in', pattern: '192.168.0.0/16', code: '202' },
      { match: 'in', pattern: '*', code: '203' },
    ])
    expect(await from('192.168.4.5')).toBe('202')
    expect(await from('::ffff:8.8.8.8')).toBe('203')
    expect((await detailOf(await tokenOf('finance01'), account)).ip_rules).toEqual(saved.data.rules)

    // The same list again: nothing written.
    const before = await rowCounts(server.db)
    await save(block)
    expect(await rowCounts(server.db)).toEqual(before)

    expect((await save([])).data).toEqual({ rules: [] })
    expect(await rulesOf(id)).toEqual([])
    expect(await from('192.168.4.5')).toBe('100')

    const log = await auditOf(`lobby-demo:${account}`)
    expect(log.map((e) => [e.operator, e.action, e.before, e.after])).toEqual([
      ['support01', 'member.ip_rules', { rules: [] }, { rules: allow }],
      ['support01', 'member.ip_rules', { rules: allow }, { rules: saved.data.rules }],
      ['support01', 'member.ip_rules', { rules: saved.data.rules }, { rules: [] }],
    ])
  })
})

describe('the development hooks answer as before, through the same code (audited as dev-hook)', () => {
  it('/api/dev/bank-accounts/verify', async () => {
    const { p, account } = await memberWithAccount()
    const hook = (body: Record<string, unknown>) => send(server, '/api/dev/bank-accounts/verify', body)
    expect(await hook({ member_account: p.account, id: account.id + 10_000 })).toMatchObject({
      status: 200,
      code: '100',
      data: { verified: 0 },
    })
    expect(await hook({ member_account: p.account })).toMatchObject({ status: 200, code: '100', data: { verified: 1 } })
    expect(await hook({ member_account: p.account, id: account.id })).toMatchObject({ data: { verified: 1 } })
    expect(await hook({ member_account: 'nobody99' })).toMatchObject({ status: 404, code: '404' })
    expect(await hook({})).toMatchObject({ status: 400 })
    expect((await auditOf(`lobby-demo:${p.account}`)).map((e) => [e.operator, e.action])).toEqual([
      ['dev-hook', 'member.bank_verify'],
    ])
  })

  it('/api/dev/members/update', async () => {
    const p = await player()
    const hook = (body: Record<string, unknown>) => send(server, '/api/dev/members/update', body)
    const res = await hook({
      account: p.account,
      double_validation: 1,
      need_transfer_verification: 1,
      wallet_status: 0,
    })
    expect(res).toMatchObject({ status: 200, code: '100', data: { id: p.id } })
    const row = await memberRow(p.account)
    expect([row.double_validation, row.need_transfer_verification, row.wallet_status]).toEqual([1, 1, 0])
    expect((await hook({ account: p.account, status: 'frozen' })).data).toEqual({ id: p.id })
    expect((await memberRow(p.account)).status).toBe('frozen')
    expect(await hook({ account: 'nobody99', double_validation: 1 })).toMatchObject({ status: 404 })
    expect((await auditOf(`lobby-demo:${p.account}`)).map((e) => [e.operator, e.action, e.after])).toEqual([
      ['dev-hook', 'member.flags', { need_transfer_verification: 1, double_validation: 1 }],
    ])
  })

  it('/api/dev/members/ip-rules', async () => {
    const p = await player()
    const hook = (body: Record<string, unknown>) => send(server, '/api/dev/members/ip-rules', body)
    const rules = [{ match: 'not_in', pattern: '10.0.0.0/8', code: '201' }]
    expect(await hook({ account: p.account, rules })).toMatchObject({ status: 200, data: { id: p.id, rules } })
    const before = await rowCounts(server.db)
    expect(await hook({ account: p.account, rules: [{ pattern: '300.1.1.1', code: '106' }] })).toMatchObject({
      status: 400,
      message: 'rules.0.pattern: an IP address, a CIDR block or *',
      data: { field: 'rules.0.pattern' },
    })
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await hook({ account: 'nobody99', rules })).toMatchObject({ status: 404 })
    expect(await rulesOf(p.id)).toEqual([{ match_type: 'not_in', pattern: '10.0.0.0/8', code: '201' }])
    expect((await auditOf(`lobby-demo:${p.account}`)).map((e) => [e.operator, e.action])).toEqual([
      ['dev-hook', 'member.ip_rules'],
    ])
  })
})
