import type { Server as HttpServer } from 'node:http'
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@lobby/realtime/contract'
import { Server } from 'socket.io'

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>

export function attachRealtime(httpServer: HttpServer): RealtimeServer {
  // The site is served from the same origin, so no CORS and no bundled client are needed.
  const io: RealtimeServer = new Server(httpServer, { path: REALTIME_PATH, serveClient: false })
  io.on('connection', (socket) => {
    socket.emit('welcome', { serverTime: Date.now() })
    socket.on('ping_lobby', (ack) => {
      if (typeof ack === 'function') ack({ serverTime: Date.now() })
    })
  })
  return io
}
