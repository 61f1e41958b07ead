import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE_CSP_DIRECTIVES } from '../src/site/csp.ts'
import {
  createFirstView,
  currencyCookieOf,
  FIRST_VIEW_MAX_AGE_MS,
  FIRST_VIEW_SCRIPT,
  FIRST_VIEW_SCRIPT_HASH,
  FIRST_VIEW_STALE_MS,
  guessLayout,
} from '../src/site/first-view.ts'
import { startServer } from './helpers.ts'

/*
 * The server's first view (site/first-view.ts) with a stand-in renderer in
 * the place the site's build writes the real one (`dist-server/server-render.js`
 * beside the site): what the server does with a render, not the render itself
 * (the real one is proven in a browser, e2e/tests/first-view.spec.ts).
 */
const root = mkdtempSync(join(tmpdir(), 'lobby-first-view-'))
const siteDir = join(root, 'dist')
const INDEX =
  '<!doctype html>\n<html lang="en-US" data-brand="lobby">\n<head>\n<meta charset="UTF-8" />\n<title>Lobby</title>\n</head>\n<body><div id="root"></div></body></html>'

/** The stand-in: asks the server for the site's name (as the site's API client would) and renders it. */
const RENDERER = `
globalThis.firstViewRenders = []
export async function renderFirstView(request) {
  globalThis.firstViewRenders.push({ language: request.language, layout: request.layout, cookies: request.cookies })
  if (request.language === 'th_TH') throw new Error('the renderer failed')
  // A render that never ends (a database that does not answer).
  if (request.language === 'ja_JP') return new Promise(() => {})
  const init = { method: 'POST', headers: new Headers({ lang: request.language, 'content-type': 'application/json' }), body: '{"site_id":"lobby-demo"}' }
  const response = await request.fetch('/api/arks/web/site/detail', init)
  const envelope = await response.json()
  return {
    html: '<p data-slot="rendered" data-render="' + globalThis.firstViewRenders.length + '">' + envelope.data.site_name + '</p>',
    htmlAttributes: { lang: 'x-test', 'data-layout': request.layout },
    answers: { ['POST /api/arks/web/site/detail ' + init.body]: envelope },
    renderedFor: { layout: request.layout, language: request.language, currency: request.cookies.ccy ?? 'USD' },
  }
}
`
const renders = () =>
  (globalThis as unknown as { firstViewRenders: { language: string; layout: string; cookies: object }[] })
    .firstViewRenders
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36'

let server: LobbyServer

/** A request long enough after the last that no kept view is served. */
async function page(url: string, headers: Record<string, string> = {}) {
  return later(FIRST_VIEW_MAX_AGE_MS + FIRST_VIEW_STALE_MS + 1, url, headers)
}

/** A request `ms` after the last. */
async function later(ms: number, url: string, headers: Record<string, string> = {}) {
  // From the clock, not a count of our own: vi.waitFor moves the faked clock too.
  vi.setSystemTime(Date.now() + ms)
  return server.app.inject({ method: 'GET', url, headers })
}

function bootData(html: string) {
  const json = /<script type="application\/json" id="lobby-boot">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null') as { answers?: Record<string, { data: unknown }>; first_view?: unknown }
}

beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'), { recursive: true })
  mkdirSync(join(root, 'dist-server'))
  writeFileSync(join(siteDir, 'index.html'), INDEX)
  writeFileSync(join(root, 'dist-server', 'server-render.js'), RENDERER)
  server = await startServer({ siteDir })
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  renders().length = 0
})
afterAll(async () => {
  vi.useRealTimers()
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

describe("the server's first view", () => {
  it('puts the render in #root, its answers in the boot data and what it was made for on <html>', async () => {
    const res = await page('/', { 'user-agent': PHONE })
    expect(res.statusCode).toBe(200)
    // The renderer's call reached the real route in the same process: the seeded site's name.
    expect(res.body).toMatch(/<div id="root"><p data-slot="rendered" data-render="\d+">Lobby Demo<\/p><\/div>/)
    expect(res.body).toMatch(
      /<html lang="x-test" data-brand="lobby" data-layout="mobile" data-first-view="mobile en_US">/,
    )
    const boot = bootData(res.body)
    expect(boot.first_view).toEqual({ layout: 'mobile', language: 'en_US', currency: 'USD' })
    expect(Object.keys(boot.answers ?? {})).toEqual(['POST /api/arks/web/site/detail {"site_id":"lobby-demo"}'])
    expect(renders()).toEqual([{ language: 'en_US', layout: 'mobile', cookies: {} }])
  })

  it('renders for the layout the user agent names, the language and the site currency cookie', async () => {
    const res = await page('/', {
      'user-agent': DESKTOP,
      cookie: 'i18n_redirected=vi_VN; ccy=VND; token=secret',
      'accept-language': 'en-US',
    })
    expect(res.body).toContain('data-layout="desktop" data-first-view="desktop vi_VN"')
    expect(bootData(res.body).first_view).toEqual({ layout: 'desktop', language: 'vi_VN', currency: 'VND' })
    // Only the currency cookie reaches the renderer.
    expect(renders()).toEqual([{ language: 'vi_VN', layout: 'desktop', cookies: { ccy: 'VND' } }])
  })

  it('runs its one inline script right after the charset, allowed by the hash in the CSP and nothing else', async () => {
    const res = await page('/', { 'user-agent': PHONE })
    const scripts = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1])
    expect(scripts).toEqual([FIRST_VIEW_SCRIPT])
    expect(res.body).toContain(`<meta charset="UTF-8" />\n    <script>${FIRST_VIEW_SCRIPT}</script>`)
    const hash = `'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`
    expect(FIRST_VIEW_SCRIPT_HASH).toBe(hash)
    expect(SITE_CSP_DIRECTIVES['script-src']).toEqual(["'self'", hash])
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash};`)
  })

  it('renders only the lobby: any other page is served with an empty #root and no first view', async () => {
    for (const url of ['/faq', '/gameHall/4', '/vi_VN/', '/?tab=my_favorite&x=<script>']) {
      const res = await page(url, { 'user-agent': PHONE })
      expect(res.statusCode).toBe(200)
      if (url.startsWith('/?')) {
        expect(res.body).toContain('<p data-slot="rendered"')
        continue
      }
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).not.toContain('data-first-view')
      expect(res.body).not.toContain('<script>')
      expect(bootData(res.body).answers).toBeUndefined()
    }
  })

  it('serves a render again for a second at most, per language, currency and layout', async () => {
    await page('/', { 'user-agent': PHONE })
    // Within the second: kept.
    await server.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': PHONE } })
    expect(renders()).toHaveLength(1)
    // Another layout, language or currency: its own render.
    await server.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': DESKTOP } })
    await server.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': PHONE, 'accept-language': 'ko-KR' } })
    await server.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': PHONE, cookie: 'ccy=RMB' } })
    expect(renders()).toHaveLength(4)
    // Long after: rendered again, and the visitor waits for it.
    const fresh = await page('/', { 'user-agent': PHONE })
    expect(renders()).toHaveLength(5)
    expect(fresh.body).toContain('data-render="5"')
  })

  it('serves a view up to ten seconds old while the next renders, and the next request gets that one', async () => {
    const first = await page('/', { 'user-agent': PHONE })
    const number = (body: string) => /data-render="(\d+)"/.exec(body)?.[1]
    const made = number(first.body)
    // After the second it is kept for: the same view goes out, a new one renders meanwhile.
    const stale = await later(FIRST_VIEW_MAX_AGE_MS + 1, '/', { 'user-agent': PHONE })
    expect(number(stale.body)).toBe(made)
    expect(renders()).toHaveLength(2)
    await vi.waitFor(async () => {
      const next = await server.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': PHONE } })
      expect(number(next.body)).toBe(String(Number(made) + 1))
    })
    expect(renders()).toHaveLength(2)
    // Older than that: the visitor waits for a fresh one.
    const old = await later(FIRST_VIEW_MAX_AGE_MS + FIRST_VIEW_STALE_MS + 1, '/', { 'user-agent': PHONE })
    expect(number(old.body)).toBe(String(Number(made) + 2))
  })

  it('gives a render up after its time, and renders no more than a few at once', async () => {
    const hung = { pathname: '/', language: 'ja_JP' as const, userAgent: PHONE }
    const quick = createFirstView(server.app, siteDir, { timeoutMs: 20 })!
    expect(await quick({ ...hung, cookies: {} })).toBeNull()
    // Two renders under way (they never end): a third is not started, and gets no view at once.
    const busy = createFirstView(server.app, siteDir, { timeoutMs: 500, maxPending: 2 })!
    const first = busy({ ...hung, cookies: { ccy: 'USD' } })
    const second = busy({ ...hung, cookies: { ccy: 'VND' } })
    const before = renders().length
    expect(await busy({ ...hung, cookies: { ccy: 'RMB' } })).toBeNull()
    expect(renders()).toHaveLength(before)
    expect(await Promise.all([first, second])).toEqual([null, null])
  })

  it('serves the page without a first view when the renderer fails', async () => {
    const res = await page('/', { 'user-agent': PHONE, cookie: 'i18n_redirected=th_TH' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('data-first-view')
    expect(bootData(res.body).answers).toBeUndefined()
  })
})

describe('what the first view is rendered for', () => {
  it('guesses the layout from the user agent: phones and tablets are mobile', () => {
    expect(guessLayout(PHONE)).toBe('mobile')
    expect(guessLayout('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile')
    expect(guessLayout('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('mobile')
    expect(guessLayout(DESKTOP)).toBe('desktop')
    expect(guessLayout(undefined)).toBe('desktop')
  })

  it('reads a ccy cookie that is a currency code and nothing else', () => {
    expect(currencyCookieOf('a=1; ccy=USD; b=2')).toBe('USD')
    expect(currencyCookieOf('ccy=VND')).toBe('VND')
    // Made-up values would each make a render of their own.
    expect(currencyCookieOf('ccy=XYZ1')).toBeUndefined()
    expect(currencyCookieOf('ccy=<script>')).toBeUndefined()
    expect(currencyCookieOf('xccy=USD')).toBeUndefined()
    expect(currencyCookieOf('ccy=' + 'A'.repeat(40))).toBeUndefined()
    expect(currencyCookieOf(undefined)).toBeUndefined()
  })
})
