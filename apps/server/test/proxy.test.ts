import { checkIframe } from '@lobby/api/contract'
import { afterAll, describe, expect, it } from 'vitest'
import type { TrustProxy } from '../src/config/env.ts'
import type { LobbyServer } from '../src/index.ts'
import { originOf } from '../src/recommend/routes.ts'
import { TRACKING_ADDRESS_LIMIT } from '../src/tracking/routes.ts'
import { SITE, startServer } from './helpers.ts'

const servers: LobbyServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})
async function serverWith(trustProxy?: TrustProxy) {
  const server = await startServer(trustProxy === undefined ? {} : { trustProxy })
  servers.push(server)
  return server
}

let sequence = 0
/** Records a tracking event through `headers` from the peer `remoteAddress`; answers the address the server stored. */
async function storedAddress(server: LobbyServer, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const eventID = `proxy-${Date.now()}-${(sequence += 1)}`
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/fb_tracking',
    remoteAddress,
    headers,
    payload: { site_id: SITE, eventName: 'Lead', eventTime: 1_790_000_000, eventID },
  })
  expect(res.statusCode).toBe(200)
  const row = await server.db
    .selectFrom('tracking_events')
    .select('ip')
    .where('event_id', '=', eventID)
    .executeTakeFirstOrThrow()
  return row.ip
}

describe('LOBBY_TRUST_PROXY: which address is the client', () => {
  it('off by default: an X-Forwarded-For from anyone is ignored', async () => {
    const server = await serverWith()
    expect(await storedAddress(server, { 'x-forwarded-for': '203.0.113.7' })).toBe('127.0.0.1')
  })

  it.each<[string, TrustProxy]>([
    ['true', true],
    ['a hop count of 1', 1],
    ['the proxy address', ['127.0.0.1']],
    ['a range holding the proxy', ['127.0.0.0/8', '10.0.0.0/8']],
  ])('trusting %s: the forwarded address is request.ip', async (_name, trustProxy) => {
    const server = await serverWith(trustProxy)
    expect(await storedAddress(server, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7')
  })

  it('trusting one hop: an address the client put in front of the real one is not taken', async () => {
    const server = await serverWith(1)
    // The client sent "X-Forwarded-For: 198.51.100.66"; the proxy appended the address it saw.
    expect(await storedAddress(server, { 'x-forwarded-for': '198.51.100.66, 203.0.113.7' })).toBe('203.0.113.7')
  })

  it('trusting a list: a peer outside it is the client, whatever it forwards', async () => {
    const server = await serverWith(['10.0.0.1'])
    expect(await storedAddress(server, { 'x-forwarded-for': '203.0.113.7' }, '192.0.2.50')).toBe('192.0.2.50')
    expect(await storedAddress(server, { 'x-forwarded-for': '203.0.113.7' }, '10.0.0.1')).toBe('203.0.113.7')
  })

  it('per-address limits count the forwarded client, not the proxy', async () => {
    const server = await serverWith(['127.0.0.1'])
    for (let i = 0; i < TRACKING_ADDRESS_LIMIT.max; i += 1) {
      await storedAddress(server, { 'x-forwarded-for': '203.0.113.10' })
    }
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/fb_tracking',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      payload: { site_id: SITE, eventName: 'Lead', eventTime: 1_790_000_000, eventID: 'proxy-refused-1' },
    })
    expect(refused.statusCode).toBe(429)
    // Another client behind the same proxy is not held back.
    expect(await storedAddress(server, { 'x-forwarded-for': '203.0.113.11' })).toBe('203.0.113.11')
  })
})

describe('/check_iframe and X-Forwarded-Host', () => {
  const check = async (server: LobbyServer, url: string, headers: Record<string, string>) => {
    const res = await server.app.inject({ method: 'POST', url: '/api/check_iframe', headers, payload: { url } })
    expect(res.statusCode).toBe(200)
    return checkIframe.response.parse(res.json<{ data: unknown }>().data).is_iframe
  }

  it('without a trusted proxy, a forwarded host from anyone cannot make another site framable', async () => {
    const server = await serverWith()
    const headers = { host: 'lobby.test', 'x-forwarded-host': 'evil.example' }
    expect(await check(server, 'https://evil.example/phish', headers)).toBe(false)
    expect(await check(server, 'https://lobby.test/house/demo/slot.html', headers)).toBe(true)
  })

  it('behind a trusted proxy, the forwarded host is the site', async () => {
    const server = await serverWith(['127.0.0.1'])
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'lobby.example' }
    expect(await check(server, 'https://lobby.example/house/demo/slot.html', headers)).toBe(true)
    expect(await check(server, 'https://127.0.0.1:3000/house/demo/slot.html', headers)).toBe(false)
  })

  it('a trusted proxy list does not trust the forwarded host of a peer outside it', async () => {
    const server = await serverWith(['10.0.0.1'])
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/check_iframe',
      remoteAddress: '192.0.2.50',
      headers: { host: 'lobby.test', 'x-forwarded-host': 'evil.example' },
      payload: { url: 'https://evil.example/' },
    })
    expect(checkIframe.response.parse(res.json<{ data: unknown }>().data).is_iframe).toBe(false)
  })
})

describe('share links (originOf) and X-Forwarded-Host / -Proto', () => {
  const origin = async (server: LobbyServer, headers: Record<string, string>) => {
    if (!server.app.hasRoute({ method: 'GET', url: '/test/origin' })) {
      server.app.get('/test/origin', async (request) => originOf(request))
    }
    return (await server.app.inject({ method: 'GET', url: '/test/origin', headers })).body
  }
  const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-host': 'lobby.example', 'x-forwarded-proto': 'https' }

  it('ignores forwarded host and protocol from anyone by default', async () => {
    expect(await origin(await serverWith(), forwarded)).toBe('http://127.0.0.1:3000')
  })

  it('takes them from a trusted proxy', async () => {
    expect(await origin(await serverWith(['127.0.0.1']), forwarded)).toBe('https://lobby.example')
  })
})
