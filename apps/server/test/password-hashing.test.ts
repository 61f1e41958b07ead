import {
  bankAccountStore,
  editPassword,
  forgetPasswordReset,
  forgetPasswordSms,
  vxReset,
  vxVerify,
  withdrawPasswordSet,
  withdrawStore,
} from '@lobby/api/contract'
import { unitsOf } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectionInTransaction } from '../src/db/connection.ts'
import type { LobbyServer } from '../src/index.ts'
import { LOW_COST, argon2 } from '../src/members/passwords.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { auditLedger } from '../src/wallet/ledger.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { SITE, startServer } from './helpers.ts'
import { attemptLogin, createMember, logIn, passDoubleValidation } from './member-session.ts'
import {
  api,
  attemptRegister,
  freshPhone,
  newCaptcha,
  next,
  registerSmsCode,
  send,
  validForm,
} from './registration-helpers.ts'

/**
 * argon2 takes tens of milliseconds (OWASP cost). While a transaction holds
 * the one SQLite connection every other request waits, so a password must
 * never be hashed or verified inside one (issue 19, item 5). Every argon2
 * call is recorded with whether the connection was inside a transaction at
 * that moment; each flow must hash, and never inside.
 */

let server: LobbyServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

/** Runs `flow` and answers, for each argon2 call it made, whether a transaction was open. */
async function argon2Calls(flow: () => Promise<void>): Promise<boolean[]> {
  const calls: boolean[] = []
  const { hash, verify } = argon2
  vi.spyOn(argon2, 'hash').mockImplementation((...args: Parameters<typeof hash>) => {
    calls.push(connectionInTransaction(server.db))
    return hash(...args)
  })
  vi.spyOn(argon2, 'verify').mockImplementation((...args: Parameters<typeof verify>) => {
    calls.push(connectionInTransaction(server.db))
    return verify(...args)
  })
  await flow()
  vi.restoreAllMocks()
  return calls
}

function expectOutsideTransactions(calls: boolean[]): void {
  expect(calls.length, 'the flow hashes or verifies at least once').toBeGreaterThan(0)
  expect(calls.filter(Boolean), 'argon2 calls made inside a transaction').toEqual([])
}

describe('argon2 never runs while a transaction holds the connection', () => {
  it('the recorder sees a hash made inside a transaction (the check can fail)', async () => {
    const calls = await argon2Calls(async () => {
      await server.db.transaction().execute(() => argon2.hash('inside-a-transaction1', LOW_COST))
    })
    expect(calls).toEqual([true])
  })

  it('login: the right password, a wrong one, an unknown account (decoy)', async () => {
    const account = await createMember(server)
    expectOutsideTransactions(
      await argon2Calls(async () => {
        await logIn(server, { account })
        expect((await attemptLogin(server, { account, password: 'wrong-password1' })).code).toBe('101')
        expect((await attemptLogin(server, { account: `nobody${next()}` })).code).toBe('101')
      }),
    )
  })

  it('login that rehashes a password stored with less than the current cost', async () => {
    const account = await createMember(server)
    vi.stubEnv('LOBBY_ARGON2_COST', 'owasp')
    const before = await server.db
      .selectFrom('members')
      .select('password_hash')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
    expectOutsideTransactions(await argon2Calls(async () => void (await logIn(server, { account }))))
    const after = await server.db
      .selectFrom('members')
      .select('password_hash')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
    expect(after.password_hash).not.toBe(before.password_hash)
    expect(after.password_hash).toContain('m=19456')
  })

  it('double validation answered with the withdraw password', async () => {
    const account = await createMember(server, { double_validation: 1, withdraw_password: '1234' })
    const calls = await argon2Calls(async () => {
      const first = await attemptLogin(server, { account })
      expect(first.code).toBe('107')
      await passDoubleValidation(server, first.data, { withdraw_password: '1234' })
    })
    expectOutsideTransactions(calls)
  })

  it('registration hashes the passwords before its transaction', async () => {
    const form = validForm('USD')
    const code = await registerSmsCode(server, String(form.member_phone))
    const calls = await argon2Calls(async () => {
      const res = await attemptRegister(server, { ...form, phone_verify: code, withdraw_password: '4321' })
      expect(res.code).toBe('100')
    })
    // The password and the withdraw password.
    expect(calls).toHaveLength(2)
    expectOutsideTransactions(calls)
  })

  it('password change: the old one verified, the new one hashed', async () => {
    const account = await createMember(server)
    const { token } = await logIn(server, { account })
    const calls = await argon2Calls(async () => {
      const res = await send(
        server,
        api(editPassword.path),
        { old_password: DEMO_MEMBER_PASSWORD, new_password: 'next12345', check_password: 'next12345' },
        { token },
      )
      expect(res.code).toBe('100')
      const wrong = await send(
        server,
        api(editPassword.path),
        { old_password: 'not-it-12345', new_password: 'next12346', check_password: 'next12346' },
        { token: res.authorization ?? token },
      )
      expect(wrong.code).not.toBe('100')
    })
    expectOutsideTransactions(calls)
  })

  it('forgotten-password reset', async () => {
    const account = `hashreset${next()}`
    const phone = freshPhone()
    expect((await send(server, '/api/dev/members', { account, password: 'old12345', member_phone: phone })).code).toBe(
      '100',
    )
    const c = await newCaptcha(server, 1)
    const asked = await send(server, api(forgetPasswordSms.path), {
      site_id: SITE,
      member_account: account,
      member_phone: phone,
      captcha_token: c.token,
      verify_code: c.answer,
    })
    expect(asked.code).toBe('100')
    const sms = await send<{ code: string }>(server, `/api/dev/sms?phone=${phone}`, undefined, { method: 'GET' })
    const calls = await argon2Calls(async () => {
      const res = await send(server, api(forgetPasswordReset.path), {
        site_id: SITE,
        member_account: account,
        member_phone: phone,
        phone_verify: sms.data.code,
        new_password: 'new12345',
        check_password: 'new12345',
      })
      expect(res.code).toBe('100')
    })
    expectOutsideTransactions(calls)
  })
})

describe('member-transfer verification', () => {
  it('verifies the withdraw password and hashes the new password outside transactions', async () => {
    const phone = freshPhone()
    const account = await createMember(server, {
      member_phone: phone,
      withdraw_password: '4321',
      need_transfer_verification: 1,
    })
    const verify = (who: string, withdraw: string) =>
      send<{ token: string }>(server, api(vxVerify.path), {
        site_id: SITE,
        account: who,
        withdraw_password: withdraw,
        member_phone: phone,
        member_email: '',
      })
    const calls = await argon2Calls(async () => {
      expect((await verify(account, '0000')).code).toBe('101')
      const verified = await verify(account, '4321')
      expect(verified.code).toBe('100')
      const reset = await send(server, api(vxReset.path), { account, password: 'fresh123', token: verified.data.token })
      expect(reset.code).toBe('100')
      // Unknown account: the decoy verification, outside too.
      expect((await verify(`nobody${next()}`, '1234')).code).toBe('101')
    })
    expectOutsideTransactions(calls)
  })
})

describe('the withdraw password', () => {
  it('binding a bank account, withdrawing and changing it check and hash outside transactions', async () => {
    const res = await send<{ id: number }>(server, '/api/dev/members', {
      account: `hashpin${next()}`,
      password: DEMO_MEMBER_PASSWORD,
      cash: unitsOf('USD', 100),
      withdraw_password: '2468',
    })
    expect(res.code).toBe('100')
    const token = await issueMemberToken(server.db, res.data.id, 'hashing-udid')
    const calls = await argon2Calls(async () => {
      const bound = await send<{ id: number }>(
        server,
        api(bankAccountStore.path),
        { bank_code: 'JPM', account_name: 'Ada Lovelace', account_number: '1234567890', withdraw_password: '2468' },
        { token },
      )
      expect(bound.code).toBe('100')
      const withdrawn = await send(
        server,
        api(withdrawStore.path),
        { amount: unitsOf('USD', 20), bank_account_id: bound.data.id, withdraw_password: '2468' },
        { token },
      )
      expect(withdrawn.code).toBe('100')
      const changed = await send(
        server,
        api(withdrawPasswordSet.path),
        { old_withdraw_password: '2468', withdraw_password: '1111', check_withdraw_password: '1111' },
        { token },
      )
      expect(changed.code).toBe('100')
    })
    expectOutsideTransactions(calls)
    const audit = await auditLedger(server.db)
    expect(audit.mismatches).toEqual([])
    expect(audit.negative).toBe(0)
  })
})

describe('the dev hook that creates members', () => {
  it('hashes before its transaction too', async () => {
    const calls = await argon2Calls(async () => {
      const res = await send(server, '/api/dev/members', {
        account: `hashdev${next()}`,
        password: 'dev12345',
        withdraw_password: '2468',
      })
      expect(res.code).toBe('100')
    })
    expect(calls).toHaveLength(2)
    expectOutsideTransactions(calls)
  })
})

describe('a password changed between the check and the transaction', () => {
  it('refuses a login whose verified hash is no longer the stored one', async () => {
    const account = await createMember(server)
    const { verify } = argon2
    // The moment the password is verified (outside the transaction), another request changes it.
    vi.spyOn(argon2, 'verify').mockImplementationOnce(async (...args: Parameters<typeof verify>) => {
      const ok = await verify(...args)
      await server.db
        .updateTable('members')
        .set({ password_hash: await argon2.hash('changed-meanwhile1', LOW_COST) })
        .where('account', '=', account)
        .execute()
      return ok
    })
    const res = await attemptLogin(server, { account })
    expect(res.code).toBe('101')
    expect(res.authorization).toBeUndefined()
  })
})
