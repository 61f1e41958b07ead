import { gameList } from '@lobby/api/contract'
import { GAME_CATEGORIES } from '@lobby/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { PROVIDER_SEEDS } from '../src/seed/index.ts'
import { GAME_LIST_URL, startServer, usdDesktop, type GameListBody } from './helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

async function list(body: GameListBody) {
  const res = await server.app.inject({ method: 'POST', url: GAME_LIST_URL, payload: body })
  expect(res.statusCode).toBe(200)
  const json = res.json<{ code: string; message: string; data: unknown }>()
  return json
}

async function providerIds(body: GameListBody): Promise<string[]> {
  const json = await list(body)
  expect(json.code).toBe('100')
  return gameList.response.parse(json.data).flatMap((t) => t.gp_list.map((p) => p.gp_id))
}

describe('POST /api/v3/game_list', () => {
  it('answers the 8 categories in order with the active USD providers, in the contract shape', async () => {
    const json = await list(usdDesktop)
    expect(json).toMatchObject({ code: '100', message: 'ok' })
    const types = gameList.response.parse(json.data)
    expect(types.map((t) => [t.gt_id, t.gt_name])).toEqual(GAME_CATEGORIES.map((c) => [c.id, c.name]))

    const expected = PROVIDER_SEEDS.filter(
      (p) =>
        p.active !== false &&
        (p.currencies ?? ['USD']).includes('USD') &&
        (p.devices ?? ['desktop']).includes('desktop'),
    )
    for (const type of types) {
      expect(type.gt_icon).toBe(`/media/gt/${type.gt_id}.svg`)
      expect(type.gt_icon_active).toBe(`/media/gt/${type.gt_id}-active.svg`)
      expect(type.gp_list.map((p) => p.gp_id)).toEqual(
        expected.filter((p) => p.gt_id === type.gt_id).map((p) => p.gp_id),
      )
    }

    const slot = types.find((t) => t.gt_id === 2)
    expect(slot?.gp_list.find((p) => p.gp_id === 'GPR8')).toEqual({
      gp_id: 'GPR8',
      gp_gt_name: 'R8 Slot',
      game_type: 2,
      game_code: 'R8',
      house: 0,
      customized: 0,
      icon_light: '/media/gp/GPR8-light.svg',
      icon_dark: '/media/gp/GPR8-dark.svg',
      game_name: 'Reel Eight Studios',
      ori_gp_id: 'GPR8',
      android_id: 'e_gpr8',
    })
    const crash = slot?.gp_list.find((p) => p.gp_id === 'GPCR')
    expect(crash).toMatchObject({ customized: 1, house: 1, game_type: 2 })
    for (const p of types.flatMap((t) => t.gp_list)) {
      const category = GAME_CATEGORIES.find((c) => c.id === p.game_type)
      expect(p.android_id).toBe(`${category?.appTypePrefix}${p.gp_id.toLowerCase()}`)
    }
  })

  it('keeps the demo providers and leaves out the inactive one', async () => {
    const ids = await providerIds(usdDesktop)
    expect(ids).toEqual(expect.arrayContaining(['GPR8', 'GPJD', 'GPFC', 'GPJL']))
    expect(ids).not.toContain('GPEA')
    expect(ids.length).toBeGreaterThanOrEqual(16)
  })

  it('offers the VND-only provider in VND and nowhere else', async () => {
    expect(await providerIds({ ...usdDesktop, currency: 'VND' })).toContain('GPLT')
    expect(await providerIds(usdDesktop)).not.toContain('GPLT')
    expect(await providerIds({ ...usdDesktop, currency: 'RMB' })).not.toContain('GPLT')
  })

  it('drops the desktop-only provider for mobile and app but not for desktop', async () => {
    expect(await providerIds(usdDesktop)).toContain('GPHX')
    expect(await providerIds({ ...usdDesktop, support_device: 1, template: 'H5_1' })).not.toContain('GPHX')
    expect(await providerIds({ ...usdDesktop, support_device: 2, template: 'H5_1' })).not.toContain('GPHX')
  })

  it('keeps a category whose providers are all filtered out, with an empty gp_list', async () => {
    await server.db.updateTable('providers').set({ active: 0 }).where('gt_id', '=', 8).execute()
    try {
      const json = await list(usdDesktop)
      const types = gameList.response.parse(json.data)
      expect(types).toHaveLength(8)
      expect(types.find((t) => t.gt_id === 8)?.gp_list).toEqual([])
    } finally {
      await server.db.updateTable('providers').set({ active: 1 }).where('gt_id', '=', 8).execute()
    }
  })

  it('answers 102 for an unknown site and 103 for a currency the site does not offer', async () => {
    expect(await list({ ...usdDesktop, site_id: 'no-such-site' })).toEqual({
      code: '102',
      message: 'site not found',
      data: null,
    })
    expect(await list({ ...usdDesktop, currency: 'THB' })).toEqual({
      code: '103',
      message: 'currency not offered',
      data: null,
    })
  })

  it('seeds a long provider name and a few hundred games', async () => {
    const long = await server.db
      .selectFrom('providers')
      .select('display_name')
      .where('gp_id', '=', 'GPMJ')
      .executeTakeFirstOrThrow()
    expect(long.display_name.length).toBeGreaterThanOrEqual(38)
    const games = await server.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(games.n)).toBeGreaterThanOrEqual(200)
  })
})
