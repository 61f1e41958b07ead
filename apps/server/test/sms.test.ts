import { createHash } from 'node:crypto'
import { SMS_CODE_MAX_WRONG, registerSms } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEFAULT_REGISTRATION_CONFIG } from '../src/members/abuse-limits.ts'
import { newSmsCode, useSmsCode } from '../src/members/sms.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { api, attemptRegister, freshIp, freshPhone, registerSmsCode, send, validForm } from './registration-helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

function askSms(phone: string, options: { currency?: string; ip?: string; site_id?: string } = {}) {
  return send(
    server,
    api(registerSms.path),
    {
      member_phone: phone,
      currency: options.currency ?? 'USD',
      type: 'register_member',
      site_id: options.site_id ?? SITE,
    },
    { remoteAddress: options.ip ?? freshIp() },
  )
}

const codeRows = (phone: string) =>
  server.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).orderBy('id').execute()

const setConfig = (config: Record<string, unknown>) => send(server, '/api/dev/registration/config', config)

describe('POST /register/sms', () => {
  it('sends a six-digit code valid 300 s, stored only as a salted hash', async () => {
    const phone = freshPhone()
    const res = await askSms(phone)
    expect(res).toMatchObject({ code: '100', data: { expires_in: 300, resend_in: 300 } })
    const sent = await send<{ code: string; purpose: string }>(server, `/api/dev/sms?phone=${phone}`, undefined, {
      method: 'GET',
    })
    expect(sent.data).toMatchObject({ phone, purpose: 'register' })
    expect(sent.data.code).toMatch(/^\d{6}$/)

    const [row] = await codeRows(phone)
    expect(row).toBeDefined()
    expect(row?.code_hash).toBe(sha256(`${row?.salt}:${sent.data.code}`))
    expect(JSON.stringify(row)).not.toContain(sent.data.code)
    const lifetime = Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')
    expect(lifetime).toBe(300_000)
  })

  it('draws codes from a secure random source: six digits, leading zeros kept, spread out', () => {
    const codes = Array.from({ length: 500 }, () => newSmsCode())
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(490)
  })

  it('answers 102 to a second code for the phone within 300 s, and sends again after', async () => {
    const phone = freshPhone()
    expect((await askSms(phone)).code).toBe('100')
    const before = await rowCounts(server.db)
    expect(await askSms(phone)).toMatchObject({ code: '102', data: null })
    expect(await rowCounts(server.db)).toEqual(before)

    await server.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 301_000).toISOString() })
      .where('phone', '=', phone)
      .execute()
    expect((await askSms(phone)).code).toBe('100')
    expect(await codeRows(phone)).toHaveLength(2)
  })

  it('answers 102 when one address asked for its hourly share of codes', async () => {
    await setConfig({ sms_per_ip_per_hour: 2 })
    try {
      const ip = freshIp()
      expect((await askSms(freshPhone(), { ip })).code).toBe('100')
      expect((await askSms(freshPhone(), { ip })).code).toBe('100')
      expect((await askSms(freshPhone(), { ip })).code).toBe('102')
      expect((await askSms(freshPhone(), { ip: freshIp() })).code).toBe('100')
    } finally {
      await setConfig({ sms_per_ip_per_hour: DEFAULT_REGISTRATION_CONFIG.sms_per_ip_per_hour })
    }
  })

  it('answers 103 and 104 while the site’s SMS is out of service (dev hook), sending nothing', async () => {
    for (const [state, code] of [
      ['no_balance', '103'],
      ['contact_service', '104'],
    ] as const) {
      expect((await setConfig({ sms_state: state })).data).toMatchObject({ sms_state: state })
      const phone = freshPhone()
      expect(await askSms(phone)).toMatchObject({ code })
      expect(await codeRows(phone)).toEqual([])
    }
    await setConfig({ sms_state: 'ok' })
    expect((await askSms(freshPhone())).code).toBe('100')
  })

  const refusals: { name: string; phone: string; currency?: string; code: string }[] = [
    { name: 'a blank phone', phone: '', code: '201' },
    { name: 'a blank phone of spaces', phone: '   ', code: '201' },
    { name: 'a phone that is not digits', phone: '09a1234567', code: '099' },
    { name: 'a phone already registered (USD phones are unique)', phone: '0911111111', code: '099' },
    { name: 'a blacklisted phone', phone: '0900000000', code: '099' },
    { name: 'a currency without phone verification', phone: '0712345678', currency: 'RMB', code: '099' },
  ]
  for (const r of refusals) {
    it(`answers ${r.code} for ${r.name}, sending nothing`, async () => {
      const before = await rowCounts(server.db)
      expect(await askSms(r.phone, r.currency ? { currency: r.currency } : {})).toMatchObject({ code: r.code })
      expect(await rowCounts(server.db)).toEqual(before)
    })
  }

  it('answers 400 naming the field for a bad type, currency or site', async () => {
    const body = { member_phone: freshPhone(), currency: 'USD', type: 'register_member', site_id: SITE }
    for (const [change, field] of [
      [{ type: 'forget_password' }, 'type'],
      [{ currency: 'usd' }, 'currency'],
      [{ currency: 'THB' }, 'currency'],
      [{ site_id: 'nope' }, 'site_id'],
    ] as const) {
      expect(await send(server, api(registerSms.path), { ...body, ...change })).toMatchObject({
        status: 400,
        data: { field },
      })
    }
  })
})

describe('SMS codes at registration', () => {
  it('are single use', async () => {
    const phone = freshPhone()
    const code = await registerSmsCode(server, phone)
    const use = { siteId: SITE, purpose: 'register' as const, phone, code }
    expect(await useSmsCode(server.db, use)).toMatchObject({ phone })
    expect(await useSmsCode(server.db, use)).toBeUndefined()
  })

  it('expire after 300 s (113)', async () => {
    const form = validForm('USD')
    const phone = form.member_phone as string
    const code = await registerSmsCode(server, phone)
    await server.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', phone)
      .execute()
    expect((await attemptRegister(server, { ...form, phone_verify: code })).code).toBe('113')
  })

  it(`die after ${SMS_CODE_MAX_WRONG} wrong tries: even the right code is 113 then`, async () => {
    const form = validForm('USD')
    const phone = form.member_phone as string
    const code = await registerSmsCode(server, phone)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < SMS_CODE_MAX_WRONG; i += 1) {
      expect((await attemptRegister(server, { ...form, phone_verify: wrong })).code).toBe('113')
    }
    const [row] = await codeRows(phone)
    expect(row?.wrong_attempts).toBe(SMS_CODE_MAX_WRONG)
    expect((await attemptRegister(server, { ...form, phone_verify: code })).code).toBe('113')
  })

  it('are used up by the registration they verify', async () => {
    const form = validForm('USD')
    const phone = form.member_phone as string
    const code = await registerSmsCode(server, phone)
    expect((await attemptRegister(server, { ...form, phone_verify: code })).code).toBe('100')
    const [row] = await codeRows(phone)
    expect(row?.used_at).not.toBeNull()
  })
})

describe('SMS dev hook', () => {
  it('answers 404 for a phone no code went to, and 400 without a phone', async () => {
    expect((await send(server, `/api/dev/sms?phone=${freshPhone()}`, undefined, { method: 'GET' })).status).toBe(404)
    expect(await send(server, '/api/dev/sms', undefined, { method: 'GET' })).toMatchObject({
      status: 400,
      data: { field: 'phone' },
    })
  })

  it('is absent without dev hooks, while /register/sms still works', async () => {
    const off = await startServer({ devHooks: false })
    try {
      const phone = freshPhone()
      const sent = await send(off, api(registerSms.path), {
        member_phone: phone,
        currency: 'USD',
        type: 'register_member',
        site_id: SITE,
      })
      expect(sent.code).toBe('100')
      const hook = await off.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` })
      expect(hook.statusCode).toBe(404)
      expect(hook.json()).toMatchObject({ code: '404' })
      const config = await off.app.inject({
        method: 'POST',
        url: '/api/dev/registration/config',
        payload: { sms_state: 'no_balance' },
      })
      expect(config.statusCode).toBe(404)
    } finally {
      await off.close()
    }
  })
})
