import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TRACKING_MAX_CUSTOM_KEYS } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { isoIn, isoNow } from '../src/members/secrets.ts'
import {
  TRACKING_ADDRESS_LIMIT,
  TRACKING_BODY_LIMIT,
  TRACKING_RETENTION_MS,
  purgeTrackingEvents,
} from '../src/tracking/routes.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'
import { sharedTestDatabase } from './databases.ts'

let server: LobbyServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const event = (overrides: Record<string, unknown> = {}) => ({
  site_id: SITE,
  eventName: 'CompleteRegistration',
  eventTime: 1_790_000_000,
  eventID: `reg-${Math.random().toString(36).slice(2, 12)}`,
  userData: { fbp: 'fb.1.1790000000000.1234567890', external_id: '42' },
  customData: { currency: 'USD' },
  ...overrides,
})

describe('/fb_tracking (spec section 7)', () => {
  it('keeps an event once per event id', async () => {
    const body = event()
    const first = await post<{ recorded: boolean }>(server, '/api/fb_tracking', body)
    expect(first.code).toBe('100')
    expect(first.data).toEqual({ recorded: true })
    const again = await post<{ recorded: boolean }>(server, '/api/fb_tracking', body)
    expect(again.data).toEqual({ recorded: false })
    const rows = await server.db
      .selectFrom('tracking_events')
      .selectAll()
      .where('event_id', '=', body.eventID)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ site_id: SITE, event_name: 'CompleteRegistration', event_time: 1_790_000_000 })
    expect(JSON.parse(rows[0]!.user_data)).toEqual(body.userData)
    expect(JSON.parse(rows[0]!.custom_data)).toEqual({ currency: 'USD' })
  })

  it.each([
    ['eventName', { eventName: 'Anything' }],
    ['eventID', { eventID: 'short' }],
    ['eventTime', { eventTime: 12 }],
    ['userData.fbp', { userData: { fbp: 'not-a-cookie' } }],
    ['customData', { customData: { 'Bad Key': 1 } }],
    ['userData', { userData: { fbp: 'fb.1.1790000000000.1', anything: 'else' } }],
    [
      'customData',
      {
        customData: Object.fromEntries(
          Array.from({ length: TRACKING_MAX_CUSTOM_KEYS + 1 }, (_, i) => [`k_${'x'.repeat(i)}`, 1]),
        ),
      },
    ],
    ['customData.note', { customData: { note: 'x'.repeat(201) } }],
  ])('answers 400 naming %s and writes nothing', async (field, overrides) => {
    const before = await rowCounts(server.db)
    const answer = await post(server, '/api/fb_tracking', event(overrides))
    expect(answer.status).toBe(400)
    expect(String((answer.data as { field: string }).field)).toContain(field)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('answers 102 for an unknown site', async () => {
    const answer = await post(server, '/api/fb_tracking', event({ site_id: 'nope' }))
    expect(answer.code).toBe('102')
  })
})

/** Posts from its own address, so each test has its own allowance. */
let addresses = 0
const nextAddress = () => `198.51.100.${(addresses += 1)}`
const inject = (body: unknown, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/fb_tracking',
    remoteAddress,
    payload: body as Record<string, unknown>,
  })

describe('/fb_tracking bounds (issue 19)', () => {
  it(`keeps an event with ${TRACKING_MAX_CUSTOM_KEYS} custom keys of the longest length`, async () => {
    const customData = Object.fromEntries(
      Array.from({ length: TRACKING_MAX_CUSTOM_KEYS }, (_, i) => [
        `key_${'a'.repeat(i)}`.slice(0, 32),
        'v'.repeat(200),
      ]),
    )
    const res = await inject(event({ customData }), nextAddress())
    expect(res.json()).toMatchObject({ code: '100', data: { recorded: true } })
  })

  it('refuses a body over 16 KB with 413 before reading it, writing nothing', async () => {
    const before = await rowCounts(server.db)
    // The report of the issue: a 950 KB body of keys.
    const huge = event({
      customData: Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 'x'.repeat(10)])),
    })
    const res = await inject(huge, nextAddress())
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: '413', data: { field: 'body' } })
    const justOver = await inject({ ...event(), pad: 'x'.repeat(TRACKING_BODY_LIMIT) }, nextAddress())
    expect(justOver.statusCode).toBe(413)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it(`answers 429 with Retry-After after ${TRACKING_ADDRESS_LIMIT.max} calls a minute from one address, writing nothing`, async () => {
    const address = nextAddress()
    for (let i = 0; i < TRACKING_ADDRESS_LIMIT.max; i += 1) {
      expect((await inject(event(), address)).statusCode).toBe(200)
    }
    const before = await rowCounts(server.db)
    const refused = await inject(event(), address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: '429' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await rowCounts(server.db)).toEqual(before)
    // Bad calls count too: an address cannot keep the server parsing garbage.
    const other = nextAddress()
    for (let i = 0; i < TRACKING_ADDRESS_LIMIT.max; i += 1) await inject({ nonsense: i }, other)
    expect((await inject(event(), other)).statusCode).toBe(429)
    // Another address is not held back.
    expect((await inject(event(), nextAddress())).statusCode).toBe(200)
  })
})

describe('/fb_tracking retention: 90 days', () => {
  const row = (eventId: string, createdAt: string) => ({
    site_id: SITE,
    event_id: eventId,
    event_name: 'Lead',
    event_time: 1_790_000_000,
    user_data: '{}',
    custom_data: '{}',
    ip: '203.0.113.9',
    created_at: createdAt,
  })
  const ids = async (db: LobbyServer['db']) =>
    (await db.selectFrom('tracking_events').select('event_id').where('event_id', 'like', 'ret-%').execute())
      .map((r) => r.event_id)
      .sort()

  it('purges events older than 90 days and keeps the rest', async () => {
    const now = isoNow()
    await server.db
      .insertInto('tracking_events')
      .values([
        row('ret-old-91d', isoIn(-TRACKING_RETENTION_MS - 24 * 3600 * 1000, now)),
        row('ret-old-1y', isoIn(-365 * 24 * 3600 * 1000, now)),
        row('ret-keep-89d', isoIn(-TRACKING_RETENTION_MS + 24 * 3600 * 1000, now)),
        row('ret-keep-now', now),
      ])
      .execute()
    expect(await purgeTrackingEvents(server.db, now)).toBe(2)
    expect(await ids(server.db)).toEqual(['ret-keep-89d', 'ret-keep-now'])
  })

  it('purges at start-up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-tracking-'))
    const db = await sharedTestDatabase(join(dir, 'lobby.db'))
    try {
      const first = await startServer({ db })
      await first.db
        .insertInto('tracking_events')
        .values([row('ret-stale', isoIn(-TRACKING_RETENTION_MS - 60_000)), row('ret-fresh', isoIn(-60_000))])
        .execute()
      await first.close()
      const again = await startServer({ db })
      try {
        await again.app.ready()
        expect(await ids(again.db)).toEqual(['ret-fresh'])
      } finally {
        await again.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
