import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@lobby/realtime/contract'
// The test plays the browser's part; the production server itself never imports the client.
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { GAME_LIST_URL, startServer, usdDesktop } from './helpers.ts'

let server: LobbyServer
let baseUrl: string

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterAll(async () => {
  await server.close()
})

describe('one HTTP server for API and socket.io', () => {
  it('sends welcome on connect and acks ping_lobby', async () => {
    const before = Date.now()
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(baseUrl, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      forceNew: true,
    })
    try {
      const welcome = await new Promise<{ serverTime: number }>((resolve, reject) => {
        socket.once('welcome', resolve)
        socket.once('connect_error', reject)
      })
      expect(welcome.serverTime).toBeGreaterThanOrEqual(before)
      const ack = await socket.timeout(2000).emitWithAck('ping_lobby')
      expect(ack.serverTime).toBeGreaterThanOrEqual(welcome.serverTime)
    } finally {
      socket.disconnect()
    }
  })

  it('serves the API on the same port', async () => {
    const res = await fetch(`${baseUrl}${GAME_LIST_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(usdDesktop),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ code: '100' })
  })

  it('closes with a socket still connected', async () => {
    const other = await startServer()
    const url = await other.listen(0)
    const socket = connect(url, { path: REALTIME_PATH, transports: ['websocket'], forceNew: true, reconnection: false })
    await new Promise((resolve) => socket.once('welcome', resolve))
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve))
    await other.close()
    await disconnected
    await expect(fetch(`${url}/api/dev/health`)).rejects.toThrow()
  })
})
