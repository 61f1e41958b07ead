import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@lobby/realtime/contract'
// The tests play the browser's part; the production server itself never imports the client.
import { io as connect, type Socket } from 'socket.io-client'

/** A socket.io client of the contract, as the site holds one. */
export type Client = Socket<ServerToClientEvents, ClientToServerEvents>

/**
 * Sockets of one suite: `open` connects to `baseUrl()` (with `token` the way
 * the browser sends it, in `auth`, or as an `Authorization` header) and
 * resolves once the server's `welcome` arrived; `closeAll` disconnects every
 * socket opened since (call it in `afterEach`).
 */
export function socketPool(baseUrl: () => string) {
  const sockets: Client[] = []
  return {
    async open(token?: string, via: 'auth' | 'header' = 'auth'): Promise<Client> {
      const socket: Client = connect(baseUrl(), {
        path: REALTIME_PATH,
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        ...(token && via === 'auth' ? { auth: { token } } : {}),
        ...(token && via === 'header' ? { extraHeaders: { Authorization: `Bearer ${token}` } } : {}),
      })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('welcome', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.disconnect()
    },
  }
}

/** Joins `channel`; the server's ack (fails after 2 s). */
export const subscribe = (socket: Client, channel: string): Promise<SubscribeAck> =>
  socket.timeout(2000).emitWithAck('subscribe', { channel })

/** Resolves with the next `event` the socket hears; fails after 2 s. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: Client,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 2 s`)), 2000)
    // socket.io-client's typed `once` cannot take a generic event name; the payload type comes from E.
    ;(socket as unknown as { once(e: string, cb: (p: unknown) => void): void }).once(event, (payload) => {
      clearTimeout(timer)
      resolve(payload as Parameters<ServerToClientEvents[E]>[0])
    })
  })
}
