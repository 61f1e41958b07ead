import {
  devBannerSchema,
  devBulletinSchema,
  devCustomerServiceLinkSchema,
  devSiteEnvSchema,
  devModelListSchema,
} from '@lobby/api/contract'
import { PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import type { FastifyInstance } from 'fastify'
import { toBanner } from '../content/routes.ts'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { BUSINESS } from '../http/errors.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { BANNER_SIZE } from '@lobby/api/contract'
import { XSS_BULLETIN_CONTENT } from '../seed/content.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'
import { saveBulletin } from '../admin/bulletins.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'

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
    const values = {
      site_id: body.site_id,
      use_type: body.use_type,
      sort: body.sort,
      title: body.title,
      url: body.url,
      link_type: body.link_type,
      link_method: body.link_method,
      game_link_parameter: body.game_link_parameter ? JSON.stringify(body.game_link_parameter) : null,
      currency: body.currency,
      ...BANNER_SIZE[body.use_type],
    }
    const row = await transact(db, async (trx) => {
      if (body.id !== undefined) {
        const existing = await trx
          .selectFrom('banners')
          .select('version')
          .where('id', '=', body.id)
          .where('site_id', '=', body.site_id)
          .executeTakeFirst()
        if (!existing) return undefined
        await trx
          .updateTable('banners')
          .set({ ...values, version: existing.version + 1 })
          .where('id', '=', body.id)
          .execute()
        return trx.selectFrom('banners').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow()
      }
      const inserted = await trx
        .insertInto('banners')
        .values({ ...values, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
      return trx.selectFrom('banners').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()
    })
    if (!row) return envelope('404', 'banner not found')
    const channel = PUBLIC_CHANNEL.webApi(body.currency)
    io.to(channel).emit('carousel_picture.url', { channel, currency: body.currency })
    return envelope('100', 'ok', toBanner(row))
  })

  app.post('/api/dev/customer-service-link', async (request, reply) => {
    const body = parseBody(devCustomerServiceLinkSchema, request.body, reply)
    if (!body) return reply
    const result = await db
      .updateTable('site_settings')
      .set({ customer_service_link: body.customer_service_link })
      .where('site_id', '=', body.site_id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return siteNotFound()
    const channel = PUBLIC_CHANNEL.webMember
    io.to(channel).emit('customer_service_link_change', { channel, customer_service_link: body.customer_service_link })
    return envelope('100', 'ok', { customer_service_link: body.customer_service_link })
  })

  // The variant and mobile template live in env_config; open pages refetch the site details on this event.
  app.post('/api/dev/site-env', async (request, reply) => {
    const body = parseBody(devSiteEnvSchema, request.body, reply)
    if (!body) return reply
    const change = {
      ...(body.site_variant === undefined ? {} : { site_variant: body.site_variant }),
      ...(body.mobile_template === undefined ? {} : { mobile_template: body.mobile_template }),
      ...(body.app_ios_url === undefined ? {} : { app_ios_url: body.app_ios_url }),
      ...(body.app_android_url === undefined ? {} : { app_android_url: body.app_android_url }),
      ...(body.provider_open_modes === undefined ? {} : { provider_open_modes: body.provider_open_modes }),
    }
    if (Object.keys(change).length === 0) return sendBadRequest(reply, 'site_variant', 'nothing to change')
    const updated = await transact(db, async (trx) => {
      const row = await trx
        .selectFrom('site_settings')
        .select(['env_config', 'customer_service_link'])
        .where('site_id', '=', body.site_id)
        .executeTakeFirst()
      if (!row) return undefined
      const env = { ...(JSON.parse(row.env_config) as Record<string, unknown>), ...change }
      await trx
        .updateTable('site_settings')
        .set({ env_config: JSON.stringify(env) })
        .where('site_id', '=', body.site_id)
        .execute()
      return row
    })
    if (!updated) return siteNotFound()
    const channel = PUBLIC_CHANNEL.webMember
    io.to(channel).emit('customer_service_link_change', {
      channel,
      customer_service_link: updated.customer_service_link,
    })
    return envelope('100', 'ok', change)
  })

  app.post('/api/dev/model-lists', async (request, reply) => {
    const body = parseBody(devModelListSchema, request.body, reply)
    if (!body) return reply
    if (!(await siteExists(db, body.site_id))) return siteNotFound()
    await transact(db, async (trx) => {
      await trx
        .deleteFrom('content_items')
        .where('site_id', '=', body.site_id)
        .where('kind', '=', body.kind)
        .where('language', '=', body.language)
        .execute()
      if (body.items.length > 0) {
        await trx
          .insertInto('content_items')
          .values(
            body.items.map((item, sort) => ({
              site_id: body.site_id,
              kind: body.kind,
              language: body.language,
              template: '',
              key: '',
              width: 0,
              height: 0,
              flag: 0,
              sort,
              title: item.title,
              content: item.content,
              photo_path: item.photo_path,
              url: item.url,
            })),
          )
          .execute()
      }
    })
    if (body.kind === 'setting') {
      const channel = PUBLIC_CHANNEL.template(body.template)
      io.to(channel).emit('model_settings.url', { channel, language: body.language })
    } else {
      const channel = PUBLIC_CHANNEL.bobMobileTemplate
      io.to(channel).emit(body.kind === 'sponsor' ? 'model_sponsor.url' : 'model_login.url', {
        channel,
        language: body.language,
      })
    }
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
        start_at: body.expired ? new Date(now - 86_400_000).toISOString() : start,
        end_at: body.expired ? start : null,
      }),
    )
    if (!('id' in saved)) return reply.code(409).send(envelope('409', saved.message))
    return envelope('100', 'ok', saved)
  })
}
