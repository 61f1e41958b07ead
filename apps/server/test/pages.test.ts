import { PROMOTION_PHOTO_SIZE, faqList, promotionList, webFooter } from '@lobby/api/contract'
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

const api = (path: string) => `/api${path}`

async function promotions(body: Record<string, unknown>) {
  const res = await post(server, api(promotionList.path), body)
  expect(res).toMatchObject({ status: 200, code: '100' })
  return promotionList.response.parse(res.data).list
}

async function faqs(body: Record<string, unknown>) {
  const res = await post(server, api(faqList.path), body)
  expect(res).toMatchObject({ status: 200, code: '100' })
  return faqList.response.parse(res.data).list
}

describe('promotions: POST /api/arks/web/promotion/list', () => {
  it('lists running promotions for every currency, ordered by sort then id', async () => {
    const list = await promotions({ site_id: SITE, currency: 'USD', language: 'en_US' })
    // sort 1, 2, 3, 3, 6: ids 2 and 4 share sort 3, so id decides.
    expect(list.map((p) => p.id)).toEqual([1, 3, 2, 4, 6])
    expect(list.map((p) => p.sort)).toEqual([1, 2, 3, 3, 6])
    expect(list[0]).toMatchObject({
      id: 1,
      title: 'Welcome bonus: 100% on your first deposit',
      gt_id: null,
      start_at: '2024-06-01T00:00:00.000Z',
      end_at: null,
      photo_path: '/media/promotion/1-en_US.svg',
    })
    expect(new Set(list.map((p) => p.gt_id))).toEqual(new Set([null, 2, 3]))
    for (const p of list) {
      expect(p.summary.length).toBeGreaterThan(20)
      expect(p.content).toContain('<ul><li>')
      expect(p.content).toMatch(/href="https:\/\//)
    }
    expect(list.find((p) => p.id === 1)?.content).toContain('href="/faq/1"')
  })

  it('lists the VND-only offer for VND and not for USD or RMB', async () => {
    const vnd = await promotions({ site_id: SITE, currency: 'VND', language: 'en_US' })
    expect(vnd.map((p) => p.id)).toEqual([1, 3, 2, 4, 5, 6])
    expect(vnd.find((p) => p.id === 5)).toMatchObject({ gt_id: 4, title: expect.stringContaining('accumulator') })
    const rmb = await promotions({ site_id: SITE, currency: 'RMB', language: 'en_US' })
    expect(rmb.map((p) => p.id)).not.toContain(5)
  })

  it('leaves out a promotion that has ended and one that has not started', async () => {
    const stored = await server.db
      .selectFrom('promotions')
      .select(['id', 'start_at', 'end_at'])
      .where('language', '=', 'en_US')
      .where('id', 'in', [7, 8])
      .orderBy('id')
      .execute()
    const now = new Date().toISOString()
    expect(stored[0]?.end_at && stored[0].end_at < now).toBe(true)
    expect(stored[1]?.start_at && stored[1].start_at > now).toBe(true)
    for (const currency of ['USD', 'RMB', 'VND']) {
      const ids = (await promotions({ site_id: SITE, currency, language: 'en_US' })).map((p) => p.id)
      expect(ids).not.toContain(7)
      expect(ids).not.toContain(8)
    }
  })

  it('answers a language in its own texts, with the same ids for the same offers', async () => {
    const zh = await promotions({ site_id: SITE, currency: 'RMB', language: 'zh_CN' })
    expect(zh.map((p) => p.id)).toEqual([1, 2, 9])
    expect(zh[0]).toMatchObject({ title: '新会员首存100%奖励', photo_path: '/media/promotion/1-zh_CN.svg' })
    // 9 is for RMB only.
    expect((await promotions({ site_id: SITE, currency: 'USD', language: 'zh_CN' })).map((p) => p.id)).toEqual([1, 2])
    const vi = await promotions({ site_id: SITE, currency: 'VND', language: 'vi_VN' })
    expect(vi.map((p) => p.id)).toEqual([1, 5, 10])
    expect(vi.map((p) => p.gt_id)).toEqual([null, 4, 5])
    expect(vi[1]?.title).toContain('cược xiên')
  })

  it('falls back to en_US for a language with no promotions', async () => {
    const ko = await promotions({ site_id: SITE, currency: 'USD', language: 'ko_KR' })
    const en = await promotions({ site_id: SITE, currency: 'USD', language: 'en_US' })
    expect(ko).toEqual(en)
    expect(ko.length).toBeGreaterThan(0)
  })

  it('serves every listed picture as a 16:9 SVG, and none for a promotion not started yet', async () => {
    const listed = [
      ...(await promotions({ site_id: SITE, currency: 'VND', language: 'en_US' })),
      ...(await promotions({ site_id: SITE, currency: 'RMB', language: 'zh_CN' })),
    ]
    const { width, height } = PROMOTION_PHOTO_SIZE
    expect(width * 9).toBe(height * 16)
    for (const p of listed) {
      const image = await server.app.inject({ method: 'GET', url: p.photo_path })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toContain('image/svg+xml')
      expect(image.body).toContain(`width="${width}" height="${height}"`)
      expect(image.body).toContain(`aria-label="${p.title.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}"`)
    }
    for (const url of ['/media/promotion/8-en_US.svg', '/media/promotion/1-ko_KR.svg', '/media/promotion/x.svg']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('refuses an unknown site with 102 and a currency the site does not offer with 103', async () => {
    expect(
      await post(server, api(promotionList.path), { site_id: 'nope', currency: 'USD', language: 'en_US' }),
    ).toMatchObject({ status: 200, code: '102', data: null })
    expect(
      await post(server, api(promotionList.path), { site_id: SITE, currency: 'EUR', language: 'en_US' }),
    ).toMatchObject({ status: 200, code: '103', data: null })
  })

  it('400s a bad body naming the field, and writes nothing', async () => {
    const before = await rowCounts(server.db)
    const cases: [Record<string, unknown>, string][] = [
      [{ site_id: SITE, currency: 'USD', language: 'xx' }, 'language'],
      [{ site_id: SITE, currency: 'usd', language: 'en_US' }, 'currency'],
      [{ site_id: '', currency: 'USD', language: 'en_US' }, 'site_id'],
      [{ site_id: SITE, language: 'en_US' }, 'currency'],
    ]
    for (const [body, field] of cases) {
      const res = await post(server, api(promotionList.path), body)
      expect(res).toMatchObject({ status: 400, code: '400', data: { field } })
      expect(res.message).toMatch(new RegExp(`^${field}: `))
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('FAQ: POST /api/arks/web/faq/list', () => {
  it('lists every article in group order, then sort, then id', async () => {
    const list = await faqs({ site_id: SITE, language: 'en_US' })
    expect(list.length).toBeGreaterThanOrEqual(10)
    expect(list.map((f) => f.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 11, 10, 1, 2, 12])
    const groups = [...new Set(list.map((f) => f.group))]
    expect(groups).toEqual(['account', 'deposit', 'games', 'about'])
    expect(list.find((f) => f.group === 'deposit')?.group_title).toBe('Deposits & withdrawals')
    // Every article of a group carries the same heading.
    for (const group of groups) {
      expect(new Set(list.filter((f) => f.group === group).map((f) => f.group_title)).size).toBe(1)
    }
  })

  it('has /faq/1 "About us" and /faq/2 "Responsible gaming", the footer links', async () => {
    const list = await faqs({ site_id: SITE, language: 'en_US' })
    expect(list.find((f) => f.id === 1)).toMatchObject({ group: 'about', title: 'About us' })
    expect(list.find((f) => f.id === 2)).toMatchObject({ group: 'about', title: 'Responsible gaming' })
    const footer = webFooter.response.parse((await post(server, api(webFooter.path), { site_id: SITE })).data).list
    const faqLinks = footer.map((f) => f.url).filter((url) => url.startsWith('/faq/'))
    expect(faqLinks.sort()).toEqual(['/faq/1', '/faq/2'])
    // The links work in Chinese too: the same ids name the same articles.
    const zh = await faqs({ site_id: SITE, language: 'zh_CN' })
    for (const url of faqLinks) {
      expect(zh.some((f) => `/faq/${f.id}` === url)).toBe(true)
    }
  })

  it('answers zh_CN in Chinese, with headings in Chinese', async () => {
    const zh = await faqs({ site_id: SITE, language: 'zh_CN' })
    expect(zh.map((f) => f.id)).toEqual([3, 6, 9, 1, 2])
    expect(zh.find((f) => f.id === 1)).toMatchObject({
      title: '关于我们',
      group: 'about',
      group_title: '关于我们与理性游戏',
    })
    expect(zh.find((f) => f.id === 6)?.group_title).toBe('存款与提款')
  })

  it('falls back to en_US for a language with no articles', async () => {
    expect(await faqs({ site_id: SITE, language: 'ko_KR' })).toEqual(await faqs({ site_id: SITE, language: 'en_US' }))
  })

  it('refuses an unknown site with 102 and 400s a bad language', async () => {
    expect(await post(server, api(faqList.path), { site_id: 'nope', language: 'en_US' })).toMatchObject({
      status: 200,
      code: '102',
      data: null,
    })
    expect(await post(server, api(faqList.path), { site_id: SITE, language: 'xx' })).toMatchObject({
      status: 400,
      code: '400',
      data: { field: 'language' },
    })
  })
})
