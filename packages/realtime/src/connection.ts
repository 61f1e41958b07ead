import { io, type Socket } from 'socket.io-client'
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from './contract.ts'

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected'

export interface RealtimeOptions {
  /** Base URL of the socket.io host; `undefined` means the page's own origin. */
  url?: string
  /** Current token, sent in the Authorization header of the handshake. */
  getToken?: () => string | null | undefined
  /** Transports to try; websocket only by default (no long-polling upgrade dance behind proxies). */
  transports?: ('websocket' | 'polling')[]
}

export interface RealtimeConnection {
  readonly status: RealtimeStatus
  /** Called on every status change; returns an unsubscribe. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void
  connect(): void
  disconnect(): void
  /** Asks the server for its clock; rejects when not connected within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<number>
}

/**
 * The connection manager: one socket per page, reconnecting by itself.
 * Later issues add channel joins (member.{id} once a token is stored) here.
 */
export function createRealtime(options: RealtimeOptions = {}): RealtimeConnection {
  const listeners = new Set<(status: RealtimeStatus) => void>()
  let status: RealtimeStatus = 'idle'
  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return
    status = next
    for (const listener of listeners) listener(next)
  }

  const socketOptions = {
    path: REALTIME_PATH,
    autoConnect: false,
    transports: options.transports ?? ['websocket'],
    extraHeaders: authHeaders(options.getToken),
    auth: (cb: (data: Record<string, string>) => void) => {
      const token = options.getToken?.()
      cb(token ? { token } : {})
    },
  }
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = options.url
    ? io(options.url, socketOptions)
    : io(socketOptions)

  socket.on('connect', () => setStatus('connected'))
  socket.on('disconnect', () => setStatus('disconnected'))
  socket.io.on('reconnect_attempt', () => setStatus('connecting'))

  return {
    get status() {
      return status
    },
    onStatus(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect() {
      if (socket.connected || status === 'connecting') return
      setStatus('connecting')
      socket.connect()
    },
    disconnect() {
      socket.disconnect()
      setStatus('disconnected')
    },
    ping(timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        socket.timeout(timeoutMs).emit('ping_lobby', (error: Error | null, payload: { serverTime: number }) => {
          if (error) reject(error)
          else resolve(payload.serverTime)
        })
      })
    },
  }
}

/**
 * Browsers ignore `extraHeaders` on websocket handshakes, so the token also
 * travels in `auth`; node clients and polling get the header the spec names.
 */
function authHeaders(getToken: RealtimeOptions['getToken']): Record<string, string> {
  const token = getToken?.()
  return token ? { Authorization: `Bearer ${token}` } : {}
}
