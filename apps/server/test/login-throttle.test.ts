import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { LOGIN_THROTTLE_LIMITS, loginThrottleLimits } from '../src/members/login-throttle.ts'
import { argon2 } from '../src/members/passwords.ts'
import { throttleAddress } from '../src/members/sliding-window.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { startServer } from './helpers.ts'
import { createMember, loginFrom as loginFromIp } from './member-session.ts'

/**
 * The attack on login beyond one account: many wrong passwords from one
 * address (over many accounts, so the per-account limit never fires), and
 * many addresses together. Limits come from the environment, as in production.
 */

const servers: LobbyServer[] = []

async function serverWith(env: Record<string, string>): Promise<LobbyServer> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  try {
    const server = await startServer()
    servers.push(server)
    return server
  } finally {
    vi.unstubAllEnvs()
  }
}

afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** One `/login` from `ip` with a fresh captcha and login header (the password is right unless given). */
const loginFrom = (server: LobbyServer, ip: string, account: string, password = DEMO_MEMBER_PASSWORD) =>
  loginFromIp(server, { ip, account, password })

let guesses = 0
/** `count` wrong passwords from `ip`, each on another account: the per-account limit never sees more than one. */
async function guessFrom(server: LobbyServer, ip: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const res = await loginFrom(server, ip, `victim${++guesses}`, 'wrong-password1')
    expect(res.code, `guess ${i + 1} from ${ip}`).toBe('101')
  }
}

function countHashing() {
  const verify = vi.spyOn(argon2, 'verify')
  const hash = vi.spyOn(argon2, 'hash')
  return () => verify.mock.calls.length + hash.mock.calls.length
}

const MINUTE = 60_000

describe('failed logins per address, in a sliding window', () => {
  it('refuses an address after its failures, even the right password, with 429 and Retry-After, until the window slides', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-03-01T12:00:00Z').getTime()
    vi.setSystemTime(start)
    const server = await serverWith({
      LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '5',
      LOBBY_LOGIN_ADDRESS_WINDOW_MINUTES: '15',
    })
    const account = await createMember(server)

    await guessFrom(server, '203.0.113.7', 5)
    const hashing = countHashing()
    const refused = await loginFrom(server, '203.0.113.7', account)
    expect(refused).toMatchObject({ status: 429, code: '429', retryAfter: String(15 * 60) })
    expect(refused.message).toMatch(/try again in 15 min/)
    // Refused before the captcha and any password hashing: nothing was hashed, the captcha is still unused.
    expect(hashing()).toBe(0)
    const captcha = await server.db
      .selectFrom('captchas')
      .select('used_at')
      .where('token', '=', refused.captchaToken)
      .executeTakeFirstOrThrow()
    expect(captcha.used_at).toBeNull()

    // ::ffff:-mapped, it is the same address.
    expect((await loginFrom(server, '::ffff:203.0.113.7', account)).status).toBe(429)
    // Another address is not affected.
    expect((await loginFrom(server, '203.0.113.8', account)).code).toBe('100')

    // Just inside the window: still refused; once the first failure slides out, the right password works.
    vi.setSystemTime(start + 15 * MINUTE - 1_000)
    const late = await loginFrom(server, '203.0.113.7', account)
    expect(late.status).toBe(429)
    expect(Number(late.retryAfter)).toBeLessThanOrEqual(1)
    vi.setSystemTime(start + 15 * MINUTE + 1)
    expect((await loginFrom(server, '203.0.113.7', account)).code).toBe('100')
  })

  it('counts an IPv6 client by its /64: other addresses of the block are refused, another block is not', async () => {
    const server = await serverWith({ LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '3' })
    const account = await createMember(server)
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3']) await guessFrom(server, ip, 1)
    expect((await loginFrom(server, '2001:db8:1:2:ffff:ffff:ffff:fffe', account)).status).toBe(429)
    expect((await loginFrom(server, '2001:db8:1:3::1', account)).code).toBe('100')
  })

  it('refuses every address once the whole server reaches its failures per minute, for the rest of that minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-03-01T12:00:00Z').getTime()
    vi.setSystemTime(start)
    const server = await serverWith({ LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '1000', LOBBY_LOGIN_GLOBAL_FAILURE_MAX: '6' })
    const account = await createMember(server)
    // A botnet: each address guesses twice, far below the per-address limit.
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await guessFrom(server, ip, 2)

    const hashing = countHashing()
    const refused = await loginFrom(server, '192.0.2.44', account)
    expect(refused).toMatchObject({ status: 429, code: '429', retryAfter: '60' })
    expect(hashing()).toBe(0)

    vi.setSystemTime(start + MINUTE + 1)
    expect((await loginFrom(server, '192.0.2.44', account)).code).toBe('100')
  })

  it('does not count right passwords', async () => {
    const server = await serverWith({ LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '2' })
    const account = await createMember(server)
    for (let i = 0; i < 4; i += 1) expect((await loginFrom(server, '203.0.113.9', account)).code).toBe('100')
    await guessFrom(server, '203.0.113.9', 1)
    expect((await loginFrom(server, '203.0.113.9', account)).code).toBe('100')
  })
})

describe('loginThrottleLimits', () => {
  it('defaults to 20 failures per address per 15 minutes and 300 a minute overall', () => {
    expect(loginThrottleLimits({})).toEqual(LOGIN_THROTTLE_LIMITS)
    expect(LOGIN_THROTTLE_LIMITS).toEqual({
      address: { max: 20, windowMs: 15 * MINUTE },
      global: { max: 300, windowMs: MINUTE },
    })
  })

  it('reads the environment and refuses values that would leave logins unguarded', () => {
    expect(
      loginThrottleLimits({
        LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '7',
        LOBBY_LOGIN_ADDRESS_WINDOW_MINUTES: '30',
        LOBBY_LOGIN_GLOBAL_FAILURE_MAX: '50',
      }),
    ).toEqual({ address: { max: 7, windowMs: 30 * MINUTE }, global: { max: 50, windowMs: MINUTE } })
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loginThrottleLimits({ LOBBY_LOGIN_ADDRESS_FAILURE_MAX: bad })).toThrow(
        /LOBBY_LOGIN_ADDRESS_FAILURE_MAX/,
      )
      expect(() => loginThrottleLimits({ LOBBY_LOGIN_GLOBAL_FAILURE_MAX: bad })).toThrow(
        /LOBBY_LOGIN_GLOBAL_FAILURE_MAX/,
      )
    }
  })
})

describe('throttleAddress', () => {
  it('keys IPv4 by address and IPv6 by /64', () => {
    expect(throttleAddress('192.0.2.1')).toBe('192.0.2.1')
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(throttleAddress('2001:db8:0:1::1')).toBe(throttleAddress('2001:0db8:0000:0001:ffff::9'))
    expect(throttleAddress('2001:db8:0:1::1')).not.toBe(throttleAddress('2001:db8:0:2::1'))
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64')
  })
})
