import {
  captcha,
  doubleValidation,
  gamePlay,
  login,
  myCash,
  redEnvelopeClaim,
  registerVerification,
  rouletteInfo,
} from '@lobby/api/contract'
import { serverMessage, type MessageParams, type ServerMessageKey } from '@lobby/api/messages'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, startServer } from './helpers.ts'
import { loginFrom } from './member-session.ts'
import { firstGames, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * Every envelope message follows the request's language (the `lang` header
 * the site sends on every call; the `i18n_redirected` cookie and
 * `accept-language` after it): the same refusal, the same `code` and `data`,
 * in Thai, Vietnamese and Chinese, and in English without a language or
 * with one the site does not have.
 */
let server: LobbyServer
let addresses = 0

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server.close()
})

interface Answer {
  status: number
  code: string
  message: string
  data: unknown
}

async function ask(
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  token?: string,
): Promise<Answer> {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: payload as Record<string, unknown>,
    // A fresh address per call: the lookup limits count per address.
    remoteAddress: `198.51.100.${(++addresses % 250) + 1}`,
  })
  const body = res.json<{ code: string; message: string; data: unknown }>()
  return { status: res.statusCode, ...body }
}

const LANGUAGES = ['th_TH', 'vi_VN', 'zh_CN'] as const

/**
 * Sends the same call without `lang`, with an unknown one and in each of
 * LANGUAGES, and checks every answer says `key` in that language with the
 * same status, code and data.
 */
async function expectSaidInEveryLanguage(
  call: (headers: Record<string, string>) => Promise<Answer>,
  expected: { status: number; code: string; key: ServerMessageKey; params?: MessageParams; field?: string },
): Promise<void> {
  const text = (language: string) => {
    const said = serverMessage(language, expected.key, expected.params)
    return expected.field === undefined ? said : `${expected.field}: ${said}`
  }
  const plain = await call({})
  expect(plain).toMatchObject({ status: expected.status, code: expected.code, message: text('en_US') })
  expect(await call({ lang: 'fr_FR' })).toEqual({ ...plain, message: text('en_US') })
  for (const language of LANGUAGES) {
    const answer = await call({ lang: language })
    expect(answer, language).toEqual({ ...plain, message: text(language) })
    expect(answer.message, language).not.toBe(plain.message)
  }
}

describe('messages in the request language', () => {
  it('a play failure: 203 maintenance, data unchanged', async () => {
    const gp = 'GPDL'
    const game = (await firstGames(server, [gp])).get(gp)
    if (!game) throw new Error('the seed has no GPDL game')
    const maintenance = {
      start_at: new Date(Date.now() - 60_000).toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
    }
    expect((await ask('/dev/wallet/provider', { gp_id: gp, maintenance })).code).toBe('100')
    const p: Player = await newPlayer(server, 'langplay01', 1_000)
    const body = { gpId: gp, game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 }
    await expectSaidInEveryLanguage((headers) => ask(gamePlay.path, body, headers, p.token), {
      status: 200,
      code: '203',
      key: 'server.play.maintenance',
    })
    expect((await ask('/dev/wallet/provider', { gp_id: gp, maintenance: null })).code).toBe('100')
  })

  it('a frozen wallet (dev hook wallet_status 0): play answers 106 in the language', async () => {
    const p = await newPlayer(server, 'langfrozen01', 1_000)
    const game = (await firstGames(server, ['GPAX'])).get('GPAX')
    if (!game) throw new Error('the seed has no GPAX game')
    // The dev hook names a bad wallet_status and changes nothing.
    const bad = await ask('/dev/members/update', { account: p.account, wallet_status: 2 })
    expect(bad).toMatchObject({ status: 400, data: { field: 'wallet_status' } })
    const row = () =>
      server.db.selectFrom('members').select('wallet_status').where('id', '=', p.id).executeTakeFirstOrThrow()
    expect((await row()).wallet_status).toBe(1)
    expect((await ask('/dev/members/update', { account: p.account, wallet_status: 0 })).code).toBe('100')
    expect((await row()).wallet_status).toBe(0)
    const body = { gpId: 'GPAX', game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 }
    await expectSaidInEveryLanguage((headers) => ask(gamePlay.path, body, headers, p.token), {
      status: 200,
      code: '106',
      key: 'server.wallet.frozen',
    })
  })

  it('a registration field refusal: 301 for QQ, the field named in its words', async () => {
    const body = { site_id: SITE, member_currency: 'RMB', verification: 1, member_qq: 'q' }
    await expectSaidInEveryLanguage((headers) => ask(registerVerification.path, body, headers), {
      status: 200,
      code: '301',
      key: 'server.register.contact_length',
      params: { name: 'QQ' },
    })
  })

  it('a 400 names its field and gives the reason in the language, data.field unchanged', async () => {
    await expectSaidInEveryLanguage((headers) => ask(captcha.path, { type: 1 }, headers), {
      status: 400,
      code: '400',
      key: 'server.input.required',
      field: 'site_id',
    })
  })

  it('the login fallbacks: 108 without a login header, double validation 101', async () => {
    const body = {
      account: 'demo01',
      password: 'whatever1',
      site_id: SITE,
      answer: '0000',
      captcha_token: 'none',
      udid: 'lang-udid',
      device: 0,
      browser: 'vitest',
    }
    await expectSaidInEveryLanguage((headers) => ask(login.path, body, headers), {
      status: 200,
      code: '108',
      key: 'server.login.header_expired',
    })
    const question = {
      member_login_id: 'no-such-login',
      question: 'member_name',
      answer: 'x',
      captcha_answer: '0',
      captcha_token: 'x',
    }
    await expectSaidInEveryLanguage((headers) => ask(doubleValidation.path, question, headers), {
      status: 200,
      code: '101',
      key: 'server.double_validation.unknown_login',
    })
  })

  it('the roulette (2095101) and red envelope (102) refusals', async () => {
    const p = await newPlayer(server, 'langact01')
    await expectSaidInEveryLanguage((headers) => ask(rouletteInfo.path, {}, headers, p.token), {
      status: 200,
      code: '2095101',
      key: 'server.roulette.none',
    })
    await expectSaidInEveryLanguage((headers) => ask(redEnvelopeClaim.path, { id: 99_999 }, headers, p.token), {
      status: 200,
      code: '102',
      key: 'server.red_envelope.gone',
    })
  })

  it('a 401 without a live token', async () => {
    await expectSaidInEveryLanguage((headers) => ask(myCash.path, {}, headers), {
      status: 401,
      code: '401',
      key: 'server.http.unauthorized',
    })
  })

  it('the login throttle (429) says the minutes left in the language', async () => {
    vi.stubEnv('LOBBY_LOGIN_ADDRESS_FAILURE_MAX', '1')
    vi.stubEnv('LOBBY_LOGIN_ADDRESS_WINDOW_MINUTES', '15')
    let throttled: LobbyServer
    try {
      throttled = await startServer()
    } finally {
      vi.unstubAllEnvs()
    }
    try {
      const ip = '203.0.113.77'
      expect((await loginFrom(throttled, { ip, account: 'nobody77', password: 'wrong-password1' })).code).toBe('101')
      const body = {
        account: 'nobody77',
        password: 'x1',
        site_id: SITE,
        answer: '0',
        captcha_token: 'x',
        udid: 'u',
        device: 0,
      }
      const refused = async (headers: Record<string, string>) => {
        const res = await throttled.app.inject({
          method: 'POST',
          url: `/api${login.path}`,
          remoteAddress: ip,
          headers,
          payload: body,
        })
        return { status: res.statusCode, ...res.json<{ code: string; message: string; data: unknown }>() }
      }
      await expectSaidInEveryLanguage(refused, {
        status: 429,
        code: '429',
        key: 'server.login.throttled_address',
        params: { minutes: 15 },
      })
    } finally {
      await throttled.close()
    }
  })

  it('falls back to the i18n_redirected cookie, then accept-language', async () => {
    const gone = (headers: Record<string, string>) => ask('/no-such-call', {}, headers)
    expect((await gone({ cookie: 'ccy=USD; i18n_redirected=vi_VN' })).message).toBe(
      serverMessage('vi_VN', 'server.http.not_found'),
    )
    expect((await gone({ 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' })).message).toBe(
      serverMessage('th_TH', 'server.http.not_found'),
    )
    expect((await gone({ lang: 'zh_CN', cookie: 'i18n_redirected=vi_VN' })).message).toBe(
      serverMessage('zh_CN', 'server.http.not_found'),
    )
  })

  it('leaves the ui keys the site translates itself as they are', async () => {
    const body = { site_id: SITE, member_currency: 'RMB', verification: 1, member_email: 'a@b' }
    const english = await ask(registerVerification.path, body)
    const thai = await ask(registerVerification.path, body, { lang: 'th_TH' })
    expect(english.code).toBe('206')
    expect(thai).toEqual(english)
  })
})
