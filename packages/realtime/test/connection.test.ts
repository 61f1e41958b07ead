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
