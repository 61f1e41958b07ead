import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { transact } from '../db/transact.ts'
import { envelope } from '../http/envelope.ts'
import { BUSINESS } from '../http/errors.ts'
import { parseBody } from './parse.ts'

/** An http(s) URL or a path of the site (not `//host`), nothing else. */
const httpOrRelative = z
  .string()
  .max(2048)
  .refine((u) => u === '' || /^\/(?![/\\])/.test(u) || /^https?:\/\//i.test(u), 'an http(s) or relative URL')

const siteId = z.string().min(1).max(64).default('lobby-demo')

/** `POST /api/dev/mobile-footer`: replaces the mobile footer items (every template). */
const mobileFooterSchema = z.object({
  site_id: siteId,
  items: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'lower-case letters, digits and _'),
        title: z.string().min(1).max(100),
        url: httpOrRelative,
        icon: httpOrRelative.default(''),
        need_login: z.union([z.literal(0), z.literal(1)]).default(0),
      }),
    )
    .max(10),
})

/** `POST /api/dev/float`: replaces the float buttons. */
const floatSchema = z.object({
  site_id: siteId,
  items: z
    .array(
      z.object({
        title: z.string().min(1).max(100),
        url: httpOrRelative,
        photo_path: httpOrRelative.default(''),
        position: z.enum(['left', 'right']),
      }),
    )
    .max(10),
})

type Row = { key: string; title: string; url: string; photo_path: string; flag: number }

async function replaceRows(db: Db, siteId: string, kind: 'mobile_footer' | 'float', rows: Row[]): Promise<boolean> {
  return transact(db, async (trx) => {
    const site = await trx.selectFrom('sites').select('site_id').where('site_id', '=', siteId).executeTakeFirst()
    if (!site) return false
    await trx.deleteFrom('content_items').where('site_id', '=', siteId).where('kind', '=', kind).execute()
    if (rows.length > 0) {
      await trx
        .insertInto('content_items')
        .values(
          rows.map((row, sort) => ({
            site_id: siteId,
            kind,
            language: '',
            template: '',
            content: '',
            width: 0,
            height: 0,
            sort,
            ...row,
          })),
        )
        .execute()
    }
    return true
  })
}

/**
 * What the operator configures for the frame of the mobile site (`/arks/web/web-mobile-footer`)
 * and the float buttons (`/arks/web/float`). The spec names no push for them: an open page
 * shows the change on its next load.
 */
export function registerSiteLinkDevRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/dev/mobile-footer', async (request, reply) => {
    const body = parseBody(mobileFooterSchema, request.body, reply)
    if (!body) return reply
    const rows = body.items.map((item) => ({
      key: item.key,
      title: item.title,
      url: item.url,
      photo_path: item.icon,
      flag: item.need_login,
    }))
    if (!(await replaceRows(db, body.site_id, 'mobile_footer', rows))) {
      return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    }
    return envelope('100', 'ok', { count: rows.length })
  })

  app.post('/api/dev/float', async (request, reply) => {
    const body = parseBody(floatSchema, request.body, reply)
    if (!body) return reply
    const rows = body.items.map((item) => ({
      key: item.position,
      title: item.title,
      url: item.url,
      photo_path: item.photo_path,
      flag: 0,
    }))
    if (!(await replaceRows(db, body.site_id, 'float', rows))) {
      return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    }
    return envelope('100', 'ok', { count: rows.length })
  })
}
