import { createHash } from 'node:crypto'
import {
  checkAgentDomain,
  loginDataSchema,
  memberInfo,
  memberProfile,
  registerSettings,
  registerValidMessage,
  registerVerification,
  serviceAgreement,
} from '@lobby/api/contract'
import { registerFieldRules } from '@lobby/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEFAULT_REGISTRATION_CONFIG } from '../src/members/abuse-limits.ts'
import type * as Passwords from '../src/members/passwords.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import {
  api,
  attemptRegister,
  freshChineseName,
  freshIp,
  freshPhone,
  newCaptcha,
  next,
  registerSmsCode,
  send,
  validForm,
  wrongAnswer,
  type RegisterBody,
} from './registration-helpers.ts'

/** Counts password hashes, so a test can prove a refusal came before any. */
const hashing = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../src/members/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>()
  return {
    ...real,
    hashPassword: (plain: string) => {
      hashing.calls += 1
      return real.hashPassword(plain)
    },
  }
})

let server: LobbyServer
/** An RMB member whose Chinese name, for the 103 case. */
const TAKEN_CHINESE_NAME = '张三丰'

beforeAll(async () => {
  server = await startServer()
  const res = await send(server, '/api/dev/members', {
    account: 'rmbtaken01',
    password: 'demo123',
    currency: 'RMB',
    member_name: TAKEN_CHINESE_NAME,
  })
  expect(res.code).toBe('100')
})
afterAll(async () => {
  await server.close()
})

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

async function memberByAccount(account: string) {
  return server.db
    .selectFrom('members')
    .selectAll()
    .where('site_id', '=', SITE)
    .where('account', '=', account)
    .executeTakeFirst()
}

describe('register settings and the service agreement', () => {
  it('lists every currency with its member_currency entry; the domain reads the same rules the server enforces', async () => {
    const res = await send(server, api(registerSettings.path), { site_id: SITE })
    expect(res.code).toBe('100')
    const { list } = registerSettings.response.parse(res.data)
    for (const currency of ['USD', 'RMB', 'VND']) {
      expect(list).toContainEqual(expect.objectContaining({ name: 'member_currency', currency, is_display: 1 }))
    }
    const usd = registerFieldRules(list, 'USD')
    expect(usd.memberPhone).toMatchObject({ displayed: true, required: true, unique: true, verified: true })
    expect(usd.identityId.displayed).toBe(false)
    const rmb = registerFieldRules(list, 'RMB')
    for (const field of ['memberName', 'memberEmail', 'memberPhone'] as const) {
      expect(rmb[field]).toMatchObject({ displayed: true, required: true, unique: true })
    }
    const vnd = registerFieldRules(list, 'VND')
    expect(vnd.memberZalo).toMatchObject({ displayed: true, required: true })
    expect(vnd.memberTelegram.displayed).toBe(true)
    expect(list.find((i) => i.name === 'member_phone' && i.currency === 'USD')).toHaveProperty(
      'is_member_center_verification',
      1,
    )
  })

  it('answers 102 for an unknown site', async () => {
    expect((await send(server, api(registerSettings.path), { site_id: 'nope' })).code).toBe('102')
    expect((await send(server, api(serviceAgreement.path), { site_id: 'nope' })).code).toBe('102')
  })

  it('serves the agreement in the language asked for, falling back to en_US', async () => {
    const en = serviceAgreement.response.parse((await send(server, api(serviceAgreement.path), { site_id: SITE })).data)
    expect(en.language).toBe('en_US')
    expect(en.list.map((a) => a.id)).toEqual([1, 2, 3])
    const zh = serviceAgreement.response.parse(
      (await send(server, api(serviceAgreement.path), { site_id: SITE, language: 'zh_CN' })).data,
    )
    expect(zh).toMatchObject({ language: 'zh_CN', list: [{ id: 1, title: '参与资格' }, {}, {}] })
    const ko = serviceAgreement.response.parse(
      (await send(server, api(serviceAgreement.path), { site_id: SITE, language: 'ko_KR' })).data,
    )
    expect(ko.language).toBe('en_US')
    expect(ko.list).toEqual(en.list)
  })
})

describe('introducers before the form', () => {
  const cases: { body: Record<string, unknown>; valid: boolean; code: string | null }[] = [
    { body: { recommend_code: 'DEMO01REF' }, valid: true, code: null },
    { body: { recommend_code: 'demo01ref' }, valid: true, code: null },
    { body: { recommend_code: 'CLOSED01' }, valid: false, code: '107' },
    { body: { recommend_code: 'NOREC03' }, valid: false, code: '109' },
    { body: { recommend_code: 'DISABLED01' }, valid: false, code: '110' },
    { body: { recommend_code: 'NOSUCH99' }, valid: false, code: '112' },
    { body: { recommend_code: 'a!' }, valid: false, code: '228' },
    { body: { agent_id: 20 }, valid: true, code: null },
    { body: { agent_id: '22' }, valid: true, code: null },
    { body: { agent_id: 21 }, valid: false, code: '108' },
    { body: { agent_id: 9999 }, valid: false, code: '106' },
    { body: { agent_id: 1 }, valid: false, code: '106' },
  ]
  for (const c of cases) {
    it(`/register/valid_message ${JSON.stringify(c.body)} -> is_valid ${c.valid}${c.code ? ` (${c.code})` : ''}`, async () => {
      const res = await send(server, api(registerValidMessage.path), { site_id: SITE, ...c.body })
      expect(res.code).toBe('100')
      expect(res.data).toEqual({ is_valid: c.valid, code: c.code })
    })
  }

  it('/register/valid_message needs exactly one introducer (400)', async () => {
    for (const body of [{}, { recommend_code: 'DEMO01REF', agent_id: 20 }]) {
      expect(await send(server, api(registerValidMessage.path), { site_id: SITE, ...body })).toMatchObject({
        status: 400,
        data: { field: 'recommend_code' },
      })
    }
    expect(await send(server, api(registerValidMessage.path), { site_id: SITE, agent_id: 'x1' })).toMatchObject({
      status: 400,
      data: { field: 'agent_id' },
    })
  })

  it('/member_info answers an agent’s currency and 106 for anyone else', async () => {
    expect(await send(server, api(memberInfo.path), { id: 20 })).toMatchObject({
      code: '100',
      data: { currency: 'USD' },
    })
    expect(await send(server, api(memberInfo.path), { id: '22' })).toMatchObject({ data: { currency: 'VND' } })
    expect((await send(server, api(memberInfo.path), { id: 1 })).code).toBe('106')
    expect((await send(server, api(memberInfo.path), { id: 20, site_id: 'other' })).code).toBe('106')
  })

  it('/arks/web/check-agent-domain locks an agent host’s currency', async () => {
    const check = (host: string) => send(server, api(checkAgentDomain.path), { host, site_id: SITE })
    expect((await check('VND-Agent.lobby.test:8443')).data).toEqual({ is_valid: true, currency: 'VND', agent_id: 22 })
    expect((await check('off-agent.lobby.test')).data).toEqual({ is_valid: false, currency: '', agent_id: null })
    expect((await check('www.lobby.test')).data).toEqual({ is_valid: false, currency: '', agent_id: null })
    expect((await send(server, api(checkAgentDomain.path), { host: 'x', site_id: 'nope' })).code).toBe('102')
  })
})

describe('POST /register: success', () => {
  it('creates a USD member with the SMS code and logs it in exactly like /login', async () => {
    const form = validForm('USD')
    const phone = form.member_phone as string
    const code = await registerSmsCode(server, phone)
    const ip = freshIp()
    const res = await attemptRegister(
      server,
      { ...form, phone_verify: code, identity_id: 'HIDDEN1234', member_birthday: '1990-2-3' },
      ip,
    )
    expect(res).toMatchObject({ status: 200, code: '100' })
    const data = loginDataSchema.parse(res.data)
    expect(data).toMatchObject({ member_account: form.member_account, currency: 'USD', member_type: 1, agent_type: 0 })
    expect(res.authorization).toBe(data.token)

    const row = await memberByAccount(form.member_account as string)
    expect(row).toMatchObject({ id: data.member_id, member_phone: phone, member_birthday: '1990-02-03' })
    // USD does not display the identity id: a value sent for it is not kept.
    expect(row?.identity_id).toBe('')
    expect(row?.password_hash).toMatch(/^\$argon2id\$/)
    expect(row?.last_login_ip).toBe(ip)

    const tokens = await server.db
      .selectFrom('member_tokens')
      .selectAll()
      .where('member_id', '=', data.member_id)
      .execute()
    expect(tokens).toEqual([expect.objectContaining({ token_hash: sha256(data.token), udid: form.udid })])
    const devices = await server.db
      .selectFrom('member_devices')
      .select('udid')
      .where('member_id', '=', data.member_id)
      .execute()
    expect(devices).toEqual([{ udid: form.udid }])
    const registration = await server.db
      .selectFrom('member_registrations')
      .selectAll()
      .where('member_id', '=', data.member_id)
      .executeTakeFirstOrThrow()
    expect(registration).toMatchObject({ ip, agent_id: null, recommend_code: null, referrer_id: null })

    const profile = await send(server, api(memberProfile.path), {}, { token: data.token })
    expect(memberProfile.response.parse(profile.data)).toMatchObject({
      member_account: form.member_account,
      member_email: form.member_email,
      member_phone: phone,
    })
  })

  it('records the invite code’s member as referrer (RMB) and the agent (VND)', async () => {
    const rmb = validForm('RMB')
    const viaCode = await attemptRegister(server, { ...rmb, recommend_code: 'demo01ref', member_qq: 'qq_12345' })
    expect(viaCode.code).toBe('100')
    const rmbId = loginDataSchema.parse(viaCode.data).member_id
    expect(
      await server.db.selectFrom('member_registrations').selectAll().where('member_id', '=', rmbId).executeTakeFirst(),
    ).toMatchObject({ recommend_code: 'DEMO01REF', referrer_id: 1, agent_id: null })

    const vnd = validForm('VND')
    const viaAgent = await attemptRegister(server, { ...vnd, member_agent: '22' })
    expect(viaAgent.code).toBe('100')
    const vndId = loginDataSchema.parse(viaAgent.data).member_id
    expect(
      await server.db.selectFrom('member_registrations').selectAll().where('member_id', '=', vndId).executeTakeFirst(),
    ).toMatchObject({ agent_id: 22, referrer_id: null })
  })
})

interface Refusal {
  name: string
  currency: 'USD' | 'RMB' | 'VND'
  change: RegisterBody
  code: string
  /** The connection address, when it matters. */
  ip?: string
}

const refusals: Refusal[] = [
  { name: 'account used (any case)', currency: 'VND', change: { member_account: 'DEMO01' }, code: '102' },
  { name: 'name used', currency: 'RMB', change: { member_name: TAKEN_CHINESE_NAME }, code: '103' },
  { name: 'phone used', currency: 'RMB', change: { member_phone: '0911111111' }, code: '104' },
  { name: 'email used (any case)', currency: 'RMB', change: { member_email: 'DEMO01@example.com' }, code: '105' },
  { name: 'no such agent', currency: 'VND', change: { member_agent: '9999' }, code: '106' },
  { name: 'invite code closed', currency: 'RMB', change: { recommend_code: 'CLOSED01' }, code: '107' },
  { name: 'agent disabled', currency: 'USD', change: { member_agent: '21', phone_verify: '123456' }, code: '108' },
  { name: 'inviting member disabled', currency: 'RMB', change: { recommend_code: 'NOREC03' }, code: '109' },
  { name: 'invite code disabled', currency: 'RMB', change: { recommend_code: 'DISABLED01' }, code: '110' },
  { name: 'no such invite code', currency: 'RMB', change: { recommend_code: 'NOSUCH99' }, code: '112' },
  { name: 'wrong SMS code', currency: 'USD', change: { phone_verify: '000000' }, code: '113' },
  { name: 'identity id used', currency: 'RMB', change: { identity_id: 'a123456789' }, code: '114' },
  { name: 'invalid email', currency: 'RMB', change: { member_email: 'not-an-email' }, code: '206' },
  { name: 'phone not digits', currency: 'RMB', change: { member_phone: '09-1234' }, code: '209' },
  { name: 'VND phone not ten digits', currency: 'VND', change: { member_phone: '091234567' }, code: '209' },
  { name: 'name blacklisted', currency: 'VND', change: { member_name: 'BLOCKED name' }, code: '214' },
  { name: 'phone blacklisted', currency: 'RMB', change: { member_phone: '0900000000' }, code: '215' },
  { name: 'email blacklisted', currency: 'RMB', change: { member_email: 'blocked@example.com' }, code: '216' },
  { name: 'email domain blacklisted', currency: 'VND', change: { member_email: 'x@SPAM.example' }, code: '216' },
  { name: 'address blacklisted', currency: 'VND', change: {}, code: '218', ip: '203.0.113.9' },
  { name: 'RMB name not Chinese', currency: 'RMB', change: { member_name: 'Wang Wei' }, code: '227' },
  { name: 'VND name of one word', currency: 'VND', change: { member_name: 'Nguyen' }, code: '227' },
  {
    name: 'both introducers',
    currency: 'VND',
    change: { member_agent: '22', recommend_code: 'DEMO01REF' },
    code: '228',
  },
  { name: 'malformed agent id', currency: 'VND', change: { member_agent: '22a' }, code: '228' },
  { name: 'agent of another currency', currency: 'VND', change: { member_agent: '20' }, code: '228' },
  { name: 'invalid QQ', currency: 'RMB', change: { member_qq: 'qq' }, code: '301' },
  { name: 'invalid Skype', currency: 'VND', change: { member_skype: 'sky pe!' }, code: '302' },
  { name: 'invalid WeChat', currency: 'RMB', change: { member_wechat: 'we#chat' }, code: '304' },
  {
    name: 'invalid Zalo (no @ outside Telegram and Skype)',
    currency: 'VND',
    change: { member_zalo: 'za@lo1' },
    code: '305',
  },
  { name: 'invalid Facebook', currency: 'VND', change: { member_fb: 'fb' }, code: '306' },
  { name: 'invalid Telegram', currency: 'VND', change: { member_telegram: 'tg#12345' }, code: '307' },
  { name: 'invalid WhatsApp', currency: 'VND', change: { member_whats_app: 'x'.repeat(51) }, code: '308' },
]

describe('POST /register: every code, writing nothing', () => {
  for (const r of refusals) {
    it(`answers ${r.code} for ${r.name}`, async () => {
      const body = { ...validForm(r.currency), ...r.change }
      if (r.code === '113') await registerSmsCode(server, body.member_phone as string)
      const c = await newCaptcha(server, 2)
      const before = await rowCounts(server.db)
      const res = await attemptRegister(server, { ...body, captcha_token: c.token, verify_code: c.answer }, r.ip)
      expect(res).toMatchObject({ status: 200, code: r.code, data: null })
      expect(res.authorization).toBeUndefined()
      expect(await rowCounts(server.db)).toEqual(before)
      if (r.code !== '102') expect(await memberByAccount(String(body.member_account).toLowerCase())).toBeUndefined()
      // The captcha is used up all the same: a refused attempt cannot hand it to the next one.
      const captchaRow = await server.db
        .selectFrom('captchas')
        .select('used_at')
        .where('token', '=', c.token)
        .executeTakeFirst()
      expect(captchaRow?.used_at).not.toBeNull()
    })
  }

  it('gives 215 the operator’s message and 301–308 words, not a key', async () => {
    const phone = await attemptRegister(server, { ...validForm('RMB'), member_phone: '0900000000' })
    expect(phone.message).toMatch(/cannot be used to register/)
    const qq = await attemptRegister(server, { ...validForm('RMB'), member_qq: 'qq' })
    expect(qq.message).toBe('invalid QQ: 5 to 50 characters')
  })

  it('answers 224 for a wrong, used or login captcha, before any other check', async () => {
    const c = await newCaptcha(server, 2)
    const wrong = await attemptRegister(server, {
      ...validForm('VND'),
      member_account: 'demo01',
      captcha_token: c.token,
      verify_code: wrongAnswer(c.answer),
    })
    expect(wrong.code).toBe('224')
    const reused = await attemptRegister(server, { ...validForm('VND'), captcha_token: c.token, verify_code: c.answer })
    expect(reused.code).toBe('224')
    const login = await newCaptcha(server, 1)
    expect(
      (await attemptRegister(server, { ...validForm('VND'), captcha_token: login.token, verify_code: login.answer }))
        .code,
    ).toBe('224')
  })

  const badFields: {
    name: string
    currency: 'USD' | 'RMB' | 'VND'
    change: RegisterBody
    field: string
    reason?: string
  }[] = [
    {
      name: 'a short account',
      currency: 'VND',
      change: { member_account: 'ab12' },
      field: 'member_account',
      reason: 'signup.err_account_length',
    },
    { name: 'an account with a dash', currency: 'VND', change: { member_account: 'ab-123' }, field: 'member_account' },
    {
      name: 'a password without digits',
      currency: 'VND',
      change: { password: 'abcdefg', check_password: 'abcdefg' },
      field: 'password',
      reason: 'signup.err_psw_format',
    },
    {
      name: 'a confirmation that differs',
      currency: 'VND',
      change: { check_password: 'abc12346' },
      field: 'check_password',
      reason: 'signup.err_checkPsw_diff',
    },
    {
      name: 'a required field left empty',
      currency: 'RMB',
      change: { identity_id: '' },
      field: 'identity_id',
      reason: 'signup.require_text',
    },
    { name: 'a required contact left empty', currency: 'VND', change: { member_zalo: '' }, field: 'member_zalo' },
    {
      name: 'a birthday that does not exist',
      currency: 'USD',
      change: { member_birthday: '1990-02-31', phone_verify: '123456' },
      field: 'member_birthday',
      reason: 'signup.err_birthday_invalid',
    },
    {
      name: 'a withdraw password of letters',
      currency: 'USD',
      change: { withdraw_password: '12a4', phone_verify: '123456' },
      field: 'withdraw_password',
    },
    { name: 'the SMS code left empty', currency: 'USD', change: { phone_verify: '' }, field: 'phone_verify' },
    { name: 'a currency not open', currency: 'VND', change: { member_currency: 'THB' }, field: 'member_currency' },
    { name: 'an unknown site', currency: 'VND', change: { site_id: 'nope' }, field: 'site_id' },
    { name: 'no captcha answer', currency: 'VND', change: { verify_code: '' }, field: 'verify_code' },
    { name: 'a lower-case currency', currency: 'VND', change: { member_currency: 'vnd' }, field: 'member_currency' },
  ]
  for (const b of badFields) {
    it(`answers 400 naming ${b.field} for ${b.name}, writing nothing and keeping the captcha`, async () => {
      const c = await newCaptcha(server, 2)
      const before = await rowCounts(server.db)
      const res = await attemptRegister(server, {
        ...validForm(b.currency),
        captcha_token: c.token,
        verify_code: c.answer,
        ...b.change,
      })
      expect(res).toMatchObject({ status: 400, code: '400', data: { field: b.field } })
      if (b.reason) expect(res.message).toBe(`${b.field}: ${b.reason}`)
      expect(await rowCounts(server.db)).toEqual(before)
      const captchaRow = await server.db
        .selectFrom('captchas')
        .select('used_at')
        .where('token', '=', c.token)
        .executeTakeFirst()
      expect(captchaRow?.used_at).toBeNull()
    })
  }

  it('accepts a form without the confirmation (the form may not show it)', async () => {
    const { check_password: _dropped, ...body } = validForm('VND')
    expect((await attemptRegister(server, body)).code).toBe('100')
  })
})

describe('abuse limits: 996 and 997 before any password hash', () => {
  const setConfig = (config: Record<string, unknown>) => send(server, '/api/dev/registration/config', config)
  afterAll(async () => {
    await setConfig({ ...DEFAULT_REGISTRATION_CONFIG })
  })

  it('answers 996 to a second registration from one address within the interval, without hashing', async () => {
    expect(DEFAULT_REGISTRATION_CONFIG.register_interval_seconds).toBeGreaterThan(0)
    const ip = freshIp()
    expect((await attemptRegister(server, validForm('VND'), ip)).code).toBe('100')

    const body = validForm('VND')
    const c = await newCaptcha(server, 2)
    const before = hashing.calls
    const counts = await rowCounts(server.db)
    const res = await attemptRegister(server, { ...body, captcha_token: c.token, verify_code: c.answer }, ip)
    expect(res.code).toBe('996')
    expect(hashing.calls).toBe(before)
    expect(await rowCounts(server.db)).toEqual(counts)

    // The captcha is checked first: a wrong one is 224 even from a limited address.
    const w = await newCaptcha(server, 2)
    expect(
      (
        await attemptRegister(
          server,
          { ...validForm('VND'), captcha_token: w.token, verify_code: wrongAnswer(w.answer) },
          ip,
        )
      ).code,
    ).toBe('224')

    // Once the last registration is older than the interval, the address may register again.
    await server.db
      .updateTable('member_registrations')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('ip', '=', ip)
      .execute()
    const afterWait = hashing.calls
    expect((await attemptRegister(server, validForm('VND'), ip)).code).toBe('100')
    // A registration that goes through does hash: the counter would see one.
    expect(hashing.calls).toBeGreaterThan(afterWait)
  })

  it('answers 997 once an address made the day’s registrations, also an IPv4-mapped one, without hashing', async () => {
    expect((await setConfig({ register_interval_seconds: 0, register_per_ip_per_day: 2 })).data).toMatchObject({
      register_interval_seconds: 0,
      register_per_ip_per_day: 2,
    })
    const ip = freshIp()
    expect((await attemptRegister(server, validForm('VND'), ip)).code).toBe('100')
    expect((await attemptRegister(server, validForm('VND'), `::ffff:${ip}`)).code).toBe('100')
    const before = hashing.calls
    expect((await attemptRegister(server, validForm('VND'), ip)).code).toBe('997')
    expect(hashing.calls).toBe(before)
    // Another address is not affected, and a day later this one may register again.
    expect((await attemptRegister(server, validForm('VND'), freshIp())).code).toBe('100')
    await server.db
      .updateTable('member_registrations')
      .set({ created_at: new Date(Date.now() - 24 * 3600_000 - 1000).toISOString() })
      .where('ip', '=', ip)
      .execute()
    expect((await attemptRegister(server, validForm('VND'), ip)).code).toBe('100')
  })

  it('turns a limit off with 0 and keeps limits per site', async () => {
    await setConfig({ register_interval_seconds: 0, register_per_ip_per_day: 0 })
    const ip = freshIp()
    for (let i = 0; i < 3; i += 1) expect((await attemptRegister(server, validForm('VND'), ip)).code).toBe('100')
    expect((await setConfig({ site_id: 'nope' })).code).toBe('102')
    expect(await setConfig({ register_per_ip_per_day: -1 })).toMatchObject({
      status: 400,
      data: { field: 'register_per_ip_per_day' },
    })
  })
})

describe('POST /register/verification', () => {
  // These cases ask far more than one address may a minute (test/lookup-limits.test.ts): lift the lookup limits.
  beforeAll(async () => {
    const lifted = await send(server, '/api/dev/registration/config', {
      lookups_per_ip_per_minute: 0,
      lookups_per_ip_per_hour: 0,
    })
    expect(lifted.code).toBe('100')
  })

  const verify = (body: Record<string, unknown>, currency = 'RMB') =>
    send(server, api(registerVerification.path), { site_id: SITE, member_currency: currency, verification: 1, ...body })

  const cases: { body: Record<string, unknown>; currency?: string; code: string }[] = [
    { body: { member_account: 'Demo01' }, code: '102' },
    { body: { member_name: TAKEN_CHINESE_NAME }, code: '103' },
    { body: { member_phone: '0911111111' }, code: '104' },
    { body: { member_email: 'demo02@example.com' }, code: '105' },
    { body: { member_agent: '9999' }, currency: 'VND', code: '106' },
    { body: { recommend_code: 'CLOSED01' }, code: '107' },
    { body: { member_agent: '21' }, currency: 'USD', code: '108' },
    { body: { recommend_code: 'NOREC03' }, code: '109' },
    { body: { recommend_code: 'DISABLED01' }, code: '110' },
    { body: { recommend_code: 'NOSUCH99' }, code: '219' },
    { body: { identity_id: 'A123456789' }, code: '223' },
    { body: { member_email: 'a@b' }, code: '206' },
    { body: { member_phone: '12ab' }, code: '209' },
    { body: { member_name: 'Blocked Name' }, currency: 'VND', code: '214' },
    { body: { member_phone: '0900000000' }, code: '215' },
    { body: { member_email: 'someone@spam.example' }, code: '216' },
    { body: { member_name: 'Bob' }, code: '227' },
    { body: { member_agent: '20' }, currency: 'VND', code: '228' },
    { body: { member_qq: 'q' }, code: '301' },
    { body: { member_skype: 's' }, currency: 'VND', code: '302' },
    { body: { member_wechat: 'w' }, code: '304' },
    { body: { member_zalo: 'z' }, currency: 'VND', code: '305' },
    { body: { member_fb: 'f' }, currency: 'VND', code: '306' },
    { body: { member_telegram: 't' }, currency: 'VND', code: '307' },
    { body: { member_whats_app: 'w' }, currency: 'VND', code: '308' },
  ]
  for (const c of cases) {
    it(`answers ${c.code} for ${JSON.stringify(c.body)} (${c.currency ?? 'RMB'}), writing nothing`, async () => {
      const before = await rowCounts(server.db)
      expect(await verify(c.body, c.currency)).toMatchObject({ status: 200, code: c.code })
      expect(await rowCounts(server.db)).toEqual(before)
    })
  }

  it('answers the fields it judged when they pass', async () => {
    const res = await verify({
      member_account: `fresh${next()}`,
      member_name: freshChineseName(),
      member_phone: freshPhone(),
    })
    expect(res).toMatchObject({ code: '100' })
    expect(res.data).toEqual({ checked: ['member_account', 'member_name', 'member_phone'] })
    expect((await verify({ recommend_code: 'DEMO01REF' })).data).toEqual({ checked: ['recommend_code'] })
  })

  it('lets a field the currency does not display pass, and applies uniqueness only where set', async () => {
    // USD hides the identity id; its uniqueness is not checked there.
    expect((await verify({ identity_id: 'A123456789' }, 'USD')).code).toBe('100')
    // VND shows the phone without uniqueness: a used phone passes.
    expect((await verify({ member_phone: '0911111111' }, 'VND')).code).toBe('100')
  })

  it('answers 400 for nothing to check, a rule without a code, or a closed currency', async () => {
    expect(await verify({})).toMatchObject({ status: 400, data: { field: 'body' } })
    expect(await verify({ member_account: 'ab' })).toMatchObject({
      status: 400,
      message: 'member_account: signup.err_account_length',
    })
    expect(await verify({ member_account: 'abc123' }, 'THB')).toMatchObject({
      status: 400,
      data: { field: 'member_currency' },
    })
  })
})
