import {
  ADMIN_CONTENT_CODE,
  ADMIN_PAGES_CODE,
  type AdminFaq,
  type AdminFaqGroup,
  type AdminPromotion,
  type AdminPromotionInput,
} from '@lobby/api/contract'
import type { LanguageCode } from '@lobby/domain'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { FaqTable, PromotionTable } from '../db/schema.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { mediaUrl } from '../media/urls.ts'
import { isoNow } from '../members/secrets.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'
import { siteExists } from './site-content.ts'

/**
 * The site's content pages as the content desk keeps them (issue 24):
 * promotions (/discount) and the FAQ (/faq). The console's one write path
 * (admin/content-routes.ts); each write runs in the caller's transaction with
 * its audit entry (before and after), and the kept public answers made of the
 * tables it wrote are dropped by the write itself (http/answer-cache.ts). The
 * spec names no push for these pages.
 *
 * A promotion or an article is an id with a text per language (the primary
 * key is id and language, migration 0003). A new one takes the next id over
 * every site (ids are what links name, and a link must never name another
 * site's offer); two saves that take the same id at once collide on the key
 * and the later transaction runs again (db/transact.ts), finding the next.
 * A promotion's schedule, currency, category and order are the offer's:
 * saving them in one language sets them in every language of the id.
 *
 * The HTML is stored as the operator wrote it: the site sanitises it
 * (DOMPurify) before any component sees it, as every operator HTML.
 */

const siteNotFound = () => businessError(ADMIN_CONTENT_CODE.siteNotFound, 'server.admin.site_not_found')
const promotionNotFound = () => businessError(ADMIN_PAGES_CODE.promotionNotFound, 'server.admin.promotion_not_found')
const faqNotFound = () => businessError(ADMIN_PAGES_CODE.faqNotFound, 'server.admin.faq_not_found')
const faqGroupNotFound = () => businessError(ADMIN_PAGES_CODE.faqGroupNotFound, 'server.admin.faq_group_not_found')
const faqGroupNotEmpty = () => businessError(ADMIN_PAGES_CODE.faqGroupNotEmpty, 'server.admin.faq_group_not_empty')

/** The languages each of `ids` has a text in, on `table`, in code order. */
async function languagesOf(db: Db, table: 'promotions' | 'faqs', siteId: string, ids: readonly number[]) {
  const byId = new Map<number, LanguageCode[]>()
  if (ids.length === 0) return byId
  const rows = await db
    .selectFrom(table)
    .select(['id', 'language'])
    .where('site_id', '=', siteId)
    .where('id', 'in', [...ids])
    .orderBy('language')
    .execute()
  for (const row of rows) {
    const id = Number(row.id)
    byId.set(id, [...(byId.get(id) ?? []), row.language as LanguageCode])
  }
  return byId
}

/** The next free id of `table` over every site. */
async function nextId(db: Db, table: 'promotions' | 'faqs'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('top'))
    .executeTakeFirst()
  return Number(row?.top ?? 0) + 1
}

// ---------- promotions ----------

type PromotionRow = Selectable<PromotionTable>

function promotionView(row: PromotionRow, languages: readonly LanguageCode[]): AdminPromotion {
  return {
    id: Number(row.id),
    site_id: row.site_id,
    language: row.language as LanguageCode,
    currency: row.currency,
    gt_id: row.gt_id === null ? null : Number(row.gt_id),
    title: row.title,
    summary: row.summary,
    content: row.content,
    photo_path: mediaUrl.promotion(Number(row.id), row.language),
    start_at: row.start_at,
    end_at: row.end_at,
    sort: Number(row.sort),
    updated_at: row.updated_at,
    languages: [...languages],
  }
}

const promotionState = (row: PromotionRow) => ({
  language: row.language,
  currency: row.currency,
  gt_id: row.gt_id,
  title: row.title,
  summary: row.summary,
  content: row.content,
  start_at: row.start_at,
  end_at: row.end_at,
  sort: row.sort,
})

/** Every promotion of the site with a text in `language` (running, future and ended), by sort then id. */
export async function listPromotions(db: Db, input: { site_id: string; language: LanguageCode }) {
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('site_id', '=', input.site_id)
    .where('language', '=', input.language)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const languages = await languagesOf(
    db,
    'promotions',
    input.site_id,
    rows.map((r) => Number(r.id)),
  )
  return { list: rows.map((r) => promotionView(r, languages.get(Number(r.id)) ?? [])) }
}

/**
 * Adds a promotion (no `id`) or adds / changes one language's text of it, as
 * `actor`; audited with before and after. 132 no such site, 133 no such
 * promotion on the site; throws a 400 naming `gt_id` for a category that is not there.
 */
export async function savePromotion(
  db: Db,
  actor: Actor,
  input: AdminPromotionInput,
): Promise<AdminPromotion | BusinessError> {
  if (!(await siteExists(db, input.site_id))) return siteNotFound()
  if (input.gt_id !== null) {
    const category = await db
      .selectFrom('game_types')
      .select('gt_id')
      .where('gt_id', '=', input.gt_id)
      .executeTakeFirst()
    if (!category) throw new BadRequest('gt_id', 'server.admin.unknown_game_type')
  }
  const now = isoNow()
  const offer = {
    currency: input.currency,
    gt_id: input.gt_id,
    start_at: input.start_at,
    end_at: input.end_at,
    sort: input.sort,
  }
  const text = { title: input.title, summary: input.summary, content: input.content }

  let id = input.id
  let before: PromotionRow | undefined
  if (id === undefined) {
    id = await nextId(db, 'promotions')
  } else {
    const rows = await db.selectFrom('promotions').selectAll().where('id', '=', id).execute()
    if (rows.length === 0 || rows.some((r) => r.site_id !== input.site_id)) return promotionNotFound()
    before = rows.find((r) => r.language === input.language)
    // The offer's own fields are the same in every language of it.
    await db
      .updateTable('promotions')
      .set({ ...offer, updated_at: now })
      .where('id', '=', id)
      .execute()
  }
  const row = before
    ? await db
        .updateTable('promotions')
        .set({ ...text, updated_at: now })
        .where('id', '=', id)
        .where('language', '=', input.language)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('promotions')
        .values({ id, language: input.language, site_id: input.site_id, ...offer, ...text, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()
  const languages = await textSaved(db, actor, 'promotions', input, { id, before, row, state: promotionState })
  return promotionView(row, languages)
}

/**
 * Removes one language's text of a promotion, or (no `language`) every text of
 * it; audited with what was removed. 133 when there is nothing of it to remove.
 */
export function removePromotion(db: Db, actor: Actor, input: TextRef) {
  return removeTexts(db, actor, 'promotions', input, promotionNotFound)
}

// ---------- FAQ ----------

type FaqRow = Selectable<FaqTable>

function faqView(row: FaqRow, languages: readonly LanguageCode[]): AdminFaq {
  return {
    id: Number(row.id),
    site_id: row.site_id,
    language: row.language as LanguageCode,
    group: row.group_key,
    title: row.title,
    content: row.content,
    sort: Number(row.sort),
    updated_at: row.updated_at,
    languages: [...languages],
  }
}

const faqState = (row: FaqRow) => ({
  language: row.language,
  group: row.group_key,
  title: row.title,
  content: row.content,
  sort: row.sort,
})

async function faqGroups(db: Db, siteId: string, language: LanguageCode): Promise<AdminFaqGroup[]> {
  const rows = await db
    .selectFrom('faq_groups')
    .leftJoin('faqs', (join) =>
      join
        .onRef('faqs.site_id', '=', 'faq_groups.site_id')
        .onRef('faqs.language', '=', 'faq_groups.language')
        .onRef('faqs.group_key', '=', 'faq_groups.key'),
    )
    .select((eb) => [
      'faq_groups.key',
      'faq_groups.title',
      'faq_groups.sort',
      eb.fn.count<number>('faqs.id').as('articles'),
    ])
    .where('faq_groups.site_id', '=', siteId)
    .where('faq_groups.language', '=', language)
    .groupBy(['faq_groups.key', 'faq_groups.title', 'faq_groups.sort'])
    .orderBy('faq_groups.sort')
    .orderBy('faq_groups.key')
    .execute()
  return rows.map((r) => ({ key: r.key, title: r.title, sort: Number(r.sort), articles: Number(r.articles) }))
}

/** One language's FAQ groups (by sort, key) and articles (by group, sort, id), no fallback. */
export async function listFaqs(db: Db, input: { site_id: string; language: LanguageCode }) {
  const groups = await faqGroups(db, input.site_id, input.language)
  const rows = await db
    .selectFrom('faqs')
    .selectAll()
    .where('site_id', '=', input.site_id)
    .where('language', '=', input.language)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const order = new Map(groups.map((g, i) => [g.key, i]))
  rows.sort((a, b) => (order.get(a.group_key) ?? 0) - (order.get(b.group_key) ?? 0))
  const languages = await languagesOf(
    db,
    'faqs',
    input.site_id,
    rows.map((r) => Number(r.id)),
  )
  return { groups, list: rows.map((r) => faqView(r, languages.get(Number(r.id)) ?? [])) }
}

async function faqGroup(db: Db, siteId: string, language: LanguageCode, key: string) {
  return db
    .selectFrom('faq_groups')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('language', '=', language)
    .where('key', '=', key)
    .executeTakeFirst()
}

/** Adds a group's heading in a language or changes its heading or order; audited. 132. */
export async function saveFaqGroup(
  db: Db,
  actor: Actor,
  input: { site_id: string; language: LanguageCode; key: string; title: string; sort: number },
): Promise<AdminFaqGroup | BusinessError> {
  if (!(await siteExists(db, input.site_id))) return siteNotFound()
  const before = await faqGroup(db, input.site_id, input.language, input.key)
  if (before) {
    await db
      .updateTable('faq_groups')
      .set({ title: input.title, sort: input.sort })
      .where('site_id', '=', input.site_id)
      .where('language', '=', input.language)
      .where('key', '=', input.key)
      .execute()
  } else {
    await db
      .insertInto('faq_groups')
      .values({
        site_id: input.site_id,
        language: input.language,
        key: input.key,
        title: input.title,
        sort: input.sort,
      })
      .execute()
  }
  await appendAudit(db, actor, {
    action: before ? 'faq_group.change' : 'faq_group.add',
    targetKind: 'faq_group',
    targetId: `${input.language}/${input.key}`,
    before: before ? { title: before.title, sort: before.sort } : null,
    after: { title: input.title, sort: input.sort },
  })
  const saved = (await faqGroups(db, input.site_id, input.language)).find((g) => g.key === input.key)
  return saved ?? { key: input.key, title: input.title, sort: input.sort, articles: 0 }
}

/** Removes an empty group of a language; audited. 135 no such group, 136 it holds articles. */
export async function removeFaqGroup(
  db: Db,
  actor: Actor,
  input: { site_id: string; language: LanguageCode; key: string },
): Promise<{ key: string } | BusinessError> {
  const before = await faqGroup(db, input.site_id, input.language, input.key)
  if (!before) return faqGroupNotFound()
  const article = await db
    .selectFrom('faqs')
    .select('id')
    .where('site_id', '=', input.site_id)
    .where('language', '=', input.language)
    .where('group_key', '=', input.key)
    .limit(1)
    .executeTakeFirst()
  if (article) return faqGroupNotEmpty()
  await db
    .deleteFrom('faq_groups')
    .where('site_id', '=', input.site_id)
    .where('language', '=', input.language)
    .where('key', '=', input.key)
    .execute()
  await appendAudit(db, actor, {
    action: 'faq_group.remove',
    targetKind: 'faq_group',
    targetId: `${input.language}/${input.key}`,
    before: { title: before.title, sort: before.sort },
    after: null,
  })
  return { key: input.key }
}

export interface FaqInput {
  id?: number | undefined
  site_id: string
  language: LanguageCode
  group: string
  title: string
  content: string
  sort: number
}

/**
 * Adds an article (no `id`) or adds / changes one language's text of it, as
 * `actor`; audited. 132 no such site, 134 no such article on the site, 135 its
 * group has no heading in that language.
 */
export async function saveFaq(db: Db, actor: Actor, input: FaqInput): Promise<AdminFaq | BusinessError> {
  if (!(await siteExists(db, input.site_id))) return siteNotFound()
  let id = input.id
  let before: FaqRow | undefined
  if (id !== undefined) {
    const rows = await db.selectFrom('faqs').selectAll().where('id', '=', id).execute()
    if (rows.length === 0 || rows.some((r) => r.site_id !== input.site_id)) return faqNotFound()
    before = rows.find((r) => r.language === input.language)
  }
  if (!(await faqGroup(db, input.site_id, input.language, input.group))) return faqGroupNotFound()
  id ??= await nextId(db, 'faqs')
  const now = isoNow()
  const values = {
    group_key: input.group,
    title: input.title,
    content: input.content,
    sort: input.sort,
    updated_at: now,
  }
  const row = before
    ? await db
        .updateTable('faqs')
        .set(values)
        .where('id', '=', id)
        .where('language', '=', input.language)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('faqs')
        .values({ id, language: input.language, site_id: input.site_id, ...values })
        .returningAll()
        .executeTakeFirstOrThrow()
  const languages = await textSaved(db, actor, 'faqs', input, { id, before, row, state: faqState })
  return faqView(row, languages)
}

/** Removes one language's text of an article, or (no `language`) every text of it; audited. 134. */
export function removeFaq(db: Db, actor: Actor, input: TextRef) {
  return removeTexts(db, actor, 'faqs', input, faqNotFound)
}

// ---------- both ----------

/** One id's text in one language, or (no `language`) in every language. */
export interface TextRef {
  site_id: string
  id: number
  language?: LanguageCode | undefined
}

/** The audit's target kind of each table's ids. */
const TEXT_KIND = { promotions: 'promotion', faqs: 'faq' } as const

/**
 * After a text was added or changed: the audit entry (`promotion.add` / `.change`, `faq.add` / `.change`, with
 * before and after) and the languages the id now has a text in.
 */
async function textSaved<R>(
  db: Db,
  actor: Actor,
  table: 'promotions' | 'faqs',
  input: { id?: number | undefined; site_id: string },
  saved: { id: number; before: R | undefined; row: R; state: (row: R) => Record<string, unknown> },
): Promise<LanguageCode[]> {
  await appendAudit(db, actor, {
    action: `${TEXT_KIND[table]}.${input.id === undefined ? 'add' : 'change'}`,
    targetKind: TEXT_KIND[table],
    targetId: String(saved.id),
    before: saved.before ? saved.state(saved.before) : null,
    after: saved.state(saved.row),
  })
  const languages = await languagesOf(db, table, input.site_id, [saved.id])
  return languages.get(saved.id) ?? []
}

/**
 * Removes the texts `input` names from `table` (a promotion's or an article's), audited with what was removed
 * (every column but the site's and the id's); `notFound` when there is nothing of it to remove. Answers the
 * languages the id still has a text in.
 */
async function removeTexts(
  db: Db,
  actor: Actor,
  table: 'promotions' | 'faqs',
  input: TextRef,
  notFound: () => BusinessError,
): Promise<{ id: number; languages: LanguageCode[] } | BusinessError> {
  let query = db.selectFrom(table).selectAll().where('id', '=', input.id).where('site_id', '=', input.site_id)
  if (input.language !== undefined) query = query.where('language', '=', input.language)
  const removed = await query.orderBy('language').execute()
  if (removed.length === 0) return notFound()
  let remove = db.deleteFrom(table).where('id', '=', input.id).where('site_id', '=', input.site_id)
  if (input.language !== undefined) remove = remove.where('language', '=', input.language)
  await remove.execute()
  await appendAudit(db, actor, {
    action: `${TEXT_KIND[table]}.remove`,
    targetKind: TEXT_KIND[table],
    targetId: String(input.id),
    before: { texts: removed.map(({ id: _id, site_id: _site, updated_at: _at, ...text }) => text) },
    after: null,
  })
  const languages = await languagesOf(db, table, input.site_id, [input.id])
  return { id: input.id, languages: languages.get(input.id) ?? [] }
}
