import {
  announcementMarquee,
  bulletin,
  bulletinHistory,
  carouselPicture,
  getJackpot,
  modelLogin,
  modelSetting,
  modelSponsor,
  registerBackground,
  siteDetail,
  templateConfig,
  webFloat,
  webFooter,
  webLogo,
  webMobileFooter,
} from '@lobby/api/contract'
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

describe('banners: POST /api/arks/web/carousel_picture', () => {
  it('answers the seeded banners of every link type, sized, with served images', async () => {
    const res = await post(server, api(carouselPicture.path), { site_id: SITE, use_type: 1 })
    expect(res.code).toBe('100')
    const { web_carousel_picture_list: list } = carouselPicture.response.parse(res.data)
    expect(list.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(new Set(list.map((b) => b.link_type))).toEqual(new Set([0, 1, 2]))
    expect(list.find((b) => b.link_method === 1)?.link_type).toBe(0)
    const rmb = list.find((b) => b.game_link_parameter?.currency === 'RMB')
    expect(rmb).toMatchObject({ id: 5, link_type: 2 })
    expect(list.find((b) => b.id === 2)?.game_link_parameter).toMatchObject({ gp_id: 'GPR8', currency: 'USD' })
    expect(list.find((b) => b.url === '')).toBeDefined()
    for (const b of list) {
      expect(b).toMatchObject({ width: 1200, height: 400 })
      const image = await server.app.inject({ method: 'GET', url: b.photo_path })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toContain('image/svg+xml')
      expect(image.body).toContain('width="1200" height="400"')
    }
  })

  it('answers the mobile banners at their own size', async () => {
    const res = await post(server, api(carouselPicture.path), { site_id: SITE, use_type: 2 })
    const { web_carousel_picture_list: list } = carouselPicture.response.parse(res.data)
    expect(list).toHaveLength(7)
    expect(list[0]).toMatchObject({ id: 8, width: 750, height: 300 })
  })

  it('400s a bad use_type and 102s an unknown site', async () => {
    const bad = await post(server, api(carouselPicture.path), { site_id: SITE, use_type: 7 })
    expect(bad).toMatchObject({ status: 400, code: '400', data: { field: 'use_type' } })
    const unknown = await post(server, api(carouselPicture.path), { site_id: 'nope', use_type: 1 })
    expect(unknown).toMatchObject({ status: 200, code: '102', data: null })
  })
})

describe('marquee: POST /api/arks/web/announcement/marquee', () => {
  it('sorts by the field and order asked for', async () => {
    const bySort = await post(server, api(announcementMarquee.path), {
      site_id: SITE,
      sort_field: 'sort',
      sort_order: 'asc',
    })
    const sorted = announcementMarquee.response.parse(bySort.data).web_announcement_list
    expect(sorted.map((a) => a.sort)).toEqual([1, 2, 3, 4, 5])
    expect(sorted.some((a) => a.display_before_login === 0)).toBe(true)
    expect(sorted.some((a) => a.display_after_login === 0)).toBe(true)
    const byIdDesc = await post(server, api(announcementMarquee.path), {
      site_id: SITE,
      sort_field: 'id',
      sort_order: 'desc',
    })
    expect(announcementMarquee.response.parse(byIdDesc.data).web_announcement_list.map((a) => a.id)).toEqual([
      5, 4, 3, 2, 1,
    ])
  })

  it('400s an unknown sort field and 102s an unknown site', async () => {
    expect(
      await post(server, api(announcementMarquee.path), { site_id: SITE, sort_field: 'content', sort_order: 'asc' }),
    ).toMatchObject({ status: 400, data: { field: 'sort_field' } })
    expect(
      await post(server, api(announcementMarquee.path), { site_id: 'nope', sort_field: 'id', sort_order: 'asc' }),
    ).toMatchObject({ code: '102' })
  })
})

describe('bulletins', () => {
  const ids = async (path: string, device: number) => {
    const res = await post(server, api(path), { site_id: SITE, display_device: device })
    expect(res.code).toBe('100')
    return (res.data as { list: { id: number }[] }).list.map((b) => b.id)
  }

  it('answers active bulletins for the device with the display frequency', async () => {
    const res = await post(server, api(bulletin.path), { site_id: SITE, display_device: 1 })
    const data = bulletin.response.parse(res.data)
    expect(data.setting).toEqual({ display_frequency: 1 })
    expect(data.list.map((b) => b.id)).toEqual([5, 2, 1])
    expect(data.list.find((b) => b.id === 1)?.content).toContain('<strong>Lobby</strong>')
    expect(await ids(bulletin.path, 2)).toEqual([5, 3, 1])
    expect(await ids(bulletin.path, 0)).toEqual([5, 3, 2, 1])
  })

  it('keeps expired bulletins in the history only', async () => {
    expect(await ids(bulletinHistory.path, 0)).toEqual([4, 5, 3, 2, 1])
    expect(await ids(bulletinHistory.path, 2)).toEqual([4, 5, 3, 1])
    const parsed = bulletinHistory.response.parse(
      (await post(server, api(bulletinHistory.path), { site_id: SITE, display_device: 0 })).data,
    )
    expect(parsed.list[0]?.display_content).toBe('Maintenance finished')
  })

  it('400s display_device 3 and 102s an unknown site', async () => {
    for (const path of [bulletin.path, bulletinHistory.path]) {
      expect(await post(server, api(path), { site_id: SITE, display_device: 3 })).toMatchObject({
        status: 400,
        data: { field: 'display_device' },
      })
      expect(await post(server, api(path), { site_id: 'nope', display_device: 0 })).toMatchObject({ code: '102' })
    }
  })
})

describe('jackpot: POST /api/v2/get_jackpot', () => {
  it('grows over time from the seeded base in integer minor units', async () => {
    const first = getJackpot.response.parse((await post(server, api(getJackpot.path), { currency: 'USD' })).data)
    expect(first).toMatchObject({ currency: 'USD', minor_digits: 2, increment_per_second: 37 })
    expect(Number.isInteger(first.jackpot_amount_total)).toBe(true)
    expect(first.jackpot_amount_total).toBeGreaterThanOrEqual(50_000_000)
    expect(String(Math.floor(first.jackpot_amount_total / 100)).length).toBeLessThanOrEqual(10)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const second = getJackpot.response.parse((await post(server, api(getJackpot.path), { currency: 'USD' })).data)
    const expected = Math.floor(((second.server_time - first.server_time) * 37) / 1000)
    // Same cycle: the growth equals elapsed time times the rate, give or take rounding.
    if (second.jackpot_amount_total >= first.jackpot_amount_total) {
      expect(Math.abs(second.jackpot_amount_total - first.jackpot_amount_total - expected)).toBeLessThanOrEqual(1)
      expect(second.jackpot_amount_total).toBeGreaterThan(first.jackpot_amount_total)
    }
    const vnd = getJackpot.response.parse((await post(server, api(getJackpot.path), { currency: 'VND' })).data)
    expect(vnd.minor_digits).toBe(0)
    expect(String(vnd.jackpot_amount_total).length).toBeLessThanOrEqual(10)
  })

  it('400s a malformed currency and 103s a currency without a jackpot', async () => {
    expect(await post(server, api(getJackpot.path), { currency: 'usd' })).toMatchObject({
      status: 400,
      data: { field: 'currency' },
    })
    expect(await post(server, api(getJackpot.path), { currency: 'THB' })).toMatchObject({ code: '103' })
  })
})

describe('logo and site detail', () => {
  it('answers the logo list with served images', async () => {
    const res = await post(server, api(webLogo.path), { site_id: SITE })
    const { web_logo_list: list } = webLogo.response.parse(res.data)
    expect(list.map((l) => l.type)).toEqual(['desktop', 'mobile', 'favicon', 'loading'])
    const image = await server.app.inject({ method: 'GET', url: list[0]?.photo_path ?? '' })
    expect(image.statusCode).toBe(200)
    expect(image.body).toContain('width="200" height="60"')
  })

  it('answers env_config, the customer service link and the currencies', async () => {
    const res = await post(server, api(siteDetail.path), { site_id: SITE })
    const detail = siteDetail.response.parse(res.data)
    expect(detail.default_currency).toBe('USD')
    expect(detail.currencies.map((c) => [c.currency, c.symbol, c.is_default])).toEqual([
      ['RMB', '¥', 0],
      ['VND', '₫', 0],
      ['USD', '$', 1],
    ])
    expect(detail.customer_service_link).toMatch(/^https:\/\//)
    expect(detail.env_config).toMatchObject({ is_demo: false, game_room: true, mobile_template: 'H5_1' })
  })

  it('400s a missing site_id and 102s an unknown one', async () => {
    for (const path of [webLogo.path, siteDetail.path, webFooter.path, webFloat.path]) {
      expect(await post(server, api(path), {})).toMatchObject({ status: 400, data: { field: 'site_id' } })
      expect(await post(server, api(path), { site_id: 'nope' })).toMatchObject({ code: '102' })
    }
  })
})

describe('model lists (ads, sponsors, login content)', () => {
  it('answers a language, falling back to en_US when it has none', async () => {
    const zh = modelSetting.response.parse(
      (await post(server, api(modelSetting.path), { site_id: SITE, language: 'zh_CN', model_version: 'site02' })).data,
    )
    expect(zh.language).toBe('zh_CN')
    expect(zh.list).toHaveLength(2)
    const ko = modelSponsor.response.parse(
      (await post(server, api(modelSponsor.path), { site_id: SITE, language: 'ko_KR', model_version: 'H5_1' })).data,
    )
    expect(ko.language).toBe('en_US')
    expect(ko.list).toHaveLength(4)
    const login = modelLogin.response.parse(
      (await post(server, api(modelLogin.path), { site_id: SITE, language: 'en_US', model_version: 'H5_1' })).data,
    )
    expect(login.list.map((i) => i.title)).toEqual(['Play responsibly', 'Secure login'])
    expect(login.list[0]?.content).toBeTruthy()
  })

  it('400s an unknown language and a bad model_version; 102s an unknown site', async () => {
    for (const path of [modelSetting.path, modelSponsor.path, modelLogin.path]) {
      expect(
        await post(server, api(path), { site_id: SITE, language: 'xx_XX', model_version: 'site02' }),
      ).toMatchObject({ status: 400, data: { field: 'language' } })
      expect(await post(server, api(path), { site_id: SITE, language: 'en_US', model_version: '../x' })).toMatchObject({
        status: 400,
        data: { field: 'model_version' },
      })
      expect(
        await post(server, api(path), { site_id: 'nope', language: 'en_US', model_version: 'site02' }),
      ).toMatchObject({ code: '102' })
    }
  })
})

describe('footers, float, register background, template config', () => {
  it('answers the mobile footer with its login flags', async () => {
    const res = await post(server, api(webMobileFooter.path), { site_id: SITE, template: 'H5_1' })
    const { list } = webMobileFooter.response.parse(res.data)
    expect(list.map((i) => i.key)).toEqual(['home', 'deposit', 'withdrawal', 'wallet', 'signup', 'service'])
    expect(list.find((i) => i.key === 'deposit')?.need_login).toBe(1)
    expect(list.find((i) => i.key === 'signup')?.need_login).toBe(0)
  })

  it('answers the footer links and the float', async () => {
    const footer = webFooter.response.parse((await post(server, api(webFooter.path), { site_id: SITE })).data)
    expect(footer.list.length).toBe(5)
    expect(footer.list.every((i) => i.url !== '')).toBe(true)
    const float = webFloat.response.parse((await post(server, api(webFloat.path), { site_id: SITE })).data)
    expect(float.list.map((i) => i.position)).toEqual(['left', 'right'])
  })

  it('answers a register background for H5_1 and none for H5_5', async () => {
    const h51 = registerBackground.response.parse(
      (await post(server, api(registerBackground.path), { site_id: SITE, template: 'H5_1' })).data,
    )
    expect(h51.detail.photo).toMatch(/^\/media\/content\/\d+\.svg$/)
    const image = await server.app.inject({ method: 'GET', url: h51.detail.photo })
    expect(image.statusCode).toBe(200)
    const h55 = await post(server, api(registerBackground.path), { site_id: SITE, template: 'H5_5' })
    expect(h55.data).toEqual({ detail: { photo: '' } })
    expect(await post(server, api(registerBackground.path), { site_id: SITE })).toMatchObject({
      status: 400,
      data: { field: 'template' },
    })
  })

  it('answers the template config with code 1000, 108 for an unknown template, 400 without a name', async () => {
    const res = await post(server, '/api/template_config', { mobileTemplateName: 'H5_2' })
    expect(res.code).toBe('1000')
    expect(templateConfig.response.parse(res.data)).toMatchObject({ mobile_template: 'H5_2', game_nav: 'grid' })
    expect(await post(server, '/api/template_config', { mobileTemplateName: 'H5_99' })).toMatchObject({
      code: '108',
      message: 'template not found',
    })
    expect(await post(server, '/api/template_config', {})).toMatchObject({
      status: 400,
      data: { field: 'mobileTemplateName' },
    })
  })

  it('writes nothing for any read', async () => {
    const before = await rowCounts(server.db)
    await post(server, api(webFooter.path), { site_id: SITE })
    await post(server, api(bulletin.path), { site_id: SITE, display_device: 0 })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})
