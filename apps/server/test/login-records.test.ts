import {
  LOGIN_HEADER,
  doubleValidation,
  doubleValidationChallengeSchema,
  getLoginHeader,
  login,
  register,
  siteDetail,
} from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { rowCounts, SITE, startServer } from './helpers.ts'
import { freshUdid, newCaptcha, send } from './member-session.ts'
import { attemptRegister, freshIp, validForm } from './registration-helpers.ts'

/**
 * The login record (spec section 3, "Login payload"; issue 21): every session
 * a member starts is recorded with the device information the client named
 * and the address the server saw on the connection, never the body's
 * `remote_addr`. Bad device fields are a 400 naming the field, nothing written.
 */
let server: LobbyServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const PASSWORD = 'abc12345'
let accounts = 0

async function createMember(fields: Record<string, unknown> = {}): Promise<string> {
  const account = `rec${String(++accounts).padStart(5, '0')}`
  const res = await send(server, '/api/dev/members', { site_id: SITE, account, password: PASSWORD, ...fields })
  expect(res.code).toBe('100')
  return account
}

const DEVICE = {
  host: 'lobby.example.com',
  device: 1,
  system_group: 'android',
  login_type: 7,
  cdn: 'cdn.example.net',
  system: 'Android',
  browser: 'Chrome 131.0.0.0',
  system_version: '14',
}

/** A `/login` from the connection address `ip`, with a fresh captcha and login header. */
async function loginFrom(ip: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const c = await newCaptcha(server)
  const header = await send<{ value: string }>(server, `/api${getLoginHeader.path}`, { site_id: SITE })
  const res = await server.app.inject({
    method: 'POST',
    url: `/api${login.path}`,
    remoteAddress: ip,
    headers: { [LOGIN_HEADER]: header.data.value, ...headers },
    payload: { password: PASSWORD, site_id: SITE, answer: c.answer, captcha_token: c.token, ...body },
  })
  return { status: res.statusCode, ...res.json<{ code: string; message: string; data: unknown }>() }
}

async function recordsOf(account: string) {
  const res = await send<{ list: Record<string, unknown>[] }>(
    server,
    `/api/dev/members/logins?account=${account}`,
    undefined,
    { method: 'GET' },
  )
  expect(res.code).toBe('100')
  return res.data.list
}

describe('login records: the device named, the address the server saw', () => {
  it('records a login with its device fields and the connection address; remote_addr in the body is ignored', async () => {
    const account = await createMember()
    const udid = freshUdid()
    const res = await loginFrom('192.0.2.44', { account, udid, remote_addr: '203.0.113.99', ...DEVICE })
    expect(res).toMatchObject({ status: 200, code: '100' })
    const records = await recordsOf(account)
    expect(records).toEqual([expect.objectContaining({ kind: 'login', ip: '192.0.2.44', udid, ...DEVICE })])
    expect(JSON.stringify(records)).not.toContain('203.0.113.99')
    const member = await server.db
      .selectFrom('members')
      .select('last_login_ip')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
    expect(member.last_login_ip).toBe('192.0.2.44')
  })

  it('an X-Forwarded-For is ignored unless LOBBY_TRUST_PROXY trusts the peer', async () => {
    const account = await createMember()
    const res = await loginFrom(
      '192.0.2.45',
      { account, udid: freshUdid(), remote_addr: '203.0.113.5' },
      { 'x-forwarded-for': '198.51.100.7' },
    )
    expect(res.code).toBe('100')
    expect((await recordsOf(account))[0]).toMatchObject({ ip: '192.0.2.45' })

    const proxied = await startServer({ trustProxy: ['127.0.0.1'] })
    try {
      const other = `rec${String(++accounts).padStart(5, '0')}`
      await send(proxied, '/api/dev/members', { site_id: SITE, account: other, password: PASSWORD })
      const c = await newCaptcha(proxied)
      const header = await send<{ value: string }>(proxied, `/api${getLoginHeader.path}`, { site_id: SITE })
      const answer = await proxied.app.inject({
        method: 'POST',
        url: `/api${login.path}`,
        remoteAddress: '127.0.0.1',
        headers: { [LOGIN_HEADER]: header.data.value, 'x-forwarded-for': '198.51.100.8' },
        payload: {
          account: other,
          password: PASSWORD,
          site_id: SITE,
          answer: c.answer,
          captcha_token: c.token,
          udid: freshUdid(),
          remote_addr: '203.0.113.6',
        },
      })
      expect(answer.json<{ code: string }>().code).toBe('100')
      const row = await proxied.db
        .selectFrom('member_logins')
        .innerJoin('members', 'members.id', 'member_logins.member_id')
        .select('member_logins.ip')
        .where('members.account', '=', other)
        .executeTakeFirstOrThrow()
      expect(row.ip).toBe('198.51.100.8')
    } finally {
      await proxied.close()
    }
  })

  it('a login finished by double validation is recorded with the device of the login it interrupted', async () => {
    const account = await createMember({ member_name: 'Quinn Example', double_validation: 1 })
    const udid = freshUdid()
    const first = await loginFrom('192.0.2.46', { account, udid, ...DEVICE, login_type: 3, device: 2 })
    expect(first.code).toBe('107')
    expect(await recordsOf(account)).toEqual([])
    const challenge = doubleValidationChallengeSchema.parse(first.data)
    const c = await newCaptcha(server)
    const answered = await server.app.inject({
      method: 'POST',
      url: `/api${doubleValidation.path}`,
      remoteAddress: '192.0.2.47',
      payload: {
        member_login_id: challenge.member_login_id,
        question: challenge.question,
        answer: 'Quinn Example',
        captcha_answer: c.answer,
        captcha_token: c.token,
      },
    })
    expect(answered.json<{ code: string }>().code).toBe('100')
    expect(await recordsOf(account)).toEqual([
      expect.objectContaining({
        kind: 'double_validation',
        ip: '192.0.2.47',
        udid,
        ...DEVICE,
        login_type: 3,
        device: 2,
      }),
    ])
  })

  it('records a registration with its device fields and the connection address', async () => {
    const form = validForm('VND')
    const ip = freshIp()
    const res = await attemptRegister(server, { ...form, ...DEVICE, remote_addr: '203.0.113.77' }, ip)
    expect(res).toMatchObject({ status: 200, code: '100' })
    expect(await recordsOf(form.member_account as string)).toEqual([
      expect.objectContaining({ kind: 'register', ip, udid: form.udid, ...DEVICE }),
    ])
  })

  it.each([
    ['login_type', { login_type: 9 }],
    ['login_type', { login_type: 'pwa' }],
    ['device', { device: 5 }],
    ['system_group', { system_group: 'x'.repeat(33) }],
    ['system_version', { system_version: '14\n<script>' }],
    ['browser', { browser: 'b'.repeat(257) }],
    ['cdn', { cdn: 'cdn\u0000.example' }],
    ['host', { host: 'evil host/<x>' }],
  ])('a login with a bad %s is a 400 naming it, and nothing is written', async (field, bad) => {
    const account = await createMember()
    const c = await newCaptcha(server)
    const header = await send<{ value: string }>(server, `/api${getLoginHeader.path}`, { site_id: SITE })
    // One captcha and one login header for both tries: the refused one must not spend them.
    const tryLogin = (extra: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: `/api${login.path}`,
        headers: { [LOGIN_HEADER]: header.data.value },
        payload: {
          account,
          password: PASSWORD,
          site_id: SITE,
          answer: c.answer,
          captcha_token: c.token,
          udid: freshUdid(),
          ...extra,
        },
      })
    const before = await rowCounts(server.db)
    const res = await tryLogin(bad)
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.json())).toContain(field)
    expect(await rowCounts(server.db)).toEqual(before)
    // The captcha and the login header were not spent: the same ones log in.
    const ok = await tryLogin({})
    expect(ok.json<{ code: string }>().code).toBe('100')
  })

  it('a registration with a bad device field is a 400 naming it, and nothing is written', async () => {
    const form = validForm('VND')
    const c = await newCaptcha(server)
    const before = await rowCounts(server.db)
    const res = await send(server, `/api${register.path}`, {
      ...form,
      captcha_token: c.token,
      verify_code: c.answer,
      login_type: 0,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res)).toContain('login_type')
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('demo mode (env_config.is_demo) from the site details', () => {
  const detail = async () =>
    siteDetail.response.parse((await send(server, `/api${siteDetail.path}`, { site_id: SITE })).data)

  it('the demo brand is seeded with demo mode off; the operator hook turns it on and off', async () => {
    expect((await detail()).env_config.is_demo).toBe(false)
    expect((await send(server, '/api/dev/site-demo', { site_id: SITE, is_demo: true })).code).toBe('100')
    expect((await detail()).env_config.is_demo).toBe(true)
    // Only is_demo changed.
    expect((await detail()).env_config).toMatchObject({ game_room: true, popular_page: true })
    expect((await send(server, '/api/dev/site-demo', { site_id: SITE, is_demo: false })).code).toBe('100')
    expect((await detail()).env_config.is_demo).toBe(false)
  })

  it('the hook refuses a bad body with a 400 naming the field and an unknown site, writing nothing', async () => {
    const before = await rowCounts(server.db)
    const bad = await send(server, '/api/dev/site-demo', { site_id: SITE, is_demo: 'yes' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad)).toContain('is_demo')
    const unknown = await send(server, '/api/dev/site-demo', { site_id: 'no-such-site', is_demo: true })
    expect(unknown.code).not.toBe('100')
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await detail()).env_config.is_demo).toBe(false)
  })

  it('with dev hooks off neither hook exists', async () => {
    const production = await startServer({ devHooks: false })
    try {
      const demo = await production.app.inject({
        method: 'POST',
        url: '/api/dev/site-demo',
        payload: { site_id: SITE, is_demo: true },
      })
      expect(demo.statusCode).toBe(404)
      const logins = await production.app.inject({ method: 'GET', url: '/api/dev/members/logins?account=demo01' })
      expect(logins.statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})
