import { SMS_CODE_MAX_WRONG, memberInfo, registerSms } from '@lobby/api/contract'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { useCaptcha } from '../src/members/captcha.ts'
import { SITE } from './helpers.ts'
import { loginFrom, send } from './member-session.ts'
import { serverPairs } from './shared-servers.ts'
import {
  api,
  attemptRegister,
  freshIp,
  freshPhone,
  newCaptcha,
  registerSmsCode,
  send as sendFrom,
  validForm,
} from './registration-helpers.ts'

/**
 * Two servers on one database, as two processes behind a load balancer,
 * racing for the same single-use or limited thing: a captcha answer, an SMS
 * code and its wrong tries, the SMS cooldown of a phone and the hourly share
 * of an address, the registration limits of an address. Each must hold as on
 * one process: the first to commit wins and the other sees what it left.
 * Also: registration lookup limits set through one server's dev hook apply
 * on the other (lookup_limit_settings), and never without dev hooks.
 */

const pairs = serverPairs('races')
afterEach(() => pairs.closeAll())
afterAll(() => pairs.removeFiles())
const twoServers = pairs.two

/** A wrong password with this captcha through `server`: 105 when the captcha is refused, 101 past it. */
const loginWith = async (server: LobbyServer, c: { token: string; answer: string }): Promise<string> =>
  (await loginFrom(server, { ip: freshIp(), account: 'nobodyraces1', password: 'wrong-password1', captcha: c })).code

const askSms = (server: LobbyServer, phone: string, ip: string) =>
  sendFrom(
    server,
    api(registerSms.path),
    { member_phone: phone, currency: 'USD', type: 'register_member', site_id: SITE },
    { remoteAddress: ip },
  )

describe('single-use answers raced over two servers', () => {
  it('a captcha answer sent to A and B at once passes on one of them only', async () => {
    const [a, b] = await twoServers()
    for (let i = 0; i < 6; i += 1) {
      const c = await newCaptcha(i % 2 ? a : b, 1)
      const codes = await Promise.all([loginWith(a, c), loginWith(b, c)])
      expect(codes.sort()).toEqual(['101', '105'])
    }
  })

  it('useCaptcha on both databases at once: true exactly once per captcha', async () => {
    const [a, b] = await twoServers()
    for (let i = 0; i < 10; i += 1) {
      const c = await newCaptcha(a, 1)
      const check = { token: c.token, answer: c.answer, siteId: SITE, type: 1 }
      const results = await Promise.all([useCaptcha(a.db, check), useCaptcha(b.db, check), useCaptcha(a.db, check)])
      expect(results.filter(Boolean)).toHaveLength(1)
    }
  })

  it('an SMS code sent through A registers on B; a wrong try on A counted first; used once', async () => {
    const [a, b] = await twoServers()
    const form = validForm('USD')
    const phone = form.member_phone as string
    const code = await registerSmsCode(a, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await attemptRegister(a, { ...form, phone_verify: wrong })).code).toBe('113')
    expect((await attemptRegister(b, { ...form, phone_verify: code })).code).toBe('100')
    const used = await sendFrom(a, '/api/dev/sms?phone=' + phone, undefined, { method: 'GET' })
    expect(used.code).toBe('100')
    const row = await a.db
      .selectFrom('sms_codes')
      .select(['wrong_attempts', 'used_at'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
    expect(row.wrong_attempts).toBe(1)
    expect(row.used_at).not.toBeNull()
  })

  it(`${SMS_CODE_MAX_WRONG} wrong codes at once over A and B use up the code: the right one is then refused`, async () => {
    const [a, b] = await twoServers()
    const form = validForm('USD')
    const phone = form.member_phone as string
    const code = await registerSmsCode(b, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const tries = await Promise.all(
      Array.from({ length: SMS_CODE_MAX_WRONG }, (_, i) =>
        attemptRegister(i % 2 ? a : b, { ...form, phone_verify: wrong }),
      ),
    )
    expect(tries.map((t) => t.code)).toEqual(Array(SMS_CODE_MAX_WRONG).fill('113'))
    const row = await b.db
      .selectFrom('sms_codes')
      .select('wrong_attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
    expect(row.wrong_attempts).toBe(SMS_CODE_MAX_WRONG)
    expect((await attemptRegister(a, { ...form, phone_verify: code })).code).toBe('113')
  })
})

describe('limits kept by counting rows, raced over two servers', () => {
  it('two codes asked for one phone at once through A and B: one is sent, the other is 102', async () => {
    const [a, b] = await twoServers()
    for (let i = 0; i < 4; i += 1) {
      const phone = freshPhone()
      const answers = await Promise.all([askSms(a, phone, freshIp()), askSms(b, phone, freshIp())])
      expect(answers.map((x) => x.code).sort()).toEqual(['100', '102'])
      const sent = await a.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()
      expect(sent).toHaveLength(1)
    }
  })

  it("an address's hourly share of codes holds when its asks are spread over A and B at once", async () => {
    const [a, b] = await twoServers()
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => askSms(i % 2 ? a : b, freshPhone(), ip)))
    // The default share is 10 an hour.
    expect(answers.filter((x) => x.code === '100')).toHaveLength(10)
    expect(answers.filter((x) => x.code === '102')).toHaveLength(4)
  })

  it('two registrations from one address at once through A and B: one member, the other 996', async () => {
    const [a, b] = await twoServers()
    const ip = freshIp()
    const forms = [validForm('RMB'), validForm('RMB')]
    const answers = await Promise.all([attemptRegister(a, forms[0]!, ip), attemptRegister(b, forms[1]!, ip)])
    expect(answers.map((x) => x.code).sort()).toEqual(['100', '996'])
    const rows = await a.db.selectFrom('member_registrations').select('member_id').where('ip', '=', ip).execute()
    expect(rows).toHaveLength(1)
  })
})

describe('purging', () => {
  it('a code sent through B deletes the codes older than a day, whichever server sent them', async () => {
    const [a, b] = await twoServers()
    const [old, kept, fresh] = [freshPhone(), freshPhone(), freshPhone()]
    for (const phone of [old, kept]) expect((await askSms(a, phone, freshIp())).code).toBe('100')
    const dayAgo = (ms: number) => new Date(Date.now() - 24 * 3600 * 1000 + ms).toISOString()
    await a.db
      .updateTable('sms_codes')
      .set({ created_at: dayAgo(-1000) })
      .where('phone', '=', old)
      .execute()
    await a.db
      .updateTable('sms_codes')
      .set({ created_at: dayAgo(60_000) })
      .where('phone', '=', kept)
      .execute()
    expect((await askSms(b, fresh, freshIp())).code).toBe('100')
    const phones = await b.db
      .selectFrom('sms_codes')
      .select('phone')
      .where('phone', 'in', [old, kept, fresh])
      .orderBy('phone')
      .execute()
    expect(phones.map((row) => row.phone)).toEqual([kept, fresh].sort())
  })
})

describe('registration lookup limits set through a dev hook', () => {
  const lookup = (server: LobbyServer, ip: string) =>
    sendFrom(server, `/api${memberInfo.path}`, { site_id: SITE, id: 1 }, { remoteAddress: ip })
  const setLookups = (server: LobbyServer, limits: Record<string, unknown>) =>
    send<Record<string, unknown>>(server, '/api/dev/registration/config', { site_id: SITE, ...limits })

  it('limits set through A apply on B, and lifted through B apply on A', async () => {
    const [a, b] = await twoServers()
    const set = await setLookups(a, { lookups_per_ip_per_minute: 2 })
    expect(set).toMatchObject({ code: '100', data: { lookups_per_ip_per_minute: 2, lookups_per_ip_per_hour: 150 } })
    const ip = freshIp()
    expect((await lookup(b, ip)).code).not.toBe('996')
    expect((await lookup(a, ip)).code).not.toBe('996')
    expect((await lookup(b, ip)).code).toBe('996')
    expect((await lookup(a, ip)).code).toBe('996')

    const lifted = await setLookups(b, { lookups_per_ip_per_minute: 0, lookups_per_ip_per_hour: 0 })
    expect(lifted).toMatchObject({ data: { lookups_per_ip_per_minute: 0, lookups_per_ip_per_hour: 0 } })
    for (let i = 0; i < 5; i += 1) expect((await lookup(a, ip)).code).not.toBe('996')
  })

  it('a bad limit is a 400 naming the field and changes nothing on either server', async () => {
    const [a, b] = await twoServers({ env: { LOBBY_REGISTER_LOOKUPS_PER_MINUTE: '2' } })
    const bad = await setLookups(a, { lookups_per_ip_per_minute: -1 })
    expect(bad).toMatchObject({ status: 400, data: { field: 'lookups_per_ip_per_minute' } })
    expect(await a.db.selectFrom('lookup_limit_settings').selectAll().execute()).toEqual([])
    const ip = freshIp()
    await lookup(a, ip)
    await lookup(b, ip)
    expect((await lookup(a, ip)).code).toBe('996')
  })

  it('a server without dev hooks neither offers the hook nor reads the limits another one set', async () => {
    const [a, production] = await twoServers({
      env: { LOBBY_REGISTER_LOOKUPS_PER_MINUTE: '3' },
      devHooks: [true, false],
    })
    expect((await setLookups(production, { lookups_per_ip_per_minute: 0 })).status).toBe(404)
    expect((await setLookups(a, { lookups_per_ip_per_minute: 0 })).code).toBe('100')
    const ip = freshIp()
    for (let i = 0; i < 3; i += 1) expect((await lookup(production, ip)).code).not.toBe('996')
    expect((await lookup(production, ip)).code).toBe('996')
    // The server with dev hooks applies the lifted limit to the same address.
    expect((await lookup(a, ip)).code).not.toBe('996')
  })
})
