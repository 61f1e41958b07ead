import {
  ADMIN_CODE,
  adminAudit,
  adminLogin,
  adminLogout,
  adminMe,
  adminWithdrawalDecide,
  adminWithdrawals,
  bankAccountStore,
  withdrawPasswordSet,
  withdrawStore,
  type AdminWithdrawal,
  type AuditEntry,
  type DwRecord,
  type Operator,
} from '@lobby/api/contract'
import { OPERATOR_IDLE_MS, OPERATOR_LOCKOUT_FAILURES, OPERATOR_ROLES, unitsOf, type OperatorRole } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOperator } from '../src/admin/operators.ts'
import { newTotpSecret, totpCode, totpStep } from '../src/admin/totp.ts'
import type { LobbyServer } from '../src/index.ts'
import { sha256 } from '../src/members/secrets.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance } from '../src/wallet/ledger.ts'
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

async function signIn(account: string, password = DEMO_MEMBER_PASSWORD, totp?: string) {
  return send<Operator>(server, api(adminLogin.path), { account, password, ...(totp ? { totp } : {}) })
}

async function tokenOf(account: string): Promise<string> {
  const res = await signIn(account)
  expect(res.code).toBe('100')
  expect(res.authorization).toBeTruthy()
  return res.authorization!
}

function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return send<T>(server, api(path), body, token ? { token } : {})
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
    expect(res.data.permissions.sort()).toEqual(['withdrawals.decide', 'withdrawals.read'])
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

  it('locks the account after five failures in a row: even the right password is refused until it ends', async () => {
    await createOperator(server.db, { account: 'locky01', password: 'right-password', role: 'support' })
    for (let i = 1; i < OPERATOR_LOCKOUT_FAILURES; i++)
      expect((await signIn('locky01', 'nope')).code).toBe(ADMIN_CODE.badLogin)
    expect((await signIn('locky01', 'nope')).code).toBe(ADMIN_CODE.badLogin)
    const locked = await signIn('locky01', 'right-password')
    expect(locked.code).toBe(ADMIN_CODE.locked)
    const until = (locked.data as unknown as { locked_until: string }).locked_until
    expect(Date.parse(until)).toBeGreaterThan(Date.now() + 14 * 60_000)
    expect(locked.message).toContain(until)
    expect(locked.authorization).toBeUndefined()
    const audit = await server.db.selectFrom('audit_log').selectAll().where('target_id', '=', 'locky01').execute()
    expect(audit.map((a) => a.action)).toEqual(['operator.locked'])
    // Once the lock has passed, the right password signs in.
    await server.db
      .updateTable('operators')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('account', '=', 'locky01')
      .execute()
    expect((await signIn('locky01', 'right-password')).code).toBe('100')
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
  const allowed: Record<string, readonly OperatorRole[]> = {
    [adminMe.path]: OPERATOR_ROLES,
    [adminWithdrawals.path]: ['owner', 'finance', 'auditor'],
    [adminAudit.path]: ['owner', 'auditor'],
    [adminWithdrawalDecide.path]: ['owner', 'finance'],
  }

  it.each(OPERATOR_ROLES)('%s: 200 where the role may, 403 and nothing written where it may not', async (role) => {
    const token = await tokenOf(`${role}01`)
    const { order } = await pendingWithdrawal()
    for (const [path, roles] of Object.entries(allowed)) {
      const body =
        path === adminWithdrawalDecide.path ? { order_number: order, decision: 'reject', reason: 'checked' } : {}
      const before = await rowCounts(server.db)
      const res = await call(token, path, body)
      if (roles.includes(role)) {
        expect(res.status, `${role} ${path}`).toBe(200)
        expect(res.code, `${role} ${path}`).toBe('100')
      } else {
        expect(res.status, `${role} ${path}`).toBe(403)
        expect(res.message).toBe('your role may not do this')
        expect(await rowCounts(server.db)).toEqual(before)
        const still = await server.db
          .selectFrom('withdrawals')
          .select('status')
          .where('order_number', '=', order)
          .executeTakeFirstOrThrow()
        expect(still.status).toBe('pending')
      }
    }
  })
})

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
