import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'

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
