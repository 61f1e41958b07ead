import {
  checkIframe,
  crashGameMenu,
  gameLabel,
  hotGames,
  sportQuickbetUrl,
  tagGameList,
  templateGameList,
} from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, post, startServer } from './helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const api = (path: string) => `/api${path}`
const labelBody = { site_id: SITE, currency: 'USD', device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0 }

describe('the catalogue at scale', () => {
  it('seeds 8 categories, 21 providers and over 2,000 slot games, 2,400 of them from one provider', async () => {
    const count = async (table: 'games' | 'providers' | 'game_types', gtId?: number) => {
      let query = server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
      if (gtId !== undefined && table !== 'game_types') query = query.where('gt_id', '=', gtId)
      return Number((await query.executeTakeFirstOrThrow()).n)
    }
    expect(await count('game_types')).toBe(8)
    expect(await count('providers')).toBeGreaterThanOrEqual(15)
    expect(await count('games', 2)).toBeGreaterThanOrEqual(2000)
    const gpr8 = await server.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('gp_id', '=', 'GPR8')
      .executeTakeFirstOrThrow()
    expect(Number(gpr8.n)).toBe(2400)
  })
})

describe('POST /api/v2/game_label', () => {
  it("answers all 2,400 of a provider's games as main, with hot and new labels, quickly", async () => {
    const started = Date.now()
    const res = await post(server, api(gameLabel.path), labelBody)
    expect(res.code).toBe('100')
    const data = gameLabel.response.parse(res.data)
    expect(Date.now() - started).toBeLessThan(1500)
    expect(data.main).toHaveLength(2400)
    expect(new Set(data.main.map((g) => g.game_id)).size).toBe(2400)
    expect(data.list.map((l) => [l.id, l.tag])).toEqual([
      [1, 'hot'],
      [2, 'new'],
    ])
    const hot = data.list[0]?.game_list ?? []
    const fresh = data.list[1]?.game_list ?? []
    expect(hot.length).toBeGreaterThan(100)
    expect(fresh.length).toBeGreaterThan(50)
    expect(hot.every((g) => g.is_hot === 1)).toBe(true)
    expect(fresh.every((g) => g.is_new === 1)).toBe(true)
    expect(data.main[0]).toMatchObject({ gp_id: 'GPR8', gt_id: 2, member_favorite: 0, is_favorite: 0, is_demo: 1 })
    expect(data.main.map((g) => g.game_name).every((n) => n.length > 0)).toBe(true)
  })

  it('answers 104 for a provider not in the category, currency or device, 102/103 for site and currency', async () => {
    expect(await post(server, api(gameLabel.path), { ...labelBody, gp_id: 'GPVR' })).toMatchObject({ code: '104' })
    expect(await post(server, api(gameLabel.path), { ...labelBody, gp_id: 'GPEA', game_type_id: 3 })).toMatchObject({
      code: '104',
    })
    expect(
      await post(server, api(gameLabel.path), { ...labelBody, gp_id: 'GPLT', game_type_id: 4, currency: 'USD' }),
    ).toMatchObject({ code: '104' })
    expect(
      await post(server, api(gameLabel.path), { ...labelBody, gp_id: 'GPHX', game_type_id: 7, device: 1 }),
    ).toMatchObject({ code: '104' })
    expect(await post(server, api(gameLabel.path), { ...labelBody, site_id: 'nope' })).toMatchObject({ code: '102' })
    expect(await post(server, api(gameLabel.path), { ...labelBody, currency: 'THB' })).toMatchObject({ code: '103' })
  })

  it('400s a malformed gp_id', async () => {
    expect(await post(server, api(gameLabel.path), { ...labelBody, gp_id: 'GP R8' })).toMatchObject({
      status: 400,
      data: { field: 'gp_id' },
    })
  })
})

describe('hot, tagged and template games', () => {
  it('answers up to 24 hot games per category', async () => {
    for (const gtId of [2, 3, 6]) {
      const res = await post(server, api(hotGames.path), { site_id: SITE, currency: 'USD', gt_id: gtId })
      const { list } = hotGames.response.parse(res.data)
      expect(list.length).toBeGreaterThan(0)
      expect(list.length).toBeLessThanOrEqual(24)
      expect(list.every((g) => g.gt_id === gtId && g.is_hot === 1)).toBe(true)
    }
    expect(await post(server, api(hotGames.path), { site_id: SITE, currency: 'USD' })).toMatchObject({
      status: 400,
      data: { field: 'gt_id' },
    })
  })

  it('answers games by tag', async () => {
    const res = await post(server, api(tagGameList.path), {
      site_id: SITE,
      currency: 'USD',
      support_device: 1,
      tag: 'new',
      gt_id: 2,
    })
    const { info } = tagGameList.response.parse(res.data)
    expect(info.length).toBeGreaterThan(0)
    expect(info.every((g) => g.is_new === 1 && g.gt_id === 2)).toBe(true)
    expect(
      await post(server, api(tagGameList.path), {
        site_id: SITE,
        currency: 'USD',
        support_device: 1,
        tag: 'top',
        gt_id: 2,
      }),
    ).toMatchObject({ status: 400, data: { field: 'tag' } })
  })

  it('answers up to 12 featured games for every category', async () => {
    const res = await post(server, api(templateGameList.path), { site_id: SITE, currency: 'USD', support_device: 0 })
    const { info } = templateGameList.response.parse(res.data)
    expect(info.map((g) => g.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
    expect(info.every((g) => g.game_list.length > 0 && g.game_list.length <= 12)).toBe(true)
    expect(
      await post(server, api(templateGameList.path), { site_id: SITE, currency: 'EUR', support_device: 0 }),
    ).toMatchObject({ code: '103' })
  })
})

describe('crash menu, sport quick-bet, iframe check', () => {
  it('answers the crash providers with their crash games', async () => {
    const res = await post(server, api(crashGameMenu.path), { site_id: SITE, currency: 'USD' })
    const { list } = crashGameMenu.response.parse(res.data)
    expect(list.map((p) => p.gp_id)).toEqual(['GPCR'])
    expect(list[0]?.game_list).toHaveLength(8)
    expect(list[0]?.game_list[0]?.game_code).toBe('cr0001')
    expect(await post(server, api(crashGameMenu.path), { site_id: SITE })).toMatchObject({
      status: 400,
      data: { field: 'currency' },
    })
  })

  it('answers the house quick-bet page, which is served and may be framed', async () => {
    const res = await post(server, api(sportQuickbetUrl.path), {
      currency: 'USD',
      support_device: 1,
      domain: 'lobby.test',
      site_id: SITE,
    })
    const { detail } = sportQuickbetUrl.response.parse(res.data)
    expect(detail.gp_id).toBe('GPSB')
    const page = await server.app.inject({ method: 'GET', url: detail.url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const framed = await post(server, api(checkIframe.path), { url: detail.url })
    expect(framed.data).toEqual({ url: detail.url, is_iframe: true })
    expect(
      await post(server, api(sportQuickbetUrl.path), { currency: 'USD', support_device: 1, site_id: SITE }),
    ).toMatchObject({ status: 400, data: { field: 'domain' } })
  })

  it('takes the quick-bet address from the dev hook, which /check_iframe then refuses; null restores the house page', async () => {
    const ask = async () =>
      sportQuickbetUrl.response.parse(
        (
          await post(server, api(sportQuickbetUrl.path), {
            currency: 'USD',
            support_device: 1,
            domain: 'lobby.test',
            site_id: SITE,
          })
        ).data,
      ).detail
    expect(await post(server, '/api/dev/sport-quickbet', { url: '' })).toMatchObject({
      status: 400,
      data: { field: 'url' },
    })
    expect(await post(server, '/api/dev/sport-quickbet', {})).toMatchObject({ status: 400, data: { field: 'url' } })
    expect((await ask()).url.startsWith('/house/sport/quickbet?')).toBe(true)
    try {
      expect((await post(server, '/api/dev/sport-quickbet', { url: 'https://sport.example/quickbet' })).code).toBe(
        '100',
      )
      const outside = await ask()
      expect(outside).toEqual({ url: 'https://sport.example/quickbet', gp_id: 'GPSB' })
      expect((await post(server, api(checkIframe.path), { url: outside.url })).data).toEqual({
        url: outside.url,
        is_iframe: false,
      })
    } finally {
      expect((await post(server, '/api/dev/sport-quickbet', { url: null })).code).toBe('100')
    }
    expect((await ask()).url.startsWith('/house/sport/quickbet?')).toBe(true)
  })

  it('lets only http(s) URLs of this site be framed', async () => {
    const check = async (url: string, host = 'lobby.test') => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/check_iframe',
        headers: { host },
        payload: { url },
      })
      return checkIframe.response.parse(res.json<{ data: unknown }>().data).is_iframe
    }
    expect(await check('https://lobby.test/house/demo/slot.html')).toBe(true)
    expect(await check('/house/sport/quickbet')).toBe(true)
    expect(await check('https://evil.example/')).toBe(false)
    expect(await check('javascript:alert(1)')).toBe(false)
    expect(await check('//evil.example/x')).toBe(false)
    expect(await check('data:text/html,hi')).toBe(false)
    expect(await post(server, api(checkIframe.path), { url: '' })).toMatchObject({
      status: 400,
      data: { field: 'url' },
    })
  })
})
