import { faqList, promotionList, type Faq, type Promotion } from '@lobby/api/contract'
import { DEFAULT_LANGUAGE } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite, forSiteCurrency } from '../http/site-guards.ts'
import { mediaUrl } from '../media/urls.ts'

/**
 * The language a page is answered in: the asked one when the site has
 * anything at all in it, otherwise en_US (the model lists' rule). "Anything"
 * counts ended and future rows too, so a language whose offers have all ended
 * shows an empty page in that language rather than switching to English.
 */
async function answeredLanguage(
  db: Db,
  table: 'promotions' | 'faqs',
  siteId: string,
  language: string,
): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return language
  const any = await db
    .selectFrom(table)
    .select('id')
    .where('site_id', '=', siteId)
    .where('language', '=', language)
    .limit(1)
    .executeTakeFirst()
  return any ? language : DEFAULT_LANGUAGE
}

async function runningPromotions(db: Db, siteId: string, currency: string, language: string): Promise<Promotion[]> {
  const now = new Date().toISOString()
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('language', '=', language)
    .where((eb) => eb.or([eb('currency', 'is', null), eb('currency', '=', currency)]))
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    content: r.content,
    photo_path: mediaUrl.promotion(r.id, r.language),
    gt_id: r.gt_id,
    start_at: r.start_at,
    end_at: r.end_at,
    sort: r.sort,
  }))
}

async function faqs(db: Db, siteId: string, language: string): Promise<Faq[]> {
  const rows = await db
    .selectFrom('faqs')
    .innerJoin('faq_groups', (join) =>
      join
        .onRef('faq_groups.site_id', '=', 'faqs.site_id')
        .onRef('faq_groups.language', '=', 'faqs.language')
        .onRef('faq_groups.key', '=', 'faqs.group_key'),
    )
    .select(['faqs.id', 'faqs.group_key', 'faq_groups.title as group_title', 'faqs.title', 'faqs.content', 'faqs.sort'])
    .where('faqs.site_id', '=', siteId)
    .where('faqs.language', '=', language)
    .orderBy('faq_groups.sort')
    .orderBy('faq_groups.key')
    .orderBy('faqs.sort')
    .orderBy('faqs.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    group: r.group_key,
    group_title: r.group_title,
    title: r.title,
    content: r.content,
    sort: r.sort,
  }))
}

/** /discount and /faq: promotions and help articles. Unknown site 102, currency not offered 103. */
export function registerPageRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerEndpoint(
    app,
    promotionList,
    forSiteCurrency(async (input, { db }) => {
      const language = await answeredLanguage(db, 'promotions', input.site_id, input.language)
      return { list: await runningPromotions(db, input.site_id, input.currency, language) }
    }),
    options,
  )

  registerEndpoint(
    app,
    faqList,
    forSite(async (input, { db }) => {
      const language = await answeredLanguage(db, 'faqs', input.site_id, input.language)
      return { list: await faqs(db, input.site_id, language) }
    }),
    options,
  )
}
