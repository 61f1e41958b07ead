import {
  ADMIN_CODE,
  ADMIN_OPERATORS_CODE,
  adminMe,
  adminOperatorCreate,
  adminOperatorEnabled,
  adminOperatorPassword,
  adminOperatorRole,
  adminOperators,
  adminOperatorTotp,
  adminOperatorUnlock,
  adminWithdrawals,
  type AdminOperatorRow,
} from '@lobby/api/contract'
import { OPERATOR_LOCKOUT_FAILURES } from '@lobby/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setOperatorEnabled } from '../src/admin/operator-accounts.ts'
import { createOperator } from '../src/admin/operators.ts'
import { totpCode, totpStep } from '../src/admin/totp.ts'
import type { LobbyServer } from '../src/index.ts'
import { transact } from '../src/db/transact.ts'
import { BusinessError } from '../src/http/errors.ts'
import { hashPassword } from '../src/members/passwords.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { rowCounts, startServer } from './helpers.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { newPlayer } from './wallet-helpers.ts'

/**
 * Operators managed from the console (issue 24) over the real routes: the
 * list, creating one (its password and second factor answered once, never in
 * the audit), role, disable / enable (its sessions end at once), unlock, a
 * new second factor (the old codes stop working) or password; the owner
 * rules (not oneself, never the last enabled owner); the role matrix; bad input.
 */

let server: LobbyServer
let made = 0
const PASSWORD = DEMO_MEMBER_PASSWORD

/** The demo password's hash, made once: an operator made for a test costs no argon2 run. */
let passwordHash: string

beforeAll(async () => {
  server = await startServer()
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(async () => {
  await server.close()
})

const api = () => operatorApi(server)
const call = <T = unknown>(token: string | undefined, path: string, body: unknown = {}) =>
  api().call<T>(token, path, body)
const owner = () => api().tokenOf('owner01')

/** A fresh operator without a second factor (signs in with its password: the test server does not require one). */
async function plainOperator(role: 'owner' | 'finance' | 'content' | 'support' | 'auditor' = 'finance') {
  const account = `ops${++made}`
  await createOperator(server.db, { account, password: { hash: passwordHash }, role })
  return account
}

async function row(account: string) {
  return server.db.selectFrom('operators').selectAll().where('account', '=', account).executeTakeFirstOrThrow()
}

async function audits(account: string) {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_kind', '=', 'operator')
    .where('target_id', '=', account)
    // What an owner did to it, not its own sign-ins.
    .where('action', 'not in', ['operator.login', 'operator.logout', 'operator.locked'])
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    ...r,
    before: r.before === null ? null : JSON.parse(r.before),
    after: r.after === null ? null : JSON.parse(r.after),
  }))
}

/** Signs in with the password and the code of `secret` at `offset` steps from now (a code is good once). */
const signInWith = (account: string, password: string, secret: string, offset = 0) =>
  api().signIn(account, password, totpCode(secret, totpStep(Date.now()) + offset))

describe('the operator list and a new operator', () => {
  it('lists every operator with its role, state, second factor and last sign-in', async () => {
    await api().tokenOf('finance01')
    const res = await call<{ list: AdminOperatorRow[] }>(await api().tokenOf('auditor01'), adminOperators.path)
    expect(res.code).toBe('100')
    const finance = res.data.list.find((o) => o.account === 'finance01')
    expect(finance).toMatchObject({ role: 'finance', enabled: 1, locked_until: null, totp_set: false })
    expect(finance!.last_sign_in_at).toMatch(/^\d{4}-/)
    expect(res.data.list.map((o) => o.account)).toEqual([...res.data.list.map((o) => o.account)].sort())
  })

  it('creates one: password and second factor shown once, it signs in with them, the audit keeps neither', async () => {
    const res = await call<{ operator: AdminOperatorRow; password: string; totp_secret: string; totp_uri: string }>(
      await owner(),
      adminOperatorCreate.path,
      { account: '  New.Finance ', role: 'finance' },
    )
    expect(res.code).toBe('100')
    expect(res.data.operator).toMatchObject({ account: 'new.finance', role: 'finance', enabled: 1, totp_set: true })
    expect(res.data.password).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(res.data.totp_secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(res.data.totp_uri).toContain(`secret=${res.data.totp_secret}`)
    expect(res.data.totp_uri).toMatch(/^otpauth:\/\/totp\/Lobby%20console%3Anew\.finance\?/)
    // Stored as a hash and the secret; nothing readable again through the list.
    const stored = await row('new.finance')
    expect(stored.password_hash).toMatch(/^\$argon2id\$/)
    const list = await call<{ list: AdminOperatorRow[] }>(await owner(), adminOperators.path)
    expect(JSON.stringify(list.data)).not.toContain(res.data.totp_secret)
    // The password alone is not enough; with the code it signs in.
    expect((await api().signIn('new.finance', res.data.password)).code).toBe(ADMIN_CODE.totpRequired)
    const signed = await signInWith('new.finance', res.data.password, res.data.totp_secret)
    expect(signed.code).toBe('100')
    const [entry] = await audits('new.finance')
    expect(entry).toMatchObject({
      operator: 'owner01',
      action: 'operator.create',
      before: null,
      after: { role: 'finance', enabled: 1, totp: true },
    })
    const text = JSON.stringify(await server.db.selectFrom('audit_log').selectAll().execute())
    expect(text).not.toContain(res.data.password)
    expect(text).not.toContain(res.data.totp_secret)
  })

  it('refuses a taken account with 151 and bad input with 400 naming the field, writing nothing', async () => {
    const token = await owner()
    const before = await rowCounts(server.db)
    const taken = await call(token, adminOperatorCreate.path, { account: 'FINANCE01', role: 'support' })
    expect(taken).toMatchObject({ status: 200, code: ADMIN_OPERATORS_CODE.accountTaken })
    for (const [body, field] of [
      [{ account: 'ab', role: 'finance' }, 'account'],
      [{ account: 'bad account', role: 'finance' }, 'account'],
      [{ account: 'x'.repeat(65), role: 'finance' }, 'account'],
      [{ account: 'fine.one', role: 'janitor' }, 'role'],
      [{ role: 'finance' }, 'account'],
      [{ account: 'fine.one' }, 'role'],
    ] as const) {
      const res = await call(token, adminOperatorCreate.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.message, JSON.stringify(body)).toContain(field)
    }
    for (const path of [adminOperatorRole.path, adminOperatorEnabled.path]) {
      const res = await call(token, path, { account: 'finance01' })
      expect(res.status, path).toBe(400)
    }
    expect((await call(token, adminOperatorUnlock.path, { account: 7 })).status).toBe(400)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('answers 150 for an operator that does not exist, on every change', async () => {
    const token = await owner()
    const before = await rowCounts(server.db)
    for (const [path, extra] of [
      [adminOperatorRole.path, { role: 'support' }],
      [adminOperatorEnabled.path, { enabled: false }],
      [adminOperatorUnlock.path, {}],
      [adminOperatorTotp.path, {}],
      [adminOperatorPassword.path, {}],
    ] as const) {
      const res = await call(token, path, { account: 'nobody.here', ...extra })
      expect(res.code, path).toBe(ADMIN_OPERATORS_CODE.operatorNotFound)
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('changing an operator', () => {
  it('a disabled operator’s token gets 401 at once; enabled again it signs in', async () => {
    const account = await plainOperator('finance')
    const theirs = await api().tokenOf(account)
    expect((await call(theirs, adminWithdrawals.path)).code).toBe('100')
    const res = await call<AdminOperatorRow>(await owner(), adminOperatorEnabled.path, { account, enabled: false })
    expect(res.data).toMatchObject({ account, enabled: 0 })
    expect((await call(theirs, adminMe.path)).status).toBe(401)
    expect((await api().signIn(account, PASSWORD)).code).toBe(ADMIN_CODE.badLogin)
    const live = await server.db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .where('operator_id', '=', (await row(account)).id)
      .where('revoked_at', 'is', null)
      .execute()
    expect(live).toEqual([])
    await call(await owner(), adminOperatorEnabled.path, { account, enabled: true })
    expect((await api().signIn(account, PASSWORD)).code).toBe('100')
    expect((await audits(account)).map((a) => [a.action, a.before.enabled, a.after.enabled])).toEqual([
      ['operator.disable', 1, 0],
      ['operator.enable', 0, 1],
    ])
  })

  it('a new role counts at the session’s next call', async () => {
    const account = await plainOperator('finance')
    const theirs = await api().tokenOf(account)
    const res = await call<AdminOperatorRow>(await owner(), adminOperatorRole.path, { account, role: 'content' })
    expect(res.data.role).toBe('content')
    expect((await call(theirs, adminWithdrawals.path)).status).toBe(403)
    const [entry] = await audits(account)
    expect(entry).toMatchObject({
      action: 'operator.role_change',
      before: { role: 'finance' },
      after: { role: 'content' },
    })
  })

  it('a reset second factor: the old code stops working, the sessions end, the new one signs in', async () => {
    const created = await call<{ password: string; totp_secret: string }>(await owner(), adminOperatorCreate.path, {
      account: `totp${++made}`,
      role: 'support',
    })
    const account = `totp${made}`
    const first = await signInWith(account, created.data.password, created.data.totp_secret, -1)
    expect(first.code).toBe('100')
    const reset = await call<{ totp_secret: string; totp_uri: string; operator: AdminOperatorRow }>(
      await owner(),
      adminOperatorTotp.path,
      { account },
    )
    expect(reset.code).toBe('100')
    expect(reset.data.totp_secret).not.toBe(created.data.totp_secret)
    expect((await call(first.authorization, adminMe.path)).status).toBe(401)
    const old = await signInWith(account, created.data.password, created.data.totp_secret, 0)
    expect(old.code).toBe(ADMIN_CODE.badTotp)
    expect((await signInWith(account, created.data.password, reset.data.totp_secret, 0)).code).toBe('100')
    const entry = (await audits(account)).find((a) => a.action === 'operator.totp_reset')
    expect(entry).toMatchObject({ before: { totp: true }, after: { totp: 'changed' } })
    expect(JSON.stringify(entry)).not.toContain(reset.data.totp_secret)
  })

  it('a new temporary password ends the lockout and the sessions; the old password stops working', async () => {
    const account = await plainOperator('support')
    const theirs = await api().tokenOf(account)
    await server.db
      .updateTable('operators')
      .set({ locked_until: new Date(Date.now() + 600_000).toISOString(), failed_logins: 0 })
      .where('account', '=', account)
      .execute()
    const res = await call<{ password: string; operator: AdminOperatorRow }>(
      await owner(),
      adminOperatorPassword.path,
      {
        account,
      },
    )
    expect(res.data.operator.locked_until).toBeNull()
    expect((await call(theirs, adminMe.path)).status).toBe(401)
    expect((await api().signIn(account, PASSWORD)).code).toBe(ADMIN_CODE.badLogin)
    expect((await api().signIn(account, res.data.password)).code).toBe('100')
    const entry = (await audits(account)).find((a) => a.action === 'operator.password_reset')!
    expect(entry.after).toMatchObject({ password: 'changed' })
    expect(JSON.stringify(entry)).not.toContain(res.data.password)
  })

  it("unlock ends a lockout, the account's and every address's, and keeps the sessions", async () => {
    const account = await plainOperator('content')
    const theirs = await api().tokenOf(account)
    // An address shut out of the account by its failures (admin.test.ts) is let in again by the unlock.
    const guesser = '10.70.0.1'
    for (let i = 0; i < OPERATOR_LOCKOUT_FAILURES; i++) await api().signIn(account, 'nope', undefined, guesser)
    expect((await api().signIn(account, PASSWORD, undefined, guesser)).code).toBe(ADMIN_CODE.badLogin)
    const until = new Date(Date.now() + 600_000).toISOString()
    await server.db.updateTable('operators').set({ locked_until: until }).where('account', '=', account).execute()
    const list = await call<{ list: AdminOperatorRow[] }>(await owner(), adminOperators.path)
    expect(list.data.list.find((o) => o.account === account)!.locked_until).toBe(until)
    const res = await call<AdminOperatorRow>(await owner(), adminOperatorUnlock.path, { account })
    expect(res.data.locked_until).toBeNull()
    expect((await call(theirs, adminMe.path)).code).toBe('100')
    expect((await api().signIn(account, PASSWORD, undefined, guesser)).code).toBe('100')
    expect((await audits(account)).find((a) => a.action === 'operator.unlock')).toMatchObject({
      action: 'operator.unlock',
      before: { locked_until: until },
      after: { locked_until: null },
    })
  })
})

describe('the owner rules', () => {
  it('an owner cannot disable, demote or reset their own account (152), nothing written', async () => {
    const me = await plainOperator('owner')
    const token = await api().tokenOf(me)
    const before = await rowCounts(server.db)
    const was = await row(me)
    for (const [path, extra] of [
      [adminOperatorEnabled.path, { enabled: false }],
      [adminOperatorRole.path, { role: 'auditor' }],
      [adminOperatorTotp.path, {}],
      [adminOperatorPassword.path, {}],
    ] as const) {
      const res = await call(token, path, { account: me, ...extra })
      expect(res.code, path).toBe(ADMIN_OPERATORS_CODE.selfChange)
    }
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await row(me)).toEqual(was)
    expect((await call(token, adminMe.path)).code).toBe('100')
  })

  it('the last enabled owner cannot be disabled or demoted (153)', async () => {
    // Only owner01 is an enabled owner; anyone but itself (here a second owner's service call) is refused.
    const owners = await server.db
      .selectFrom('operators')
      .select('account')
      .where('role', '=', 'owner')
      .where('disabled', '=', 0)
      .execute()
    const others = owners.map((o) => o.account).filter((a) => a !== 'owner01')
    await server.db
      .updateTable('operators')
      .set({ disabled: 1 })
      .where('account', 'in', ['', ...others])
      .execute()
    try {
      const actor = { account: 'someone.else', role: 'owner', ip: '127.0.0.1' }
      const refused = await transact(server.db, (trx) => setOperatorEnabled(trx, actor, 'owner01', false))
      expect(refused).toBeInstanceOf(BusinessError)
      expect((refused as BusinessError).code).toBe(ADMIN_OPERATORS_CODE.lastOwner)
      expect((await row('owner01')).disabled).toBe(0)
    } finally {
      if (others.length > 0) {
        await server.db.updateTable('operators').set({ disabled: 0 }).where('account', 'in', others).execute()
      }
    }
  })

  it('two owners demoting each other at once: one wins, the other is refused, an owner remains', async () => {
    const a = await plainOperator('owner')
    const b = await plainOperator('owner')
    // Only these two are enabled owners for this test.
    const others = (
      await server.db
        .selectFrom('operators')
        .select('account')
        .where('role', '=', 'owner')
        .where('disabled', '=', 0)
        .execute()
    )
      .map((o) => o.account)
      .filter((x) => x !== a && x !== b)
    await server.db.updateTable('operators').set({ disabled: 1 }).where('account', 'in', others).execute()
    try {
      const [ta, tb] = [await api().tokenOf(a), await api().tokenOf(b)]
      const results = await Promise.all([
        call(ta, adminOperatorRole.path, { account: b, role: 'auditor' }),
        call(tb, adminOperatorRole.path, { account: a, role: 'auditor' }),
      ])
      const won = results.filter((r) => r.code === '100')
      expect(won).toHaveLength(1)
      const lost = results.find((r) => r.code !== '100')!
      expect(lost.status === 403 || lost.code === ADMIN_OPERATORS_CODE.lastOwner).toBe(true)
      const left = await server.db
        .selectFrom('operators')
        .select('account')
        .where('role', '=', 'owner')
        .where('disabled', '=', 0)
        .where('account', 'in', [a, b])
        .execute()
      expect(left).toHaveLength(1)
    } finally {
      await server.db.updateTable('operators').set({ disabled: 0 }).where('account', 'in', others).execute()
    }
  })
})

describe('who may call', () => {
  const target = async () => ({ account: await plainOperator('support') })
  const state = async (body: Record<string, unknown>) => {
    const r = await server.db
      .selectFrom('operators')
      .select(['role', 'disabled', 'locked_until', 'password_hash', 'totp_secret'])
      .where('account', '=', String(body.account))
      .executeTakeFirst()
    return r ?? null
  }
  const calls = (): MatrixCall[] => [
    { path: adminOperators.path, roles: ['owner', 'auditor'], body: async () => ({}) },
    {
      path: adminOperatorCreate.path,
      roles: ['owner'],
      body: async () => ({ account: `matrix${++made}`, role: 'content' }),
      unchanged: state,
    },
    {
      path: adminOperatorRole.path,
      roles: ['owner'],
      body: async () => ({ ...(await target()), role: 'content' }),
      unchanged: state,
    },
    {
      path: adminOperatorEnabled.path,
      roles: ['owner'],
      body: async () => ({ ...(await target()), enabled: false }),
      unchanged: state,
    },
    { path: adminOperatorUnlock.path, roles: ['owner'], body: target, unchanged: state },
    { path: adminOperatorTotp.path, roles: ['owner'], body: target, unchanged: state },
    { path: adminOperatorPassword.path, roles: ['owner'], body: target, unchanged: state },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `opsm${++made}user`)).token,
  )
})
