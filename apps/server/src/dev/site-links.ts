import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { transact } from '../db/transact.ts'
import { envelope } from '../http/envelope.ts'
import { BUSINESS } from '../http/errors.ts'
import { parseBody } from './parse.ts'
import { isOperatorLink, type SiteLink } from '@lobby/api/contract'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { replaceSiteLinks } from '../admin/site-content.ts'

/** An http(s) URL or a path of the site (not `//host`), nothing else. */
const httpOrRelative = z
  .string()
  .max(2048)
  .refine((u) => isOperatorLink(u), 'an http(s) or relative URL')

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

/** The console's code path (admin/site-content.ts), audited as `dev-hook`; false: no such site. */
async function replaceRows(db: Db, ip: string, siteId: string, kind: 'mobile_footer' | 'float', items: SiteLink[]) {
  const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip }
  const done = await transact(db, (trx) => replaceSiteLinks(trx, actor, { site_id: siteId, kind, items }))
  return 'items' in done
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
      need_login: item.need_login,
    }))
    if (!(await replaceRows(db, request.ip, body.site_id, 'mobile_footer', rows))) {
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
      need_login: 0 as const,
    }))
    if (!(await replaceRows(db, request.ip, body.site_id, 'float', rows))) {
      return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    }
    return envelope('100', 'ok', { count: rows.length })
  })
}
