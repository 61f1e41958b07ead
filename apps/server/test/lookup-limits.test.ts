import { memberInfo, registerSms, registerValidMessage, registerVerification } from '@lobby/api/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { english } from '../src/http/messages.ts'
import { DEFAULT_LOOKUP_LIMITS, LOOKUP_CODE, lookupLimits } from '../src/members/lookup-limits.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { api, freshPhone, next, send } from './registration-helpers.ts'

/** A refusal as the wire carries it without a language: its code and English text. */
const said = (c: { code: string; message: string }) => ({ code: c.code, message: english(c.message) })

/**
 * `/register/verification` and `/register/sms` answer whether an account or
 * a phone is taken. The attack: one address asks about one candidate after
 * another to list the site's members. Each address gets a few lookups a
 * minute (996 past them) and an hour (997), shared by both calls.
 */

const servers: LobbyServer[] = []

async function serverWith(env: Record<string, string>, devHooks = true): Promise<LobbyServer> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  try {
    const server = await startServer({ devHooks })
    servers.push(server)
    return server
  } finally {
    vi.unstubAllEnvs()
  }
}

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const SMALL = { LOBBY_REGISTER_LOOKUPS_PER_MINUTE: '5', LOBBY_REGISTER_LOOKUPS_PER_HOUR: '12' }
const MINUTE = 60_000

/** Is this account taken? The question an enumerating script asks. */
const accountTaken = (server: LobbyServer, account: string, ip: string) =>
  send(
    server,
    api(registerVerification.path),
    { site_id: SITE, member_currency: 'RMB', verification: 1, member_account: account },
    { remoteAddress: ip },
  )

/** Is this phone taken? Asked through the SMS call, whose 099 tells. */
const phoneTaken = (server: LobbyServer, phone: string, ip: string) =>
  send(
    server,
    api(registerSms.path),
    { member_phone: phone, currency: 'USD', type: 'register_member', site_id: SITE },
    { remoteAddress: ip },
  )

describe('enumerating accounts and phones from one address is stopped', () => {
  it('answers 996 past the lookups of a minute, for a taken account too, and 997 past those of an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-05-01T10:00:00Z').getTime()
    vi.setSystemTime(start)
    const server = await serverWith(SMALL)
    const ip = '203.0.113.50'

    // The script walks a list of candidates: the taken one is told apart while the allowance lasts.
    const answers = []
    for (const account of ['nobody001', 'nobody002', 'demo01', 'nobody003', 'nobody004']) {
      answers.push((await accountTaken(server, account, ip)).code)
    }
    expect(answers).toEqual(['100', '100', '102', '100', '100'])

    // Then every answer is 996, taken or not: nothing more is learned.
    const stopped = await accountTaken(server, 'demo01', ip)
    expect(stopped).toMatchObject({ status: 200, ...said(LOOKUP_CODE.tooFrequent) })
    expect((await accountTaken(server, 'nobody005', ip)).code).toBe('996')
    // The SMS call shares the count.
    const before = await rowCounts(server.db)
    expect((await phoneTaken(server, freshPhone(), ip)).code).toBe('996')
    expect(await rowCounts(server.db)).toEqual(before)
    // Another address is not affected.
    expect((await accountTaken(server, 'demo01', '203.0.113.51')).code).toBe('102')

    // A minute later the window has slid: 5 more, then 2 more the next minute, and the hour's 12 are spent.
    vi.setSystemTime(start + MINUTE + 1)
    for (let i = 0; i < 5; i += 1) expect((await accountTaken(server, `later${i}`, ip)).code).toBe('100')
    vi.setSystemTime(start + 2 * MINUTE + 2)
    for (let i = 0; i < 2; i += 1) expect((await phoneTaken(server, freshPhone(), ip)).code).toBe('100')
    const hourly = await accountTaken(server, 'demo01', ip)
    expect(hourly).toMatchObject({ status: 200, ...said(LOOKUP_CODE.ipLimit) })
    vi.setSystemTime(start + 30 * MINUTE)
    expect((await accountTaken(server, 'demo01', ip)).code).toBe('997')

    // An hour after the first lookups, the address may ask again.
    vi.setSystemTime(start + 60 * MINUTE + 1)
    expect((await accountTaken(server, 'demo01', ip)).code).toBe('102')
  })

  it('stops a phone enumeration through /register/sms, writing nothing once refused', async () => {
    const server = await serverWith(SMALL)
    const ip = '198.51.100.77'
    // 0911111111 is a seeded member's phone: 099 tells it is taken.
    expect((await phoneTaken(server, '0911111111', ip)).code).toBe('099')
    for (let i = 0; i < 4; i += 1)
      expect((await phoneTaken(server, `0${900_000_000 + next()}`, ip)).code).not.toBe('996')
    const before = await rowCounts(server.db)
    for (const phone of ['0911111111', freshPhone()]) {
      expect(await phoneTaken(server, phone, ip)).toMatchObject({ status: 200, ...said(LOOKUP_CODE.tooFrequent) })
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('stops walking agent ids and invite codes through /register/valid_message and /member_info', async () => {
    const server = await serverWith(SMALL)
    const ip = '203.0.113.60'
    const codes = []
    for (let id = 1; id <= 3; id += 1) {
      codes.push(
        (await send(server, api(registerValidMessage.path), { site_id: SITE, agent_id: id }, { remoteAddress: ip }))
          .code,
      )
    }
    for (let id = 1; id <= 2; id += 1) {
      codes.push((await send(server, api(memberInfo.path), { site_id: SITE, id }, { remoteAddress: ip })).code)
    }
    expect(codes.every((code) => code !== '996' && code !== '997')).toBe(true)
    // The allowance of the minute (5) is spent: nothing more is told, whatever is asked.
    expect(
      (
        await send(
          server,
          api(registerValidMessage.path),
          { site_id: SITE, recommend_code: 'ABC123' },
          { remoteAddress: ip },
        )
      ).code,
    ).toBe('996')
    expect((await send(server, api(memberInfo.path), { site_id: SITE, id: 1 }, { remoteAddress: ip })).code).toBe('996')
    // The form's own lookups share the count.
    expect((await accountTaken(server, 'demo01', ip)).code).toBe('996')
    expect(
      (await send(server, api(memberInfo.path), { site_id: SITE, id: 1 }, { remoteAddress: '203.0.113.61' })).code,
    ).not.toBe('996')
  })

  it('counts an IPv6 client by its /64', async () => {
    const server = await serverWith(SMALL)
    for (let i = 1; i <= 5; i += 1)
      expect((await accountTaken(server, `v6name${i}`, `2001:db8:5:5::${i}`)).code).toBe('100')
    expect((await accountTaken(server, 'v6name6', '2001:db8:5:5:1:2:3:4')).code).toBe('996')
    expect((await accountTaken(server, 'v6name6', '2001:db8:5:6::1')).code).toBe('100')
  })

  it('applies in production, where there are no dev hooks to lift it', async () => {
    const server = await serverWith(SMALL, false)
    for (let i = 0; i < 5; i += 1) expect((await accountTaken(server, `prodname${i}`, '192.0.2.9')).code).toBe('100')
    expect((await accountTaken(server, 'demo01', '192.0.2.9')).code).toBe('996')
    expect((await send(server, '/api/dev/registration/config', { lookups_per_ip_per_minute: 0 })).status).toBe(404)
  })
})

describe('POST /api/dev/registration/config lifts the lookup limits (e2e registers from one address)', () => {
  it('0 turns them off; the answer carries them', async () => {
    const server = await serverWith(SMALL)
    const lifted = await send<Record<string, unknown>>(server, '/api/dev/registration/config', {
      lookups_per_ip_per_minute: 0,
      lookups_per_ip_per_hour: 0,
    })
    expect(lifted).toMatchObject({ code: '100', data: { lookups_per_ip_per_minute: 0, lookups_per_ip_per_hour: 0 } })
    for (let i = 0; i < 20; i += 1) expect((await accountTaken(server, `lifted${i}`, '127.0.0.1')).code).toBe('100')

    const restored = await send(server, '/api/dev/registration/config', { lookups_per_ip_per_minute: 2 })
    expect(restored).toMatchObject({ data: { lookups_per_ip_per_minute: 2, lookups_per_ip_per_hour: 0 } })
    await accountTaken(server, 'again1', '127.0.0.1')
    await accountTaken(server, 'again2', '127.0.0.1')
    expect((await accountTaken(server, 'again3', '127.0.0.1')).code).toBe('996')
  })

  it('answers 400 naming the field for a bad limit, changing nothing', async () => {
    const server = await serverWith(SMALL)
    for (const bad of [-1, 1.5, 'many']) {
      const res = await send(server, '/api/dev/registration/config', { lookups_per_ip_per_minute: bad })
      expect(res).toMatchObject({ status: 400, data: { field: 'lookups_per_ip_per_minute' } })
    }
    for (let i = 0; i < 5; i += 1) expect((await accountTaken(server, `keptname${i}`, '127.0.0.1')).code).toBe('100')
    expect((await accountTaken(server, 'keptname5', '127.0.0.1')).code).toBe('996')
  })
})

describe('lookupLimits', () => {
  it('defaults to 30 a minute and 150 an hour; reads the environment; refuses anything but whole numbers', () => {
    expect(lookupLimits({})).toEqual(DEFAULT_LOOKUP_LIMITS)
    expect(DEFAULT_LOOKUP_LIMITS).toEqual({ per_minute: 30, per_hour: 150 })
    expect(lookupLimits(SMALL)).toEqual({ per_minute: 5, per_hour: 12 })
    expect(lookupLimits({ LOBBY_REGISTER_LOOKUPS_PER_HOUR: '0' })).toEqual({ per_minute: 30, per_hour: 0 })
    for (const bad of ['-1', '2.5', 'lots']) {
      expect(() => lookupLimits({ LOBBY_REGISTER_LOOKUPS_PER_MINUTE: bad })).toThrow(
        /LOBBY_REGISTER_LOOKUPS_PER_MINUTE/,
      )
    }
  })
})
