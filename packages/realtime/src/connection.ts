import type { Socket } from 'socket.io-client'
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents, type SubscribeAck } from './contract.ts'

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
  /**
   * Joins a channel now (when connected) and again after every reconnect, until
   * `unsubscribe`. Resolves with the server's answer to the first join.
   */
  subscribe(channel: string): Promise<SubscribeAck>
  unsubscribe(channel: string): void
  /** Listens to a server event; returns an unsubscribe. */
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): () => void
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

  type LobbySocket = Socket<ServerToClientEvents, ClientToServerEvents>
  /**
   * socket.io-client is loaded on the first `connect`, not with the page: the
   * lobby renders without it (first-route JavaScript budget, issue 3).
   * Listeners and channels given before it arrives are kept and attached then.
   */
  let socket: LobbySocket | undefined
  let loading: Promise<LobbySocket> | undefined
  let wanted = false
  const handlers = new Map<string, Set<(...args: never[]) => void>>()

  const channels = new Set<string>()
  /** Subscribers waiting for the first join of their channel (made on connect). */
  const waiting = new Map<string, ((ack: SubscribeAck) => void)[]>()
  const join = (live: LobbySocket, channel: string) =>
    new Promise<SubscribeAck>((resolve) => {
      live.emit('subscribe', { channel }, (ack) => {
        if (!ack.ok) channels.delete(channel)
        resolve(ack)
        for (const waiter of waiting.get(channel) ?? []) waiter(ack)
        waiting.delete(channel)
      })
    })

  const load = (): Promise<LobbySocket> => {
    loading ??= import('socket.io-client').then(
      ({ io }) => {
        const live: LobbySocket = options.url ? io(options.url, socketOptions) : io(socketOptions)
        live.on('connect', () => {
          setStatus('connected')
          // Rooms live on the server's socket, so a reconnect starts with none: join again.
          for (const channel of channels) void join(live, channel)
        })
        live.on('disconnect', () => setStatus('disconnected'))
        live.io.on('reconnect_attempt', () => setStatus('connecting'))
        for (const [event, set] of handlers) for (const listener of set) live.on(event as never, listener as never)
        socket = live
        return live
      },
      (error: unknown) => {
        // The chunk did not load (offline, new deployment): the next connect tries again.
        loading = undefined
        throw error
      },
    )
    return loading
  }

  return {
    get status() {
      return status
    },
    onStatus(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect() {
      wanted = true
      if (socket?.connected || status === 'connecting') return
      setStatus('connecting')
      load().then(
        (live) => {
          if (wanted) live.connect()
        },
        () => setStatus('disconnected'),
      )
    },
    disconnect() {
      wanted = false
      socket?.disconnect()
      setStatus('disconnected')
    },
    subscribe(channel) {
      if (channels.has(channel) && socket?.connected) return Promise.resolve({ ok: true, channel })
      channels.add(channel)
      if (socket?.connected) return join(socket, channel)
      // The connect handler joins every remembered channel and answers the waiters.
      return new Promise((resolve) => waiting.set(channel, [...(waiting.get(channel) ?? []), resolve]))
    },
    unsubscribe(channel) {
      if (!channels.delete(channel)) return
      if (socket?.connected) socket.emit('unsubscribe', { channel }, () => {})
    },
    on(event, listener) {
      const set = handlers.get(event) ?? new Set()
      handlers.set(event, set)
      set.add(listener as never)
      // socket.io's typed `on` cannot take a generic event key; the contract types both sides.
      socket?.on(event, listener as never)
      return () => {
        set.delete(listener as never)
        socket?.off(event, listener as never)
      }
    },
    ping(timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        if (!socket) {
          reject(new Error('not connected'))
          return
        }
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
