import {
  ADMIN_CONTENT_CODE,
  ADMIN_PAGES_CODE,
  adminFaqGroupRemove,
  adminFaqGroupSave,
  adminFaqRemove,
  adminFaqSave,
  adminFaqs,
  adminPromotionRemove,
  adminPromotionSave,
  adminPromotions,
  faqList,
  promotionList,
  type AdminFaq,
  type AdminFaqGroup,
  type AdminPromotion,
  type Faq,
  type Promotion,
} from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { newPlayer } from './wallet-helpers.ts'

/**
 * The content pages of the operator console (issue 24) over their real
 * routes: promotions (/discount) and the FAQ (/faq). The role matrix of every
 * call (a refused call writes nothing), bad input named by its field, the
 * public calls showing a change at once, one id per offer or question across
 * languages and never across sites, and the audit log.
 */

let server: LobbyServer
let players = 0

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const tokenOf = (account: string) => operatorApi(server).tokenOf(account)
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return operatorApi(server).call<T>(token, path, body)
}
const publicCall = <T>(path: string, body: unknown) => send<T>(server, `/api${path}`, body)

const SEEDED_AT = '2024-01-01T00:00:00.000Z'
const promotionBody = (title: string, extra: Record<string, unknown> = {}) => ({
  language: 'en_US',
  title,
  summary: 'Double your first deposit.',
  content: '<p>Deposit and we match it.</p>',
  start_at: SEEDED_AT,
  ...extra,
})

let content: string
beforeAll(async () => {
  content = await tokenOf('content01')
})

async function addPromotion(title = `Offer ${Date.now()}`, extra: Record<string, unknown> = {}) {
  const res = await call<AdminPromotion>(content, adminPromotionSave.path, promotionBody(title, extra))
  expect(res.code, res.message).toBe('100')
  return res.data
}

async function addGroup(key: string, language = 'en_US') {
  const res = await call<AdminFaqGroup>(content, adminFaqGroupSave.path, { language, key, title: `Group ${key}` })
  expect(res.code, res.message).toBe('100')
  return res.data
}

async function addFaq(group: string, extra: Record<string, unknown> = {}) {
  const res = await call<AdminFaq>(content, adminFaqSave.path, {
    language: 'en_US',
    group,
    title: 'How do I?',
    content: '<p>Like this.</p>',
    ...extra,
  })
  expect(res.code, res.message).toBe('100')
  return res.data
}

async function auditOf(targetKind: string, targetId: string) {
  const rows = await server.db
    .selectFrom('audit_log')
    .select(['action', 'operator', 'before', 'after'])
    .where('target_kind', '=', targetKind)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    action: r.action,
    operator: r.operator,
    before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
    after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
  }))
}

const publicPromotions = async (language = 'en_US', currency = 'USD') =>
  (await publicCall<{ list: Promotion[] }>(promotionList.path, { site_id: SITE, currency, language })).data.list
const publicFaqs = async (language = 'en_US') =>
  (await publicCall<{ list: Faq[] }>(faqList.path, { site_id: SITE, language })).data.list

const promotionText = async (id: number, language: string) =>
  server.db
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst()

describe('the role matrix: promotions', () => {
  let groupN = 0
  const calls = (): MatrixCall[] => [
    { path: adminPromotions.path, roles: ['owner', 'content', 'auditor'], body: async () => ({ language: 'en_US' }) },
    {
      path: adminPromotionSave.path,
      roles: ['owner', 'content'],
      body: async () => promotionBody(`Matrix offer ${Date.now()}`),
    },
    {
      // A change to an existing offer: a refused one must leave its text as it was.
      path: adminPromotionSave.path,
      roles: ['owner', 'content'],
      body: async () => promotionBody(`Changed ${++groupN}`, { id: (await addPromotion()).id }),
      unchanged: async (body) => await promotionText(Number(body.id), 'en_US'),
    },
    {
      path: adminPromotionRemove.path,
      roles: ['owner', 'content'],
      body: async () => ({ id: (await addPromotion()).id }),
      unchanged: async (body) => await promotionText(Number(body.id), 'en_US'),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `pgs${++players}user`)).token,
  )
})

describe('the role matrix: FAQ', () => {
  let n = 0
  const calls = (): MatrixCall[] => [
    { path: adminFaqs.path, roles: ['owner', 'content', 'auditor'], body: async () => ({ language: 'en_US' }) },
    {
      path: adminFaqGroupSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ language: 'en_US', key: `matrix_${++n}`, title: 'Matrix' }),
    },
    {
      path: adminFaqGroupSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ language: 'en_US', key: (await addGroup(`mchange_${++n}`)).key, title: 'Changed' }),
      unchanged: async (body) =>
        server.db
          .selectFrom('faq_groups')
          .selectAll()
          .where('key', '=', String(body.key))
          .where('language', '=', 'en_US')
          .executeTakeFirst(),
    },
    {
      path: adminFaqGroupRemove.path,
      roles: ['owner', 'content'],
      body: async () => ({ language: 'en_US', key: (await addGroup(`mremove_${++n}`)).key }),
    },
    {
      path: adminFaqSave.path,
      roles: ['owner', 'content'],
      body: async () => ({ language: 'en_US', group: 'account', title: 'Matrix question', content: '<p>a</p>' }),
    },
    {
      path: adminFaqSave.path,
      roles: ['owner', 'content'],
      body: async () => ({
        id: (await addFaq('account')).id,
        language: 'en_US',
        group: 'account',
        title: 'Changed question',
        content: '<p>b</p>',
      }),
      unchanged: async (body) =>
        server.db.selectFrom('faqs').selectAll().where('id', '=', Number(body.id)).executeTakeFirst(),
    },
    {
      path: adminFaqRemove.path,
      roles: ['owner', 'content'],
      body: async () => ({ id: (await addFaq('account')).id }),
      unchanged: async (body) =>
        server.db.selectFrom('faqs').selectAll().where('id', '=', Number(body.id)).executeTakeFirst(),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `pgf${++players}user`)).token,
  )
})

describe('promotions', () => {
  it('added, translated, changed and removed: the public page shows each at once; audited with before and after', async () => {
    const added = await addPromotion('Weekend reload', { sort: -50 })
    expect(added).toMatchObject({ site_id: SITE, language: 'en_US', currency: null, gt_id: null, languages: ['en_US'] })
    expect(added.photo_path).toBe(`/media/promotion/${added.id}-en_US.svg`)
    expect((await publicPromotions())[0]).toMatchObject({ id: added.id, title: 'Weekend reload' })

    // The same offer in Vietnamese: the same id; its schedule and order are the offer's, set in every language.
    const vi = await call<AdminPromotion>(
      content,
      adminPromotionSave.path,
      promotionBody('Nạp lại cuối tuần', { id: added.id, language: 'vi_VN', sort: -60, currency: 'USD' }),
    )
    expect(vi.data).toMatchObject({ id: added.id, language: 'vi_VN', languages: ['en_US', 'vi_VN'], sort: -60 })
    expect(await promotionText(added.id, 'en_US')).toMatchObject({
      title: 'Weekend reload',
      sort: -60,
      currency: 'USD',
    })
    expect((await publicPromotions('vi_VN'))[0]).toMatchObject({ id: added.id, title: 'Nạp lại cuối tuần' })
    // For USD only now: a VND visitor no longer sees it.
    expect((await publicPromotions('en_US', 'VND')).map((p) => p.id)).not.toContain(added.id)

    // Ended yesterday: gone from the page, still in the console's list.
    const ended = await call<AdminPromotion>(
      content,
      adminPromotionSave.path,
      promotionBody('Weekend reload', { id: added.id, end_at: new Date(Date.now() - 60_000).toISOString() }),
    )
    expect(ended.code).toBe('100')
    expect((await publicPromotions()).map((p) => p.id)).not.toContain(added.id)
    const listed = await call<{ list: AdminPromotion[] }>(content, adminPromotions.path, { language: 'vi_VN' })
    expect(listed.data.list.find((p) => p.id === added.id)).toMatchObject({ end_at: ended.data.end_at })

    // One language removed, then the offer.
    const oneGone = await call(content, adminPromotionRemove.path, { id: added.id, language: 'vi_VN' })
    expect(oneGone.data).toEqual({ id: added.id, languages: ['en_US'] })
    expect(await promotionText(added.id, 'vi_VN')).toBeUndefined()
    expect((await call(content, adminPromotionRemove.path, { id: added.id })).data).toEqual({
      id: added.id,
      languages: [],
    })
    expect(await promotionText(added.id, 'en_US')).toBeUndefined()

    const audit = await auditOf('promotion', String(added.id))
    expect(audit.map((e) => [e.action, e.operator])).toEqual([
      ['promotion.add', 'content01'],
      ['promotion.change', 'content01'],
      ['promotion.change', 'content01'],
      ['promotion.remove', 'content01'],
      ['promotion.remove', 'content01'],
    ])
    expect(audit[0]).toMatchObject({ before: null, after: { title: 'Weekend reload', language: 'en_US' } })
    // The translation was a new text: nothing before it in that language.
    expect(audit[1]).toMatchObject({ before: null, after: { title: 'Nạp lại cuối tuần', language: 'vi_VN' } })
    expect(audit[2]).toMatchObject({ before: { end_at: null }, after: { end_at: ended.data.end_at } })
    expect(audit[3]!.before).toMatchObject({ texts: [{ language: 'vi_VN' }] })
  })

  it('lists one language only, with the languages each offer has', async () => {
    const seededEn = await call<{ list: AdminPromotion[] }>(content, adminPromotions.path, { language: 'en_US' })
    expect(seededEn.data.list.length).toBeGreaterThan(0)
    expect(seededEn.data.list.every((p) => p.language === 'en_US' && p.languages.includes('en_US'))).toBe(true)
    // The seed's ended (7) and future (8) offers are there for the operator, not on the public page.
    const ids = seededEn.data.list.map((p) => p.id)
    expect(ids).toEqual(expect.arrayContaining([7, 8]))
    expect((await publicPromotions()).map((p) => p.id)).not.toEqual(expect.arrayContaining([7]))
  })

  it('names the field of a malformed promotion and writes nothing; unknown 133, unknown site 132', async () => {
    const before = await rowCounts(server.db)
    const later = new Date(Date.parse(SEEDED_AT) - 1000).toISOString()
    for (const [body, field] of [
      [promotionBody('   '), 'title'],
      [promotionBody('x', { title: 'y'.repeat(201) }), 'title'],
      [promotionBody('x', { summary: '' }), 'summary'],
      [promotionBody('x', { content: '' }), 'content'],
      [promotionBody('x', { content: 'z'.repeat(20_001) }), 'content'],
      [promotionBody('x', { language: 'xx_XX' }), 'language'],
      [promotionBody('x', { currency: 'XYZ' }), 'currency'],
      [promotionBody('x', { gt_id: 'slots' }), 'gt_id'],
      [promotionBody('x', { gt_id: 999 }), 'gt_id'],
      [promotionBody('x', { start_at: 'today' }), 'start_at'],
      [promotionBody('x', { end_at: later }), 'end_at'],
      [promotionBody('x', { sort: 1.5 }), 'sort'],
      [promotionBody('x', { id: -1 }), 'id'],
    ] as const) {
      const res = await call(content, adminPromotionSave.path, body)
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect((await call(content, adminPromotionRemove.path, { id: 'x' })).data).toEqual({ field: 'id' })
    expect((await call(content, adminPromotionRemove.path, { id: 1, language: 'xx' })).data).toEqual({
      field: 'language',
    })
    expect(await rowCounts(server.db)).toEqual(before)

    expect((await call(content, adminPromotionSave.path, promotionBody('x', { id: 999_999 }))).code).toBe(
      ADMIN_PAGES_CODE.promotionNotFound,
    )
    expect((await call(content, adminPromotionRemove.path, { id: 999_999 })).code).toBe(
      ADMIN_PAGES_CODE.promotionNotFound,
    )
    // An offer with no Korean text has nothing to remove in Korean.
    const fresh = await addPromotion()
    const after = await rowCounts(server.db)
    expect((await call(content, adminPromotionRemove.path, { id: fresh.id, language: 'ko_KR' })).code).toBe(
      ADMIN_PAGES_CODE.promotionNotFound,
    )
    expect((await call(content, adminPromotionSave.path, promotionBody('x', { site_id: 'nope' }))).code).toBe(
      ADMIN_CONTENT_CODE.siteNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(after)
  })

  it("never reaches another site's offer: its ids are refused, and a new offer never takes one", async () => {
    await server.db
      .insertInto('sites')
      .values({ site_id: 'other-brand', name: 'Other', default_currency: 'USD' })
      .execute()
    const theirs = await call<AdminPromotion>(
      content,
      adminPromotionSave.path,
      promotionBody('Their offer', { site_id: 'other-brand' }),
    )
    expect(theirs.code).toBe('100')
    const before = await promotionText(theirs.data.id, 'en_US')
    expect((await call(content, adminPromotionSave.path, promotionBody('Ours now', { id: theirs.data.id }))).code).toBe(
      ADMIN_PAGES_CODE.promotionNotFound,
    )
    expect((await call(content, adminPromotionRemove.path, { id: theirs.data.id })).code).toBe(
      ADMIN_PAGES_CODE.promotionNotFound,
    )
    expect(await promotionText(theirs.data.id, 'en_US')).toEqual(before)
    const ours = await addPromotion()
    expect(ours.id).toBeGreaterThan(theirs.data.id)
    const list = await call<{ list: AdminPromotion[] }>(content, adminPromotions.path, { language: 'en_US' })
    expect(list.data.list.map((p) => p.id)).not.toContain(theirs.data.id)
  })

  it('two new offers saved at once take two ids', async () => {
    const [a, b] = await Promise.all([
      call<AdminPromotion>(content, adminPromotionSave.path, promotionBody('Same time A')),
      call<AdminPromotion>(content, adminPromotionSave.path, promotionBody('Same time B')),
    ])
    expect([a.code, b.code]).toEqual(['100', '100'])
    expect(a.data.id).not.toBe(b.data.id)
  })
})

describe('FAQ', () => {
  it('a group and an article added, translated, changed and removed: the public FAQ shows each at once; audited', async () => {
    const group = await addGroup('payouts')
    expect(group).toEqual({ key: 'payouts', title: 'Group payouts', sort: 0, articles: 0 })
    const article = await addFaq('payouts', { title: 'When is my withdrawal paid?', sort: 2 })
    expect(article).toMatchObject({ group: 'payouts', languages: ['en_US'] })
    expect((await publicFaqs()).find((f) => f.id === article.id)).toMatchObject({
      group: 'payouts',
      group_title: 'Group payouts',
      title: 'When is my withdrawal paid?',
    })

    // In Japanese the group needs its heading first (135), then the same id takes its Japanese text.
    const jaBody = {
      id: article.id,
      language: 'ja_JP',
      group: 'payouts',
      title: '出金はいつ？',
      content: '<p>すぐ</p>',
    }
    expect((await call(content, adminFaqSave.path, jaBody)).code).toBe(ADMIN_PAGES_CODE.faqGroupNotFound)
    await addGroup('payouts', 'ja_JP')
    const ja = await call<AdminFaq>(content, adminFaqSave.path, jaBody)
    expect(ja.data).toMatchObject({ id: article.id, languages: ['en_US', 'ja_JP'] })
    expect((await publicFaqs('ja_JP')).find((f) => f.id === article.id)?.title).toBe('出金はいつ？')

    // The group lists its article; a group with articles is not removed (136).
    const listed = await call<{ groups: AdminFaqGroup[]; list: AdminFaq[] }>(content, adminFaqs.path, {
      language: 'en_US',
    })
    expect(listed.data.groups.find((g) => g.key === 'payouts')?.articles).toBe(1)
    expect(listed.data.list.every((f) => f.language === 'en_US')).toBe(true)
    const counts = await rowCounts(server.db)
    expect((await call(content, adminFaqGroupRemove.path, { language: 'en_US', key: 'payouts' })).code).toBe(
      ADMIN_PAGES_CODE.faqGroupNotEmpty,
    )
    expect(await rowCounts(server.db)).toEqual(counts)

    // Renamed heading, changed article, then removed: the English text, the article, the group.
    await call(content, adminFaqGroupSave.path, { language: 'en_US', key: 'payouts', title: 'Payouts', sort: 9 })
    await call(content, adminFaqSave.path, { ...jaBody, language: 'en_US', title: 'When am I paid?' })
    expect((await publicFaqs()).find((f) => f.id === article.id)).toMatchObject({
      group_title: 'Payouts',
      title: 'When am I paid?',
    })
    expect((await call(content, adminFaqRemove.path, { id: article.id, language: 'en_US' })).data).toEqual({
      id: article.id,
      languages: ['ja_JP'],
    })
    expect((await publicFaqs()).map((f) => f.id)).not.toContain(article.id)
    expect((await call(content, adminFaqGroupRemove.path, { language: 'en_US', key: 'payouts' })).data).toEqual({
      key: 'payouts',
    })
    expect((await call(content, adminFaqRemove.path, { id: article.id })).data).toEqual({
      id: article.id,
      languages: [],
    })

    expect((await auditOf('faq', String(article.id))).map((e) => e.action)).toEqual([
      'faq.add',
      'faq.change',
      'faq.change',
      'faq.remove',
      'faq.remove',
    ])
    const groupAudit = await auditOf('faq_group', 'en_US/payouts')
    expect(groupAudit.map((e) => e.action)).toEqual(['faq_group.add', 'faq_group.change', 'faq_group.remove'])
    expect(groupAudit[1]).toMatchObject({
      before: { title: 'Group payouts', sort: 0 },
      after: { title: 'Payouts', sort: 9 },
    })
  })

  it('names the field of malformed input and writes nothing; unknown article 134, group 135, site 132', async () => {
    const before = await rowCounts(server.db)
    const article = { language: 'en_US', group: 'account', title: 'Q', content: '<p>A</p>' }
    for (const [path, body, field] of [
      [adminFaqGroupSave.path, { language: 'en_US', key: 'Has Space', title: 'x' }, 'key'],
      [adminFaqGroupSave.path, { language: 'en_US', key: '', title: 'x' }, 'key'],
      [adminFaqGroupSave.path, { language: 'en_US', key: 'ok', title: '' }, 'title'],
      [adminFaqGroupSave.path, { language: 'klingon', key: 'ok', title: 'x' }, 'language'],
      [adminFaqGroupRemove.path, { language: 'en_US', key: '../x' }, 'key'],
      [adminFaqSave.path, { ...article, title: ' ' }, 'title'],
      [adminFaqSave.path, { ...article, content: '' }, 'content'],
      [adminFaqSave.path, { ...article, group: 'A B' }, 'group'],
      [adminFaqSave.path, { ...article, sort: 'first' }, 'sort'],
      [adminFaqSave.path, { ...article, id: 0 }, 'id'],
      [adminFaqRemove.path, { id: 'one' }, 'id'],
    ] as const) {
      const res = await call(content, path, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(res.data).toEqual({ field })
    }
    expect(await rowCounts(server.db)).toEqual(before)

    expect((await call(content, adminFaqSave.path, { ...article, id: 999_999 })).code).toBe(
      ADMIN_PAGES_CODE.faqNotFound,
    )
    expect((await call(content, adminFaqSave.path, { ...article, group: 'nosuchgroup' })).code).toBe(
      ADMIN_PAGES_CODE.faqGroupNotFound,
    )
    expect((await call(content, adminFaqRemove.path, { id: 999_999 })).code).toBe(ADMIN_PAGES_CODE.faqNotFound)
    expect((await call(content, adminFaqGroupRemove.path, { language: 'en_US', key: 'nosuch' })).code).toBe(
      ADMIN_PAGES_CODE.faqGroupNotFound,
    )
    expect(
      (await call(content, adminFaqGroupSave.path, { site_id: 'nope', language: 'en_US', key: 'k', title: 't' })).code,
    ).toBe(ADMIN_CONTENT_CODE.siteNotFound)
    expect((await call(content, adminFaqSave.path, { ...article, site_id: 'nope' })).code).toBe(
      ADMIN_CONTENT_CODE.siteNotFound,
    )
    expect(await rowCounts(server.db)).toEqual(before)
  })
})
