import { fbTracking } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope } from '../http/envelope.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { isoIn, isoNow } from '../members/secrets.ts'
import { SlidingWindow, purgeRateEvents, throttleAddress, type WindowLimit } from '../members/sliding-window.ts'

/** A body larger than this is refused with 413: a real event is a few hundred bytes, the largest allowed a few KB. */
export const TRACKING_BODY_LIMIT = 16 * 1024
/** Events one address may send (valid or not) in a sliding minute; a page sends one per registration or deposit. */
export const TRACKING_ADDRESS_LIMIT: WindowLimit = { max: 30, windowMs: 60_000 }
/** Events are kept this long, then deleted (they carry the client's address). */
export const TRACKING_RETENTION_MS = 90 * 24 * 3600 * 1000
/** How often the retention runs after the one at start-up. */
const PURGE_EVERY_MS = 3600 * 1000

/** Deletes events created before `now` minus the retention; answers how many. */
export async function purgeTrackingEvents(db: Db, now: string = isoNow()): Promise<number> {
  const result = await db
    .deleteFrom('tracking_events')
    .where('created_at', '<', isoIn(-TRACKING_RETENTION_MS, now))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * `/fb_tracking` (spec section 7): the site's marketing events, kept once per
 * event id (a retry or a second tab sending the same event counts once).
 * Bounded: a 16 KB body, the contract's caps on keys and lengths, 30 calls a
 * minute per address (429 with Retry-After), 90 days of keeping (purged at
 * start-up and every hour).
 */
export function registerTrackingRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  limit = TRACKING_ADDRESS_LIMIT,
): void {
  const perAddress = new SlidingWindow(limit, 'tracking')

  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = TRACKING_BODY_LIMIT
    })
    // Before the body is read: a refused call costs no parsing.
    scope.addHook('onRequest', async (request, reply) => {
      const key = throttleAddress(request.ip)
      const wait = await perAddress.retryAfterMs(options.db, key)
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(wait / 1000)))
          .send(envelope('429', 'server.tracking.too_many'))
      }
      await perAddress.record(options.db, key)
    })

    registerEndpoint(
      scope,
      fbTracking,
      forSite(async (input, { db, request }) => {
        const inserted = await db
          .insertInto('tracking_events')
          .values({
            site_id: input.site_id,
            event_id: input.eventID,
            event_name: input.eventName,
            event_time: input.eventTime,
            user_data: JSON.stringify(input.userData),
            custom_data: JSON.stringify(input.customData),
            ip: request.ip,
            created_at: isoNow(),
          })
          .onConflict((c) => c.columns(['site_id', 'event_id']).doNothing())
          .executeTakeFirst()
        return { recorded: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 }
      }),
      options,
    )
  })

  let timer: NodeJS.Timeout | undefined
  const purge = () =>
    Promise.all([purgeTrackingEvents(options.db), purgeRateEvents(options.db)]).then(
      ([deleted, counts]) => {
        if (deleted > 0) app.log.info({ deleted }, 'tracking events past retention deleted')
        if (counts > 0) app.log.info({ deleted: counts }, 'rate-limit events older than a day deleted')
      },
      (error: unknown) => app.log.error({ err: error }, 'tracking retention failed'),
    )
  app.addHook('onReady', async () => {
    await purge()
    timer = setInterval(() => void purge(), PURGE_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
