import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'

type FooterItem = { key: string; title: string; icon: string; url: string; need_login: 0 | 1; sort: number }
type FloatItem = { title: string; photo_path: string; url: string; position: 'left' | 'right'; sort: number }

describe('dev hooks for the mobile footer and the float buttons', () => {
  let server: LobbyServer
  beforeAll(async () => {
    server = await startServer({ devHooks: true })
  })
  afterAll(async () => {
    await server.close()
  })

  it('POST /api/dev/mobile-footer replaces what /arks/web/web-mobile-footer answers, for every template', async () => {
    const changed = await post(server, '/api/dev/mobile-footer', {
      items: [
        { key: 'home', title: 'Home', url: '/' },
        { key: 'promo', title: 'Offers', url: '/discount', icon: '/media/content/1.svg' },
        { key: 'deposit', title: 'Deposit', url: '/Deposit', need_login: 1 },
      ],
    })
    expect(changed).toMatchObject({ status: 200, code: '100', data: { count: 3 } })
    for (const template of ['H5_1', 'H5_4']) {
      const footer = await post<{ list: FooterItem[] }>(server, '/api/arks/web/web-mobile-footer', {
        site_id: SITE,
        template,
      })
      expect(
        footer.data.list.map(({ key, title, icon, url, need_login }) => ({ key, title, icon, url, need_login })),
      ).toEqual([
        { key: 'home', title: 'Home', icon: '', url: '/', need_login: 0 },
        { key: 'promo', title: 'Offers', icon: '/media/content/1.svg', url: '/discount', need_login: 0 },
        { key: 'deposit', title: 'Deposit', icon: '', url: '/Deposit', need_login: 1 },
      ])
    }
  })

  it('POST /api/dev/float replaces what /arks/web/float answers, with the side of each', async () => {
    const changed = await post(server, '/api/dev/float', {
      items: [
        { title: 'Get the app', url: '/app', position: 'left' },
        {
          title: 'Chat with us',
          url: 'https://help.example.com/chat',
          photo_path: '/media/content/2.svg',
          position: 'right',
        },
      ],
    })
    expect(changed).toMatchObject({ status: 200, code: '100', data: { count: 2 } })
    const float = await post<{ list: FloatItem[] }>(server, '/api/arks/web/float', { site_id: SITE })
    expect(
      float.data.list.map(({ title, url, position, photo_path }) => ({ title, url, position, photo_path })),
    ).toEqual([
      { title: 'Get the app', url: '/app', position: 'left', photo_path: '' },
      {
        title: 'Chat with us',
        url: 'https://help.example.com/chat',
        position: 'right',
        photo_path: '/media/content/2.svg',
      },
    ])

    expect(await post(server, '/api/dev/float', { items: [] })).toMatchObject({ code: '100', data: { count: 0 } })
    const none = await post<{ list: FloatItem[] }>(server, '/api/arks/web/float', { site_id: SITE })
    expect(none.data.list).toEqual([])
  })

  it('answers 400 naming the field and writes nothing for a malformed body; 102 for an unknown site', async () => {
    const cases: [string, unknown, string][] = [
      [
        '/api/dev/mobile-footer',
        { items: [{ key: 'home', title: 'Home', url: 'javascript:alert(1)' }] },
        'items.0.url',
      ],
      ['/api/dev/mobile-footer', { items: [{ key: 'Home!', title: 'Home', url: '/' }] }, 'items.0.key'],
      [
        '/api/dev/mobile-footer',
        { items: [{ key: 'home', title: 'Home', url: '/', need_login: 2 }] },
        'items.0.need_login',
      ],
      ['/api/dev/mobile-footer', {}, 'items'],
      ['/api/dev/float', { items: [{ title: 'x', url: '//evil.example.com', position: 'left' }] }, 'items.0.url'],
      ['/api/dev/float', { items: [{ title: 'x', url: '/app', position: 'top' }] }, 'items.0.position'],
      ['/api/dev/float', { items: [{ title: '', url: '/app', position: 'left' }] }, 'items.0.title'],
    ]
    for (const [url, payload, field] of cases) {
      const before = await rowCounts(server.db)
      const res = await post(server, url, payload)
      expect(res, `${url} ${field}`).toMatchObject({ status: 400, code: '400', data: { field } })
      expect(await rowCounts(server.db)).toEqual(before)
    }
    const before = await rowCounts(server.db)
    expect(await post(server, '/api/dev/float', { site_id: 'nope', items: [] })).toMatchObject({ code: '102' })
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('are not there when dev hooks are off (production)', async () => {
    const production = await startServer({ devHooks: false })
    try {
      for (const url of ['/api/dev/mobile-footer', '/api/dev/float']) {
        const res = await production.app.inject({ method: 'POST', url, payload: { items: [] } })
        expect(res.statusCode).toBe(404)
      }
    } finally {
      await production.close()
    }
  })
})
