import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'

/**
 * Marketing events (spec section 7: `/api/fb_tracking {eventName, eventTime,
 * eventID, userData, customData}`), sent by the site when something an
 * advertiser counts happens: a registration (`CompleteRegistration`, spec
 * section 4), a deposit (`FirstPay` for the member's first, `Pay` after
 * it, each with a `Purchase`: spec section 7). The server keeps each event once
 * per `eventID`, so a retried call never counts twice; relaying them to an
 * ad platform is the operator's, from that store.
 */
export const TRACKING_EVENTS = ['CompleteRegistration', 'Purchase', 'Lead', 'FirstPay', 'Pay'] as const
export const trackingEventSchema = z.enum(TRACKING_EVENTS)
export type TrackingEvent = z.infer<typeof trackingEventSchema>

/** The `_fbp` / `_fbc` cookies' format: `fb.1.<ms>.<value>`. */
const fbCookie = z.optional(z.string().check(z.regex(/^fb\.\d\.\d{10,16}\.[\w.-]{1,500}$/, 'an fb cookie value')))

/** The most keys one event's `customData` may have. */
export const TRACKING_MAX_CUSTOM_KEYS = 20

export const fbTracking = defineEndpoint({
  path: '/fb_tracking',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: siteIdSchema,
    eventName: trackingEventSchema,
    /** Unix seconds, as the ad platforms take it. */
    eventTime: z.int().check(z.minimum(1_500_000_000), z.maximum(4_000_000_000)),
    /** Deduplication key: one event per id. */
    eventID: z.string().check(z.regex(/^[\w-]{8,64}$/, '8-64 letters, digits, _ or -')),
    /** Only these keys: anything else is a 400 naming `userData` (nothing unknown is stored). */
    userData: z._default(
      z.strictObject({
        fbp: fbCookie,
        fbc: fbCookie,
        /** The member id, once there is one. */
        external_id: z.optional(z.string().check(z.regex(/^\d{1,15}$/, 'a member id'))),
      }),
      {},
    ),
    /** At most TRACKING_MAX_CUSTOM_KEYS keys of 32 characters, strings of at most 200: a stored row stays a few KB. */
    customData: z._default(
      z
        .record(
          z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a snake_case key')),
          z.union([z.string().check(z.maxLength(200)), z.number()]),
        )
        .check(
          z.refine(
            (data) => Object.keys(data).length <= TRACKING_MAX_CUSTOM_KEYS,
            `at most ${TRACKING_MAX_CUSTOM_KEYS} keys`,
          ),
        ),
      {},
    ),
  }),
  /** `recorded`: false when this `eventID` was already kept. */
  response: z.object({ recorded: z.boolean() }),
})
