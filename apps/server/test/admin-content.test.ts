import {
  ADMIN_CONTENT_CODE,
  adminAnnouncementRemove,
  adminAnnouncementSave,
  adminAnnouncements,
  adminBannerRemove,
  adminBannerSave,
  adminBanners,
  adminCustomerServiceLink,
  adminCustomerServiceLinkSave,
  adminModelList,
  adminModelListSave,
  adminSiteLinks,
  adminSiteLinksSave,
  announcementMarquee,
  carouselPicture,
  modelSetting,
  siteDetail,
  webFloat,
  webFooter,
  webMobileFooter,
  type AdminAnnouncement,
  type AdminBanner,
} from '@lobby/api/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { newPlayer } from './wallet-helpers.ts'

/**
 * The content area of the operator console (issue 24) over its real routes:
 * banners, marquee, customer-service link, float / footers and model lists.
 * The role matrix of every call (a refused call writes nothing), bad input
 * named by its field, the public call showing a change at once (its kept
 * answer dropped), the public events the site reloads on, and the audit log.
 */

let server: LobbyServer
let baseUrl: string
let players = 0
const sockets = socketPool(() => baseUrl)
const api = (path: string) => `/api${path}`

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(() => sockets.closeAll())
afterAll(async () => {
  await server.close()
})

const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}
const publicCall = <T>(path: string, body: unknown) => send<T>(server, api(path), body)

const bannerBody = (title: string, extra: Record<string, unknown> = {}) => ({
  currency: 'USD',
  use_type: 1,
  title,
  url: 'https://promo.example.com/weekend',
  link_type: 0,
  ...extra,
})

/** A banner added through the dev hook; answers its id. */
async function devBanner(title = `Banner ${Date.now()}`): Promise<number> {
  const res = await send<{ id: number }>(server, '/api/dev/banners', bannerBody(title))
  expect(res.code).toBe('100')
  return res.data.id
}

async function auditOf(targetId: string, action?: string) {
  let query = server.db
    .selectFrom('audit_log')
    .select(['action', 'operator', 'role', 'target_kind', 'before', 'after'])
    .where('target_id', '=', targetId)
  if (action) query = query.where('action', '=', action)
  const rows = await query.orderBy('id').execute()
  return rows.map((r) => ({
    ...r,
    before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
    after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
  }))
}

const publicBannerTitles = async (useType: 1 | 2 = 1) =>
  (
    await publicCall<{ web_carousel_picture_list: { title: string }[] }>(carouselPicture.path, {
      site_id: SITE,
      use_type: useType,
    })
  ).data.web_carousel_picture_list.map((b) => b.title)

/** Every content call against every role, a group of calls per kind (each role's test stays short on PostgreSQL). */
describe('the role matrix: banners', () => {
  const calls = (): MatrixCall[] => [
    { path: adminBanners.path, roles: ['owner', 'content', 'auditor'], body: async () => ({}) },
    {
      path: adminBannerSave.path,
      roles: ['owner', 'content'],
      body: async () => bannerBody(`Matrix banner ${Date.now()}`),
    },
    {
      path: adminBannerRemove.path,
      roles: ['owner', 'content'],
      body: async () => ({ id: await devBanner() }),
      unchanged: async (body) =>
        (await server.db.selectFrom('banners').select('id').where('id', '=', Number(body.id)).execute()).length,
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `cnt${++players}user`)).token,
  )
})

describe('the role matrix: marquee', () => {
  const calls = (): MatrixCall[] => [
    { path: adminAnnouncements.path, roles: ['owner', 'content', 'auditor'], body: async () => ({}) },
    {
      path: adminAnnouncementSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ content: 'Matrix marquee' }),
    },
    {
      path: adminAnnouncementRemove.path,
      roles: ['owner', 'content'],
      body: async () => ({ id: await seededAnnouncement() }),
      unchanged: async (body) =>
        (await server.db.selectFrom('announcements').select('id').where('id', '=', Number(body.id)).execute()).length,
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `cnt${++players}user`)).token,
  )
})

describe('the role matrix: customer-service link', () => {
  const calls = (): MatrixCall[] => [
    { path: adminCustomerServiceLink.path, roles: ['owner', 'content', 'auditor'], body: async () => ({}) },
    {
      path: adminCustomerServiceLinkSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ customer_service_link: `https://chat.example.com/${Date.now()}` }),
      unchanged: async () =>
        (
          await server.db
            .selectFrom('site_settings')
            .select('customer_service_link')
            .where('site_id', '=', SITE)
            .executeTakeFirstOrThrow()
        ).customer_service_link,
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `cnt${++players}user`)).token,
  )
})

describe('the role matrix: site links', () => {
  const calls = (): MatrixCall[] => [
    { path: adminSiteLinks.path, roles: ['owner', 'content', 'auditor'], body: async () => ({ kind: 'float' }) },
    {
      path: adminSiteLinksSave.path,
      roles: ['owner', 'content'],
      body: async () => ({
        kind: 'float',
        items: [{ key: 'right', title: `Chat ${Date.now()}`, url: '/service' }],
      }),
      unchanged: async () =>
        (
          await server.db
            .selectFrom('content_items')
            .select('title')
            .where('kind', '=', 'float')
            .orderBy('id')
            .execute()
        ).map((r) => r.title),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `cnt${++players}user`)).token,
  )
})

describe('the role matrix: model lists', () => {
  const calls = (): MatrixCall[] => [
    {
      path: adminModelList.path,
      roles: ['owner', 'content', 'auditor'],
      body: async () => ({ kind: 'sponsor', language: 'en_US' }),
    },
    {
      path: adminModelListSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ kind: 'sponsor', language: 'th_TH', items: [{ title: `Sponsor ${Date.now()}` }] }),
      unchanged: async () =>
        (
          await server.db
            .selectFrom('content_items')
            .select('title')
            .where('kind', '=', 'sponsor')
            .where('language', '=', 'th_TH')
            .orderBy('id')
            .execute()
        ).map((r) => r.title),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `cnt${++players}user`)).token,
  )
})

/** A fresh marquee announcement, written as the content desk; answers its id. */
async function seededAnnouncement(): Promise<number> {
  const res = await call<AdminAnnouncement>(await tokenOf('content01'), adminAnnouncementSave.path, {
    content: `Marquee ${Date.now()}`,
  })
  expect(res.code).toBe('100')
  return res.data.id
}

describe('banners', () => {
  it('added, changed and removed: the public carousel shows it at once, the currency hears each, all audited', async () => {
    const token = await tokenOf('content01')
    const usd = await sockets.open()
    await subscribe(usd, 'web_api.USD')
    const title = `Console banner ${Date.now()}`
    // Read once, so the public answer is kept: the write must drop it.
    expect(await publicBannerTitles()).not.toContain(title)
    let heard = nextEvent(usd, 'carousel_picture.url')
    const added = await call<AdminBanner>(token, adminBannerSave.path, bannerBody(title, { sort: -5, link_method: 1 }))
    expect(added.code).toBe('100')
    expect(added.data).toMatchObject({ title, currency: 'USD', use_type: 1, width: 1200, height: 400, link_method: 1 })
    expect(await heard).toEqual({ channel: 'web_api.USD', currency: 'USD' })
    expect((await publicBannerTitles())[0]).toBe(title)

    // Moved to the mobile carousel with a game link, and to VND: both currencies hear it.
    const vnd = await sockets.open()
    await subscribe(vnd, 'web_api.VND')
    heard = nextEvent(usd, 'carousel_picture.url')
    const heardVnd = nextEvent(vnd, 'carousel_picture.url')
    const game = {
      currency: 'VND',
      gt_id: 1,
      gp_id: 'PG',
      game_type: 1,
      game_code: 'x',
      gp_gt_name: 'PG',
      customized: 0,
    }
    const changed = await call<AdminBanner>(
      token,
      adminBannerSave.path,
      bannerBody(`${title} (game)`, {
        id: added.data.id,
        use_type: 2,
        currency: 'VND',
        link_type: 2,
        url: '',
        game_link_parameter: game,
      }),
    )
    expect(changed.data).toMatchObject({
      id: added.data.id,
      use_type: 2,
      width: 750,
      link_type: 2,
      game_link_parameter: game,
    })
    expect(changed.data.photo_path).not.toBe(added.data.photo_path)
    await heard
    expect(await heardVnd).toEqual({ channel: 'web_api.VND', currency: 'VND' })
    expect(await publicBannerTitles()).not.toContain(title)
    expect(await publicBannerTitles(2)).toContain(`${title} (game)`)

    heard = nextEvent(vnd, 'carousel_picture.url')
    expect((await call(token, adminBannerRemove.path, { id: added.data.id })).data).toEqual({ id: added.data.id })
    await heard
    expect(await publicBannerTitles(2)).not.toContain(`${title} (game)`)

    const log = await auditOf(String(added.data.id))
    expect(log.map((e) => [e.action, e.operator, e.role])).toEqual([
      ['banner.add', 'content01', 'content'],
      ['banner.change', 'content01', 'content'],
      ['banner.remove', 'content01', 'content'],
    ])
    expect(log[0]!.before).toBeNull()
    expect(log[1]!.before).toMatchObject({ title, currency: 'USD', use_type: 1 })
    expect(log[1]!.after).toMatchObject({ title: `${title} (game)`, currency: 'VND', use_type: 2 })
    expect(log[2]!.after).toBeNull()
  })

  it('shows a scheduled banner only between its start and its end', async () => {
    const token = await tokenOf('owner01')
    const now = Date.now()
    const iso = (ms: number) => new Date(ms).toISOString()
    const later = `Later ${now}`
    const over = `Over ${now}`
    const live = `Live ${now}`
    for (const [title, start, end] of [
      [later, iso(now + 3_600_000), null],
      [over, iso(now - 7_200_000), iso(now - 3_600_000)],
      [live, iso(now - 60_000), iso(now + 3_600_000)],
    ] as const) {
      const res = await call<AdminBanner>(
        token,
        adminBannerSave.path,
        bannerBody(title, { start_at: start, end_at: end }),
      )
      expect(res.data).toMatchObject({ start_at: start, end_at: end })
    }
    const shown = await publicBannerTitles()
    expect(shown).toContain(live)
    expect(shown).not.toContain(later)
    expect(shown).not.toContain(over)
    // The console lists them all.
    const listed = (await call<{ list: AdminBanner[] }>(token, adminBanners.path, { use_type: 1 })).data.list
    expect(listed.map((b) => b.title)).toEqual(expect.arrayContaining([later, over, live]))
    expect(listed.every((b) => b.use_type === 1)).toBe(true)
  })

  it('names the field of a malformed banner and writes nothing; unknown banner 130, unknown site 132', async () => {
    const token = await tokenOf('content01')
    const before = await rowCounts(server.db)
    const now = Date.now()
    const game = {
      currency: 'USD',
      gt_id: 1,
      gp_id: 'PG',
      game_type: 1,
      game_code: 'x',
      gp_gt_name: 'PG',
      customized: 0,
    }
    for (const [body, field] of [
      [bannerBody('x', { url: 'javascript:alert(1)' }), 'url'],
      [bannerBody('x', { url: '//evil.example.com/x' }), 'url'],
      [bannerBody('x', { url: 'https://user:pw@evil.example.com/' }), 'url'],
      [bannerBody('x', { url: 'data:text/html,hi' }), 'url'],
      [bannerBody('x', { link_type: 3 }), 'link_type'],
      [bannerBody('x', { link_type: 2, url: '' }), 'game_link_parameter'],
      [bannerBody('x', { link_type: 2, game_link_parameter: { ...game, gt_id: 'one' } }), 'game_link_parameter.gt_id'],
      [bannerBody('x', { currency: 'XYZ' }), 'currency'],
      [bannerBody('x', { currency: 'usd' }), 'currency'],
      [bannerBody('x', { use_type: 3 }), 'use_type'],
      [bannerBody('x', { link_method: 2 }), 'link_method'],
      [bannerBody('  '), 'title'],
      [bannerBody('x', { start_at: 'tomorrow' }), 'start_at'],
      [
        bannerBody('x', { start_at: new Date(now + 60_000).toISOString(), end_at: new Date(now).toISOString() }),
        'end_at',
      ],
    ] as const) {
      const res = await call(token, adminBannerSave.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(token, adminBannerRemove.path, { id: 'x' })).data).toEqual({ field: 'id' })
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await call(token, adminBannerSave.path, bannerBody('x', { id: 999_999 }))).code).toBe(
      ADMIN_CONTENT_CODE.bannerNotFound,
    )
    expect((await call(token, adminBannerRemove.path, { id: 999_999 })).code).toBe(ADMIN_CONTENT_CODE.bannerNotFound)
    expect((await call(token, adminBannerSave.path, bannerBody('x', { site_id: 'nope' }))).code).toBe(
      ADMIN_CONTENT_CODE.siteNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('the dev hook adds and changes through the same code path, audited as dev-hook', async () => {
    const id = await devBanner('Dev hook banner')
    const changed = await send<{ id: number }>(server, '/api/dev/banners', bannerBody('Dev hook banner 2', { id }))
    expect(changed.code).toBe('100')
    expect((await auditOf(String(id))).map((e) => [e.action, e.operator])).toEqual([
      ['banner.add', 'dev-hook'],
      ['banner.change', 'dev-hook'],
    ])
    expect((await send(server, '/api/dev/banners', bannerBody('x', { url: '//evil.example.com' }))).data).toEqual({
      field: 'url',
    })
  })
})

describe('marquee', () => {
  const publicMarquee = async () =>
    (
      await publicCall<{ web_announcement_list: { content: string }[] }>(announcementMarquee.path, { site_id: SITE })
    ).data.web_announcement_list.map((a) => a.content)

  it('added, changed and removed: the public marquee shows it at once, audited', async () => {
    const token = await tokenOf('owner01')
    const text = `Maintenance tonight ${Date.now()}`
    expect(await publicMarquee()).not.toContain(text)
    const added = await call<AdminAnnouncement>(token, adminAnnouncementSave.path, {
      content: text,
      display_before_login: 0,
      sort: 3,
    })
    expect(added.data).toMatchObject({ content: text, display_before_login: 0, display_after_login: 1, sort: 3 })
    expect(await publicMarquee()).toContain(text)
    const changed = await call<AdminAnnouncement>(token, adminAnnouncementSave.path, {
      id: added.data.id,
      content: `${text}!`,
    })
    expect(changed.data).toMatchObject({ content: `${text}!`, created_at: added.data.created_at })
    expect(await publicMarquee()).toContain(`${text}!`)
    const listed = (await call<{ list: AdminAnnouncement[] }>(token, adminAnnouncements.path, {})).data.list
    expect(listed.map((a) => a.id)).toContain(added.data.id)
    await call(token, adminAnnouncementRemove.path, { id: added.data.id })
    expect(await publicMarquee()).not.toContain(`${text}!`)
    const log = await auditOf(String(added.data.id))
    expect(log.map((e) => e.action)).toEqual(['marquee.add', 'marquee.change', 'marquee.remove'])
    expect(log[1]!.before).toMatchObject({ content: text })
    expect(log[1]!.after).toMatchObject({ content: `${text}!` })
  })

  it('names the field of a malformed announcement, writes nothing; unknown 131', async () => {
    const token = await tokenOf('content01')
    const before = await rowCounts(server.db)
    for (const [body, field] of [
      [{ content: '   ' }, 'content'],
      [{ content: 'x'.repeat(501) }, 'content'],
      [{ content: 'x', display_before_login: 2 }, 'display_before_login'],
      [{ content: 'x', display_after_login: 'yes' }, 'display_after_login'],
      [{ content: 'x', sort: 1.5 }, 'sort'],
    ] as const) {
      const res = await call(token, adminAnnouncementSave.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(token, adminAnnouncementSave.path, { id: 999_999, content: 'x' })).code).toBe(
      ADMIN_CONTENT_CODE.announcementNotFound,
    )
    expect((await call(token, adminAnnouncementRemove.path, { id: 999_999 })).code).toBe(
      ADMIN_CONTENT_CODE.announcementNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('customer-service link', () => {
  it('set: the site details show it at once and web_member hears it; audited with before and after', async () => {
    const token = await tokenOf('content01')
    const was = (await call<{ customer_service_link: string }>(token, adminCustomerServiceLink.path)).data
      .customer_service_link
    await publicCall(siteDetail.path, { site_id: SITE })
    const socket = await sockets.open()
    await subscribe(socket, 'web_member')
    const heard = nextEvent(socket, 'customer_service_link_change')
    const link = `https://help.example.com/chat/${Date.now()}`
    const res = await call(token, adminCustomerServiceLinkSave.path, { customer_service_link: link })
    expect(res.data).toEqual({ customer_service_link: link })
    expect(await heard).toEqual({ channel: 'web_member', customer_service_link: link })
    const detail = await publicCall<{ customer_service_link: string }>(siteDetail.path, { site_id: SITE })
    expect(detail.data.customer_service_link).toBe(link)
    const log = await auditOf(SITE, 'customer_service_link.set')
    expect(log.at(-1)).toMatchObject({
      operator: 'content01',
      before: { customer_service_link: was },
      after: { customer_service_link: link },
    })
  })

  it('refuses anything but an http(s) URL, naming the field; unknown site 132', async () => {
    const token = await tokenOf('owner01')
    const before = await rowCounts(server.db)
    for (const link of [
      'javascript:alert(1)',
      '/service',
      '//evil.example.com',
      'ftp://x.example.com',
      '',
      'https://',
    ]) {
      const res = await call(token, adminCustomerServiceLinkSave.path, { customer_service_link: link })
      expect(res.status, link).toBe(400)
      expect(res.data).toEqual({ field: 'customer_service_link' })
    }
    expect(
      (
        await call(token, adminCustomerServiceLinkSave.path, {
          site_id: 'nope',
          customer_service_link: 'https://a.example',
        })
      ).code,
    ).toBe(ADMIN_CONTENT_CODE.siteNotFound)
    expect((await call(token, adminCustomerServiceLink.path, { site_id: 'nope' })).code).toBe(
      ADMIN_CONTENT_CODE.siteNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('float, mobile footer and footer', () => {
  it('a replaced list is what the public call answers at once, in order; audited', async () => {
    const token = await tokenOf('content01')
    const stamp = Date.now()
    await publicCall(webFloat.path, { site_id: SITE })
    const float = [
      { key: 'left', title: `Gift ${stamp}`, url: '/discount', photo_path: '/media/float/gift.svg' },
      { key: 'right', title: `Chat ${stamp}`, url: 'https://chat.example.com/' },
    ]
    const saved = await call(token, adminSiteLinksSave.path, { kind: 'float', items: float })
    expect(saved.code).toBe('100')
    const shown = await publicCall<{ list: { title: string; position: string; url: string }[] }>(webFloat.path, {
      site_id: SITE,
    })
    expect(shown.data.list.map((f) => [f.title, f.position, f.url])).toEqual([
      [`Gift ${stamp}`, 'left', '/discount'],
      [`Chat ${stamp}`, 'right', 'https://chat.example.com/'],
    ])
    const listed = await call<{ items: { title: string }[] }>(token, adminSiteLinks.path, { kind: 'float' })
    expect(listed.data.items.map((i) => i.title)).toEqual([`Gift ${stamp}`, `Chat ${stamp}`])

    await call(token, adminSiteLinksSave.path, {
      kind: 'footer',
      items: [{ key: 'help', title: `Help ${stamp}`, url: '/faq/help' }],
    })
    const footer = await publicCall<{ list: { title: string; group: string }[] }>(webFooter.path, { site_id: SITE })
    expect(footer.data.list).toEqual([expect.objectContaining({ title: `Help ${stamp}`, group: 'help' })])

    await call(token, adminSiteLinksSave.path, {
      kind: 'mobile_footer',
      items: [{ key: 'deposit', title: `Deposit ${stamp}`, url: '/deposit', need_login: 1 }],
    })
    const mobile = await publicCall<{ list: { title: string; need_login: number }[] }>(webMobileFooter.path, {
      site_id: SITE,
      template: 'H5_1',
    })
    expect(mobile.data.list).toEqual([expect.objectContaining({ title: `Deposit ${stamp}`, need_login: 1 })])

    const log = await auditOf(SITE, 'site_links.replace')
    expect(log.map((e) => e.target_kind).slice(-3)).toEqual(['float', 'footer', 'mobile_footer'])
    expect(log.at(-3)!.after).toMatchObject({ items: [{ title: `Gift ${stamp}` }, { title: `Chat ${stamp}` }] })
  })

  it('names the field of a malformed list, writes nothing', async () => {
    const token = await tokenOf('content01')
    const before = await rowCounts(server.db)
    const item = { key: 'left', title: 'x', url: '/x' }
    for (const [body, field] of [
      [{ kind: 'sidebar', items: [] }, 'kind'],
      [{ kind: 'float', items: [{ ...item, key: 'top' }] }, 'items.0.key'],
      [{ kind: 'footer', items: [{ ...item, key: 'news' }] }, 'items.0.key'],
      [{ kind: 'mobile_footer', items: [{ ...item, key: 'Home!' }] }, 'items.0.key'],
      [{ kind: 'float', items: [item, { ...item, url: 'javascript:alert(1)' }] }, 'items.1.url'],
      [{ kind: 'float', items: [{ ...item, photo_path: '//evil.example.com/x.png' }] }, 'items.0.photo_path'],
      [{ kind: 'float', items: [{ ...item, title: '' }] }, 'items.0.title'],
      [{ kind: 'float', items: Array.from({ length: 11 }, () => item) }, 'items'],
    ] as const) {
      const res = await call(token, adminSiteLinksSave.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(token, adminSiteLinksSave.path, { site_id: 'nope', kind: 'float', items: [] })).code).toBe(
      ADMIN_CONTENT_CODE.siteNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('a save made from a list another operator changed since is refused (137), nothing written; two at once: one wins', async () => {
    const mine = await tokenOf('content01')
    const theirs = await tokenOf('owner01')
    type Links = { items: { title: string }[]; version: string }
    const read = async () => (await call<Links>(mine, adminSiteLinks.path, { kind: 'footer' })).data
    const item = (title: string) => ({ key: 'help', title, url: '/faq' })
    const opened = await read()
    expect(opened.version).toMatch(/^[0-9a-f]{16}$/)
    // The owner saves first, from the same list.
    const first = await call<Links>(theirs, adminSiteLinksSave.path, {
      kind: 'footer',
      items: [...opened.items, item('Owner link')],
      version: opened.version,
    })
    expect(first.code).toBe('100')
    expect(first.data.version).not.toBe(opened.version)
    expect(first.data.version).toBe((await read()).version)
    // Mine, made from the list as I opened it, would undo theirs: refused, and nothing written.
    const before = await rowCounts(server.db)
    const stale = await call(mine, adminSiteLinksSave.path, {
      kind: 'footer',
      items: [...opened.items, item('My link')],
      version: opened.version,
    })
    expect(stale.code).toBe(ADMIN_CONTENT_CODE.listChanged)
    expect(stale.message).toBe(
      'someone else changed this list since you opened it: it has been read again, make your change once more',
    )
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await read()).items.map((i) => i.title)).toContain('Owner link')
    // Read again, it goes through; the same list saved twice keeps its version (equal lists, equal versions).
    const again = await read()
    const mineNow = await call<Links>(mine, adminSiteLinksSave.path, {
      kind: 'footer',
      items: [...again.items, item('My link')],
      version: again.version,
    })
    expect(mineNow.code).toBe('100')
    // Two saves at once from one version: one is made, the other refused (the site's lists are saved one at a time).
    const now = await read()
    const both = await Promise.all(
      ['A', 'B'].map((name) =>
        call(name === 'A' ? mine : theirs, adminSiteLinksSave.path, {
          kind: 'footer',
          items: [item(`Race ${name}`)],
          version: now.version,
        }),
      ),
    )
    expect(both.map((r) => r.code).sort()).toEqual(['100', ADMIN_CONTENT_CODE.listChanged])
    // A malformed version is named; none at all replaces whatever the list is (the dev hooks, scripts).
    expect((await call(mine, adminSiteLinksSave.path, { kind: 'footer', items: [], version: 'v1' })).data).toEqual({
      field: 'version',
    })
    expect((await call(mine, adminSiteLinksSave.path, { kind: 'footer', items: opened.items })).code).toBe('100')
  })

  it('a model list is versioned the same way', async () => {
    const token = await tokenOf('content01')
    type Models = { items: { title: string }[]; version: string }
    const body = { kind: 'sponsor', language: 'ko_KR' } as const
    const opened = (await call<Models>(token, adminModelList.path, body)).data
    const saved = await call<Models>(token, adminModelListSave.path, {
      ...body,
      items: [{ title: 'Sponsor A' }],
      version: opened.version,
    })
    expect(saved.code).toBe('100')
    expect(saved.data.version).toBe((await call<Models>(token, adminModelList.path, body)).data.version)
    const before = await rowCounts(server.db)
    const stale = await call(token, adminModelListSave.path, { ...body, items: [], version: opened.version })
    expect(stale.code).toBe(ADMIN_CONTENT_CODE.listChanged)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('the float and mobile-footer dev hooks replace through the same code path, audited as dev-hook', async () => {
    expect(
      (await send(server, '/api/dev/float', { items: [{ title: 'Hook', url: '/x', position: 'right' }] })).code,
    ).toBe('100')
    expect((await auditOf(SITE, 'site_links.replace')).at(-1)).toMatchObject({
      operator: 'dev-hook',
      target_kind: 'float',
      after: { items: [{ key: 'right', title: 'Hook', url: '/x' }] },
    })
  })
})

describe('model lists', () => {
  it('a replaced ads list is in the public answer at once, every desktop template hears it; audited', async () => {
    const token = await tokenOf('content01')
    const suncity = await sockets.open()
    await subscribe(suncity, 'suncity_template')
    const heard = nextEvent(suncity, 'model_settings.url')
    const title = `Weekend bonus ${Date.now()}`
    const read = () =>
      publicCall<{ language: string; list: { title: string; url: string }[] }>(modelSetting.path, {
        site_id: SITE,
        language: 'ja_JP',
        model_version: 'suncity',
      })
    await read()
    const res = await call(token, adminModelListSave.path, {
      kind: 'setting',
      language: 'ja_JP',
      items: [{ title, url: '/discount', content: 'Up to 100%' }],
    })
    expect(res.code).toBe('100')
    expect(await heard).toEqual({ channel: 'suncity_template', language: 'ja_JP' })
    expect((await read()).data).toMatchObject({ language: 'ja_JP', list: [{ title, url: '/discount' }] })
    const listed = await call<{ items: { title: string }[] }>(token, adminModelList.path, {
      kind: 'setting',
      language: 'ja_JP',
    })
    expect(listed.data.items).toEqual([{ title, url: '/discount', content: 'Up to 100%', photo_path: '' }])
    expect((await auditOf(SITE, 'model_list.replace')).at(-1)).toMatchObject({
      operator: 'content01',
      target_kind: 'model_setting',
      after: { language: 'ja_JP', items: [{ title }] },
    })
  })

  it('a sponsor list tells bob_mobile_template', async () => {
    const token = await tokenOf('owner01')
    const mobile = await sockets.open()
    await subscribe(mobile, 'bob_mobile_template')
    const heard = nextEvent(mobile, 'model_sponsor.url')
    await call(token, adminModelListSave.path, { kind: 'sponsor', language: 'ko_KR', items: [{ title: 'Club' }] })
    expect(await heard).toEqual({ channel: 'bob_mobile_template', language: 'ko_KR' })
  })

  it('names the field of a malformed list, writes nothing', async () => {
    const token = await tokenOf('content01')
    const before = await rowCounts(server.db)
    for (const [body, field] of [
      [{ kind: 'ads', language: 'en_US', items: [] }, 'kind'],
      [{ kind: 'setting', language: 'xx_XX', items: [] }, 'language'],
      [{ kind: 'setting', language: 'en_US', items: [{ title: 'x', url: 'javascript:alert(1)' }] }, 'items.0.url'],
      [
        { kind: 'setting', language: 'en_US', items: [{ title: 'x', photo_path: 'data:image/png,x' }] },
        'items.0.photo_path',
      ],
      [{ kind: 'setting', language: 'en_US', items: Array.from({ length: 51 }, () => ({ title: 'x' })) }, 'items'],
    ] as const) {
      const res = await call(token, adminModelListSave.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect(
      (await call(token, adminModelListSave.path, { site_id: 'nope', kind: 'login', language: 'en_US', items: [] }))
        .code,
    ).toBe(ADMIN_CONTENT_CODE.siteNotFound)
    expect(await rowCounts(server.db)).toEqual(before)
  })
})
