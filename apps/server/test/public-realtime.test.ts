import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(() => sockets.closeAll())
afterAll(async () => {
  await server.close()
})

const client = () => sockets.open()
const next = nextEvent

describe('channels', () => {
  it('joins public channels and refuses private ones with an error ack', async () => {
    const socket = await client()
    expect(await subscribe(socket, 'web_api.USD')).toEqual({ ok: true, channel: 'web_api.USD' })
    expect(await subscribe(socket, 'web_member')).toMatchObject({ ok: true })
    expect(await subscribe(socket, 'site02_template')).toMatchObject({ ok: true })
    expect(await subscribe(socket, 'bob_mobile_template')).toMatchObject({ ok: true })
    expect(await subscribe(socket, 'member.42')).toMatchObject({ ok: false, error: expect.stringContaining('private') })
    expect(await subscribe(socket, 'member.USD')).toMatchObject({ ok: false })
    expect(await subscribe(socket, 'presence-USD')).toMatchObject({ ok: false })
    expect(await subscribe(socket, 'anything_else')).toMatchObject({ ok: false, error: 'unknown channel' })
    expect(await socket.timeout(2000).emitWithAck('unsubscribe', { channel: 'web_member' })).toEqual({
      ok: true,
      channel: 'web_member',
    })
  })
})

describe('operator dev hooks push the public events', () => {
  it('POST /api/dev/banners adds a banner and emits carousel_picture.url on web_api.{currency} only', async () => {
    const usd = await client()
    const vnd = await client()
    await subscribe(usd, 'web_api.USD')
    await subscribe(vnd, 'web_api.VND')
    let vndHeard = false
    vnd.on('carousel_picture.url', () => {
      vndHeard = true
    })
    const heard = next(usd, 'carousel_picture.url')
    const res = await post(server, '/api/dev/banners', {
      currency: 'USD',
      title: 'Flash sale',
      link_type: 0,
      url: 'https://promo.example.com/flash',
      link_method: 1,
    })
    expect(res).toMatchObject({ code: '100', data: { title: 'Flash sale', width: 1200, height: 400 } })
    expect(await heard).toEqual({ channel: 'web_api.USD', currency: 'USD' })
    const list = await post<{ web_carousel_picture_list: { title: string }[] }>(
      server,
      '/api/arks/web/carousel_picture',
      { site_id: SITE, use_type: 1 },
    )
    expect(list.data.web_carousel_picture_list.map((b) => b.title)).toContain('Flash sale')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(vndHeard).toBe(false)
  })

  it('replaces a banner by id with a new image version', async () => {
    const res = await post<{ id: number; photo_path: string }>(server, '/api/dev/banners', {
      id: 3,
      currency: 'USD',
      title: 'Sponsor, renewed',
      link_type: 0,
      url: 'https://sponsor.example.com/renewed',
    })
    expect(res.data).toMatchObject({ id: 3, photo_path: '/media/banner/3-v2.svg' })
    expect((await server.app.inject({ method: 'GET', url: '/media/banner/3-v1.svg' })).statusCode).toBe(404)
    expect((await server.app.inject({ method: 'GET', url: '/media/banner/3-v2.svg' })).statusCode).toBe(200)
    expect(
      await post(server, '/api/dev/banners', { id: 999, currency: 'USD', title: 'x', link_type: 0 }),
    ).toMatchObject({
      code: '404',
    })
  })

  it('POST /api/dev/customer-service-link emits customer_service_link_change on web_member', async () => {
    const socket = await client()
    await subscribe(socket, 'web_member')
    const heard = next(socket, 'customer_service_link_change')
    const link = 'https://support.example.com/new-chat'
    expect(await post(server, '/api/dev/customer-service-link', { customer_service_link: link })).toMatchObject({
      code: '100',
    })
    expect(await heard).toEqual({ channel: 'web_member', customer_service_link: link })
    const detail = await post<{ customer_service_link: string }>(server, '/api/arks/web/site/detail', { site_id: SITE })
    expect(detail.data.customer_service_link).toBe(link)
  })

  it('POST /api/dev/model-lists emits model_settings.url on {template}_template and sponsor/login on bob_mobile_template', async () => {
    const desktop = await client()
    const mobile = await client()
    await subscribe(desktop, 'suncity_template')
    await subscribe(mobile, 'bob_mobile_template')

    const settings = next(desktop, 'model_settings.url')
    await post(server, '/api/dev/model-lists', {
      kind: 'setting',
      language: 'ko_KR',
      template: 'suncity',
      items: [{ title: '주말 보너스', url: '/discount' }],
    })
    expect(await settings).toEqual({ channel: 'suncity_template', language: 'ko_KR' })
    const ko = await post<{ language: string; list: { title: string }[] }>(server, '/api/web/model_setting', {
      site_id: SITE,
      language: 'ko_KR',
      model_version: 'suncity',
    })
    expect(ko.data).toMatchObject({ language: 'ko_KR', list: [{ title: '주말 보너스' }] })

    const sponsor = next(mobile, 'model_sponsor.url')
    await post(server, '/api/dev/model-lists', {
      kind: 'sponsor',
      language: 'en_US',
      items: [{ title: 'New sponsor' }],
    })
    expect(await sponsor).toEqual({ channel: 'bob_mobile_template', language: 'en_US' })

    const login = next(mobile, 'model_login.url')
    await post(server, '/api/dev/model-lists', {
      kind: 'login',
      language: 'vi_VN',
      items: [{ title: 'Chơi có trách nhiệm', content: 'Đặt hạn mức nạp.' }],
    })
    expect(await login).toEqual({ channel: 'bob_mobile_template', language: 'vi_VN' })
  })

  it('POST /api/dev/bulletins adds a bulletin, and the xss preset adds the known payloads', async () => {
    const added = await post<{ id: number }>(server, '/api/dev/bulletins', {
      display_device: 2,
      display_content: 'Flash notice',
      content: '<p>Hello <em>mobile</em></p>',
    })
    expect(added.code).toBe('100')
    const xss = await post<{ id: number; content: string }>(server, '/api/dev/bulletins', { preset: 'xss' })
    expect(xss.code).toBe('100')
    for (const payload of ['onerror=', '<script>', 'javascript:', '<style>', '<form', '<svg onload=']) {
      expect(xss.data.content).toContain(payload)
    }
    const mobile = await post<{ list: { id: number }[] }>(server, '/api/arks/web/bulletin', {
      site_id: SITE,
      display_device: 2,
    })
    expect(mobile.data.list.map((b) => b.id)).toEqual(expect.arrayContaining([added.data.id, xss.data.id]))
    const desktop = await post<{ list: { id: number }[] }>(server, '/api/arks/web/bulletin', {
      site_id: SITE,
      display_device: 1,
    })
    expect(desktop.data.list.map((b) => b.id)).not.toContain(added.data.id)
    const expired = await post<{ id: number }>(server, '/api/dev/bulletins', {
      display_content: 'Old news',
      content: '<p>old</p>',
      expired: true,
    })
    const active = await post<{ list: { id: number }[] }>(server, '/api/arks/web/bulletin', {
      site_id: SITE,
      display_device: 0,
    })
    expect(active.data.list.map((b) => b.id)).not.toContain(expired.data.id)
    const history = await post<{ list: { id: number }[] }>(server, '/api/arks/web/bulletin/history', {
      site_id: SITE,
      display_device: 0,
    })
    expect(history.data.list.map((b) => b.id)).toContain(expired.data.id)
  })

  it('answers 400 naming the field and writes nothing for malformed hook bodies', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/dev/banners', { currency: 'usd', title: 'x', link_type: 0 }, 'currency'],
      ['/api/dev/banners', { currency: 'USD', title: 'x', link_type: 3 }, 'link_type'],
      ['/api/dev/banners', { currency: 'USD', title: 'x', link_type: 0, url: 'javascript:alert(1)' }, 'url'],
      ['/api/dev/banners', { currency: 'USD', title: 'x', link_type: 2 }, 'game_link_parameter'],
      ['/api/dev/customer-service-link', { customer_service_link: 'ftp://x' }, 'customer_service_link'],
      ['/api/dev/model-lists', { kind: 'ads', language: 'en_US', items: [] }, 'kind'],
      ['/api/dev/model-lists', { kind: 'login', language: 'xx', items: [] }, 'language'],
      ['/api/dev/bulletins', { content: '<p>x</p>' }, 'display_content'],
      ['/api/dev/bulletins', { display_content: 'x', display_device: 4 }, 'display_device'],
    ]
    for (const [url, payload, field] of cases) {
      const before = await rowCounts(server.db)
      const res = await post(server, url, payload)
      expect(res, `${url} ${field}`).toMatchObject({ status: 400, code: '400', data: { field } })
      expect(res.message.startsWith(`${field}: `)).toBe(true)
      expect(await rowCounts(server.db)).toEqual(before)
    }
    expect(await post(server, '/api/dev/bulletins', { site_id: 'nope', preset: 'xss' })).toMatchObject({ code: '102' })
  })

  it('does not register the hooks when dev hooks are off', async () => {
    const off = await startServer({ devHooks: false })
    try {
      for (const url of [
        '/api/dev/banners',
        '/api/dev/customer-service-link',
        '/api/dev/model-lists',
        '/api/dev/bulletins',
      ]) {
        const res = await off.app.inject({ method: 'POST', url, payload: {} })
        expect(res.statusCode, url).toBe(404)
      }
    } finally {
      await off.close()
    }
  })
})
