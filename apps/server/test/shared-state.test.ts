import { captcha, demoPlay, gamePlay, registerSms } from '@lobby/api/contract'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_START_CREDITS, DemoSessions } from '../src/house/sessions.ts'
import { mainBalance } from '../src/wallet/ledger.ts'
import { SITE } from './helpers.ts'
import { loginFrom, send } from './member-session.ts'
import { serverPairs } from './shared-servers.ts'
import { api, freshIp, freshPhone, send as sendFrom } from './registration-helpers.ts'
import { firstGames, newPlayer } from './wallet-helpers.ts'

/**
 * The dev hooks' records (captcha answers, SMS codes, request and provider
 * faults) and the house demo sessions live in the database (migration 0021):
 * two servers on one database, as two processes behind a load balancer,
 * answer for each other. Issue 20: the e2e suite runs every journey against
 * two processes.
 */

const pairs = serverPairs('shared')
afterEach(() => pairs.closeAll())
afterAll(() => pairs.removeFiles())
const twoServers = () => pairs.two()

const getFrom = <T>(server: LobbyServer, url: string) => send<T>(server, url, undefined, { method: 'GET' })

/** A wrong password with this captcha through `server`: 105 when the captcha is refused, 101 past it. */
const loginWith = async (server: LobbyServer, captchaToken: string, answer: string) =>
  (
    await loginFrom(server, {
      ip: freshIp(),
      account: 'nobodyshared1',
      password: 'wrong-password1',
      captcha: { token: captchaToken, answer },
    })
  ).code

describe('dev records shared by every process', () => {
  it('a captcha made on A has its answer read through B, and B accepts it once', async () => {
    const [a, b] = await twoServers()
    const issued = await send<{ token: string }>(a, `/api${captcha.path}`, { type: 1, site_id: SITE })
    expect(issued.code).toBe('100')
    const token = encodeURIComponent(issued.data.token)
    const onB = await getFrom<{ token: string; answer: string }>(b, `/api/dev/captcha?token=${token}`)
    expect(onB).toMatchObject({ code: '100', data: { token: issued.data.token } })
    expect(onB.data.answer).toBe((await getFrom<{ answer: string }>(a, `/api/dev/captcha?token=${token}`)).data.answer)
    // Past the captcha (105) to the password check (101), on B; used up, so a second try is 105.
    expect(await loginWith(b, issued.data.token, onB.data.answer)).toBe('101')
    expect(await loginWith(a, issued.data.token, onB.data.answer)).toBe('105')
    // An unknown token is still 404, and a missing one 400, on either.
    expect((await getFrom(b, '/api/dev/captcha?token=nope')).code).toBe('404')
    const missing = await b.app.inject({ method: 'GET', url: '/api/dev/captcha' })
    expect(missing.statusCode).toBe(400)
  })

  it('an SMS code sent through A is read through B', async () => {
    const [a, b] = await twoServers()
    const phone = freshPhone()
    const sent = await sendFrom(
      a,
      api(registerSms.path),
      { member_phone: phone, currency: 'USD', type: 'register_member', site_id: SITE },
      { remoteAddress: freshIp() },
    )
    expect(sent.code).toBe('100')
    const onB = await getFrom<{ phone: string; code: string; purpose: string }>(b, `/api/dev/sms?phone=${phone}`)
    expect(onB).toMatchObject({ code: '100', data: { phone, purpose: 'register' } })
    expect(onB.data.code).toMatch(/^\d{6}$/)
    expect((await getFrom(b, `/api/dev/sms?phone=${freshPhone()}`)).code).toBe('404')
  })

  it('a fault set through A with times 2 applies to exactly 2 requests spread over A and B', async () => {
    const [a, b] = await twoServers()
    const path = `/api${captcha.path}`
    const set = await send(a, '/api/dev/faults', { path, times: 2, status: 503, code: '503' })
    expect(set).toMatchObject({ code: '100', data: { path, times: 2 } })
    const ask = (server: LobbyServer) =>
      server.app.inject({ method: 'POST', url: path, payload: { type: 1, site_id: SITE } })
    const answers = [await ask(b), await ask(a), await ask(b), await ask(a)]
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 200, 200])
    expect(answers[0]?.json()).toMatchObject({ code: '503', message: 'injected fault' })

    // Set through B, cleared through A: no request is faulted on either.
    expect((await send(b, '/api/dev/faults', { path, times: 5, status: 500 })).code).toBe('100')
    expect((await a.app.inject({ method: 'DELETE', url: '/api/dev/faults' })).statusCode).toBe(200)
    expect((await ask(b)).statusCode).toBe(200)

    // Bad input is a 400 naming the field, and faults nothing.
    const bad = await a.app.inject({ method: 'POST', url: '/api/dev/faults', payload: { path: '/api/x', times: 0 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).toContain('times')
    const tooLong = await a.app.inject({
      method: 'POST',
      url: '/api/dev/faults',
      payload: { path: `/api/${'x'.repeat(300)}` },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json<{ message: string }>().message).toContain('path')
    expect(await a.db.selectFrom('dev_records').select('kind').where('kind', '=', 'fault').execute()).toEqual([])
  })

  it('concurrent requests over A and B use up a fault exactly times times', async () => {
    const [a, b] = await twoServers()
    const path = `/api${captcha.path}`
    expect((await send(a, '/api/dev/faults', { path, times: 3, status: 503 })).code).toBe('100')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).app.inject({ method: 'POST', url: path, payload: { type: 1, site_id: SITE } }),
      ),
    )
    expect(answers.filter((res) => res.statusCode === 503)).toHaveLength(3)
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(7)
  })

  it('a provider fault set through A makes a launch through B fail, once', async () => {
    const [a, b] = await twoServers()
    const games = await firstGames(a, ['GPAX'])
    const game = games.get('GPAX')!
    const p = await newPlayer(a, 'sharedfault1', 5_000)
    const set = await send(a, '/api/dev/wallet/provider', { gp_id: 'GPAX', fault: { mode: 'fail', times: 1 } })
    expect(set.code).toBe('100')
    const launch = (server: LobbyServer) =>
      send<{ transferred: number; forward: string }>(
        server,
        `/api${gamePlay.path}`,
        { gpId: 'GPAX', game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 },
        { token: p.token },
      )
    expect((await launch(b)).data).toMatchObject({ transferred: 0, forward: 'failed' })
    expect(await mainBalance(a.db, p.id)).toBe(5_000)
    // Used up on B: A's next launch moves the money.
    expect((await launch(a)).data).toMatchObject({ transferred: 5_000, forward: 'done' })

    // Until cleared (no times), set through B, cleared through A.
    expect((await send(b, '/api/dev/wallet/provider', { gp_id: 'GPAX', fault: { mode: 'fail' } })).code).toBe('100')
    expect(
      await a.db.selectFrom('dev_records').select('record_key').where('kind', '=', 'provider-fault').execute(),
    ).toEqual([{ record_key: 'GPAX' }])
    expect((await a.app.inject({ method: 'DELETE', url: '/api/dev/wallet/faults' })).statusCode).toBe(200)
    expect(
      await a.db.selectFrom('dev_records').select('record_key').where('kind', '=', 'provider-fault').execute(),
    ).toEqual([])

    // Tests that hold a gateway clear synchronously: the shared fault is gone for that process's next launch.
    expect((await send(b, '/api/dev/wallet/provider', { gp_id: 'GPAX', fault: { mode: 'fail' } })).code).toBe('100')
    expect(
      (await send(a, '/api/dev/wallet/credit', { site_id: SITE, member_account: p.account, amount: 1_000 })).code,
    ).toBe('100')
    a.wallet.gateway.clearFaults()
    expect((await launch(a)).data).toMatchObject({ transferred: 1_000, forward: 'done' })
  })
})

describe('demo sessions shared by every process', () => {
  const playBody = {
    site_id: SITE,
    currency: 'USD',
    device: 1,
    gp_id: 'GPR8',
    game_type: 2,
    game_code: 'r80001',
    house: 0,
  }
  const spinOn = (server: LobbyServer, session: string, bet = 100) =>
    server.app
      .inject({ method: 'POST', url: '/house/demo/api/spin', payload: { session, bet } })
      .then((res) => res.json<{ code: string; data: { bet: number; win: number; credits: number } }>())
  const creditsOn = async (server: LobbyServer, session: string) =>
    (await server.app.inject({ method: 'POST', url: '/house/demo/api/session', payload: { session } })).json<{
      data: { credits: number }
    }>().data.credits

  it('a session created through A plays on B and keeps its credits across both', async () => {
    const [a, b] = await twoServers()
    const started = await send<{ game_url: string }>(a, `/api${demoPlay.path}`, playBody)
    expect(started.code).toBe('100')
    const session = new URL(started.data.game_url, 'http://x').searchParams.get('session') ?? ''
    expect((await b.app.inject({ method: 'GET', url: started.data.game_url })).statusCode).toBe(200)

    let credits = DEMO_START_CREDITS
    for (const server of [b, a, b, a]) {
      const spun = await spinOn(server, session)
      expect(spun.code).toBe('100')
      credits = credits - spun.data.bet + spun.data.win
      expect(spun.data.credits).toBe(credits)
    }
    expect(await creditsOn(a, session)).toBe(credits)
    expect(await creditsOn(b, session)).toBe(credits)
  })

  it('concurrent spins of one session on A and B lose no update', async () => {
    const [a, b] = await twoServers()
    const started = await send<{ game_url: string }>(b, `/api${demoPlay.path}`, playBody)
    const session = new URL(started.data.game_url, 'http://x').searchParams.get('session') ?? ''
    const spins = await Promise.all(Array.from({ length: 12 }, (_, i) => spinOn(i % 2 ? a : b, session, 50)))
    expect(spins.every((s) => s.code === '100')).toBe(true)
    const expected = spins.reduce((credits, s) => credits - s.data.bet + s.data.win, DEMO_START_CREDITS)
    expect(await creditsOn(a, session)).toBe(expected)
    // Each spin started from the credits another left (or the start): the "before" of the spins are the start
    // and every "after" but the last, so no spin worked on credits another spin had already changed.
    const befores = spins.map((s) => s.data.credits + s.data.bet - s.data.win).sort((x, y) => x - y)
    const afters = spins.map((s) => s.data.credits)
    afters.splice(afters.indexOf(expected), 1)
    expect(befores).toEqual([DEMO_START_CREDITS, ...afters].sort((x, y) => x - y))
  })

  it('a save of a session read before another save is refused, so the change is redone on fresh credits', async () => {
    const [a, b] = await twoServers()
    const onA = new DemoSessions()
    const onB = new DemoSessions()
    const created = await onA.create(a.db, { kind: 'slot', gp_id: 'GPR8', game_code: 'r80001', game_name: 'Slot' })
    const first = await onA.get(a.db, created.id)
    const second = await onB.get(b.db, created.id)
    first!.credits -= 100
    second!.credits -= 200
    expect(await onA.save(a.db, first!)).toBe(true)
    expect(await onB.save(b.db, second!)).toBe(false)
    // change() reads again and redoes it on the saved credits.
    const after = await onB.change(b.db, created.id, (session) => {
      session!.credits -= 200
      return { answer: session!.credits, changed: true }
    })
    expect(after).toBe(DEMO_START_CREDITS - 300)
    expect((await onA.get(a.db, created.id))?.credits).toBe(DEMO_START_CREDITS - 300)
    // Unknown and malformed ids are no session.
    expect(await onA.get(a.db, 'f'.repeat(32))).toBeUndefined()
    expect(await onA.get(a.db, 42)).toBeUndefined()
  })

  it('a crash round started through A is seen and cashed out through B, its credits kept on both', async () => {
    const [a, b] = await twoServers()
    const started = await send<{ game_url: string }>(a, `/api${demoPlay.path}`, {
      ...playBody,
      gp_id: 'GPJD',
      game_type: 6,
      game_code: 'jd0001',
    })
    expect(started.data.game_url).toMatch(/^\/house\/demo\/crash\.html\?session=/)
    const session = new URL(started.data.game_url, 'http://x').searchParams.get('session') ?? ''
    const call = async (server: LobbyServer, path: string, payload: Record<string, unknown>) =>
      (
        await server.app.inject({ method: 'POST', url: `/house/demo/api/${path}`, payload: { session, ...payload } })
      ).json<{ code: string; data: Record<string, unknown> }>()

    const start = await call(a, 'crash/start', { bet: 100 })
    expect(start).toMatchObject({ code: '100', data: { bet: 100, credits: 99_900 } })
    const round = String(start.data.round)
    const status = await call(b, 'crash/status', { round })
    expect(status).toMatchObject({ code: '100', data: { round, credits: 99_900 } })
    // A round may crash at 1.00x at once; while it runs, B refuses a second one.
    if (status.data.state === 'running') expect((await call(b, 'crash/start', { bet: 100 })).code).toBe('302')
    const cash = await call(b, 'crash/cashout', { round })
    expect(cash.code).toBe('100')
    expect(['cashed', 'crashed']).toContain(cash.data.state)
    // A second cash-out, through A, pays nothing more; both answer the same credits.
    expect((await call(a, 'crash/cashout', { round })).data).toMatchObject({
      state: cash.data.state,
      credits: cash.data.credits,
    })
    expect(await creditsOn(a, session)).toBe(cash.data.credits)
    expect(await creditsOn(b, session)).toBe(cash.data.credits)
  })

  it('an unknown or malformed session is 404 or 400 on either, as on one', async () => {
    const [a, b] = await twoServers()
    for (const server of [a, b]) {
      expect((await spinOn(server, 'f'.repeat(32))).code).toBe('404')
      const bad = await server.app.inject({
        method: 'POST',
        url: '/house/demo/api/spin',
        payload: { session: 'x', bet: 100 },
      })
      expect(bad.statusCode).toBe(400)
    }
  })
})
