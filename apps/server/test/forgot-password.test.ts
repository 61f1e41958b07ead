import { forgetPasswordReset, forgetPasswordSms, memberProfile } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { verifyPassword } from '../src/members/passwords.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { api, freshIp, freshPhone, newCaptcha, next, send, wrongAnswer, type Reply } from './registration-helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const OLD_PASSWORD = 'old12345'
const NEW_PASSWORD = 'new12345'

/** A member of its own with a phone; answers the account and phone. */
async function memberWithPhone(): Promise<{ account: string; phone: string; id: number }> {
  const account = `forgot${next()}`
  const phone = freshPhone()
  const res = await send<{ id: number }>(server, '/api/dev/members', {
    account,
    password: OLD_PASSWORD,
    member_phone: phone,
  })
  expect(res.code).toBe('100')
  return { account, phone, id: res.data.id }
}

async function askCode(account: string, phone: string, ip = freshIp()): Promise<Reply> {
  const c = await newCaptcha(server, 1)
  return send(
    server,
    api(forgetPasswordSms.path),
    { site_id: SITE, member_account: account, member_phone: phone, captcha_token: c.token, verify_code: c.answer },
    { remoteAddress: ip },
  )
}

async function sentCode(phone: string): Promise<string | undefined> {
  const res = await send<{ code: string; purpose: string }>(server, `/api/dev/sms?phone=${phone}`, undefined, {
    method: 'GET',
  })
  return res.status === 200 && res.data.purpose === 'forget_password' ? res.data.code : undefined
}

function reset(account: string, phone: string, code: string, password = NEW_PASSWORD, check = password) {
  return send(server, api(forgetPasswordReset.path), {
    site_id: SITE,
    member_account: account,
    member_phone: phone,
    phone_verify: code,
    new_password: password,
    check_password: check,
  })
}

async function passwordHash(id: number): Promise<string> {
  const row = await server.db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.password_hash
}

describe('POST /forget_password/sms never tells whether an account exists', () => {
  it('answers an unknown account, a wrong phone and the right one alike; only the right one gets a code', async () => {
    const member = await memberWithPhone()
    const otherPhone = freshPhone()
    const strangerPhone = freshPhone()
    const right = await askCode(member.account, member.phone)
    const wrongPhone = await askCode(member.account, otherPhone)
    const unknown = await askCode(`nobody${next()}`, strangerPhone)
    const strip = ({ status, code, message, data, authorization }: Reply) => ({
      status,
      code,
      message,
      data,
      authorization,
    })
    expect(strip(right)).toEqual({
      status: 200,
      code: '100',
      message: 'ok',
      data: { expires_in: 300, resend_in: 300 },
      authorization: undefined,
    })
    expect(strip(wrongPhone)).toEqual(strip(right))
    expect(strip(unknown)).toEqual(strip(right))

    expect(await sentCode(member.phone)).toMatch(/^\d{6}$/)
    expect(await sentCode(otherPhone)).toBeUndefined()
    expect(await sentCode(strangerPhone)).toBeUndefined()
  })

  it('applies the 300 s resend limit (102) to unknown accounts exactly as to real ones', async () => {
    const member = await memberWithPhone()
    expect((await askCode(member.account, member.phone)).code).toBe('100')
    expect((await askCode(member.account, member.phone)).code).toBe('102')
    const strangerPhone = freshPhone()
    expect((await askCode(`nobody${next()}`, strangerPhone)).code).toBe('100')
    expect((await askCode(`nobody${next()}`, strangerPhone)).code).toBe('102')
  })

  it('sends no code for a disabled member, with the same answer', async () => {
    const member = await memberWithPhone()
    await send(server, '/api/dev/members/update', { account: member.account, status: 'disabled' })
    expect(await askCode(member.account, member.phone)).toMatchObject({ code: '100' })
    expect(await sentCode(member.phone)).toBeUndefined()
  })

  it('answers 105 for a wrong captcha and uses it up; 103/104 while SMS is out of service', async () => {
    const member = await memberWithPhone()
    const c = await newCaptcha(server, 1)
    const body = {
      site_id: SITE,
      member_account: member.account,
      member_phone: member.phone,
      captcha_token: c.token,
      verify_code: wrongAnswer(c.answer),
    }
    expect((await send(server, api(forgetPasswordSms.path), body)).code).toBe('105')
    expect((await send(server, api(forgetPasswordSms.path), { ...body, verify_code: c.answer })).code).toBe('105')
    const register = await newCaptcha(server, 2)
    expect(
      (
        await send(server, api(forgetPasswordSms.path), {
          ...body,
          captcha_token: register.token,
          verify_code: register.answer,
        })
      ).code,
    ).toBe('105')

    await send(server, '/api/dev/registration/config', { sms_state: 'no_balance' })
    try {
      expect((await askCode(member.account, member.phone)).code).toBe('103')
      expect((await askCode(`nobody${next()}`, freshPhone())).code).toBe('103')
    } finally {
      await send(server, '/api/dev/registration/config', { sms_state: 'ok' })
    }
  })

  it('answers 400 naming the field for a malformed body, writing nothing', async () => {
    const c = await newCaptcha(server, 1)
    const good = {
      site_id: SITE,
      member_account: 'demo01',
      member_phone: '0911111111',
      captcha_token: c.token,
      verify_code: c.answer,
    }
    const before = await rowCounts(server.db)
    for (const [change, field] of [
      [{ member_account: '' }, 'member_account'],
      [{ member_phone: '09-11' }, 'member_phone'],
      [{ verify_code: '' }, 'verify_code'],
      [{ site_id: 'nope' }, 'site_id'],
    ] as const) {
      expect(await send(server, api(forgetPasswordSms.path), { ...good, ...change })).toMatchObject({
        status: 400,
        data: { field },
      })
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('POST /forget_password/reset', () => {
  it('sets the new password with the code and signs the member out everywhere', async () => {
    const member = await memberWithPhone()
    const login = await send<{ enc: string }>(server, '/api/dev/members/info-enc', { account: member.account })
    const session = await send<string>(server, '/api/get_info_data', { enc: login.data.enc })
    const token = JSON.parse(session.data).tk as string
    expect((await send(server, api(memberProfile.path), {}, { token })).status).toBe(200)

    expect((await askCode(member.account, member.phone)).code).toBe('100')
    const code = await sentCode(member.phone)
    expect(await reset(member.account.toUpperCase(), member.phone, code ?? '')).toMatchObject({
      code: '100',
      data: null,
    })

    expect(await verifyPassword(await passwordHash(member.id), NEW_PASSWORD)).toBe(true)
    expect(await verifyPassword(await passwordHash(member.id), OLD_PASSWORD)).toBe(false)
    expect((await send(server, api(memberProfile.path), {}, { token })).status).toBe(401)
    // Single use.
    expect((await reset(member.account, member.phone, code ?? '', 'other123')).code).toBe('113')
  })

  it('answers 113 alike for a wrong code, another account, another phone and an unknown account', async () => {
    const member = await memberWithPhone()
    const other = await memberWithPhone()
    expect((await askCode(member.account, member.phone)).code).toBe('100')
    const code = (await sentCode(member.phone)) ?? ''
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const before = await passwordHash(member.id)
    const answers = [
      await reset(member.account, member.phone, wrong),
      await reset(other.account, member.phone, code),
      await reset(member.account, other.phone, code),
      await reset(`nobody${next()}`, member.phone, code),
    ]
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, code: '113', data: null })
    expect(new Set(answers.map((a) => a.message)).size).toBe(1)
    expect(await passwordHash(member.id)).toBe(before)
    // The one wrong try counted; the right code still works.
    expect((await reset(member.account, member.phone, code)).code).toBe('100')
  })

  it('answers 113 for an unknown account that asked for a code: none was ever sent', async () => {
    const phone = freshPhone()
    expect((await askCode(`nobody${next()}`, phone)).code).toBe('100')
    for (const guess of ['000000', '123456', '999999'])
      expect((await reset(`nobody${next()}`, phone, guess)).code).toBe('113')
  })

  it('answers 102 when the member was disabled after the code was sent', async () => {
    const member = await memberWithPhone()
    expect((await askCode(member.account, member.phone)).code).toBe('100')
    const code = (await sentCode(member.phone)) ?? ''
    await send(server, '/api/dev/members/update', { account: member.account, status: 'disabled' })
    expect((await reset(member.account, member.phone, code)).code).toBe('102')
  })

  it('judges the new password by the domain rule: 400 naming the field, writing nothing', async () => {
    const member = await memberWithPhone()
    expect((await askCode(member.account, member.phone)).code).toBe('100')
    const code = (await sentCode(member.phone)) ?? ''
    const before = await rowCounts(server.db)
    const cases: [Promise<Reply>, string, string][] = [
      [reset(member.account, member.phone, code, 'abc'), 'new_password', 'signup.err_psw_length'],
      [reset(member.account, member.phone, code, 'abcdefgh'), 'new_password', 'signup.err_psw_format'],
      [reset(member.account, member.phone, code, 'abc12345', 'abc12346'), 'check_password', 'signup.err_checkPsw_diff'],
      [reset(member.account, member.phone, '12345'), 'phone_verify', 'signup.err_phone_verify_format'],
    ]
    for (const [pending, field, reason] of cases) {
      expect(await pending).toMatchObject({ status: 400, message: `${field}: ${reason}`, data: { field } })
    }
    expect(await rowCounts(server.db)).toEqual(before)
    // Nothing was used up by the 400s.
    expect((await reset(member.account, member.phone, code)).code).toBe('100')
  })
})
