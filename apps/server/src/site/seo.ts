import { isGameCategoryId } from '@lobby/domain'
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from '@lobby/domain/page-meta'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/**
 * The site's public pages as absolute URLs on `publicUrl` (the configured
 * origin, `LOBBY_PUBLIC_URL`; never the request's Host): the fixed pages,
 * one game hall per category the site has, and the promotions running now
 * and the help articles, each by id.
 */
export async function sitemapPaths(db: Db, siteId: string): Promise<string[]> {
  const now = new Date().toISOString()
  const [types, promotions, faqs] = await Promise.all([
    db.selectFrom('game_types').select('gt_id').orderBy('sort').orderBy('gt_id').execute(),
    db
      .selectFrom('promotions')
      .select('id')
      .distinct()
      .where('site_id', '=', siteId)
      .where('start_at', '<=', now)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('faqs').select('id').distinct().where('site_id', '=', siteId).orderBy('id').execute(),
  ])
  return [
    ...PUBLIC_PAGE_PATHS,
    ...types.filter(({ gt_id }) => isGameCategoryId(gt_id)).map(({ gt_id }) => `/gameHall/${gt_id}`),
    ...promotions.map(({ id }) => `/discount/${id}`),
    ...faqs.map(({ id }) => `/faq/${id}`),
  ]
}

/**
 * `/robots.txt` and `/sitemap.xml` (Lighthouse SEO): crawlers may read the
 * site but not the API, the member and agent pages or the game windows'
 * pages; the sitemap lists the public pages. Both are built from the
 * configured public origin, so a forged Host header changes nothing.
 */
export function registerSeoRoutes(app: FastifyInstance, db: Db, options: { publicUrl: string; siteId: string }): void {
  const origin = options.publicUrl.replace(/\/+$/, '')
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  )

  app.get('/sitemap.xml', async (_request, reply) => {
    const paths = await sitemapPaths(db, options.siteId)
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n')
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body)
  })
}
