import type { Server as HttpServer } from 'node:http'
import {
  REALTIME_PATH,
  isPrivateChannel,
  isPublicChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@lobby/realtime/contract'
import { Server } from 'socket.io'

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>

function channelOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined
  const channel = (request as { channel?: unknown }).channel
  return typeof channel === 'string' && channel.length > 0 && channel.length <= 128 ? channel : undefined
}

export function attachRealtime(httpServer: HttpServer): RealtimeServer {
  // The site is served from the same origin, so no CORS and no bundled client are needed.
  const io: RealtimeServer = new Server(httpServer, { path: REALTIME_PATH, serveClient: false })
  io.on('connection', (socket) => {
    socket.emit('welcome', { serverTime: Date.now() })
    socket.on('ping_lobby', (ack) => {
      if (typeof ack === 'function') ack({ serverTime: Date.now() })
    })

    // Channels are rooms. Only public channels for now; member channels need login (issue 4).
    socket.on('subscribe', (request, ack) => {
      const channel = channelOf(request)
      let result: SubscribeAck
      if (channel === undefined) result = { ok: false, channel: '', error: 'channel: a channel name' }
      else if (isPrivateChannel(channel)) result = { ok: false, channel, error: 'private channel: log in first' }
      else if (!isPublicChannel(channel)) result = { ok: false, channel, error: 'unknown channel' }
      else {
        void socket.join(channel)
        result = { ok: true, channel }
      }
      if (typeof ack === 'function') ack(result)
    })
    socket.on('unsubscribe', (request, ack) => {
      const channel = channelOf(request)
      if (channel !== undefined) void socket.leave(channel)
      if (typeof ack === 'function') {
        ack(
          channel === undefined ? { ok: false, channel: '', error: 'channel: a channel name' } : { ok: true, channel },
        )
      }
    })
  })
  return io
}
