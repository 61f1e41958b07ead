import { demoGpGames, demoGtGames, demoPlay } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const playBody = {
  site_id: SITE,
  currency: 'USD',
  device: 1,
  gp_id: 'GPR8',
  game_type: 2,
  game_code: 'r80001',
  house: 0,
}

async function play(body: Record<string, unknown>) {
  const res = await post(server, `/api${demoPlay.path}`, body)
  expect(res.code).toBe('100')
  return demoPlay.response.parse(res.data)
}

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') ?? ''

describe('demo slot: /demo/play -> page -> spin', () => {
  it('serves a playable page whose spins the server decides, without touching any table', async () => {
    const before = await rowCounts(server.db)
    const { game_url: url, demo_credits: credits } = await play(playBody)
    expect(url).toMatch(/^\/house\/demo\/slot\.html\?session=[0-9a-f]{32}$/)
    expect(credits).toBe(100_000)

    const page = await server.app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(page.body).toContain('name="viewport"')
    // No inline script: every <script> has a src.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    expect(page.body).not.toMatch(/\son[a-z]+=/i)
    for (const asset of page.body.match(/\/house\/demo\/assets\/[a-z]+\.(js|css)/g) ?? []) {
      const res = await server.app.inject({ method: 'GET', url: asset })
      expect(res.statusCode, asset).toBe(200)
    }

    const session = sessionOf(url)
    const info = await server.app.inject({ method: 'POST', url: '/house/demo/api/session', payload: { session } })
    expect(info.json()).toMatchObject({ code: '100', data: { kind: 'slot', gp_id: 'GPR8', credits: 100_000 } })

    let balance = 100_000
    const lines = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/house/demo/api/spin',
        payload: { session, bet: 50 },
      })
      const body = res.json<{
        code: string
        data: { reels: string[][]; line: string[]; win: number; credits: number }
      }>()
      expect(body.code).toBe('100')
      expect(body.data.reels).toHaveLength(3)
      expect(body.data.reels.every((r) => r.length === 3)).toBe(true)
      expect(body.data.line).toEqual(body.data.reels.map((r) => r[1]))
      balance = balance - 50 + body.data.win
      expect(body.data.credits).toBe(balance)
      lines.add(body.data.line.join())
    }
    // Crypto randomness: forty spins do not all land the same.
    expect(lines.size).toBeGreaterThan(5)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('refuses a bad bet with 400 and an unknown session with 404', async () => {
    const { game_url: url } = await play(playBody)
    const bad = await server.app.inject({
      method: 'POST',
      url: '/house/demo/api/spin',
      payload: { session: sessionOf(url), bet: 7 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ data: { field: 'bet' } })
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/house/demo/api/spin',
      payload: { session: 'f'.repeat(32), bet: 50 },
    })
    expect(unknown.statusCode).toBe(404)
    const page = await server.app.inject({ method: 'GET', url: `/house/demo/slot.html?session=${'0'.repeat(32)}` })
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('Demo session ended')
  })
})

describe('demo crash', () => {
  it('starts a round, hides the crash point while running, and settles a cash-out or a crash', async () => {
    const before = await rowCounts(server.db)
    const { game_url: url } = await play({ ...playBody, gp_id: 'GPJD', game_type: 6, game_code: 'jd0001' })
    expect(url).toMatch(/^\/house\/demo\/crash\.html\?session=/)
    const page = await server.app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('/house/demo/assets/crash.js')
    const session = sessionOf(url)
    const call = async (path: string, payload: Record<string, unknown>) =>
      (
        await server.app.inject({ method: 'POST', url: `/house/demo/api/${path}`, payload: { session, ...payload } })
      ).json<{
        code: string
        data: Record<string, unknown>
      }>()

    const start = await call('crash/start', { bet: 100 })
    expect(start).toMatchObject({ code: '100', data: { bet: 100, credits: 99_900 } })
    const round = String(start.data.round)
    const status = await call('crash/status', { round })
    // A round may crash at 1.00x at once (the house edge); otherwise it is running and its point secret.
    if (status.data.state === 'running') {
      expect(status.data.crash_point).toBeNull()
      expect((await call('crash/start', { bet: 100 })).code).toBe('302')
    }

    const cash = await call('crash/cashout', { round })
    expect(cash.code).toBe('100')
    expect(['cashed', 'crashed']).toContain(cash.data.state)
    expect(typeof cash.data.crash_point).toBe('number')
    if (cash.data.state === 'cashed') {
      expect(cash.data.credits).toBe(99_900 + Number(cash.data.win))
      expect(Number(cash.data.multiplier)).toBeLessThanOrEqual(Number(cash.data.crash_point))
    } else {
      expect(cash.data.credits).toBe(99_900)
    }
    // A second cash-out of the same round pays nothing more.
    expect((await call('crash/cashout', { round })).data.credits).toBe(cash.data.credits)
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('demo lists and refusals', () => {
  it('answers 106 for a provider without demo, 104 for an unknown one, 105 for an unknown game', async () => {
    expect(
      await post(server, `/api${demoPlay.path}`, { ...playBody, gp_id: 'GPAX', game_code: 'ax0001' }),
    ).toMatchObject({
      code: '106',
    })
    expect(await post(server, `/api${demoPlay.path}`, { ...playBody, gp_id: 'GPZZ' })).toMatchObject({ code: '104' })
    expect(await post(server, `/api${demoPlay.path}`, { ...playBody, game_code: 'nope' })).toMatchObject({
      code: '105',
    })
    expect(await post(server, `/api${demoPlay.path}`, { ...playBody, site_id: 'nope' })).toMatchObject({ code: '102' })
    expect(await post(server, `/api${demoPlay.path}`, { ...playBody, game_code: '' })).toMatchObject({
      status: 400,
      data: { field: 'game_code' },
    })
  })

  it('answers each demo provider with a launch URL that opens a fresh session', async () => {
    for (const [gpId, gtId, kind] of [
      ['GPR8', 2, 'slot'],
      ['GPFC', 2, 'slot'],
      ['GPJD', 6, 'crash'],
      ['GPJL', 5, 'crash'],
    ] as const) {
      const res = await post(server, `/api${demoGpGames.path}`, {
        site_id: SITE,
        currency: 'USD',
        device: 0,
        gp_id: gpId,
        game_type_id: gtId,
        house: 0,
      })
      const games = demoGpGames.response.parse(res.data)
      expect(games.length).toBeGreaterThan(0)
      const launch = await server.app.inject({ method: 'GET', url: games[0]?.game_url ?? '' })
      expect(launch.statusCode).toBe(302)
      expect(launch.headers.location).toMatch(new RegExp(`^/house/demo/${kind}\\.html\\?session=`))
    }
    expect(
      await post(server, `/api${demoGpGames.path}`, {
        site_id: SITE,
        currency: 'USD',
        device: 0,
        gp_id: 'GPAX',
        game_type_id: 2,
      }),
    ).toMatchObject({ code: '106' })
  })

  it('lists the categories that have demo providers', async () => {
    const res = await post(server, `/api${demoGtGames.path}`, {
      site_id: SITE,
      support_device: 0,
      currency: 'USD',
      template: 'site02',
    })
    const list = demoGtGames.response.parse(res.data)
    expect(list.flatMap((t) => t.gp_list.map((p) => p.gp_id)).sort()).toEqual(['GPFC', 'GPJD', 'GPJL', 'GPR8'])
    expect(
      await post(server, `/api${demoGtGames.path}`, {
        site_id: SITE,
        support_device: 5,
        currency: 'USD',
        template: 'x',
      }),
    ).toMatchObject({ status: 400, data: { field: 'support_device' } })
  })
})
