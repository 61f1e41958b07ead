import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

describe('generated icons', () => {
  const served = ['/media/gt/2.svg', '/media/gt/9-active.svg', '/media/gp/GPR8-light.svg', '/media/gp/GPMJ-dark.svg']

  for (const url of served) {
    it(`serves ${url} as a cacheable SVG`, async () => {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
      expect(res.headers['cache-control']).toContain('max-age=31536000')
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    })
  }

  it('serves a seeded game icon with its initials and draws the same picture twice', async () => {
    const game = await server.db
      .selectFrom('games')
      .select(['game_id', 'name', 'icon'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(game.icon).toBe(`/media/game/${game.game_id}.svg`)
    const first = await server.app.inject({ method: 'GET', url: game.icon })
    const second = await server.app.inject({ method: 'GET', url: game.icon })
    expect(first.statusCode).toBe(200)
    const words = game.name.split(' ')
    expect(first.body).toContain(`>${(words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')}</text>`)
    expect(second.body).toBe(first.body)
  })

  it('draws light and dark provider icons differently', async () => {
    const light = await server.app.inject({ method: 'GET', url: '/media/gp/GPR8-light.svg' })
    const dark = await server.app.inject({ method: 'GET', url: '/media/gp/GPR8-dark.svg' })
    expect(light.body).not.toBe(dark.body)
  })

  for (const url of [
    '/media/gt/1.svg',
    '/media/gt/2-hover.svg',
    '/media/gp/GPZZ-light.svg',
    '/media/game/none-0001.svg',
    '/media/other/x.svg',
  ]) {
    it(`answers 404 for ${url}`, async () => {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
    })
  }
})
