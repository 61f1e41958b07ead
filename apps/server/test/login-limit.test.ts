import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import {
  LOGIN_CODE,
  LOGIN_FAILURE_LIMIT,
  LoginFailures,
  loginFailureKey,
  loginFailureLimit,
} from '../src/members/login.ts'
import { argon2 } from '../src/members/passwords.ts'
import { SITE, startServer } from './helpers.ts'
import { attemptLogin, createMember, logIn } from './member-session.ts'

let server: LobbyServer

beforeAll(async () => {
  // These tests fail hundreds of logins from one address: lift the address and global windows
  // (test/login-throttle.test.ts tries those) so only the per-account limit is in play.
  vi.stubEnv('LOBBY_LOGIN_ADDRESS_FAILURE_MAX', '100000')
  vi.stubEnv('LOBBY_LOGIN_GLOBAL_FAILURE_MAX', '100000')
  try {
    server = await startServer()
  } finally {
    vi.unstubAllEnvs()
  }
})
afterAll(async () => {
  await server.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const WRONG = 'wrong-password1'

/** `count` failed logins of `account`, each a wrong password answered 101. */
async function failLogins(account: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const res = await attemptLogin(server, { account, password: WRONG })
    expect(res.code, `attempt ${i + 1}`).toBe('101')
  }
}

/** Calls of argon2 (hash and verify) while `run` runs. */
async function hashingDuring<T>(run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const verify = vi.spyOn(argon2, 'verify')
  const hash = vi.spyOn(argon2, 'hash')
  try {
    const result = await run()
    return { result, calls: verify.mock.calls.length + hash.mock.calls.length }
  } finally {
    verify.mockRestore()
    hash.mockRestore()
  }
}

// Each test fails a hundred logins, a password hash apiece: seconds on a loaded 2-core machine (CI timed out once at 5 s).
describe('failed-login limit: 100 per account per hour', { timeout: 60_000 }, () => {
  it('refuses the 101st attempt without hashing, even with the right password, in a wrong password’s words', async () => {
    const account = await createMember(server)
    await failLogins(account, LOGIN_FAILURE_LIMIT.max - 1)

    // The 100th failure is still checked: the password is hashed and compared.
    const hundredth = await hashingDuring(() => attemptLogin(server, { account, password: WRONG }))
    expect(hundredth.calls).toBeGreaterThan(0)
    expect(hundredth.result).toMatchObject({ status: 200, ...LOGIN_CODE.accountError })

    const refused = await hashingDuring(() => attemptLogin(server, { account }))
    expect(refused.calls).toBe(0)
    expect(refused.result).toMatchObject({ status: 200, ...LOGIN_CODE.accountError, data: null })
    expect(refused.result.authorization).toBeUndefined()
    // Same answer as the wrong password above: nothing tells that the account exists or the password was right.
    expect({ code: refused.result.code, message: refused.result.message, data: refused.result.data }).toEqual({
      code: hundredth.result.code,
      message: hundredth.result.message,
      data: hundredth.result.data,
    })
  })

  it('counts unknown accounts too, and answers them exactly like known ones', async () => {
    const unknown = 'nobody4242'
    await failLogins(unknown, LOGIN_FAILURE_LIMIT.max)
    const refused = await hashingDuring(() => attemptLogin(server, { account: unknown }))
    expect(refused.calls).toBe(0)
    expect(refused.result).toMatchObject({ status: 200, ...LOGIN_CODE.accountError, data: null })
  })

  it('counts per account, however the account is typed, and leaves other accounts alone', async () => {
    const limited = await createMember(server)
    await failLogins(limited.toUpperCase(), LOGIN_FAILURE_LIMIT.max)
    expect((await attemptLogin(server, { account: limited })).code).toBe('101')

    const other = await createMember(server)
    await expect(logIn(server, { account: other })).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('checks the captcha first: a wrong captcha on a limited account answers 105 and is not counted', async () => {
    const account = await createMember(server)
    for (let i = 0; i < 3; i += 1)
      expect((await attemptLogin(server, { account, wrongCaptcha: true })).code).toBe('105')
    // Three captcha failures used none of the allowance: the account still logs in.
    await expect(logIn(server, { account })).resolves.toMatchObject({ token: expect.any(String) })

    await failLogins(account, LOGIN_FAILURE_LIMIT.max)
    expect((await attemptLogin(server, { account, wrongCaptcha: true })).code).toBe('105')
  })
})

describe('LoginFailures', () => {
  const limit = { max: 3, windowMs: 60_000 }

  // The windows live in the database (rate_events): one server's database for these.
  let server: LobbyServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => server.close())

  it('slides its window: the oldest failure leaving lets one more attempt through', async () => {
    let now = 1_000_000
    const failures = new LoginFailures(limit, () => now)
    const key = loginFailureKey(SITE, 'someone1')
    for (const at of [0, 10_000, 20_000]) {
      now = 1_000_000 + at
      expect(await failures.isLimited(server.db, key)).toBe(false)
      await failures.record(server.db, key)
    }
    expect(await failures.isLimited(server.db, key)).toBe(true)
    now = 1_000_000 + 59_999
    expect(await failures.isLimited(server.db, key)).toBe(true)
    now = 1_000_000 + 60_000
    expect(await failures.isLimited(server.db, key)).toBe(false)
    await failures.record(server.db, key)
    expect(await failures.isLimited(server.db, key)).toBe(true)
    // Another site's account of the same name has its own count.
    expect(await failures.isLimited(server.db, loginFailureKey('other-site', 'someone1'))).toBe(false)
  })

  it('forgets an account once its window has passed', async () => {
    let now = 0
    const failures = new LoginFailures(limit, () => now)
    await failures.record(server.db, loginFailureKey(SITE, 'gone1'))
    expect(await failures.size(server.db)).toBe(1)
    now = limit.windowMs + 1
    expect(await failures.isLimited(server.db, loginFailureKey(SITE, 'gone1'))).toBe(false)
    expect(await failures.size(server.db)).toBe(0)
  })

  it('keys accounts as the login compares them: case and surrounding spaces do not matter', () => {
    expect(loginFailureKey(SITE, ' Demo01 ')).toBe(loginFailureKey(SITE, 'demo01'))
    expect(loginFailureKey(SITE, 'demo01')).not.toBe(loginFailureKey('other-site', 'demo01'))
  })
})

describe('loginFailureLimit', () => {
  it('is 100 an hour unless the environment says otherwise', () => {
    expect(loginFailureLimit({})).toEqual({ max: 100, windowMs: 3_600_000 })
    expect(loginFailureLimit({ LOBBY_LOGIN_FAILURE_MAX: '20', LOBBY_LOGIN_FAILURE_WINDOW_MINUTES: '15' })).toEqual({
      max: 20,
      windowMs: 900_000,
    })
  })

  it.each(['0', '-3', '2.5', 'many'])('refuses %s rather than leave accounts unguarded', (value) => {
    expect(() => loginFailureLimit({ LOBBY_LOGIN_FAILURE_MAX: value })).toThrow(/LOBBY_LOGIN_FAILURE_MAX/)
    expect(() => loginFailureLimit({ LOBBY_LOGIN_FAILURE_WINDOW_MINUTES: value })).toThrow(
      /LOBBY_LOGIN_FAILURE_WINDOW_MINUTES/,
    )
  })

  it('takes effect in a server started with it', async () => {
    vi.stubEnv('LOBBY_LOGIN_FAILURE_MAX', '2')
    const small = await startServer()
    vi.unstubAllEnvs()
    try {
      const account = 'tinylimit1'
      for (let i = 0; i < 2; i += 1) expect((await attemptLogin(small, { account, password: WRONG })).code).toBe('101')
      const refused = await hashingDuring(() => attemptLogin(small, { account }))
      expect(refused.calls).toBe(0)
      expect(refused.result.code).toBe('101')
    } finally {
      await small.close()
    }
  })
})
