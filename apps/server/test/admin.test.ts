import {
  ADMIN_CODE,
  adminAudit,
  adminBulletinEnd,
  adminBulletinSave,
  adminBulletinSetting,
  adminBulletins,
  adminLogin,
  adminLogout,
  adminMe,
  adminMemberDetail,
  adminMemberForceLogout,
  adminMembers,
  adminMemberWallet,
  adminWithdrawalDecide,
  adminWithdrawals,
  bankAccountStore,
  withdrawPasswordSet,
  withdrawStore,
  bulletin,
  memberBulletin,
  type AdminBulletin,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminWithdrawal,
  type AuditEntry,
  type DwRecord,
  type Operator,
} from '@lobby/api/contract'
import {
  OPERATOR_ACCOUNT_LOCKOUT_FAILURES,
  OPERATOR_IDLE_MS,
  OPERATOR_LOCKOUT_FAILURES,
  OPERATOR_LOCKOUT_MS,
  OPERATOR_ROLES,
  unitsOf,
} from '@lobby/domain'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOperator, reserveOperatorAttempt } from '../src/admin/operators.ts'
import { dbKind } from '../src/db/connection.ts'
import { newTotpSecret, totpCode, totpStep } from '../src/admin/totp.ts'
import type { LobbyServer } from '../src/index.ts'
import { sha256 } from '../src/members/secrets.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance } from '../src/wallet/ledger.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { newPlayer, type Player } from './wallet-helpers.ts'

/**
 * The operator console's API (issue 24) over its real routes: operator
 * sign-in with lockout and second factor, sessions that end, the role matrix
 * of every call (a refused call writes nothing), the withdrawal queue and its
 * decisions with the money through the ledger, and the audit log, which the
 * database itself refuses to edit.
 */

let server: LobbyServer
let players = 0
const api = (path: string) => `/api${path}`
const usd = (dollars: number) => unitsOf('USD', dollars)

beforeAll(async () => {
  server = await startServer()
})
afterEach(async () => {
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
})
afterAll(async () => {
  await server.close()
})

const signIn: ReturnType<typeof operatorApi>['signIn'] = (...args) => operatorApi(server).signIn(...args)
const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}

/** A member with a pending withdrawal of `amount` out of `cash`. */
async function pendingWithdrawal(cash = usd(100), amount = usd(60)): Promise<{ p: Player; order: string }> {
  const p = await newPlayer(server, `adm${++players}user`, cash)
  const member = (path: string, body: unknown) => send<any>(server, api(path), body, { token: p.token }) // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(
    (
      await member(withdrawPasswordSet.path, {
        password: DEMO_MEMBER_PASSWORD,
        withdraw_password: '2468',
        check_withdraw_password: '2468',
      })
    ).code,
  ).toBe('100')
  const account = await member(bankAccountStore.path, {
    bank_code: 'JPM',
    account_name: 'Ada Lovelace',
    account_number: '1234567890',
    withdraw_password: '2468',
  })
  expect(account.code).toBe('100')
  const asked = await member(withdrawStore.path, {
    amount,
    bank_account_id: account.data.id,
    withdraw_password: '2468',
  })
  expect(asked.code).toBe('100')
  return { p, order: (asked.data.record as DwRecord).order_number }
}

describe('operator sign-in', () => {
  it('signs a demo operator in: the token in the authorization header, the role and its permissions', async () => {
    const res = await signIn('Finance01')
    expect(res.status).toBe(200)
    expect(res.code).toBe('100')
    expect(res.authorization).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(res.data).toMatchObject({ account: 'finance01', role: 'finance' })
    expect(res.data.permissions.sort()).toEqual([
      'adjustments.approve',
      'adjustments.read',
      'adjustments.request',
      'agents.read',
      'campaigns.manage',
      'campaigns.read',
      'dashboard.read',
      'deposits.manage',
      'deposits.read',
      'members.read',
      'withdrawals.decide',
      'withdrawals.read',
    ])
    const me = await call<Operator>(res.authorization, adminMe.path)
    expect(me.data).toMatchObject({ account: 'finance01', role: 'finance', expires_at: res.data.expires_at })
    const stored = await server.db.selectFrom('operator_sessions').select('token_hash').execute()
    expect(stored.map((s) => s.token_hash)).not.toContain(res.authorization)
  })

  it('answers a wrong password and an unknown account alike, and issues nothing', async () => {
    const sessions = await server.db.selectFrom('operator_sessions').select('token_hash').execute()
    const wrong = await signIn('content01', 'wrong-password')
    const unknown = await signIn('nobody01', 'wrong-password')
    for (const res of [wrong, unknown]) {
      expect(res.code).toBe(ADMIN_CODE.badLogin)
      expect(res.message).toBe('wrong account or password')
      expect(res.authorization).toBeUndefined()
    }
    expect(await server.db.selectFrom('operator_sessions').select('token_hash').execute()).toEqual(sessions)
    // A success forgives the failures so far.
    await tokenOf('content01')
    const row = await server.db
      .selectFrom('operators')
      .select('failed_logins')
      .where('account', '=', 'content01')
      .executeTakeFirstOrThrow()
    expect(Number(row.failed_logins)).toBe(0)
  })

  it("shuts an address out of the account after five failures: the right password from it gets a wrong one's answer, while the operator signs in from elsewhere", async () => {
    await createOperator(server.db, { account: 'locky01', password: 'right-password', role: 'support' })
    const guesser = '10.66.0.1'
    for (let i = 0; i < OPERATOR_LOCKOUT_FAILURES; i++) {
      expect((await signIn('locky01', 'nope', undefined, guesser)).code).toBe(ADMIN_CODE.badLogin)
    }
    // Shut out: no oracle. The right password is answered exactly as a wrong one and an unknown account are.
    const refused = await signIn('locky01', 'right-password', undefined, guesser)
    const unknown = await signIn('nobody42', 'right-password', undefined, guesser)
    expect(refused).toEqual(unknown)
    expect(refused.code).toBe(ADMIN_CODE.badLogin)
    expect(refused.authorization).toBeUndefined()
    // The addresses of one IPv6 /64 are one machine's; another block is not.
    for (let i = 0; i < OPERATOR_LOCKOUT_FAILURES; i++)
      await signIn('locky01', 'nope', undefined, `2001:db8:1:1::${i + 1}`)
    expect((await signIn('locky01', 'right-password', undefined, '2001:db8:1:1::ff')).code).toBe(ADMIN_CODE.badLogin)
    // The account itself is not locked: the operator at another machine signs in.
    const row = await server.db
      .selectFrom('operators')
      .selectAll()
      .where('account', '=', 'locky01')
      .executeTakeFirstOrThrow()
    expect(row.locked_until).toBeNull()
    expect((await signIn('locky01', 'right-password', undefined, '10.66.0.2')).code).toBe('100')
    expect((await signIn('locky01', 'right-password', undefined, '2001:db8:1:2::1')).code).toBe('100')
    // ...but not from the shut-out address, even after that success.
    expect((await signIn('locky01', 'right-password', undefined, guesser)).code).toBe(ADMIN_CODE.badLogin)
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'ip'])
      .where('target_id', '=', 'locky01')
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual([
      'operator.address_shut_out',
      'operator.address_shut_out',
      'operator.login',
      'operator.login',
    ])
    expect(JSON.parse(audit[0]!.after!)).toEqual({ address: guesser, failures: OPERATOR_LOCKOUT_FAILURES })
    expect(audit[0]!.ip).toBe(guesser)
    // Once the window has passed, the address may try again.
    await server.db
      .updateTable('rate_events')
      .set({ at_ms: Date.now() - OPERATOR_LOCKOUT_MS - 1000 })
      .where('bucket', 'like', 'operator-account-address:%')
      .execute()
    expect((await signIn('locky01', 'right-password', undefined, guesser)).code).toBe('100')
  })

  it('locks the whole account after fifty failures in a row from every address together, until the lock passes', async () => {
    await createOperator(server.db, { account: 'locked01', password: 'right-password', role: 'support' })
    // Forty-eight failures already, spread over many machines (each under its own five).
    await server.db
      .updateTable('operators')
      .set({ failed_logins: OPERATOR_ACCOUNT_LOCKOUT_FAILURES - 2 })
      .where('account', '=', 'locked01')
      .execute()
    const lockedUntil = async () =>
      (
        await server.db
          .selectFrom('operators')
          .select('locked_until')
          .where('account', '=', 'locked01')
          .executeTakeFirstOrThrow()
      ).locked_until
    expect((await signIn('locked01', 'nope', undefined, '10.67.0.1')).code).toBe(ADMIN_CODE.badLogin)
    expect(await lockedUntil()).toBeNull()
    expect((await signIn('locked01', 'nope', undefined, '10.67.0.2')).code).toBe(ADMIN_CODE.badLogin)
    expect(Date.parse((await lockedUntil())!)).toBeGreaterThan(Date.now() + OPERATOR_LOCKOUT_MS - 60_000)
    // Locked for every address, a fresh one included; answered as a wrong password.
    const locked = await signIn('locked01', 'right-password', undefined, '10.67.0.3')
    expect(locked).toEqual(await signIn('nobody43', 'right-password', undefined, '10.67.0.3'))
    const audit = await server.db.selectFrom('audit_log').select('action').where('target_id', '=', 'locked01').execute()
    expect(audit.map((a) => a.action)).toEqual(['operator.locked'])
    await server.db
      .updateTable('operators')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('account', '=', 'locked01')
      .execute()
    expect((await signIn('locked01', 'right-password', undefined, '10.67.0.3')).code).toBe('100')
  })

  it('a burst of parallel sign-ins gets the allowance left, not one try per request', async () => {
    await createOperator(server.db, { account: 'burst01', password: 'right-password', role: 'support' })
    const address = (i: number) => `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`
    const { id } = await server.db
      .selectFrom('operators')
      .select('id')
      .where('account', '=', 'burst01')
      .executeTakeFirstOrThrow()
    await server.db
      .updateTable('operators')
      .set({ failed_logins: OPERATOR_ACCOUNT_LOCKOUT_FAILURES - 1 })
      .where('id', '=', id)
      .execute()
    // One try is left: of twelve reservations at once (each a request's, before its hash is checked), one is granted.
    const granted = await Promise.all(Array.from({ length: 12 }, () => reserveOperatorAttempt(server.db, id)))
    expect(granted.filter(Boolean)).toHaveLength(1)
    await server.db
      .updateTable('operators')
      .set({ failed_logins: OPERATOR_ACCOUNT_LOCKOUT_FAILURES - 1 })
      .where('id', '=', id)
      .execute()
    // Twelve requests with the right password at once, from twelve machines: the first reserved signs in, and its
    // success forgives the failures, so one that reserves only after it may sign in too (it has the password); the
    // others are refused unchecked. Each sign-in is audited.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn('burst01', 'right-password', undefined, address(100 + i))),
    )
    const codes = answers.map((a) => a.code)
    expect(codes.every((c) => c === '100' || c === ADMIN_CODE.badLogin)).toBe(true)
    const signedIn = codes.filter((c) => c === '100').length
    expect(signedIn).toBeGreaterThanOrEqual(1)
    const logins = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', 'burst01')
      .where('action', '=', 'operator.login')
      .execute()
    expect(logins).toHaveLength(signedIn)
    await server.db
      .updateTable('operators')
      .set({ failed_logins: OPERATOR_ACCOUNT_LOCKOUT_FAILURES - 5 })
      .where('id', '=', id)
      .execute()
    // Twelve wrong ones at once from twelve machines when five tries are left: five are tried, the account locks
    // once, and the right password is then refused.
    const wrong = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn('burst01', `guess-${i}`, undefined, address(200 + i))),
    )
    expect(wrong.every((a) => a.code === ADMIN_CODE.badLogin)).toBe(true)
    const locks = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', 'burst01')
      .where('action', '=', 'operator.locked')
      .execute()
    expect(locks).toHaveLength(1)
    expect((await signIn('burst01', 'right-password', undefined, address(300))).code).toBe(ADMIN_CODE.badLogin)
  })

  it('asks for the second factor, refuses a wrong or reused code, accepts the current one once', async () => {
    const secret = newTotpSecret()
    await createOperator(server.db, {
      account: 'totp01',
      password: 'right-password',
      role: 'auditor',
      totpSecret: secret,
    })
    const asked = await signIn('totp01', 'right-password')
    expect(asked.code).toBe(ADMIN_CODE.totpRequired)
    expect(asked.data).toEqual({ totp_required: true })
    expect(asked.authorization).toBeUndefined()
    const now = totpStep(Date.now())
    const wrongCode = String((Number(totpCode(secret, now)) + 1) % 1_000_000).padStart(6, '0')
    expect((await signIn('totp01', 'right-password', wrongCode)).code).toBe(ADMIN_CODE.badTotp)
    // A wrong password with a right code is a wrong password.
    expect((await signIn('totp01', 'wrong', totpCode(secret, now))).code).toBe(ADMIN_CODE.badLogin)
    const good = await signIn('totp01', 'right-password', totpCode(secret, now))
    expect(good.code).toBe('100')
    expect(good.authorization).toBeTruthy()
    expect((await signIn('totp01', 'right-password', totpCode(secret, now))).code).toBe(ADMIN_CODE.badTotp)
    // An old step (before the one used) is refused too.
    expect((await signIn('totp01', 'right-password', totpCode(secret, now - 1))).code).toBe(ADMIN_CODE.badTotp)
  })

  it('refuses an operator without a second factor where one is required (production)', async () => {
    const strict = await startServer({ requireOperatorTotp: true })
    try {
      const res = await send(strict, api(adminLogin.path), { account: 'owner01', password: DEMO_MEMBER_PASSWORD })
      expect(res.code).toBe(ADMIN_CODE.totpNotSetUp)
      expect(res.authorization).toBeUndefined()
      expect(await strict.db.selectFrom('operator_sessions').selectAll().execute()).toEqual([])
    } finally {
      await strict.close()
    }
  })

  it('names the field of a malformed login, writes nothing', async () => {
    const before = await rowCounts(server.db)
    for (const [body, field] of [
      [{ password: 'x' }, 'account'],
      [{ account: 'owner01' }, 'password'],
      [{ account: 'owner01', password: 'x', totp: '12ab56' }, 'totp'],
      [{ account: 'x'.repeat(65), password: 'x' }, 'account'],
    ] as const) {
      const res = await send(server, api(adminLogin.path), body)
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('operator sessions', () => {
  it('a member token, no token, a made-up token: 401 on every operator call', async () => {
    const p = await newPlayer(server, `adm${++players}user`)
    for (const path of [adminMe.path, adminWithdrawals.path, adminAudit.path, adminLogout.path]) {
      for (const token of [p.token, undefined, 'A'.repeat(43)]) {
        const res = await call(token, path)
        expect(res.status, `${path} ${token ?? 'none'}`).toBe(401)
      }
    }
  })

  it('logout ends the session; the token is refused afterwards', async () => {
    const token = await tokenOf('auditor01')
    expect((await call(token, adminLogout.path)).code).toBe('100')
    expect((await call(token, adminMe.path)).status).toBe(401)
    const entries = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('operator', '=', 'auditor01')
      .execute()
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['operator.login', 'operator.logout']))
  })

  it('ends a session left idle, and one past its end', async () => {
    const idle = await tokenOf('support01')
    const late = await tokenOf('support01')
    await server.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(Date.now() - OPERATOR_IDLE_MS - 1000).toISOString() })
      .where('token_hash', '=', sha256(idle))
      .execute()
    await server.db
      .updateTable('operator_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(late))
      .execute()
    expect((await call(idle, adminMe.path)).status).toBe(401)
    expect((await call(late, adminMe.path)).status).toBe(401)
  })

  it('a disabled operator is refused at once, session and sign-in', async () => {
    await createOperator(server.db, { account: 'gone01', password: 'right-password', role: 'finance' })
    const token = (await signIn('gone01', 'right-password')).authorization!
    await server.db.updateTable('operators').set({ disabled: 1 }).where('account', '=', 'gone01').execute()
    expect((await call(token, adminWithdrawals.path)).status).toBe(401)
    expect((await signIn('gone01', 'right-password')).code).toBe(ADMIN_CODE.badLogin)
  })
})

describe('the role matrix', () => {
  /** Each call, the roles that may make it, and a body that would succeed for them. */
  const calls = (): MatrixCall[] => [
    { path: adminMe.path, roles: OPERATOR_ROLES, body: async () => ({}) },
    { path: adminWithdrawals.path, roles: ['owner', 'finance', 'auditor'], body: async () => ({}) },
    { path: adminAudit.path, roles: ['owner', 'auditor'], body: async () => ({}) },
    {
      path: adminWithdrawalDecide.path,
      roles: ['owner', 'finance'],
      body: async () => ({ order_number: (await pendingWithdrawal()).order, decision: 'reject', reason: 'checked' }),
      unchanged: async (body) =>
        (
          await server.db
            .selectFrom('withdrawals')
            .select('status')
            .where('order_number', '=', String(body.order_number))
            .executeTakeFirstOrThrow()
        ).status,
    },
    {
      path: adminMembers.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ query: 'demo' }),
    },
    {
      path: adminMemberDetail.path,
      roles: ['owner', 'finance', 'support', 'auditor'],
      body: async () => ({ member_account: 'demo01' }),
    },
    {
      path: adminMemberForceLogout.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await newPlayer(server, `adm${++players}user`)).account }),
      unchanged: async (body) => liveTokens(String(body.member_account)),
    },
    {
      path: adminMemberWallet.path,
      roles: ['owner', 'support'],
      body: async () => ({ member_account: (await newPlayer(server, `adm${++players}user`)).account, frozen: true }),
      unchanged: async (body) =>
        (
          await server.db
            .selectFrom('members')
            .select('wallet_status')
            .where('account', '=', String(body.member_account))
            .executeTakeFirstOrThrow()
        ).wallet_status,
    },
    { path: adminBulletins.path, roles: ['owner', 'content', 'auditor'], body: async () => ({}) },
    {
      path: adminBulletinSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ display_content: 'Matrix news', content: '<p>hello</p>' }),
    },
    {
      path: adminBulletinSetting.path,
      roles: ['owner', 'content'],
      // The setting the seed has: an allowed call changes nothing another test reads.
      body: async () => ({ display_frequency: await bulletinFrequency() }),
    },
    {
      path: adminBulletinEnd.path,
      roles: ['owner', 'content'],
      body: async () => ({ id: await liveBulletin() }),
      unchanged: async (body) =>
        (
          await server.db
            .selectFrom('bulletins')
            .select('end_at')
            .where('id', '=', Number(body.id))
            .executeTakeFirstOrThrow()
        ).end_at,
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `adm${++players}user`)).token,
  )
})

async function liveTokens(account: string): Promise<number> {
  const row = await server.db
    .selectFrom('member_tokens')
    .innerJoin('members', 'members.id', 'member_tokens.member_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('members.account', '=', account)
    .where('member_tokens.revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A live bulletin published through the dev hook; answers its id. */
async function bulletinFrequency(): Promise<0 | 1> {
  const row = await server.db
    .selectFrom('site_settings')
    .select('bulletin_display_frequency')
    .where('site_id', '=', 'lobby-demo')
    .executeTakeFirstOrThrow()
  return Number(row.bulletin_display_frequency) === 1 ? 1 : 0
}

async function liveBulletin(title = `News ${Date.now()}`): Promise<number> {
  const res = await send<{ id: number }>(server, '/api/dev/bulletins', { display_content: title, content: '<p>x</p>' })
  expect(res.code).toBe('100')
  return res.data.id
}

describe('the withdrawal queue', () => {
  it('lists pending withdrawals oldest first, with the member, the currency and where the money goes', async () => {
    const token = await tokenOf('finance01')
    const first = await pendingWithdrawal(usd(100), usd(10))
    const second = await pendingWithdrawal(usd(100), usd(20))
    const res = await call<{ list: AdminWithdrawal[]; total_count: number }>(token, adminWithdrawals.path, {
      member_account: first.p.account,
    })
    expect(res.data.total_count).toBe(1)
    expect(res.data.list[0]).toMatchObject({
      order_number: first.order,
      member_account: first.p.account,
      site_id: 'lobby-demo',
      currency: 'USD',
      amount: usd(10),
      status: 'pending',
      detail: 'JPMorgan Chase ******7890',
      decided_by: '',
      decided_at: null,
    })
    const all = await call<{ list: AdminWithdrawal[]; total_count: number }>(token, adminWithdrawals.path, {
      page_size: 200,
    })
    const orders = all.data.list.map((w) => w.order_number)
    expect(orders.indexOf(first.order)).toBeLessThan(orders.indexOf(second.order))
    expect(all.data.list.every((w) => w.status === 'pending')).toBe(true)
  })

  it('a rejection returns the money through the ledger, records who and why, and is audited with before and after', async () => {
    const token = await tokenOf('finance01')
    const { p, order } = await pendingWithdrawal(usd(100), usd(60))
    expect(await mainBalance(server.db, p.id)).toBe(usd(40))
    const res = await call<{ balance: number; status: string }>(token, adminWithdrawalDecide.path, {
      order_number: order,
      decision: 'reject',
      reason: '  The account name does not match  ',
    })
    expect(res.data).toMatchObject({ status: 'rejected', balance: usd(100), member_account: p.account })
    expect(await mainBalance(server.db, p.id)).toBe(usd(100))
    const listed = await call<{ list: AdminWithdrawal[] }>(token, adminWithdrawals.path, {
      status: 'rejected',
      member_account: p.account,
    })
    expect(listed.data.list[0]).toMatchObject({
      status: 'rejected',
      reason: 'The account name does not match',
      decided_by: 'finance01',
    })
    const auditor = await tokenOf('auditor01')
    const log = await call<{ list: AuditEntry[]; total_count: number }>(auditor, adminAudit.path, { target_id: order })
    expect(log.data.total_count).toBe(1)
    expect(log.data.list[0]).toMatchObject({
      operator: 'finance01',
      role: 'finance',
      action: 'withdrawal.reject',
      target_kind: 'withdrawal',
      target_id: order,
      before: { status: 'pending', amount: usd(60), reason: '', decided_by: '' },
      after: {
        status: 'rejected',
        reason: 'The account name does not match',
        decided_by: 'finance01',
        member_balance: usd(100),
      },
    })
    expect(log.data.list[0]!.ip).toBeTruthy()
    // Decided once: a second decision is 105 and writes nothing.
    const before = await rowCounts(server.db)
    const again = await call(token, adminWithdrawalDecide.path, { order_number: order, decision: 'approve' })
    expect(again.code).toBe(ADMIN_CODE.notPending)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('an approval keeps the money out; two operators deciding together decide once', async () => {
    const finance = await tokenOf('finance01')
    const owner = await tokenOf('owner01')
    const { p, order } = await pendingWithdrawal(usd(100), usd(30))
    const answers = await Promise.all([
      call(finance, adminWithdrawalDecide.path, { order_number: order, decision: 'approve' }),
      call(owner, adminWithdrawalDecide.path, { order_number: order, decision: 'reject', reason: 'no' }),
    ])
    expect(answers.map((a) => a.code).sort()).toEqual(['100', ADMIN_CODE.notPending])
    const row = await server.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('order_number', '=', order)
      .executeTakeFirstOrThrow()
    expect(await mainBalance(server.db, p.id)).toBe(row.status === 'approved' ? usd(70) : usd(100))
    const entries = await server.db.selectFrom('audit_log').selectAll().where('target_id', '=', order).execute()
    expect(entries).toHaveLength(1)
  })

  it('names the field of a malformed decision or filter, writes nothing', async () => {
    const token = await tokenOf('owner01')
    const { order } = await pendingWithdrawal()
    const before = await rowCounts(server.db)
    for (const [path, body, field] of [
      [adminWithdrawalDecide.path, { order_number: order, decision: 'reject' }, 'reason'],
      [adminWithdrawalDecide.path, { order_number: order, decision: 'reject', reason: '   ' }, 'reason'],
      [adminWithdrawalDecide.path, { order_number: order, decision: 'reject', reason: 'x'.repeat(201) }, 'reason'],
      [adminWithdrawalDecide.path, { order_number: order, decision: 'maybe' }, 'decision'],
      [adminWithdrawalDecide.path, { order_number: 'W', decision: 'approve' }, 'order_number'],
      [adminWithdrawals.path, { status: 'lost' }, 'status'],
      [adminWithdrawals.path, { page_size: 1000 }, 'page_size'],
      [adminAudit.path, { from: 'yesterday' }, 'from'],
      [adminAudit.path, { action: 'DROP TABLE' }, 'action'],
    ] as const) {
      const res = await call(token, path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('the development hook decides through the same code path, audited as dev-hook', async () => {
    const { p, order } = await pendingWithdrawal(usd(100), usd(25))
    const res = await send(server, '/api/dev/withdrawals/decide', {
      order_number: order,
      decision: 'reject',
      reason: 'qa',
    })
    expect(res.code).toBe('100')
    expect(await mainBalance(server.db, p.id)).toBe(usd(100))
    const entry = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', order)
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ operator: 'dev-hook', action: 'withdrawal.reject' })
    const row = await server.db
      .selectFrom('withdrawals')
      .select('decided_by')
      .where('order_number', '=', order)
      .executeTakeFirstOrThrow()
    expect(row.decided_by).toBe('dev-hook')
  })
})

describe('the audit log', () => {
  it('filters by operator, action area and time, newest first', async () => {
    const token = await tokenOf('owner01')
    const { order } = await pendingWithdrawal()
    const from = new Date().toISOString()
    await call(token, adminWithdrawalDecide.path, { order_number: order, decision: 'approve' })
    const byArea = await call<{ list: AuditEntry[] }>(token, adminAudit.path, {
      operator: 'OWNER01',
      action: 'withdrawal',
      from,
    })
    expect(byArea.data.list.map((e) => [e.action, e.target_id])).toEqual([['withdrawal.approve', order]])
    const logins = await call<{ list: AuditEntry[] }>(token, adminAudit.path, {
      action: 'operator.login',
      page_size: 200,
    })
    expect(logins.data.list.length).toBeGreaterThan(1)
    const ids = logins.data.list.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const future = await call<{ list: AuditEntry[]; total_count: number }>(token, adminAudit.path, {
      from: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(future.data).toEqual({ list: [], total_count: 0 })
  })

  it('cannot be edited or deleted, not even by the server itself', async () => {
    const count = Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    expect(count).toBeGreaterThan(0)
    await expect(server.db.updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/)
    await expect(server.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/)
    // Nor by replacing an entry (SQLite's insert or replace), nor by emptying the table (PostgreSQL's truncate).
    const first = await server.db.selectFrom('audit_log').selectAll().orderBy('id').executeTakeFirstOrThrow()
    const forged = { ...first, operator: 'someone-else' }
    const replace =
      dbKind(server.db) === 'postgres'
        ? sql`truncate audit_log`
        : sql`insert or replace into audit_log (id, operator, role, action, target_kind, target_id, before, after, ip, created_at)
            values (${forged.id}, ${forged.operator}, ${forged.role}, ${forged.action}, ${forged.target_kind},
              ${forged.target_id}, ${forged.before}, ${forged.after}, ${forged.ip}, ${forged.created_at})`
    await expect(replace.execute(server.db)).rejects.toThrow(/append-only/)
    expect(
      await server.db.selectFrom('audit_log').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow(),
    ).toEqual(first)
    const after = Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    expect(after).toBe(count)
  })
})

describe('TOTP (RFC 6238)', () => {
  // The RFC's SHA-1 test secret, "12345678901234567890" in base32; its appendix B lists 8 digits, we use the last 6.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code)
  })

  it('accepts a step either side of now, not two', async () => {
    const { acceptTotp } = await import('../src/admin/totp.ts')
    const now = 1_700_000_000_000
    const step = totpStep(now)
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), 0, now)).toBe(step - 1)
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), 0, now)).toBe(step + 1)
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), 0, now)).toBeUndefined()
    expect(acceptTotp(RFC_SECRET, totpCode(RFC_SECRET, step), step, now)).toBeUndefined()
    expect(acceptTotp(RFC_SECRET, '12345', 0, now)).toBeUndefined()
  })
})

describe('members (support)', () => {
  it('finds members by part of the account, phone or e-mail; a % or _ is a letter, not a wildcard', async () => {
    const token = await tokenOf('support01')
    const byAccount = await call<{ list: AdminMemberRow[]; total_count: number }>(token, adminMembers.path, {
      query: 'DEMO0',
    })
    expect(byAccount.data.list.map((m) => m.account)).toEqual(expect.arrayContaining(['demo01', 'demo02']))
    const byPhone = await call<{ list: AdminMemberRow[] }>(token, adminMembers.path, { query: '0987654321' })
    expect(byPhone.data.list.map((m) => m.account)).toEqual(['vxuser01'])
    const byMail = await call<{ list: AdminMemberRow[] }>(token, adminMembers.path, { query: 'demo02@EXAMPLE' })
    expect(byMail.data.list.map((m) => m.account)).toEqual(['demo02'])
    const wildcard = await call<{ total_count: number }>(token, adminMembers.path, { query: '%%' })
    expect(wildcard.data.total_count).toBe(0)
    // The letters themselves are found: an e-mail holding _ and %.
    const odd = await newPlayer(server, `adm${++players}user`)
    await server.db.updateTable('members').set({ member_email: 'x_y%z@example.com' }).where('id', '=', odd.id).execute()
    for (const [query, found] of [
      ['x_y%z', [odd.account]],
      ['_y%', [odd.account]],
      ['x%z', []],
      ['xay', []],
    ] as const) {
      const res = await call<{ list: AdminMemberRow[] }>(token, adminMembers.path, { query })
      expect(
        res.data.list.map((m) => m.account),
        query,
      ).toEqual(found)
    }
    const short = await call(token, adminMembers.path, { query: 'd' })
    expect(short.status).toBe(400)
    expect(short.data).toEqual({ field: 'query' })
  })

  it("shows a member's page: profile, wallets, ledger, logins, live sessions", async () => {
    const token = await tokenOf('support01')
    const p = await newPlayer(server, `adm${++players}user`, usd(12))
    const res = await call<AdminMemberDetail>(token, adminMemberDetail.path, { member_account: p.account })
    expect(res.data.member).toMatchObject({ account: p.account, currency: 'USD', status: 'active', wallet_status: 1 })
    expect(res.data.wallets[0]).toEqual({ wallet: 'main', balance: usd(12) })
    expect(res.data.ledger[0]).toMatchObject({ amount: usd(12), wallet: 'main' })
    expect(res.data.sessions).toBe(1)
    const missing = await call(token, adminMemberDetail.path, { member_account: 'nobody99' })
    expect(missing.code).toBe(ADMIN_CODE.memberNotFound)
  })

  it("force logout ends every session of the member at once, audited; the member's token is refused", async () => {
    const token = await tokenOf('support01')
    const p = await newPlayer(server, `adm${++players}user`)
    expect((await send(server, api('/member/withdraw/info'), {}, { token: p.token })).status).toBe(200)
    const res = await call<{ ended: number }>(token, adminMemberForceLogout.path, { member_account: p.account })
    expect(res.data).toEqual({ ended: 1 })
    expect((await send(server, api('/member/withdraw/info'), {}, { token: p.token })).status).toBe(401)
    const entry = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', `lobby-demo:${p.account}`)
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ operator: 'support01', action: 'member.force_logout' })
    expect(JSON.parse(entry.before!)).toEqual({ live_sessions: 1 })
  })

  it('a frozen wallet refuses the withdrawal (106); unfreezing lets it through; each change audited once', async () => {
    const token = await tokenOf('support01')
    const { p } = await pendingWithdrawal(usd(100), usd(10))
    // The pending one is decided, so the member may ask again.
    await send(server, '/api/dev/withdrawals/decide', {
      order_number: (await pendingOrderOf(p)) ?? '',
      decision: 'approve',
    })
    const frozen = await call<{ wallet_status: number }>(token, adminMemberWallet.path, {
      member_account: p.account,
      frozen: true,
    })
    expect(frozen.data).toEqual({ wallet_status: 0 })
    const again = await call(token, adminMemberWallet.path, { member_account: p.account, frozen: true })
    expect(again.code).toBe('100')
    const asked = await send(
      server,
      api(withdrawStore.path),
      { amount: usd(10), bank_account_id: 1, withdraw_password: '2468' },
      { token: p.token },
    )
    expect(asked.code).toBe('106')
    await call(token, adminMemberWallet.path, { member_account: p.account, frozen: false })
    const entries = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', `lobby-demo:${p.account}`)
      .orderBy('id')
      .execute()
    expect(entries.map((e) => e.action)).toEqual(['member.wallet_freeze', 'member.wallet_unfreeze'])
    expect((await call(token, adminMemberWallet.path, { member_account: 'nobody99', frozen: true })).code).toBe(
      ADMIN_CODE.memberNotFound,
    )
  })
})

async function pendingOrderOf(p: Player): Promise<string | undefined> {
  const row = await server.db
    .selectFrom('withdrawals')
    .select('order_number')
    .where('member_id', '=', p.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row?.order_number
}

describe('bulletins (content)', () => {
  const publicList = async () =>
    (
      await send<{ list: { display_content: string }[] }>(server, api(bulletin.path), {
        site_id: 'lobby-demo',
        display_device: 0,
      })
    ).data.list.map((b) => b.display_content)

  it('a published bulletin is on the public list at once; a change too; ended, it leaves it', async () => {
    const token = await tokenOf('content01')
    const title = `Console news ${Date.now()}`
    // Read once, so the public answer is kept: the publish must drop it.
    expect(await publicList()).not.toContain(title)
    const saved = await call<AdminBulletin>(token, adminBulletinSave.path, {
      display_content: title,
      content: '<p>Fresh</p><script>alert(1)</script>',
      display_device: 0,
    })
    expect(saved.data).toMatchObject({ display_content: title, target: 'all', end_at: null })
    expect(await publicList()).toContain(title)
    const changed = await call<AdminBulletin>(token, adminBulletinSave.path, {
      id: saved.data.id,
      display_content: `${title} (changed)`,
      content: '<p>Changed</p>',
    })
    expect(changed.data.start_at).toBe(saved.data.start_at)
    expect(await publicList()).toContain(`${title} (changed)`)
    const ended = await call<AdminBulletin>(token, adminBulletinEnd.path, { id: saved.data.id })
    expect(ended.data.end_at).not.toBeNull()
    expect(await publicList()).not.toContain(`${title} (changed)`)
    const log = await server.db
      .selectFrom('audit_log')
      .select(['action', 'operator', 'before', 'after'])
      .where('target_id', '=', String(saved.data.id))
      .orderBy('id')
      .execute()
    expect(log.map((e) => e.action)).toEqual(['bulletin.publish', 'bulletin.change', 'bulletin.end'])
    expect(JSON.parse(log[1]!.before!)).toMatchObject({ display_content: title })
    expect(JSON.parse(log[1]!.after!)).toMatchObject({ display_content: `${title} (changed)` })
    // The list shows ended ones too, newest first.
    const list = await call<{ list: AdminBulletin[] }>(token, adminBulletins.path, {})
    expect(list.data.list[0]).toMatchObject({ id: saved.data.id })
  })

  it('names the field of a malformed bulletin, writes nothing; an unknown id is 108', async () => {
    const token = await tokenOf('content01')
    const before = await rowCounts(server.db)
    const now = Date.now()
    for (const [body, field] of [
      [{ display_content: '  ', content: '<p>x</p>' }, 'display_content'],
      [{ display_content: 'x', content: '' }, 'content'],
      [{ display_content: 'x', content: 'x', display_device: 3 }, 'display_device'],
      [{ display_content: 'x', content: 'x', target: 'agents' }, 'target'],
      [{ display_content: 'x', content: 'x', start_at: 'tomorrow' }, 'start_at'],
      [
        {
          display_content: 'x',
          content: 'x',
          start_at: new Date(now + 60_000).toISOString(),
          end_at: new Date(now).toISOString(),
        },
        'end_at',
      ],
    ] as const) {
      const res = await call(token, adminBulletinSave.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await call(token, adminBulletinSave.path, { id: 999_999, display_content: 'x', content: 'x' })).code).toBe(
      ADMIN_CODE.bulletinNotFound,
    )
    expect((await call(token, adminBulletinEnd.path, { id: 999_999 })).code).toBe(ADMIN_CODE.bulletinNotFound)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('where members see it: every page, the site or the deposit page', async () => {
    const token = await tokenOf('content01')
    const p = await newPlayer(server, `adm${++players}user`)
    const shownAt = async (location: 2 | 3) =>
      (
        await send<{ list: { display_content: string }[] }>(
          server,
          api(memberBulletin.path),
          { site_id: 'lobby-demo', display_device: 0, display_location: location },
          { token: p.token },
        )
      ).data.list.map((b) => b.display_content)
    const title = `Deposit news ${Date.now()}`
    const saved = await call<AdminBulletin>(token, adminBulletinSave.path, {
      display_content: title,
      content: '<p>On the deposit page</p>',
      target: 'members',
      display_location: 3,
    })
    expect(saved.data).toMatchObject({ display_location: 3, target: 'members' })
    expect(await shownAt(3)).toContain(title)
    expect(await shownAt(2)).not.toContain(title)
    const everywhere = await call<AdminBulletin>(token, adminBulletinSave.path, {
      id: saved.data.id,
      display_content: title,
      content: '<p>Everywhere</p>',
      target: 'members',
      display_location: 0,
    })
    expect(everywhere.data.display_location).toBe(0)
    expect(await shownAt(2)).toContain(title)
    const bad = await call(token, adminBulletinSave.path, { display_content: 'x', content: 'x', display_location: 1 })
    expect(bad.status).toBe(400)
    expect(bad.data).toEqual({ field: 'display_location' })
    await call(token, adminBulletinEnd.path, { id: saved.data.id })
  })

  it("the site's display frequency: set, audited, answered by the public list; bad input names the field", async () => {
    const token = await tokenOf('content01')
    const was = await bulletinFrequency()
    const other = was === 1 ? 0 : 1
    const before = await rowCounts(server.db)
    for (const [body, field] of [
      [{ display_frequency: 2 }, 'display_frequency'],
      [{}, 'display_frequency'],
      [{ display_frequency: 1, site_id: 7 }, 'site_id'],
    ] as const) {
      const res = await call(token, adminBulletinSetting.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(token, adminBulletinSetting.path, { display_frequency: 1, site_id: 'no-such-site' })).code).toBe(
      '102',
    )
    expect(await rowCounts(server.db)).toEqual(before)
    try {
      const set = await call<{ display_frequency: number }>(token, adminBulletinSetting.path, {
        display_frequency: other,
      })
      expect(set.data).toEqual({ display_frequency: other })
      const pub = await send<{ setting: { display_frequency: number } }>(server, api(bulletin.path), {
        site_id: 'lobby-demo',
        display_device: 0,
      })
      expect(pub.data.setting.display_frequency).toBe(other)
      const listed = await call<{ display_frequency: number }>(token, adminBulletins.path, {})
      expect(listed.data.display_frequency).toBe(other)
      const entry = await server.db
        .selectFrom('audit_log')
        .select(['operator', 'before', 'after'])
        .where('action', '=', 'bulletin.setting')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(entry.operator).toBe('content01')
      expect(JSON.parse(entry.before!)).toEqual({ display_frequency: was })
      expect(JSON.parse(entry.after!)).toEqual({ display_frequency: other })
    } finally {
      await call(token, adminBulletinSetting.path, { display_frequency: was })
    }
  })

  it('the development hook publishes through the same code path, audited as dev-hook', async () => {
    const id = await liveBulletin('Dev hook news')
    const entry = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(id))
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ operator: 'dev-hook', action: 'bulletin.publish' })
  })
})
