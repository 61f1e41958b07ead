import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'

const siteDir = mkdtempSync(join(tmpdir(), 'lobby-site-'))
const INDEX = '<!doctype html><head><title>Lobby test site</title></head><div id="root"></div>'
/** The served page: INDEX with the page's title and meta tags and the preload hints of the demo site's first banners. */
const isIndex = (body: string) =>
  body.startsWith('<!doctype html><head><title>') && body.endsWith('<div id="root"></div>')
let server: LobbyServer

beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'))
  writeFileSync(join(siteDir, 'index.html'), INDEX)
  writeFileSync(join(siteDir, 'assets', 'app-3f9a1c2b.js'), 'console.log("lobby")')
  writeFileSync(join(siteDir, 'manifest.webmanifest'), '{"name":"Lobby"}')
  server = await startServer({ siteDir })
})
afterAll(async () => {
  await server.close()
  rmSync(siteDir, { recursive: true, force: true })
})

describe('the built site', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(isIndex(res.body)).toBe(true)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('sends the page brotli- or gzip-compressed to a browser that accepts it, the same page once decoded', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(String(plain.headers.vary)).toContain('accept-encoding')
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    // The page carries its serving time: compare it with that taken out.
    const undated = (html: string) => html.replace(/"served_at":\d+/, '')
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length)
      expect(undated(decode(res.rawPayload).toString())).toBe(undated(plain.body))
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    }
  })

  it('preloads the first banner of each layout, picked by a media query', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' })
    const hints = [
      ...res.body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" media="([^"]+)" \/>/g),
    ]
    expect(hints.map((m) => m[2])).toEqual(['(min-width: 992px)', '(max-width: 991.98px)'])
    for (const useType of [1, 2]) {
      const banners = await server.app.inject({
        method: 'POST',
        url: '/api/arks/web/carousel_picture',
        payload: { site_id: 'lobby-demo', use_type: useType },
      })
      const first = (banners.json() as { data: { web_carousel_picture_list: { photo_path: string }[] } }).data
        .web_carousel_picture_list[0]!
      expect(hints[useType - 1]![1]).toBe(first.photo_path)
    }
    // The hints sit in the head, before the page's own markup.
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'))
  })

  it('boots with the banner lists each layout would ask for, safe inside the page, dated', async () => {
    const before = Date.now()
    const res = await server.app.inject({ method: 'GET', url: '/' })
    const match = /<script type="application\/json" id="lobby-boot">(.*?)<\/script>/.exec(res.body)
    expect(match).not.toBeNull()
    // No markup can end the script early: every < and > is escaped.
    expect(match![1]).not.toMatch(/[<>]/)
    const boot = JSON.parse(match![1]!) as {
      site_id: string
      served_at: number
      carousel_picture: Record<string, unknown>
    }
    expect(boot.site_id).toBe('lobby-demo')
    // The page uses it for an hour from this time (spec section 9, payload cache expiry).
    expect(boot.served_at).toBeGreaterThanOrEqual(before)
    expect(boot.served_at).toBeLessThanOrEqual(Date.now())
    for (const useType of [1, 2]) {
      const banners = await server.app.inject({
        method: 'POST',
        url: '/api/arks/web/carousel_picture',
        payload: { site_id: 'lobby-demo', use_type: useType },
      })
      expect(boot.carousel_picture[useType]).toEqual((banners.json() as { data: unknown }).data)
    }
    expect(res.body.indexOf('id="lobby-boot"')).toBeLessThan(res.body.indexOf('</head>'))
  })

  it('never serves index.html as a file (it is always rendered)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/index.html' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('rel="preload"')
  })

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/slot', '/member/profile?tab=1', '/games/GPR8/lobby']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(isIndex(res.body)).toBe(true)
    }
  })

  it('sends a full-path visit of /main, /gameHall or /slotgame to the lobby (spec section 2), in its locale', async () => {
    for (const [url, lobby] of [
      ['/main', '/'],
      ['/gameHall', '/'],
      ['/slotgame?gt_id=2&gp_id=GPR8&house=0', '/'],
      ['/vi_VN/slotgame?gp_id=GPR8', '/vi_VN/'],
      ['/zh_CN/gameHall', '/zh_CN/'],
    ]) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(302)
      expect(res.headers.location, url).toBe(lobby)
      expect(res.body).toBe('')
    }
  })

  it('leaves to the page what it must read before going to the lobby, and every other page of those names', async () => {
    for (const url of [
      // A session handover, an introducer, an ad click, the address's currency, the installed app.
      '/slotgame?gp_id=GPR8&enc=abc',
      '/slotgame?tk=abc&member_account=m1',
      '/gameHall?id=agent7',
      '/main?invite=XY12',
      '/main?fbclid=1',
      '/slotgame?currency=VND',
      '/main?pwa=1',
      // Not the in-site-only pages themselves.
      '/main/5',
      '/gameHall/4',
      '/fastDeposit',
      '/slotgames',
      '/en_US/main/3',
    ]) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(isIndex(res.body), url).toBe(true)
    }
    // Only a page is redirected: the same names under the server's paths stay theirs.
    expect((await server.app.inject({ method: 'GET', url: '/api/main' })).statusCode).toBe(404)
    expect((await server.app.inject({ method: 'POST', url: '/slotgame' })).statusCode).toBe(404)
  })

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-3f9a1c2b.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log("lobby")')
    expect(asset.headers['cache-control']).toContain('immutable')
    const manifest = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(manifest.body).toBe('{"name":"Lobby"}')
  })

  it('never answers server paths with the site', async () => {
    for (const url of ['/api/nope', '/media/gt/99.svg', '/socket.io/x']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('<div id="root">')
    }
  })

  it('answers 404 for a site path when no site is configured', async () => {
    const bare = await startServer({ siteDir: join(siteDir, 'missing') })
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/slot' })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})
