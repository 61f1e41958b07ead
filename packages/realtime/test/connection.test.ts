import { createServer, type LobbyServer } from '@lobby/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRealtime, type RealtimeStatus } from '../src/index.ts'

let server: LobbyServer
let base: string

beforeAll(async () => {
  server = await createServer({ db: ':memory:', devHooks: true })
  base = await server.listen(0)
})
afterAll(() => server.close())

function waitFor(connection: ReturnType<typeof createRealtime>, status: RealtimeStatus): Promise<void> {
  return new Promise((resolve) => {
    if (connection.status === status) return resolve()
    const off = connection.onStatus((next) => {
      if (next === status) {
        off()
        resolve()
      }
    })
  })
}

describe('realtime connection against the real server', () => {
  it('connects, reports its status and round-trips to the server', async () => {
    const seen: RealtimeStatus[] = []
    const connection = createRealtime({ url: base })
    connection.onStatus((s) => seen.push(s))
    expect(connection.status).toBe('idle')

    connection.connect()
    await waitFor(connection, 'connected')
    expect(seen).toEqual(['connecting', 'connected'])

    const serverTime = await connection.ping()
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(60_000)

    connection.disconnect()
    expect(connection.status).toBe('disconnected')
    await expect(connection.ping(200)).rejects.toThrow()
  })

  it('reconnects by itself after the server drops it', async () => {
    const connection = createRealtime({ url: base })
    connection.connect()
    await waitFor(connection, 'connected')

    // Cut the transport as a network failure would (a server-side kick is final by design).
    for (const socket of server.io.sockets.sockets.values()) socket.conn.close()
    await waitFor(connection, 'disconnected')
    await waitFor(connection, 'connected')
    await expect(connection.ping()).resolves.toBeTypeOf('number')
    connection.disconnect()
  })

  it('counts as one connection on the server while connected', async () => {
    // Earlier tests' sockets leave asynchronously; start from an empty server.
    await vi.waitFor(async () => expect(await server.io.fetchSockets()).toHaveLength(0))
    const connection = createRealtime({ url: base })
    connection.connect()
    await waitFor(connection, 'connected')
    expect((await server.io.fetchSockets()).length).toBe(1)
    connection.disconnect()
  })
})

describe('public channels', () => {
  async function devPost(path: string, body: unknown) {
    const response = await fetch(`${base}/api/dev/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
  }

  const banner = { currency: 'USD', title: 'Live push', link_type: 0, url: 'https://promo.example/live' }

  function nextEvent<T>(connection: ReturnType<typeof createRealtime>, event: 'carousel_picture.url'): Promise<T> {
    return new Promise((resolve) => {
      const off = connection.on(event, (payload) => {
        off()
        resolve(payload as T)
      })
    })
  }

  it('hears the banners of its currency change, and rejoins after a reconnect', async () => {
    const connection = createRealtime({ url: base })
    // Subscribing before the socket is up waits for the first join.
    const joined = connection.subscribe('web_api.USD')
    connection.connect()
    await expect(joined).resolves.toEqual({ ok: true, channel: 'web_api.USD' })

    const first = nextEvent<{ channel: string; currency: string }>(connection, 'carousel_picture.url')
    await devPost('banners', banner)
    await expect(first).resolves.toMatchObject({ channel: 'web_api.USD', currency: 'USD' })

    for (const socket of server.io.sockets.sockets.values()) socket.conn.close()
    await waitFor(connection, 'disconnected')
    await waitFor(connection, 'connected')
    // The rejoin is emitted on connect; a ping after it proves the server has handled it.
    await connection.ping()

    const second = nextEvent<{ channel: string }>(connection, 'carousel_picture.url')
    await devPost('banners', banner)
    await expect(second).resolves.toMatchObject({ channel: 'web_api.USD' })
    connection.disconnect()
  })

  it('does not hear another currency, nor a channel it left', async () => {
    const connection = createRealtime({ url: base })
    connection.connect()
    await waitFor(connection, 'connected')
    await connection.subscribe('web_api.VND')
    const heard: unknown[] = []
    connection.on('carousel_picture.url', (payload) => heard.push(payload))

    await devPost('banners', banner)
    connection.unsubscribe('web_api.VND')
    await connection.ping()
    await devPost('banners', { ...banner, currency: 'VND' })
    // Round trips after the pushes: anything the server sent has arrived by now.
    await connection.ping()
    await connection.ping()
    expect(heard).toEqual([])
    connection.disconnect()
  })

  it('is refused a private channel', async () => {
    const connection = createRealtime({ url: base })
    connection.connect()
    await waitFor(connection, 'connected')
    const ack = await connection.subscribe('member.1')
    expect(ack.ok).toBe(false)
    connection.disconnect()
  })
})
