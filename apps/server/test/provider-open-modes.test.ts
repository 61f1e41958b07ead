import { siteDetail } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'

/**
 * The operator's per-provider open mode (spec section 4: "certain providers
 * forced to window or modal"): carried by the site details
 * (`env_config.provider_open_modes`), set through the operator's dev hook
 * `POST /api/dev/site-env`, seeded for the demo brand.
 */

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const detail = async () =>
  siteDetail.response.parse((await post(server, `/api${siteDetail.path}`, { site_id: SITE })).data)

async function storedEnv(): Promise<Record<string, unknown>> {
  const row = await server.db
    .selectFrom('site_settings')
    .select('env_config')
    .where('site_id', '=', SITE)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.env_config) as Record<string, unknown>
}

describe('provider open modes in the site details', () => {
  it("answers the seeded setting to a visitor: Dealer's Lantern in the modal, Axolotl Reels in a window", async () => {
    expect((await detail()).env_config.provider_open_modes).toEqual({ GPDL: 'modal', GPAX: 'window' })
  })

  it('the operator changes it; the site details answer the change', async () => {
    const before = await storedEnv()
    try {
      const res = await post(server, '/api/dev/site-env', {
        site_id: SITE,
        provider_open_modes: { GPR8: 'modal', GPDL: 'window' },
      })
      expect(res).toMatchObject({ status: 200, code: '100' })
      expect((await detail()).env_config.provider_open_modes).toEqual({ GPR8: 'modal', GPDL: 'window' })
      // The rest of the settings stay as they were.
      expect((await detail()).env_config).toMatchObject({ game_room: before.game_room, is_demo: before.is_demo })
    } finally {
      await post(server, '/api/dev/site-env', { site_id: SITE, provider_open_modes: before.provider_open_modes })
    }
    expect((await detail()).env_config.provider_open_modes).toEqual({ GPDL: 'modal', GPAX: 'window' })
  })

  it.each<[string, unknown, string]>([
    ['a mode that cannot be forced', { GPDL: 'page' }, 'provider_open_modes.GPDL'],
    ['a mode that is not one', { GPDL: 'sideways' }, 'provider_open_modes.GPDL'],
    ['a number for a mode', { GPDL: 1 }, 'provider_open_modes.GPDL'],
    ['a list instead of a map', ['GPDL'], 'provider_open_modes'],
    ['a text instead of a map', 'modal', 'provider_open_modes'],
  ])('400s %s, naming the field, and writes nothing', async (_, modes, field) => {
    const counts = await rowCounts(server.db)
    const env = await storedEnv()
    const res = await post(server, '/api/dev/site-env', { site_id: SITE, provider_open_modes: modes })
    expect(res).toMatchObject({ status: 400, data: { field } })
    expect(await storedEnv()).toEqual(env)
    expect(await rowCounts(server.db)).toEqual(counts)
  })

  it('400s a gp_id that is not one, and writes nothing', async () => {
    const env = await storedEnv()
    const res = await post(server, '/api/dev/site-env', { site_id: SITE, provider_open_modes: { 'GP DL<': 'modal' } })
    expect(res.status).toBe(400)
    expect((res.data as { field: string }).field).toMatch(/^provider_open_modes/)
    expect(await storedEnv()).toEqual(env)
  })

  it('a damaged stored entry forces nothing and costs none of the other settings (never a 500)', async () => {
    const before = await storedEnv()
    try {
      await server.db
        .updateTable('site_settings')
        .set({ env_config: JSON.stringify({ ...before, provider_open_modes: { GPDL: 'sideways', GPAX: 'window' } }) })
        .where('site_id', '=', SITE)
        .execute()
      const res = await post(server, `/api${siteDetail.path}`, { site_id: SITE })
      expect(res.status).toBe(200)
      const env = siteDetail.response.parse(res.data).env_config
      expect(env.provider_open_modes).toEqual({ GPAX: 'window' })
      expect(env).toMatchObject({ game_room: before.game_room, popular_page: before.popular_page })
    } finally {
      await server.db
        .updateTable('site_settings')
        .set({ env_config: JSON.stringify(before) })
        .where('site_id', '=', SITE)
        .execute()
    }
  })

  it('400s a missing site_id and 102s an unknown site, writing nothing', async () => {
    const counts = await rowCounts(server.db)
    expect(await post(server, '/api/dev/site-env', { site_id: 'nope', provider_open_modes: {} })).toMatchObject({
      code: '102',
    })
    expect(await post(server, `/api${siteDetail.path}`, {})).toMatchObject({ status: 400, data: { field: 'site_id' } })
    expect(await rowCounts(server.db)).toEqual(counts)
  })
})

describe('with dev hooks off (production)', () => {
  it('the operator hook is absent; the site details still carry the setting', async () => {
    const production = await startServer({ devHooks: false })
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/dev/site-env',
        payload: { provider_open_modes: { GPDL: 'window' } },
      })
      expect(res.statusCode).toBe(404)
      const answer = await post(production, `/api${siteDetail.path}`, { site_id: SITE })
      expect(siteDetail.response.parse(answer.data).env_config.provider_open_modes).toEqual({
        GPDL: 'modal',
        GPAX: 'window',
      })
    } finally {
      await production.close()
    }
  })
})
