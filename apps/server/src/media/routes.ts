import { PROMOTION_PHOTO_SIZE } from '@lobby/api/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope } from '../http/envelope.ts'
import { isRouletteImage, rouletteSvg } from './roulette-svg.ts'
import { iconSvg, pictureSvg } from './svg.ts'
import { BANNER_TEXT_INSET } from '@lobby/domain'

// The picture of an id never changes, so browsers and CDNs may keep it for a year.
const LONG_CACHE = 'public, max-age=31536000, immutable'
// Content pictures (logos, ads) may be replaced under the same URL.
const SHORT_CACHE = 'public, max-age=300'

function sendSvg(reply: FastifyReply, svg: string, cache = LONG_CACHE): FastifyReply {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', cache).send(svg)
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(envelope('404', 'server.http.not_found'))
}

export function registerMediaRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/media/gt/:file', async (request, reply) => {
    const match = /^(\d+)(-active)?\.svg$/.exec(request.params.file)
    if (!match) return notFound(reply)
    const row = await db
      .selectFrom('game_types')
      .select(['gt_id', 'gt_name'])
      .where('gt_id', '=', Number(match[1]))
      .executeTakeFirst()
    if (!row) return notFound(reply)
    return sendSvg(
      reply,
      iconSvg(`gt:${row.gt_id}`, row.gt_name, { tone: match[2] ? 'active' : 'light', shape: 'circle' }),
    )
  })

  app.get<{ Params: { file: string } }>('/media/gp/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9_]+)-(light|dark)\.svg$/.exec(request.params.file)
    if (!match?.[1]) return notFound(reply)
    const row = await db
      .selectFrom('providers')
      .select(['gp_id', 'display_name'])
      .where('gp_id', '=', match[1])
      .executeTakeFirst()
    if (!row) return notFound(reply)
    return sendSvg(
      reply,
      iconSvg(`gp:${row.gp_id}`, row.display_name, { tone: match[2] === 'dark' ? 'dark' : 'light', shape: 'square' }),
    )
  })

  app.get<{ Params: { file: string } }>('/media/game/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9_-]+)\.svg$/.exec(request.params.file)
    if (!match?.[1]) return notFound(reply)
    const row = await db
      .selectFrom('games')
      .select(['game_id', 'name'])
      .where('game_id', '=', match[1])
      .executeTakeFirst()
    if (!row) return notFound(reply)
    return sendSvg(reply, iconSvg(`game:${row.game_id}`, row.name, { tone: 'light' }))
  })

  // Banners: versioned URLs (a replaced banner gets a new version), so they cache for a year.
  app.get<{ Params: { file: string } }>('/media/banner/:file', async (request, reply) => {
    const match = /^(\d+)-v(\d+)\.svg$/.exec(request.params.file)
    if (!match) return notFound(reply)
    const row = await db
      .selectFrom('banners')
      .select(['id', 'title', 'width', 'height', 'version'])
      .where('id', '=', Number(match[1]))
      .executeTakeFirst()
    if (!row || row.version !== Number(match[2])) return notFound(reply)
    return sendSvg(
      reply,
      pictureSvg(`banner:${row.id}:${row.version}`, row.title, row.width, row.height, BANNER_TEXT_INSET),
    )
  })

  app.get<{ Params: { file: string } }>('/media/logo/:file', async (request, reply) => {
    const match = /^([a-z]+)\.svg$/.exec(request.params.file)
    if (!match?.[1]) return notFound(reply)
    const row = await db
      .selectFrom('content_items')
      .select(['key', 'title', 'width', 'height'])
      .where('kind', '=', 'logo')
      .where('key', '=', match[1])
      .executeTakeFirst()
    if (!row) return notFound(reply)
    return sendSvg(reply, pictureSvg(`logo:${row.key}`, row.title, row.width, row.height), SHORT_CACHE)
  })

  app.get<{ Params: { file: string } }>('/media/content/:file', async (request, reply) => {
    const match = /^(\d+)\.svg$/.exec(request.params.file)
    if (!match) return notFound(reply)
    const row = await db
      .selectFrom('content_items')
      .select(['id', 'title', 'width', 'height'])
      .where('id', '=', Number(match[1]))
      .executeTakeFirst()
    if (!row || row.width <= 0 || row.height <= 0) return notFound(reply)
    return sendSvg(reply, pictureSvg(`content:${row.id}`, row.title, row.width, row.height), SHORT_CACHE)
  })

  // Promotions: titled pictures that may be retitled under the same URL. A promotion that has not
  // started yet answers 404, so its picture cannot announce it early.
  app.get<{ Params: { file: string } }>('/media/promotion/:file', async (request, reply) => {
    const match = /^(\d+)-([a-z]{2}_[A-Z]{2})\.svg$/.exec(request.params.file)
    if (!match?.[2]) return notFound(reply)
    const row = await db
      .selectFrom('promotions')
      .select(['id', 'language', 'title'])
      .where('id', '=', Number(match[1]))
      .where('language', '=', match[2])
      .where('start_at', '<=', new Date().toISOString())
      .executeTakeFirst()
    if (!row) return notFound(reply)
    const { width, height } = PROMOTION_PHOTO_SIZE
    return sendSvg(reply, pictureSvg(`promotion:${row.id}`, row.title, width, height), SHORT_CACHE)
  })

  // The roulette's pictures (spec section 4: 21 preloaded); fixed, so cached for a year.
  app.get<{ Params: { file: string } }>('/media/roulette/:file', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1]
    if (!name || !isRouletteImage(name)) return notFound(reply)
    return sendSvg(reply, rouletteSvg(name))
  })
}
