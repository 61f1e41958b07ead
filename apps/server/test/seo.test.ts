import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GAME_CATEGORIES } from '@lobby/domain'
import { pageMetaFor } from '@lobby/domain/page-meta'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SITE, type LobbyServer } from '../src/index.ts'
import { parsePublicUrl } from '../src/config/env.ts'
import { startServer } from './helpers.ts'

const PUBLIC_URL = 'https://www.lobby.example'
const siteDir = mkdtempSync(join(tmpdir(), 'lobby-seo-'))
const INDEX =
  '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Lobby</title></head><body><div id="root"></div></body></html>'
let server: LobbyServer

beforeAll(async () => {
  writeFileSync(join(siteDir, 'index.html'), INDEX)
  server = await startServer({ siteDir, publicUrl: PUBLIC_URL })
})
afterAll(async () => {
  await server.close()
  rmSync(siteDir, { recursive: true, force: true })
})

const head = (body: string) => body.slice(0, body.indexOf('</head>'))
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1]
const metaOf = (body: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(body)?.[1]
const unescape = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

describe('robots.txt (Lighthouse SEO)', () => {
  it('lets crawlers read the site but not the API, member pages or game windows, and names the sitemap', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/user', '/proxy', '/play', '/loading', '/authCallback', '/close']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('names the configured sitemap whatever Host the request claims', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(res.body).not.toContain('evil.example')
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})

describe('sitemap.xml (Lighthouse SEO)', () => {
  const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

  it('lists the public pages and a game hall per category as absolute URLs on the public origin', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const urls = locs(res.body)
    for (const path of ['/', '/discount', '/faq', '/sponsor', '/register'])
      expect(urls).toContain(`${PUBLIC_URL}${path}`)
    for (const { id } of GAME_CATEGORIES) expect(urls).toContain(`${PUBLIC_URL}/gameHall/${id}`)
    expect(urls.every((url) => url?.startsWith(`${PUBLIC_URL}/`))).toBe(true)
    // Member pages and game windows are never listed.
    expect(urls.some((url) => /\/(?:user|proxy|play|loading|close|authCallback|api)\b/.test(url ?? ''))).toBe(false)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('lists each running promotion and help article by id', async () => {
    const urls = locs((await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body)
    const promotions = await server.db.selectFrom('promotions').select('id').distinct().execute()
    const faqs = await server.db.selectFrom('faqs').select('id').distinct().execute()
    expect(faqs.length).toBeGreaterThan(0)
    for (const { id } of faqs) expect(urls).toContain(`${PUBLIC_URL}/faq/${id}`)
    const listed = urls.filter((url) => url?.startsWith(`${PUBLIC_URL}/discount/`))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.length).toBeLessThanOrEqual(promotions.length)
  })

  it('is the same whatever Host or forwarded host the request claims', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/sitemap.xml' })
    const forged = await server.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    })
    expect(forged.body).toBe(plain.body)
    expect(forged.body).not.toContain('evil.example')
  })
})

describe('the index HTML: title and description in the request language (issue 21)', () => {
  it.each([
    ['/', 'en_US', {}],
    ['/faq', 'th_TH', { cookie: 'i18n_redirected=th_TH' }],
    ['/discount', 'ja_JP', { cookie: 'ccy=JPY; i18n_redirected=ja_JP' }],
    ['/gameHall/8', 'ko_KR', { lang: 'ko_KR' }],
    ['/sponsor', 'bn_BD', { 'accept-language': 'bn-BD,bn;q=0.9' }],
    ['/register', 'ta_IN', { cookie: 'i18n_redirected=ta_IN' }],
  ] as const)('%s for %s carries its title and description', async (url, language, headers) => {
    const res = await server.app.inject({ method: 'GET', url, headers })
    expect(res.statusCode).toBe(200)
    const expected = pageMetaFor(language, DEMO_SITE.name, url)
    const top = head(res.body)
    expect(unescape(titleOf(top))).toBe(expected.title)
    expect(unescape(metaOf(top, 'description'))).toBe(expected.description)
    expect(metaOf(top, 'keywords')).toBeUndefined()
    // One title: the build's own is replaced, not repeated.
    expect(top.match(/<title>/g)).toHaveLength(1)
    expect(top).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`)
    expect(res.headers.vary).toContain('cookie')
  })

  it("a first visit is in the browser's language when the site offers it, else in the site's default; a choice stands while offered", async () => {
    const boot = (body: string) =>
      JSON.parse(/<script type="application\/json" id="lobby-boot">(.*?)<\/script>/s.exec(body)![1]!) as {
        language: string
        languages: string[]
      }
    const bootLanguage = (body: string) => boot(body).language
    const page = (headers: Record<string, string>, url = '/') => server.app.inject({ method: 'GET', url, headers })
    const row = await server.db
      .selectFrom('site_settings')
      .select('env_config')
      .where('site_id', '=', DEMO_SITE.site_id)
      .executeTakeFirstOrThrow()
    const setEnv = (env: string) =>
      server.db.updateTable('site_settings').set({ env_config: env }).where('site_id', '=', DEMO_SITE.site_id).execute()
    // The operator offers Vietnamese and Simplified Chinese, Vietnamese first.
    await setEnv(
      JSON.stringify({ ...JSON.parse(row.env_config), languages: ['vi_VN', 'zh_CN'], default_language: 'vi_VN' }),
    )
    try {
      for (const [headers, language] of [
        [{ 'accept-language': 'ja-JP,ja;q=0.9' }, 'vi_VN'],
        [{}, 'vi_VN'],
        [{ 'accept-language': 'ja-JP,zh-CN;q=0.8' }, 'zh_CN'],
        // The spec's country table: a Chinese-speaking visitor in Taiwan would be zh_TW, which is not offered.
        [{ 'accept-language': 'en-TW' }, 'vi_VN'],
        // A choice the visitor made stands while the site offers it ...
        [{ cookie: 'i18n_redirected=zh_CN', 'accept-language': 'vi-VN' }, 'zh_CN'],
        // ... and one the operator no longer offers is no choice: as a first visit.
        [{ cookie: 'i18n_redirected=ja_JP', 'accept-language': 'zh-CN' }, 'zh_CN'],
        [{ cookie: 'i18n_redirected=ja_JP' }, 'vi_VN'],
        [{ lang: 'ja_JP' }, 'vi_VN'],
      ] as const) {
        const res = await page(headers)
        expect(res.body, JSON.stringify(headers)).toContain(`<html lang="${language.replace('_', '-')}"`)
        expect(bootLanguage(res.body)).toBe(language)
        // The page is told what the site offers: a choice in its storage stands only while offered.
        expect(boot(res.body).languages).toEqual(['vi_VN', 'zh_CN'])
      }
      // An address's locale prefix names its language, offered or not.
      expect(bootLanguage((await page({ cookie: 'i18n_redirected=vi_VN' }, '/ja_JP/faq')).body)).toBe('ja_JP')
    } finally {
      await setEnv(row.env_config)
    }
    // Every language offered (the seed): the browser's, through the country table; none fitting, en_US.
    expect(bootLanguage((await page({ 'accept-language': 'en-TW' })).body)).toBe('zh_TW')
    expect(bootLanguage((await page({ 'accept-language': 'fr-FR' })).body)).toBe('en_US')
  })

  it('marks the page in its language and adds the vi_VN keywords (spec section 2)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { cookie: 'i18n_redirected=vi_VN' } })
    expect(res.body).toContain('<html lang="vi-VN">')
    expect(unescape(metaOf(res.body, 'keywords'))).toContain(`nhà cái ${DEMO_SITE.name}`)
    expect(unescape(metaOf(res.body, 'description'))).toBe(pageMetaFor('vi_VN', DEMO_SITE.name, '/').description)
  })

  it('answers a locale-prefixed address in its locale, whatever the cookie says (spec section 2)', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/ja_JP/faq',
      headers: { cookie: 'i18n_redirected=en_US' },
    })
    expect(res.body).toContain('<html lang="ja-JP">')
    expect(unescape(titleOf(res.body))).toBe(pageMetaFor('ja_JP', DEMO_SITE.name, '/faq').title)
  })

  it('is the same for the same language whether the query or the Host change', async () => {
    const a = await server.app.inject({ method: 'GET', url: '/faq?x=1', headers: { cookie: 'i18n_redirected=hi_IN' } })
    const b = await server.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { cookie: 'i18n_redirected=hi_IN', host: 'evil.example' },
    })
    expect(titleOf(a.body)).toBe(titleOf(b.body))
    expect(b.body).not.toContain('evil.example')
  })

  it('HTML-escapes the brand name and the address in the head', async () => {
    await server.db
      .updateTable('sites')
      .set({ name: 'Tom & "Jerry" <b>' })
      .where('site_id', '=', DEMO_SITE.site_id)
      .execute()
    try {
      const res = await server.app.inject({ method: 'GET', url: '/faq/"><script>alert(1)</script>' })
      const top = head(res.body)
      expect(top).not.toContain('<b>')
      expect(top).not.toContain('<script>alert')
      expect(titleOf(top)).toBe('Help centre | Tom &amp; &quot;Jerry&quot; &lt;b&gt;')
      expect(metaOf(top, 'application-name')).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;')
      expect(unescape(metaOf(top, 'description'))).toBe(pageMetaFor('en_US', 'Tom & "Jerry" <b>', '/faq').description)
    } finally {
      await server.db
        .updateTable('sites')
        .set({ name: DEMO_SITE.name })
        .where('site_id', '=', DEMO_SITE.site_id)
        .execute()
    }
  })
})

describe('LOBBY_PUBLIC_URL', () => {
  it('defaults to localhost on the port and keeps an origin as it is', () => {
    expect(parsePublicUrl(undefined, 3000)).toBe('http://localhost:3000')
    expect(parsePublicUrl(' https://www.example.com/ ', 3000)).toBe('https://www.example.com')
    expect(parsePublicUrl('http://10.0.0.5:8080', 3000)).toBe('http://10.0.0.5:8080')
  })

  it.each([
    'www.example.com',
    'ftp://example.com',
    'https://example.com/shop',
    'https://u:p@example.com',
    'https://example.com/?a=1',
    'https://example.com/#x',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => parsePublicUrl(value, 3000)).toThrow(/LOBBY_PUBLIC_URL/)
  })
})
