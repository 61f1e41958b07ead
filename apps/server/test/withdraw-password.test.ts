import {
  AGENT_CODE,
  BANK_ACCOUNT_CODE,
  FUND_CODE,
  WITHDRAW_PASSWORD_CODE,
  WITHDRAW_PASSWORD_LOCK,
  WITHDRAW_PASSWORD_LOCKED_CODE,
  agentTransfer,
  applyForAgent,
  bankAccountList,
  bankAccountStore,
  doubleValidation,
  doubleValidationChallengeSchema,
  editPassword,
  vxVerify,
  withdrawPasswordLockSchema,
  withdrawPasswordSet,
  withdrawStore,
  type BankAccount,
} from '@lobby/api/contract'
import { unitsOf } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { argon2 } from '../src/members/passwords.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance } from '../src/wallet/ledger.ts'
import { rowCounts, SITE, startServer } from './helpers.ts'
import { attemptLogin, freshUdid, newCaptcha, send } from './member-session.ts'

/**
 * The withdraw password's lockout (issue 19, item 4): five wrong ones lock it
 * for fifteen minutes wherever it is checked — withdrawal, changing it, agent
 * transfer, bank binding, member-transfer verification, the double-validation
 * question — and binding a bank account needs it. Each attack of the issue is
 * performed and seen refused with nothing written; the ledger stays exact.
 */

let server: LobbyServer
let accounts = 0
const PIN = '2468'
const usd = (dollars: number) => unitsOf('USD', dollars)
const api = (path: string) => `/api${path}`

interface Who {
  id: number
  account: string
  token: string
}

beforeAll(async () => {
  server = await startServer()
})
afterEach(async () => {
  vi.restoreAllMocks()
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  await server.close()
})

/** A member with `cash` in the main wallet, the withdraw password `PIN` (unless `pin` is null) and a live token. */
async function member(cash = 0, extra: Record<string, unknown> = {}, pin: string | null = PIN): Promise<Who> {
  const account = `wp${++accounts}user`
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: DEMO_MEMBER_PASSWORD,
    cash,
    ...(pin === null ? {} : { withdraw_password: pin }),
    ...extra,
  })
  expect(res.code).toBe('100')
  return { id: res.data.id, account, token: await issueMemberToken(server.db, res.data.id, 'udid-w') }
}

const call = <T = unknown>(who: Who, path: string, body: unknown = {}) =>
  send<T>(server, api(path), body, { token: who.token })

const bankForm = { bank_code: 'JPM', account_name: 'Ada Lovelace', account_number: '1234567890' }

async function bind(who: Who, number = '1234567890'): Promise<BankAccount> {
  const res = await call<BankAccount>(who, bankAccountStore.path, {
    ...bankForm,
    account_number: number,
    withdraw_password: PIN,
  })
  expect(res.code).toBe('100')
  return res.data
}

const withdraw = (who: Who, accountId: number, pin: string, dollars = 20) =>
  call(who, withdrawStore.path, { amount: usd(dollars), bank_account_id: accountId, withdraw_password: pin })

const changePin = (who: Who, old: string) =>
  call(who, withdrawPasswordSet.path, {
    old_withdraw_password: old,
    withdraw_password: '1111',
    check_withdraw_password: '1111',
  })

async function guard(memberId: number) {
  return server.db
    .selectFrom('withdraw_password_guards')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}

async function withdrawalRows(memberId: number): Promise<number> {
  const rows = await server.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute()
  return rows.length
}

async function boundCount(memberId: number): Promise<number> {
  const rows = await server.db.selectFrom('bank_accounts').select('id').where('member_id', '=', memberId).execute()
  return rows.length
}

/** Locks `who`'s withdraw password with five wrong guesses on a withdrawal. */
async function lockOnWithdrawal(who: Who, accountId: number): Promise<void> {
  for (let i = 0; i < WITHDRAW_PASSWORD_LOCK.max_failures; i += 1) await withdraw(who, accountId, '0000')
  expect((await guard(who.id))?.locked_until).not.toBeNull()
}

function expectLocked(res: { code: string; message: string; data: unknown }, code = WITHDRAW_PASSWORD_LOCKED_CODE) {
  expect(res.code).toBe(code)
  const lock = withdrawPasswordLockSchema.parse(res.data)
  expect(lock.retry_after_seconds).toBeGreaterThan(0)
  expect(lock.retry_after_seconds).toBeLessThanOrEqual(WITHDRAW_PASSWORD_LOCK.lock_seconds)
  expect(Date.parse(lock.locked_until)).toBeGreaterThan(Date.now())
  expect(res.message).toBe(
    `too many wrong withdraw passwords: try again in ${Math.ceil(lock.retry_after_seconds / 60)} minutes`,
  )
  return lock
}

describe('the lockout on withdrawal', () => {
  it('five wrong guesses, then the right one is refused: no withdrawal, the balance and ledger unchanged', async () => {
    const who = await member(usd(100))
    const account = await bind(who)
    for (let left = WITHDRAW_PASSWORD_LOCK.max_failures - 1; left > 0; left -= 1) {
      const wrong = await withdraw(who, account.id, '0000')
      expect(wrong).toMatchObject({ code: FUND_CODE.withdrawPasswordWrong, data: { attempts_left: left } })
    }
    // The fifth wrong one locks it.
    expectLocked(await withdraw(who, account.id, '0000'))
    const before = await rowCounts(server.db)
    const right = await withdraw(who, account.id, PIN)
    const lock = expectLocked(right)
    expect(right.message).toBe('too many wrong withdraw passwords: try again in 15 minutes')
    expect(lock.retry_after_seconds).toBeGreaterThan(WITHDRAW_PASSWORD_LOCK.lock_seconds - 60)
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await withdrawalRows(who.id)).toBe(0)
    expect(await mainBalance(server.db, who.id)).toBe(usd(100))
  })

  it('a burst of guesses at once compares at most five: the rest are refused unchecked', async () => {
    const who = await member(usd(100))
    const account = await bind(who)
    const verify = vi.spyOn(argon2, 'verify')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => withdraw(who, account.id, String(1000 + i).padStart(4, '0'))),
    )
    expect(verify.mock.calls.length).toBeLessThanOrEqual(WITHDRAW_PASSWORD_LOCK.max_failures)
    expect(answers.filter((a) => a.code === FUND_CODE.withdrawPasswordWrong).length).toBeLessThan(
      WITHDRAW_PASSWORD_LOCK.max_failures,
    )
    expect(answers.filter((a) => a.code === WITHDRAW_PASSWORD_LOCKED_CODE).length).toBeGreaterThan(35)
    expect(await withdrawalRows(who.id)).toBe(0)
    expect(await mainBalance(server.db, who.id)).toBe(usd(100))
  })

  it('a wrong guess stays counted although the refusal rolls the call back', async () => {
    const who = await member(usd(100))
    const account = await bind(who)
    expect((await withdraw(who, account.id, '0000')).code).toBe(FUND_CODE.withdrawPasswordWrong)
    expect(await guard(who.id)).toMatchObject({ failures: 1, locked_until: null })
    // A right password whose withdrawal is then refused in its transaction (too much) clears the count.
    expect((await withdraw(who, account.id, PIN, 1000)).code).toBe(FUND_CODE.insufficient)
    expect(await guard(who.id)).toMatchObject({ failures: 0, locked_until: null })
  })

  it('a right password clears the count: four more wrong ones do not lock it', async () => {
    const who = await member(usd(100))
    const account = await bind(who)
    for (let i = 0; i < 4; i += 1) await withdraw(who, account.id, '0000')
    expect((await withdraw(who, account.id, PIN)).code).toBe('100')
    for (let left = 4; left > 0; left -= 1) {
      expect((await changePin(who, '0000')).data).toEqual({ attempts_left: left })
    }
  })

  it('expires: once the lock has passed, the right password withdraws and the count starts again', async () => {
    const who = await member(usd(100))
    const account = await bind(who)
    await lockOnWithdrawal(who, account.id)
    await server.db
      .updateTable('withdraw_password_guards')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', who.id)
      .execute()
    expect((await withdraw(who, account.id, PIN)).code).toBe('100')
    expect(await withdrawalRows(who.id)).toBe(1)
    expect(await guard(who.id)).toMatchObject({ failures: 0, locked_until: null })
  })

  it('counts within the window: wrong guesses older than it are forgotten', async () => {
    const who = await member(usd(100))
    const account = await bind(who)
    for (let i = 0; i < 4; i += 1) await withdraw(who, account.id, '0000')
    const longAgo = new Date(Date.now() - (WITHDRAW_PASSWORD_LOCK.window_seconds + 60) * 1000).toISOString()
    await server.db
      .updateTable('withdraw_password_guards')
      .set({ window_started_at: longAgo })
      .where('member_id', '=', who.id)
      .execute()
    expect((await withdraw(who, account.id, '0000')).data).toEqual({
      attempts_left: WITHDRAW_PASSWORD_LOCK.max_failures - 1,
    })
  })

  it("leaves every other member's password alone", async () => {
    const locked = await member(usd(100))
    const other = await member(usd(100))
    await lockOnWithdrawal(locked, (await bind(locked)).id)
    expect((await withdraw(other, (await bind(other)).id, PIN)).code).toBe('100')
    expect(await guard(other.id)).toMatchObject({ failures: 0, locked_until: null })
  })
})

describe('one lockout shared by every place that checks the password', () => {
  async function agent(cash: number): Promise<Who> {
    const who = await member(cash)
    expect((await call(who, applyForAgent.path, { apply_agent_flag: 1, reason: 'I run a fan club' })).code).toBe('100')
    const decided = await send(server, '/api/dev/agent-applications/decide', {
      member_account: who.account,
      decision: 'approve',
    })
    expect(decided.code).toBe('100')
    return who
  }

  it('wrong on the profile change locks withdrawal, agent transfer, bank binding and the change itself', async () => {
    const boss = await agent(usd(100))
    const account = await bind(boss)
    const kid = await member(0, { agent_account: boss.account })
    for (let left = 4; left > 0; left -= 1) {
      expect(await changePin(boss, '0000')).toMatchObject({
        code: WITHDRAW_PASSWORD_CODE.oldWrong,
        data: { attempts_left: left },
      })
    }
    expectLocked(await changePin(boss, '0000'))
    const before = await rowCounts(server.db)

    expectLocked(await withdraw(boss, account.id, PIN))
    expectLocked(await call(boss, agentTransfer.path, { member_id: kid.id, amount: usd(10), withdraw_password: PIN }))
    expectLocked(
      await call(boss, bankAccountStore.path, { ...bankForm, account_number: '5550001111', withdraw_password: PIN }),
    )
    expectLocked(await changePin(boss, PIN))

    expect(await rowCounts(server.db)).toEqual(before)
    expect(await mainBalance(server.db, boss.id)).toBe(usd(100))
    expect(await mainBalance(server.db, kid.id)).toBe(0)
    expect(await boundCount(boss.id)).toBe(1)
  })

  it('wrong on agent transfers locks the withdrawal too', async () => {
    const boss = await agent(usd(100))
    const account = await bind(boss)
    const kid = await member(0, { agent_account: boss.account })
    for (let i = 0; i < 4; i += 1) {
      const wrong = await call(boss, agentTransfer.path, {
        member_id: kid.id,
        amount: usd(10),
        withdraw_password: '0000',
      })
      expect(wrong.code).toBe(AGENT_CODE.withdrawPasswordWrong)
    }
    expect(
      (await call(boss, agentTransfer.path, { member_id: kid.id, amount: usd(10), withdraw_password: '0000' })).code,
    ).toBe(AGENT_CODE.withdrawPasswordLocked)
    expectLocked(await withdraw(boss, account.id, PIN))
    expect(await mainBalance(server.db, kid.id)).toBe(0)
  })

  it('the member-transfer verification counts in it and is refused while it is locked', async () => {
    const who = await member(usd(100), { need_transfer_verification: 1, member_phone: '5551234567' })
    const verify = (pin: string) =>
      send(server, api(vxVerify.path), {
        site_id: SITE,
        account: who.account,
        withdraw_password: pin,
        member_phone: '5551234567',
      })
    expect((await verify('0000')).code).toBe('101')
    expect(await guard(who.id)).toMatchObject({ failures: 1 })
    const account = await bind(who)
    await lockOnWithdrawal(who, account.id)
    const before = await rowCounts(server.db)
    // The right password and phone: refused unchecked, with the vx call's own lock code.
    expectLocked(await verify(PIN), '204')
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('a caller naming an account that is not waiting for verification cannot lock its password', async () => {
    const who = await member(usd(100), { member_phone: '5551234567' })
    for (let i = 0; i < 8; i += 1) {
      await send(server, api(vxVerify.path), {
        site_id: SITE,
        account: who.account,
        withdraw_password: '0000',
        member_phone: '5551234567',
      })
    }
    expect(await guard(who.id)).toBeUndefined()
    expect((await withdraw(who, (await bind(who)).id, PIN)).code).toBe('100')
  })

  it('the double-validation question asks for it under the same lock', async () => {
    // A member whose only question is the withdraw password, logging in from a new device.
    const who = await member(usd(100), { double_validation: 1, known_udids: ['known-device'] })
    const account = await bind(who)
    const answer = async (pin: string) => {
      const login = await attemptLogin(server, { account: who.account, udid: freshUdid() })
      expect(login.code).toBe('107')
      const challenge = doubleValidationChallengeSchema.parse(login.data)
      expect(challenge.question).toBe('withdraw_password')
      const c = await newCaptcha(server)
      return send(server, api(doubleValidation.path), {
        member_login_id: challenge.member_login_id,
        question: challenge.question,
        answer: pin,
        captcha_answer: c.answer,
        captcha_token: c.token,
      })
    }
    expect((await answer('0000')).code).toBe('103')
    expect(await guard(who.id)).toMatchObject({ failures: 1 })
    await lockOnWithdrawal(who, account.id)
    const tokens = await server.db
      .selectFrom('member_tokens')
      .select('token_hash')
      .where('member_id', '=', who.id)
      .execute()
    expectLocked(await answer(PIN))
    const after = await server.db
      .selectFrom('member_tokens')
      .select('token_hash')
      .where('member_id', '=', who.id)
      .execute()
    expect(after).toHaveLength(tokens.length)
  })
})

describe('binding a bank account asks for the withdraw password', () => {
  it('without it: a 400 naming the field, nothing written', async () => {
    const who = await member()
    const before = await rowCounts(server.db)
    const missing = await call(who, bankAccountStore.path, bankForm)
    expect(missing).toMatchObject({ status: 400, data: { field: 'withdraw_password' } })
    const malformed = await call(who, bankAccountStore.path, { ...bankForm, withdraw_password: '24a8' })
    expect(malformed).toMatchObject({ status: 400, data: { field: 'withdraw_password' } })
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('a broken form is a 400 before the password is tried (nothing counted)', async () => {
    const who = await member()
    const res = await call(who, bankAccountStore.path, { ...bankForm, account_number: '12', withdraw_password: '0000' })
    expect(res).toMatchObject({ status: 400, data: { field: 'account_number' } })
    expect(await guard(who.id)).toBeUndefined()
  })

  it('a wrong one is refused and binds nothing (the thief cannot bind their account)', async () => {
    const who = await member()
    const res = await call(who, bankAccountStore.path, { ...bankForm, withdraw_password: '0000' })
    expect(res).toMatchObject({ code: BANK_ACCOUNT_CODE.withdrawPasswordWrong, data: { attempts_left: 4 } })
    expect(await boundCount(who.id)).toBe(0)
    expect(await guard(who.id)).toMatchObject({ failures: 1 })
  })

  it('none set yet: 106, nothing written; the list says so', async () => {
    const who = await member(0, {}, null)
    const before = await rowCounts(server.db)
    const res = await call(who, bankAccountStore.path, { ...bankForm, withdraw_password: '0000' })
    expect(res.code).toBe(BANK_ACCOUNT_CODE.withdrawPasswordUnset)
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await call<{ is_withdraw_password: number }>(who, bankAccountList.path)).data.is_withdraw_password).toBe(0)
    expect(
      (await call<{ is_withdraw_password: number }>(await member(), bankAccountList.path)).data.is_withdraw_password,
    ).toBe(1)
  })

  it('a visitor gets 401; another member binds only to their own accounts and their guesses count for them', async () => {
    const owner = await member()
    const before = await rowCounts(server.db)
    const visitor = await send(server, api(bankAccountStore.path), { ...bankForm, withdraw_password: PIN })
    expect(visitor.status).toBe(401)
    expect(await rowCounts(server.db)).toEqual(before)

    const other = await member(0, {}, '9753')
    // The owner's password on another member's session is that member's wrong password.
    const res = await call(other, bankAccountStore.path, { ...bankForm, withdraw_password: PIN })
    expect(res.code).toBe(BANK_ACCOUNT_CODE.withdrawPasswordWrong)
    expect(await boundCount(owner.id)).toBe(0)
    expect(await boundCount(other.id)).toBe(0)
    expect(await guard(owner.id)).toBeUndefined()
    expect(await guard(other.id)).toMatchObject({ failures: 1 })
  })
})

describe('the login password asked again inside a session', () => {
  // A stolen token must not be a way to guess the password it was issued for.
  const setFirstPin = (who: Who, password: string) =>
    call(who, withdrawPasswordSet.path, { password, withdraw_password: '1357', check_withdraw_password: '1357' })
  const changePassword = (who: Who, old: string) =>
    call(who, editPassword.path, { old_password: old, new_password: 'fresh2468', check_password: 'fresh2468' })

  it('setting the first withdraw password: five wrong login passwords lock it, the right one is then refused', async () => {
    const who = await member(0, {}, null)
    for (let i = 0; i < 4; i += 1) {
      expect((await setFirstPin(who, 'guess0000')).code).toBe(WITHDRAW_PASSWORD_CODE.passwordWrong)
    }
    expectLockedWith(await setFirstPin(who, 'guess0000'), /too many wrong passwords/)
    const before = await rowCounts(server.db)
    expectLockedWith(await setFirstPin(who, DEMO_MEMBER_PASSWORD), /too many wrong passwords/)
    expect(await rowCounts(server.db)).toEqual(before)
    const row = await server.db
      .selectFrom('members')
      .select('withdraw_password_hash')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow()
    expect(row.withdraw_password_hash).toBeNull()
  })

  it('changing the password: guesses share that count, and the right old password is refused while locked', async () => {
    const who = await member(0, {}, null)
    for (let i = 0; i < 3; i += 1) expect((await changePassword(who, 'guess0000')).code).toBe('101')
    expect((await setFirstPin(who, 'guess0000')).code).toBe(WITHDRAW_PASSWORD_CODE.passwordWrong)
    expectLockedWith(await changePassword(who, 'guess0000'), /too many wrong passwords/)
    const hashBefore = await server.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow()
    expectLockedWith(await changePassword(who, DEMO_MEMBER_PASSWORD), /too many wrong passwords/)
    const hashAfter = await server.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow()
    expect(hashAfter).toEqual(hashBefore)
    // The session was not ended by the refusals: the token still answers.
    expect((await call(who, bankAccountList.path)).code).toBe('100')
  })

  it('a right old password clears the count', async () => {
    const who = await member(0, {}, null)
    for (let i = 0; i < 4; i += 1) expect((await changePassword(who, 'guess0000')).code).toBe('101')
    expect((await setFirstPin(who, DEMO_MEMBER_PASSWORD)).code).toBe('100')
    expect(await guard(who.id)).toMatchObject({ failures: 0 })
  })
})

function expectLockedWith(res: { code: string; message: string; data: unknown }, message: RegExp) {
  expect(res.code).toBe(WITHDRAW_PASSWORD_LOCKED_CODE)
  expect(res.message).toMatch(message)
  expect(withdrawPasswordLockSchema.parse(res.data).retry_after_seconds).toBeGreaterThan(0)
}
