import {
  SITE_APPEARANCE_KEYS,
  isOperatorLink,
  devBannerSchema,
  devBulletinSchema,
  devCustomerServiceLinkSchema,
  devSiteEnvSchema,
  devModelListSchema,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { toBanner } from '../content/routes.ts'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { BUSINESS, BusinessError } from '../http/errors.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { XSS_BULLETIN_CONTENT } from '../seed/content.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'
import { saveBulletin } from '../admin/bulletins.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { replaceModelList, saveBanner, sendContentPushes, setCustomerServiceLink } from '../admin/site-content.ts'
import { changeEnv, pushSiteDetails, saveAppearance } from '../admin/site-settings.ts'

/** Who a content hook's change is audited as. */
const devActor = (ip: string) => ({ account: DEV_HOOK_ACCOUNT, role: 'dev', ip })

async function siteExists(db: Db, siteId: string): Promise<boolean> {
  return !!(await db.selectFrom('sites').select('site_id').where('site_id', '=', siteId).executeTakeFirst())
}

const siteNotFound = () => envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)

/**
 * Operator events for tests and QA: change content, then push the public
 * real-time event the site listens to. Validated like the API (400 naming
 * the field, nothing written).
 */
export function registerContentDevRoutes(app: FastifyInstance, db: Db, io: RealtimeServer): void {
  app.post('/api/dev/banners', async (request, reply) => {
    const body = parseBody(devBannerSchema, request.body, reply)
    if (!body) return reply
    if (!(await siteExists(db, body.site_id))) return siteNotFound()
    if (body.link_type === 2 && !body.game_link_parameter) {
      return sendBadRequest(reply, 'game_link_parameter', 'required for link_type 2')
    }
    if (!isOperatorLink(body.url)) return sendBadRequest(reply, 'url', 'empty, a path of the site or an http(s) URL')
    // The console's code path (admin/site-content.ts), audited as `dev-hook`.
    const done = await transact(db, (trx) => saveBanner(trx, devActor(request.ip), body))
    if (!('banner' in done)) return envelope('404', 'banner not found')
    sendContentPushes(io, done.pushes)
    return envelope('100', 'ok', toBanner(done.row))
  })

  app.post('/api/dev/customer-service-link', async (request, reply) => {
    const body = parseBody(devCustomerServiceLinkSchema, request.body, reply)
    if (!body) return reply
    if (!isOperatorLink(body.customer_service_link)) {
      return sendBadRequest(reply, 'customer_service_link', 'an http(s) URL')
    }
    // The console's code path (admin/site-content.ts), audited as `dev-hook`.
    const done = await transact(db, (trx) => setCustomerServiceLink(trx, devActor(request.ip), body))
    if (!('pushes' in done)) return siteNotFound()
    sendContentPushes(io, done.pushes)
    return envelope('100', 'ok', { customer_service_link: body.customer_service_link })
  })

  // The appearance goes through the console's service (admin/site-settings.ts), audited as `dev-hook`; the open
  // modes stay this hook's own whole-map write (the console sets them one provider at a time, admin/games.ts).
  // Open pages refetch the site details on `customer_service_link_change`.
  app.post('/api/dev/site-env', async (request, reply) => {
    const body = parseBody(devSiteEnvSchema, request.body, reply)
    if (!body) return reply
    const { site_id: siteId, provider_open_modes: modes, ...appearance } = body
    const hasAppearance = SITE_APPEARANCE_KEYS.some((key) => appearance[key] !== undefined)
    if (!hasAppearance && modes === undefined) return sendBadRequest(reply, 'site_variant', 'nothing to change')
    const found = await transact(db, async (trx) => {
      if (hasAppearance) {
        if ((await saveAppearance(trx, devActor(request.ip), siteId, appearance)) instanceof BusinessError) return false
      } else if (!(await siteExists(trx, siteId))) return false
      if (modes !== undefined) await changeEnv(trx, siteId, { provider_open_modes: modes })
      return true
    })
    if (!found) return siteNotFound()
    await pushSiteDetails(io, db, siteId)
    const given = Object.fromEntries(Object.entries(appearance).filter(([, value]) => value !== undefined))
    return envelope('100', 'ok', { ...given, ...(modes === undefined ? {} : { provider_open_modes: modes }) })
  })

  app.post('/api/dev/model-lists', async (request, reply) => {
    const body = parseBody(devModelListSchema, request.body, reply)
    if (!body) return reply
    if (body.items.some((item) => !isOperatorLink(item.url) || !isOperatorLink(item.photo_path))) {
      const index = body.items.findIndex((item) => !isOperatorLink(item.url) || !isOperatorLink(item.photo_path))
      const field = isOperatorLink(body.items[index]!.url) ? 'photo_path' : 'url'
      return sendBadRequest(reply, `items.${index}.${field}`, 'empty, a path of the site or an http(s) URL')
    }
    // The console's code path (admin/site-content.ts), audited as `dev-hook`; ads tell the named template only.
    const done = await transact(db, (trx) => replaceModelList(trx, devActor(request.ip), body, [body.template]))
    if (!('pushes' in done)) return siteNotFound()
    sendContentPushes(io, done.pushes)
    return envelope('100', 'ok', { kind: body.kind, language: body.language, count: body.items.length })
  })

  // The console's code path (admin/bulletins.ts), published and audited as `dev-hook`.
  app.post('/api/dev/bulletins', async (request, reply) => {
    const body = parseBody(devBulletinSchema, request.body, reply)
    if (!body) return reply
    if (!(await siteExists(db, body.site_id))) return siteNotFound()
    const now = Date.now()
    const values = body.preset
      ? { display_device: 0 as const, display_content: 'Sanitiser test (XSS payloads)', content: XSS_BULLETIN_CONTENT }
      : { display_device: body.display_device, display_content: body.display_content ?? '', content: body.content }
    const start = new Date(now - 1000).toISOString()
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const saved = await transact(db, (trx) =>
      saveBulletin(trx, actor, {
        site_id: body.site_id,
        ...values,
        target: 'all',
        display_location: 2,
        start_at: body.expired ? new Date(now - 86_400_000).toISOString() : start,
        end_at: body.expired ? start : null,
      }),
    )
    if (!('id' in saved)) return reply.code(409).send(envelope('409', saved.message))
    return envelope('100', 'ok', saved)
  })
}
