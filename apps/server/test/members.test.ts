import { createHash } from 'node:crypto'
import {
  DOUBLE_VALIDATION_QUESTIONS,
  LOGIN_HEADER,
  captcha,
  clientCaptcha,
  doubleValidation,
  doubleValidationChallengeSchema,
  doubleValidationSkip,
  editPassword,
  getInfoData,
  getLoginHeader,
  infoDataSchema,
  login,
  loginDataSchema,
  logout,
  memberLayout,
  memberProfile,
  openClientCaptchaText,
  vxReset,
  vxVerify,
  type DevMember,
  type DoubleValidationChallenge,
  type DoubleValidationQuestion,
} from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { LOW_COST, OWASP_COST, argon2Cost } from '../src/members/passwords.ts'
import { DEMO_MEMBERS, DEMO_MEMBER_PASSWORD, demoMembersWanted } from '../src/seed/members.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const api = (path: string) => `/api${path}`
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

interface Reply<T = unknown> {
  status: number
  code: string
  message: string
  data: T
  authorization: string | undefined
}

async function send<T = unknown>(
  path: string,
  payload?: unknown,
  options: { token?: string; headers?: Record<string, string>; remoteAddress?: string; method?: 'GET' | 'POST' } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const res = await server.app.inject({
    method: options.method ?? 'POST',
    url: path,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  })
  const body = res.json<{ code: string; message: string; data: T }>()
  const authorization = res.headers.authorization
  return {
    status: res.statusCode,
    ...body,
    authorization: typeof authorization === 'string' ? authorization : undefined,
  }
}

async function newCaptcha(type: 1 | 2 = 1): Promise<{ token: string; answer: string }> {
  const res = await send<{ token: string }>(api(captcha.path), { type, site_id: SITE })
  expect(res.code).toBe('100')
  const { token } = res.data
  const dev = await send<{ answer: string }>(`/api/dev/captcha?token=${encodeURIComponent(token)}`, undefined, {
    method: 'GET',
  })
  return { token, answer: dev.data.answer }
}

async function newLoginHeader(): Promise<string> {
  const res = await send<{ value: string }>(api(getLoginHeader.path), { site_id: SITE })
  expect(res.code).toBe('100')
  return res.data.value
}

let udidCounter = 0
const freshUdid = () => `test-device-${++udidCounter}`

interface LoginAttempt {
  account: string
  password?: string
  udid?: string
  answer?: string
  captcha_token?: string
  loginHeader?: string | null
  remoteAddress?: string
}

async function attemptLogin(attempt: LoginAttempt) {
  const c = attempt.captcha_token ? { token: attempt.captcha_token, answer: attempt.answer ?? '' } : await newCaptcha()
  const header = attempt.loginHeader === undefined ? await newLoginHeader() : attempt.loginHeader
  return send(
    api(login.path),
    {
      account: attempt.account,
      password: attempt.password ?? DEMO_MEMBER_PASSWORD,
      site_id: SITE,
      answer: attempt.answer ?? c.answer,
      captcha_token: c.token,
      udid: attempt.udid ?? freshUdid(),
      device: 0,
      browser: 'vitest',
    },
    {
      headers: header === null ? {} : { [LOGIN_HEADER]: header },
      ...(attempt.remoteAddress ? { remoteAddress: attempt.remoteAddress } : {}),
    },
  )
}

async function loginToken(attempt: LoginAttempt): Promise<string> {
  const res = await attemptLogin(attempt)
  expect(res).toMatchObject({ status: 200, code: '100' })
  return loginDataSchema.parse(res.data).token
}

let accountCounter = 0
async function createMember(fields: Partial<DevMember> = {}): Promise<string> {
  const account = fields.account ?? `member${++accountCounter}x`
  const res = await send(`/api/dev/members`, { password: DEMO_MEMBER_PASSWORD, ...fields, account })
  expect(res.code).toBe('100')
  return account
}

async function memberRow(account: string) {
  return server.db
    .selectFrom('members')
    .selectAll()
    .where('site_id', '=', SITE)
    .where('account', '=', account)
    .executeTakeFirstOrThrow()
}

describe('captchas', () => {
  it('POST /captcha answers a token and an SVG picture without the answer as text; the database holds a hash', async () => {
    const res = await send<{ token: string; captcha: string; placeholder: string }>(api(captcha.path), {
      type: 1,
      site_id: SITE,
    })
    expect(res.code).toBe('100')
    const data = captcha.response.parse(res.data)
    const svg = Buffer.from(data.captcha.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg /)
    expect(svg).not.toContain('<text')
    expect(data.placeholder).toBe('4 digits')

    const { answer } = (
      await send<{ answer: string }>(`/api/dev/captcha?token=${data.token}`, undefined, { method: 'GET' })
    ).data
    expect(answer).toMatch(/^\d{4}$/)
    const row = await server.db
      .selectFrom('captchas')
      .selectAll()
      .where('token', '=', data.token)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ type: 1, site_id: SITE, used_at: null })
    expect(row.answer_hash).toBe(sha256(`${data.token}:${answer}`))
    expect(JSON.stringify(row)).not.toContain(`"${answer}"`)
  })

  it('answers 102 for an unknown site and 400 for a bad type, writing nothing', async () => {
    expect(await send(api(captcha.path), { type: 1, site_id: 'nope' })).toMatchObject({ status: 200, code: '102' })
    const before = await rowCounts(server.db)
    expect(await send(api(captcha.path), { type: 3, site_id: SITE })).toMatchObject({
      status: 400,
      data: { field: 'type' },
    })
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('GET /clientCaptcha seals the answer; openClientCaptchaText reads it back', async () => {
    const res = await send<unknown>(api(clientCaptcha.path), undefined, { method: 'GET' })
    expect(res.code).toBe('100')
    const data = clientCaptcha.response.parse(res.data)
    const answer = await openClientCaptchaText(data)
    expect(answer).toMatch(/^\d{4}$/)
    expect(data.text).not.toContain(answer)
    expect(Buffer.from(data.text, 'base64')).toHaveLength(12 + 4 + 16)
    const svg = Buffer.from(data.data.split(',')[1] ?? '', 'base64').toString('utf8')
    expect(svg).not.toContain('<text')
  })
})

describe('POST /login', () => {
  it('logs demo01 in: login data, the token in the authorization header, stored only as its hash', async () => {
    const res = await attemptLogin({ account: 'demo01' })
    expect(res).toMatchObject({ status: 200, code: '100' })
    const data = loginDataSchema.parse(res.data)
    expect(data).toMatchObject({
      member_id: 1,
      member_account: 'demo01',
      currency: 'USD',
      member_type: 1,
      agent_type: 0,
    })
    expect(res.authorization).toBe(data.token)
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32)

    const tokens = await server.db.selectFrom('member_tokens').selectAll().where('member_id', '=', 1).execute()
    expect(tokens.some((t) => t.token_hash === sha256(data.token))).toBe(true)
    expect(JSON.stringify(tokens)).not.toContain(data.token)
    const live = tokens.find((t) => t.token_hash === sha256(data.token))
    const lifetime = Date.parse(live?.expires_at ?? '') - Date.parse(live?.created_at ?? '')
    expect(lifetime).toBe(7 * 24 * 3600 * 1000)

    const profile = await send(api(memberProfile.path), {}, { token: data.token })
    expect(memberProfile.response.parse(profile.data)).toMatchObject({
      id: 1,
      member_account: 'demo01',
      member_name: 'Demo One',
      is_withdraw_password: 1,
      member_currency: 'USD',
    })
  })

  it('accepts the account in any case and logs in the VND and RMB members', async () => {
    expect((await attemptLogin({ account: 'DEMO01' })).code).toBe('100')
    const vnd = await attemptLogin({ account: 'vnduser01' })
    expect(vnd.data).toMatchObject({ currency: 'VND', member_account: 'vnduser01' })
    const rmb = await attemptLogin({ account: 'rmbuser01' })
    expect(rmb.data).toMatchObject({ currency: 'RMB' })
  })

  const refusals: { name: string; attempt: LoginAttempt; code: string }[] = [
    { name: 'an unknown account', attempt: { account: 'nobody99' }, code: '101' },
    { name: 'a wrong password', attempt: { account: 'demo01', password: 'wrong123' }, code: '101' },
    { name: 'a disabled account', attempt: { account: 'disabled01' }, code: '102' },
    { name: 'a frozen account', attempt: { account: 'frozen01' }, code: '103' },
    { name: 'a wrong password on a disabled account', attempt: { account: 'disabled01', password: 'x1' }, code: '101' },
    { name: 'a wrong captcha answer', attempt: { account: 'demo01', answer: 'abcd' }, code: '105' },
    { name: 'no login header', attempt: { account: 'demo01', loginHeader: null }, code: '108' },
    { name: 'an unknown login header', attempt: { account: 'demo01', loginHeader: 'made-up' }, code: '108' },
    { name: 'an account waiting for transfer verification', attempt: { account: 'vxuser01' }, code: '802' },
  ]
  for (const r of refusals) {
    it(`answers ${r.code} for ${r.name}, with no token`, async () => {
      const res = await attemptLogin(r.attempt)
      expect(res).toMatchObject({ status: 200, code: r.code })
      expect(res.authorization).toBeUndefined()
      if (r.code === '101') expect(res.message).toBe('account_error')
    })
  }

  it('gives one answer for an unknown account and a wrong password', async () => {
    const unknown = await attemptLogin({ account: 'nobody99' })
    const wrong = await attemptLogin({ account: 'demo01', password: 'nope1234' })
    expect(unknown).toEqual(wrong)
  })

  it('uses a captcha up even when the login fails, and refuses a used, expired or register captcha', async () => {
    const c = await newCaptcha()
    expect(
      (await attemptLogin({ account: 'demo01', password: 'bad', captcha_token: c.token, answer: c.answer })).code,
    ).toBe('101')
    const again = await attemptLogin({ account: 'demo01', captcha_token: c.token, answer: c.answer })
    expect(again.code).toBe('105')

    const expired = await newCaptcha()
    await server.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', expired.token)
      .execute()
    expect((await attemptLogin({ account: 'demo01', captcha_token: expired.token, answer: expired.answer })).code).toBe(
      '105',
    )

    const register = await newCaptcha(2)
    expect(
      (await attemptLogin({ account: 'demo01', captcha_token: register.token, answer: register.answer })).code,
    ).toBe('105')
  })

  it('checks the login header first, leaving the captcha usable; the header is single use and expires', async () => {
    const c = await newCaptcha()
    expect(
      (await attemptLogin({ account: 'demo01', loginHeader: null, captcha_token: c.token, answer: c.answer })).code,
    ).toBe('108')
    const row = await server.db.selectFrom('captchas').select('used_at').where('token', '=', c.token).executeTakeFirst()
    expect(row?.used_at).toBeNull()

    const header = await newLoginHeader()
    expect(
      (await attemptLogin({ account: 'demo01', loginHeader: header, captcha_token: c.token, answer: c.answer })).code,
    ).toBe('100')
    expect((await attemptLogin({ account: 'demo01', loginHeader: header })).code).toBe('108')

    const stale = await newLoginHeader()
    await server.db
      .updateTable('login_nonces')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('nonce_hash', '=', sha256(stale))
      .execute()
    expect((await attemptLogin({ account: 'demo01', loginHeader: stale })).code).toBe('108')
  })

  it('answers 400 naming the field for malformed bodies and writes nothing', async () => {
    const c = await newCaptcha()
    const header = await newLoginHeader()
    const good = {
      account: 'demo01',
      password: DEMO_MEMBER_PASSWORD,
      site_id: SITE,
      answer: c.answer,
      captcha_token: c.token,
      udid: 'u1',
    }
    const before = await rowCounts(server.db)
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, account: '' }, 'account'],
      [{ ...good, password: undefined }, 'password'],
      [{ ...good, udid: undefined }, 'udid'],
      [{ ...good, answer: '' }, 'answer'],
      [{ ...good, device: 9 }, 'device'],
    ]
    for (const [payload, field] of cases) {
      const res = await send(api(login.path), payload, { headers: { [LOGIN_HEADER]: header } })
      expect(res).toMatchObject({ status: 400, code: '400', data: { field } })
    }
    expect(await rowCounts(server.db)).toEqual(before)
    const unused = await server.db
      .selectFrom('captchas')
      .select('used_at')
      .where('token', '=', c.token)
      .executeTakeFirst()
    expect(unused?.used_at).toBeNull()
  })
})

describe('address rules (106, 201-203)', () => {
  it('refuses with the first matching rule, judged on the connection address', async () => {
    const account = await createMember()
    const setRules = (rules: unknown[]) => send('/api/dev/members/ip-rules', { account, rules })

    expect((await setRules([{ pattern: '127.0.0.1', code: '106' }])).code).toBe('100')
    expect((await attemptLogin({ account })).code).toBe('106')

    await setRules([{ match: 'not_in', pattern: '10.0.0.0/8', code: '201' }])
    expect((await attemptLogin({ account })).code).toBe('201')
    expect((await attemptLogin({ account, remoteAddress: '10.1.2.3' })).code).toBe('100')

    await setRules([
      { pattern: '192.168.0.0/16', code: '202' },
      { pattern: '*', code: '203' },
    ])
    expect((await attemptLogin({ account, remoteAddress: '192.168.4.5' })).code).toBe('202')
    expect((await attemptLogin({ account, remoteAddress: '::ffff:8.8.8.8' })).code).toBe('203')

    await setRules([])
    expect((await attemptLogin({ account })).code).toBe('100')
  })

  it('still asks for the password first: a wrong one answers 101, not the address refusal', async () => {
    const account = await createMember()
    await send('/api/dev/members/ip-rules', { account, rules: [{ pattern: '*', code: '106' }] })
    expect((await attemptLogin({ account, password: 'wrong999' })).code).toBe('101')
  })

  it('the dev hook refuses a pattern that is not an address', async () => {
    const res = await send('/api/dev/members/ip-rules', {
      account: 'demo01',
      rules: [{ pattern: '300.1.1.1', code: '106' }],
    })
    expect(res).toMatchObject({ status: 400, data: { field: 'rules.0.pattern' } })
  })
})

const ANSWERS: Record<DoubleValidationQuestion, string> = {
  member_name: 'Quinn Example',
  identity_id: 'B987654321',
  member_phone: '0922333444',
  member_email: 'quinn@example.com',
  withdraw_password: '8642',
}

/** A member with every question available and double validation on. */
function doubleValidationMember(): Promise<string> {
  return createMember({
    member_name: ANSWERS.member_name,
    identity_id: ANSWERS.identity_id,
    member_phone: ANSWERS.member_phone,
    member_email: ANSWERS.member_email,
    withdraw_password: ANSWERS.withdraw_password,
    double_validation: 1,
  })
}

async function challenge(account: string, udid = freshUdid()): Promise<DoubleValidationChallenge & { udid: string }> {
  const res = await attemptLogin({ account, udid })
  expect(res).toMatchObject({ status: 200, code: '107', message: 'different_device' })
  return { ...doubleValidationChallengeSchema.parse(res.data), udid }
}

async function answer(ch: DoubleValidationChallenge, value?: string, overrides: Record<string, string> = {}) {
  const c = await newCaptcha()
  return send(api(doubleValidation.path), {
    member_login_id: ch.member_login_id,
    question: ch.question,
    answer: value ?? ANSWERS[ch.question],
    captcha_answer: c.answer,
    captcha_token: c.token,
    ...overrides,
  })
}

const skip = (loginId: string) => send(api(doubleValidationSkip.path), { member_login_id: loginId })

describe('double validation (107)', () => {
  it('asks demo02 on a new device, not on its known one', async () => {
    const ch = await challenge('demo02')
    expect(DOUBLE_VALIDATION_QUESTIONS).toContain(ch.question)
    expect(ch.available_questions_count).toBe(3)
    expect((await attemptLogin({ account: 'demo02', udid: 'demo02-known-device' })).code).toBe('100')
  })

  it('does not ask demo01 (double validation off) or a member with no question to ask', async () => {
    expect((await attemptLogin({ account: 'demo01', udid: freshUdid() })).code).toBe('100')
    const bare = await createMember({ double_validation: 1 })
    expect((await attemptLogin({ account: bare, udid: freshUdid() })).code).toBe('100')
  })

  it('draws only questions the member can answer', async () => {
    const account = await createMember({
      member_email: 'only@example.com',
      withdraw_password: '1111',
      double_validation: 1,
    })
    const ch = await challenge(account)
    expect(ch.available_questions_count).toBe(2)
    expect(['member_email', 'withdraw_password']).toContain(ch.question)
  })

  it('logs in on the right answer, and the device is then known', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    const res = await answer(ch)
    expect(res).toMatchObject({ status: 200, code: '100' })
    const data = loginDataSchema.parse(res.data)
    expect(res.authorization).toBe(data.token)
    expect(data.member_account).toBe(account)
    expect((await send(api(memberLayout.path), {}, { token: data.token })).code).toBe('100')

    expect((await attemptLogin({ account, udid: ch.udid })).code).toBe('100')
    expect((await answer(ch)).code).toBe('101')
  })

  it('compares answers leniently: case, spaces and phone punctuation do not matter', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    const loose: Record<DoubleValidationQuestion, string> = {
      member_name: '  quinn   EXAMPLE ',
      identity_id: 'b 987654321',
      member_phone: '0922-333-444',
      member_email: ' QUINN@example.com',
      withdraw_password: ' 8642 ',
    }
    expect((await answer(ch, loose[ch.question])).code).toBe('100')
  })

  it('answers 105 for a bad captcha, 104 for another question, 103 for a wrong answer, keeping the question', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    expect((await answer(ch, undefined, { captcha_answer: 'zzzz' })).code).toBe('105')
    const other = DOUBLE_VALIDATION_QUESTIONS.find((q) => q !== ch.question) ?? 'member_name'
    expect((await answer(ch, ANSWERS[other], { question: other })).code).toBe('104')
    const wrong = await answer(ch, 'not it')
    expect(wrong).toMatchObject({ code: '103', message: 'verify_failed' })
    expect((await answer(ch)).code).toBe('100')
  })

  it('finishes the login id with 998 after five wrong answers', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    for (let i = 0; i < 4; i += 1) expect((await answer(ch, 'wrong')).code).toBe('103')
    expect((await answer(ch, 'wrong')).code).toBe('998')
    expect((await answer(ch)).code).toBe('101')
  })

  it('ends the login id with 998 on the fifth wrong withdraw password too, which also locks that password', async () => {
    // The withdraw password's own lockout (five wrong in 15 minutes) locks on the same answer that ends the challenge.
    const account = await createMember({ withdraw_password: '1111', double_validation: 1 })
    const ch = await challenge(account)
    expect(ch.question).toBe('withdraw_password')
    for (let i = 0; i < 4; i += 1) expect((await answer(ch, '0000')).code).toBe('103')
    expect((await answer(ch, '0000')).code).toBe('998')
    const next = await challenge(account)
    expect((await answer(next, '1111')).code).toBe('120')
  })

  it('skips to the next question until none is left (998), then the login id is unknown (101)', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    const asked = [ch.question]
    const first = await skip(ch.member_login_id)
    expect(first.code).toBe('100')
    const next = doubleValidationSkip.response.parse(first.data)
    expect(next.available_questions_count).toBe(2)
    asked.push(next.question)
    const last = doubleValidationSkip.response.parse((await skip(ch.member_login_id)).data)
    expect(last.available_questions_count).toBe(1)
    asked.push(last.question)
    expect(new Set(asked).size).toBe(3)

    expect((await answer(ch)).code).toBe('104')
    expect((await skip(ch.member_login_id)).code).toBe('998')
    expect((await skip(ch.member_login_id)).code).toBe('101')
    expect((await skip('no-such-login')).code).toBe('101')
  })

  it('answers the skipped-to question', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    const next = doubleValidationSkip.response.parse((await skip(ch.member_login_id)).data)
    expect((await answer(next)).code).toBe('100')
  })

  it('answers 205 for an expired login id and 102 when the account was disabled meanwhile', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    await server.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_hash', '=', sha256(ch.member_login_id))
      .execute()
    expect((await answer(ch)).code).toBe('205')

    const ch2 = await challenge(account)
    await send('/api/dev/members/update', { account, status: 'disabled' })
    expect((await answer(ch2)).code).toBe('102')
  })

  it('applies address rules to the answer too', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    await send('/api/dev/members/ip-rules', { account, rules: [{ pattern: '127.0.0.0/8', code: '106' }] })
    expect((await answer(ch)).code).toBe('106')
  })

  it('answers 400 for a malformed answer and writes nothing', async () => {
    const account = await doubleValidationMember()
    const ch = await challenge(account)
    const before = await rowCounts(server.db)
    const res = await send(api(doubleValidation.path), { member_login_id: ch.member_login_id, question: 'pet_name' })
    expect(res).toMatchObject({ status: 400, data: { field: 'question' } })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('tokens and member calls', () => {
  const memberCalls = [memberProfile.path, memberLayout.path, logout.path, editPassword.path]

  it('answer 401 without a token, with an unknown one, or with a malformed header', async () => {
    for (const path of memberCalls) {
      expect((await send(api(path), {})).status).toBe(401)
      expect((await send(api(path), {}, { token: 'not-a-token' })).status).toBe(401)
      expect((await send(api(path), {}, { headers: { authorization: 'Basic abc' } })).status).toBe(401)
    }
    expect(await send(api(memberProfile.path), {})).toMatchObject({ code: '401', message: 'unauthorized' })
  })

  it('accept a call without any body', async () => {
    const token = await loginToken({ account: 'demo01' })
    const res = await send(api(memberLayout.path), undefined, { token })
    expect(res.code).toBe('100')
  })

  it('the layout carries the section 3 fields', async () => {
    const token = await loginToken({ account: 'vnduser01' })
    const layout = memberLayout.response.parse((await send(api(memberLayout.path), {}, { token })).data)
    expect(layout).toEqual({
      id: 7,
      member_account: 'vnduser01',
      member_type: 1,
      agent_type: 0,
      agent_level: 0,
      member_currency: 'VND',
      member_cash: 5_000_000,
      is_agent: 0,
      agent_active: 0,
      is_playing: 0,
      cash_back_status: 0,
      wallet_status: 1,
      first_login_to_change_password: 0,
      need_bank_account_deposit_verified: 1,
    })
    expect(memberLayout.abortOnUnauthorized).toBe(true)
  })

  it('logout revokes the token it is called with, and only that one', async () => {
    const account = await createMember()
    const first = await loginToken({ account, udid: 'a' })
    const second = await loginToken({ account, udid: 'b' })
    const res = await send(api(logout.path), {}, { token: first })
    expect(res).toMatchObject({ status: 200, code: '100', data: null })
    const row = await server.db
      .selectFrom('member_tokens')
      .select('revoked_at')
      .where('token_hash', '=', sha256(first))
      .executeTakeFirstOrThrow()
    expect(row.revoked_at).not.toBeNull()
    expect((await send(api(memberProfile.path), {}, { token: first })).status).toBe(401)
    expect((await send(api(logout.path), {}, { token: first })).status).toBe(401)
    expect((await send(api(memberProfile.path), {}, { token: second })).code).toBe('100')
  })

  it('a new login on the same device revokes the earlier token of that device', async () => {
    const account = await createMember()
    const old = await loginToken({ account, udid: 'same' })
    const other = await loginToken({ account, udid: 'other' })
    const fresh = await loginToken({ account, udid: 'same' })
    expect((await send(api(memberProfile.path), {}, { token: old })).status).toBe(401)
    expect((await send(api(memberProfile.path), {}, { token: fresh })).code).toBe('100')
    expect((await send(api(memberProfile.path), {}, { token: other })).code).toBe('100')
  })

  it('an expired token, or one of a member disabled since, answers 401', async () => {
    const account = await createMember()
    const token = await loginToken({ account })
    await server.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute()
    expect((await send(api(memberProfile.path), {}, { token })).status).toBe(401)

    const live = await loginToken({ account })
    await send('/api/dev/members/update', { account, status: 'frozen' })
    expect((await send(api(memberProfile.path), {}, { token: live })).status).toBe(401)
  })
})

describe('POST /member/profile/edit_password', () => {
  it('changes the password, revokes every token and issues a fresh one for this device', async () => {
    const account = await createMember({ first_login_to_change_password: 1 })
    const here = await loginToken({ account, udid: 'here' })
    const elsewhere = await loginToken({ account, udid: 'elsewhere' })
    const before = await send<{ first_login_to_change_password: number }>(api(memberLayout.path), {}, { token: here })
    expect(before.data.first_login_to_change_password).toBe(1)

    const res = await send(
      api(editPassword.path),
      { old_password: DEMO_MEMBER_PASSWORD, new_password: 'newpass9', check_password: 'newpass9' },
      { token: here },
    )
    expect(res).toMatchObject({ status: 200, code: '100', data: null })
    const issued = res.authorization ?? ''
    expect(issued).not.toBe('')

    for (const old of [here, elsewhere])
      expect((await send(api(memberProfile.path), {}, { token: old })).status).toBe(401)
    const after = await send<{ first_login_to_change_password: number }>(api(memberLayout.path), {}, { token: issued })
    expect(after.data.first_login_to_change_password).toBe(0)

    expect((await attemptLogin({ account })).code).toBe('101')
    expect((await attemptLogin({ account, password: 'newpass9' })).code).toBe('100')
    expect((await memberRow(account)).password_hash).toMatch(/^\$argon2id\$/)
  })

  it('answers 101 for a wrong old password and 400 for a weak or unconfirmed new one, writing nothing', async () => {
    const account = await createMember()
    const token = await loginToken({ account })
    const before = await rowCounts(server.db)
    const hashBefore = (await memberRow(account)).password_hash

    const wrongOld = await send(
      api(editPassword.path),
      { old_password: 'nope1234', new_password: 'newpass9', check_password: 'newpass9' },
      { token },
    )
    expect(wrongOld).toMatchObject({ status: 200, code: '101' })
    const cases: [Record<string, string>, string][] = [
      [{ new_password: 'ab1', check_password: 'ab1' }, 'new_password'],
      [{ new_password: 'abcdefgh', check_password: 'abcdefgh' }, 'new_password'],
      [{ new_password: 'abc_12345', check_password: 'abc_12345' }, 'new_password'],
      [{ new_password: 'newpass9', check_password: 'newpass8' }, 'check_password'],
    ]
    for (const [fields, field] of cases) {
      const res = await send(api(editPassword.path), { old_password: DEMO_MEMBER_PASSWORD, ...fields }, { token })
      expect(res).toMatchObject({ status: 400, data: { field } })
    }
    // Only the wrong old password is counted (the member's lock of passwords asked inside a session).
    expect(await rowCounts(server.db)).toEqual({
      ...before,
      withdraw_password_guards: (before.withdraw_password_guards ?? 0) + 1,
    })
    expect((await memberRow(account)).password_hash).toBe(hashBefore)
    expect((await send(api(memberProfile.path), {}, { token })).code).toBe('100')
  })
})

describe('member-transfer verification (802)', () => {
  const vxMember = () =>
    createMember({
      member_phone: '0955666777',
      member_email: 'vx@example.com',
      withdraw_password: '4321',
      need_transfer_verification: 1,
    })

  const verify = (account: string, fields: Record<string, string>) =>
    send(api(vxVerify.path), { site_id: SITE, account, withdraw_password: '4321', ...fields })

  it('verifies, resets the password once, and the member then logs in normally', async () => {
    const account = await vxMember()
    const other = await createMember()
    expect((await attemptLogin({ account })).code).toBe('802')

    const verified = await verify(account, { member_phone: '0955-666-777', member_email: '' })
    expect(verified.code).toBe('100')
    const { token } = vxVerify.response.parse(verified.data)
    expect((await server.db.selectFrom('vx_tokens').select('token_hash').execute()).map((r) => r.token_hash)).toContain(
      sha256(token),
    )

    expect((await send(api(vxReset.path), { account: other, password: 'fresh123', token })).code).toBe('101')
    expect((await send(api(vxReset.path), { account, password: 'fresh123', token })).code).toBe('100')
    expect((await send(api(vxReset.path), { account, password: 'fresh456', token })).code).toBe('101')

    expect((await attemptLogin({ account })).code).toBe('101')
    expect((await attemptLogin({ account, password: 'fresh123' })).code).toBe('100')
    expect((await memberRow(account)).need_transfer_verification).toBe(0)
  })

  it('verifies with the email as well', async () => {
    const account = await vxMember()
    expect((await verify(account, { member_email: 'VX@example.com' })).code).toBe('100')
  })

  it('gives one answer (101) for a wrong withdraw password, contact, unknown account or an account not waiting', async () => {
    const account = await vxMember()
    const cases = [
      await verify(account, { withdraw_password: '0000', member_phone: '0955666777' }),
      await verify(account, { member_phone: '0900000000' }),
      await verify(account, { member_email: 'other@example.com' }),
      await verify('nobody99', { member_phone: '0955666777' }),
      await verify('demo01', { withdraw_password: '1234', member_phone: '0911111111' }),
    ]
    for (const res of cases) expect(res).toMatchObject({ code: '101', message: 'verification failed' })
  })

  it('answers 102 for an account that is no longer active, at verify and at reset', async () => {
    const frozen = await vxMember()
    await send('/api/dev/members/update', { account: frozen, status: 'frozen' })
    expect((await verify(frozen, { member_phone: '0955666777' })).code).toBe('102')

    const account = await vxMember()
    const { token } = vxVerify.response.parse((await verify(account, { member_phone: '0955666777' })).data)
    await send('/api/dev/members/update', { account, status: 'disabled' })
    expect((await send(api(vxReset.path), { account, password: 'fresh123', token })).code).toBe('102')
    expect((await memberRow(account)).need_transfer_verification).toBe(1)
  })

  it('locks the account with 204 after five failures in a row', async () => {
    const account = await vxMember()
    for (let i = 0; i < 4; i += 1)
      expect((await verify(account, { withdraw_password: '0000', member_phone: '0955666777' })).code).toBe('101')
    expect((await verify(account, { withdraw_password: '0000', member_phone: '0955666777' })).code).toBe('204')
    expect((await verify(account, { member_phone: '0955666777' })).code).toBe('204')
  })

  it('answers 400 for a malformed verify or reset and writes nothing', async () => {
    const account = await vxMember()
    const before = await rowCounts(server.db)
    expect(await verify(account, {})).toMatchObject({ status: 400, data: { field: 'member_phone' } })
    expect(await verify(account, { withdraw_password: '12a4', member_phone: '0955666777' })).toMatchObject({
      status: 400,
      data: { field: 'withdraw_password' },
    })
    expect(await send(api(vxReset.path), { account, password: 'short', token: 'x' })).toMatchObject({
      status: 400,
      data: { field: 'password' },
    })
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await memberRow(account)).vx_failures).toBe(0)
  })

  it('the seeded vxuser01 verifies with its documented details', async () => {
    const res = await send(api(vxVerify.path), {
      site_id: SITE,
      account: 'vxuser01',
      withdraw_password: '1357',
      member_phone: '0987654321',
    })
    expect(res.code).toBe('100')
  })
})

describe('POST /get_info_data', () => {
  it('hands over a session once for a minted code', async () => {
    const minted = await send<{ enc: string }>('/api/dev/members/info-enc', { account: 'demo01' })
    const { enc } = minted.data
    const res = await send(api(getInfoData.path), { enc })
    expect(res.code).toBe('100')
    const info = infoDataSchema.parse(JSON.parse(getInfoData.response.parse(res.data)))
    expect(info).toMatchObject({ member_id: 1, member_account: 'demo01', member_currency: 'USD' })
    expect(res.authorization).toBe(info.tk)
    expect((await send(api(memberProfile.path), {}, { token: info.tk })).code).toBe('100')

    expect((await send(api(getInfoData.path), { enc })).code).toBe('101')
    const stored = await server.db.selectFrom('info_codes').select('code_hash').execute()
    expect(stored.map((r) => r.code_hash)).toContain(sha256(enc))
  })

  it('answers 101 for an unknown or expired code and 400 without one', async () => {
    expect((await send(api(getInfoData.path), { enc: 'made-up' })).code).toBe('101')
    const { enc } = (await send<{ enc: string }>('/api/dev/members/info-enc', { account: 'demo01' })).data
    await server.db
      .updateTable('info_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code_hash', '=', sha256(enc))
      .execute()
    expect((await send(api(getInfoData.path), { enc })).code).toBe('101')
    expect(await send(api(getInfoData.path), {})).toMatchObject({ status: 400, data: { field: 'enc' } })
  })
})

describe('seeded members and password hashing', () => {
  it('seeds the documented members with argon2id hashes at the test cost', async () => {
    const rows = await server.db.selectFrom('members').selectAll().where('id', '<=', 8).orderBy('id').execute()
    expect(rows.map((r) => r.account)).toEqual(DEMO_MEMBERS.map((m) => m.account))
    expect(rows.map((r) => r.currency)).toEqual(['USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'VND', 'RMB'])
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
      expect(row.password_hash).not.toContain(DEMO_MEMBER_PASSWORD)
    }
    expect(rows.find((r) => r.account === 'newpass01')?.first_login_to_change_password).toBe(1)
  })

  it('chooses the argon2 cost from the environment: OWASP in production, low elsewhere', () => {
    expect(argon2Cost({ NODE_ENV: 'production' })).toEqual(OWASP_COST)
    expect(OWASP_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    expect(argon2Cost({ NODE_ENV: 'test' })).toEqual(LOW_COST)
    expect(argon2Cost({ NODE_ENV: 'production', LOBBY_ARGON2_COST: 'low' })).toEqual(LOW_COST)
    expect(argon2Cost({ LOBBY_ARGON2_COST: 'owasp' })).toEqual(OWASP_COST)
    expect(() => argon2Cost({ LOBBY_ARGON2_COST: 'fast' })).toThrow(/owasp or low/)
  })

  it('rehashes a password stored below the current cost at the next login', async () => {
    const account = await createMember()
    expect((await memberRow(account)).password_hash).toContain('m=1024,t=1')
    const saved = process.env.LOBBY_ARGON2_COST
    process.env.LOBBY_ARGON2_COST = 'owasp'
    try {
      expect((await attemptLogin({ account })).code).toBe('100')
    } finally {
      if (saved === undefined) delete process.env.LOBBY_ARGON2_COST
      else process.env.LOBBY_ARGON2_COST = saved
    }
    expect((await memberRow(account)).password_hash).toContain('m=19456,t=2,p=1')
    expect((await attemptLogin({ account })).code).toBe('100')
  })

  it('keeps the public demo credentials out of production unless asked for', () => {
    expect(demoMembersWanted({ NODE_ENV: 'production' })).toBe(false)
    expect(demoMembersWanted({ NODE_ENV: 'production', LOBBY_DEMO_MEMBERS: '1' })).toBe(true)
    expect(demoMembersWanted({ NODE_ENV: 'development' })).toBe(true)
  })
})

describe('member dev hooks', () => {
  it('are absent when dev hooks are off', async () => {
    const off = await startServer({ devHooks: false })
    try {
      for (const url of ['/api/dev/members', '/api/dev/members/ip-rules', '/api/dev/members/info-enc']) {
        expect((await off.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404)
      }
      expect((await off.app.inject({ method: 'GET', url: '/api/dev/captcha?token=x' })).statusCode).toBe(404)
      // The member API itself is there.
      const res = await off.app.inject({ method: 'POST', url: api(captcha.path), payload: { type: 1, site_id: SITE } })
      expect(res.json()).toMatchObject({ code: '100' })
    } finally {
      await off.close()
    }
  })

  it('refuse a duplicate account and answer 404 for an unknown captcha token', async () => {
    const dup = await send('/api/dev/members', { account: 'demo01', password: 'x' })
    expect(dup).toMatchObject({ status: 409, code: '409' })
    const unknown = await send('/api/dev/captcha?token=nope', undefined, { method: 'GET' })
    expect(unknown.status).toBe(404)
  })
})
