import { fbTracking } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { isoNow } from '../members/secrets.ts'

/**
 * `/fb_tracking` (spec section 7): the site's marketing events, kept once per
 * event id (a retry or a second tab sending the same event counts once).
 */
export function registerTrackingRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerEndpoint(
    app,
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
}
