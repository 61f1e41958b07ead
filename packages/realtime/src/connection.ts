import type { Socket } from 'socket.io-client'
import { currencyChannel, presenceChannel } from './currency-channels.ts'
import {
  REALTIME_PATH,
  SUBSCRIBE_ERROR,
  memberChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
} from './contract.ts'

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected'

export interface RealtimeOptions {
  /** Base URL of the socket.io host; `undefined` means the page's own origin. */
  url?: string
  /** The stored token, read at every handshake (see `handshakeAuth`). */
  getToken?: () => string | null | undefined
  /**
   * The stored member id. With a token, the manager joins `member.{id}` on
   * every connect (spec section 6: only when both are stored).
   */
  getMemberId?: () => number | null | undefined
  /**
   * The stored member's currency. With a member session, the manager also
   * joins `member.{currency}` and `presence-{currency}` on every connect
   * (spec section 7: red envelopes, roulettes, who is online).
   */
  getCurrency?: () => string | null | undefined
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
  /** The member channel the server has accepted on this connection (`member.{id}`), or null. */
  readonly memberChannel: string | null
  /** Called whenever `memberChannel` changes; returns an unsubscribe. */
  onMemberChannel(listener: (channel: string | null) => void): () => void
  /**
   * Called when the server refuses `member.{id}` because the stored token is
   * no longer live (revoked: a logout, a password change or reset, a login on
   * the same device elsewhere; expired; the member disabled): the session is
   * over, and the page should forget it. A revocation disconnects the
   * token's sockets (`io server disconnect`, which socket.io never retries);
   * the manager reconnects at once with the token stored then, so a page
   * that still holds the dead token hears this, and one that holds a newer
   * token (another tab's login) simply goes on with it. Returns an unsubscribe.
   */
  onSessionEnded(listener: () => void): () => void
  /**
   * The stored session changed (login, logout, a 401, a handed-over session):
   * joins `member.{id}` (and, with a stored currency, `member.{currency}` and
   * `presence-{currency}`) when both the id and the token are stored, and
   * leaves them otherwise. The server reads the token from the handshake, so a token
   * other than the one this connection was opened with reconnects first; the
   * join follows on connect.
   */
  syncMember(): void
}

/** The manager as `createRealtime` makes it: the connection, and what it tells of the currency's channels. */
export interface RealtimeManager extends RealtimeConnection {
  /** `member.{currency}` once the server has accepted it and the currency's presence channel, or null. */
  readonly currencyChannel: string | null
  /** Called whenever `currencyChannel` changes; returns an unsubscribe. */
  onCurrencyChannel(listener: (channel: string | null) => void): () => void
}

/**
 * The connection manager: one socket per page, reconnecting by itself. It
 * joins the remembered public channels and the member's own channel on every
 * connect, since rooms live on the server's socket and a reconnect has none.
 */
export function createRealtime(options: RealtimeOptions = {}): RealtimeManager {
  const listeners = new Set<(status: RealtimeStatus) => void>()
  let status: RealtimeStatus = 'idle'
  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return
    status = next
    for (const listener of listeners) listener(next)
  }

  /** The token the current connection's handshake carried: the one the server checks member joins against. */
  let handshakeToken: string | null = null
  const storedToken = () => options.getToken?.() || null

  const socketOptions = {
    path: REALTIME_PATH,
    autoConnect: false,
    transports: options.transports ?? ['websocket'],
    extraHeaders: authHeaders(storedToken()),
    // Read at every (re)connect, so the server always sees the token stored now.
    auth: (cb: (data: Record<string, string>) => void) => {
      handshakeToken = storedToken()
      cb(handshakeAuth(handshakeToken))
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

  // The member's own channel is kept apart from `channels`: it follows the stored session, not subscribers.
  let joinedMember: string | null = null
  let joiningMember: string | null = null
  /** Bumped on every connect and disconnect, so an answer to an earlier connection's join is ignored. */
  let generation = 0
  const memberListeners = new Set<(channel: string | null) => void>()
  const sessionEndedListeners = new Set<() => void>()
  const setJoinedMember = (channel: string | null) => {
    if (channel === joinedMember) return
    joinedMember = channel
    for (const listener of memberListeners) listener(channel)
  }
  // The currency's channels (`member.{currency}` and `presence-{currency}`) follow the session the same way.
  let joinedCurrency: string | null = null
  let joiningCurrency: string | null = null
  const currencyListeners = new Set<(channel: string | null) => void>()
  const setJoinedCurrency = (channel: string | null) => {
    if (channel === joinedCurrency) return
    joinedCurrency = channel
    for (const listener of currencyListeners) listener(channel)
  }
  const wantedCurrency = (): string | null => {
    if (!wantedMember()) return null
    const currency = options.getCurrency?.()
    return currency ? currencyChannel(currency) : null
  }
  const wantedMember = (): { channel: string; token: string } | null => {
    const token = storedToken()
    const id = options.getMemberId?.()
    return token && id ? { channel: memberChannel(id), token } : null
  }
  const refreshHeaders = (live: LobbySocket) => {
    // engine.io builds each transport from the manager's options, so the next handshake sends this header.
    live.io.opts.extraHeaders = authHeaders(storedToken())
  }

  const syncMemberOn = (live: LobbySocket) => {
    if (!live.connected) return
    const member = wantedMember()
    if (member && member.token !== handshakeToken) {
      // A new token (a login on this page): only a new handshake lets the server see it.
      refreshHeaders(live)
      live.disconnect()
      setStatus('connecting')
      live.connect()
      return
    }
    syncCurrencyOn(live)
    const channel = member?.channel ?? null
    if (joinedMember !== null && joinedMember !== channel) {
      live.emit('unsubscribe', { channel: joinedMember }, () => {})
      setJoinedMember(null)
    }
    if (channel === null || joinedMember === channel || joiningMember === channel) return
    joiningMember = channel
    const asked = generation
    const carried = handshakeToken
    live.emit('subscribe', { channel }, (ack) => {
      if (asked !== generation) return
      if (joiningMember === channel) joiningMember = null
      if (!ack.ok) {
        // Only the token this connection carried is known dead; a newer one stored since gets its own handshake.
        if (ack.error === SUBSCRIBE_ERROR.tokenNotLive && storedToken() === carried) {
          for (const listener of sessionEndedListeners) listener()
        }
        return
      }
      // The session may have changed while the join was on its way: keep it only if still wanted.
      if (wantedMember()?.channel === channel) setJoinedMember(channel)
      else live.emit('unsubscribe', { channel }, () => {})
    })
  }

  /** `member.{currency}` and its presence channel, joined together on this connection (its handshake's token). */
  const syncCurrencyOn = (live: LobbySocket) => {
    const channel = wantedCurrency()
    const pair = (name: string) => [name, presenceChannel(name.slice('member.'.length))]
    if (joinedCurrency !== null && joinedCurrency !== channel) {
      for (const name of pair(joinedCurrency)) live.emit('unsubscribe', { channel: name }, () => {})
      setJoinedCurrency(null)
    }
    if (channel === null || joinedCurrency === channel || joiningCurrency === channel) return
    joiningCurrency = channel
    const asked = generation
    const acks = pair(channel).map(
      (name) => new Promise<SubscribeAck>((resolve) => live.emit('subscribe', { channel: name }, resolve)),
    )
    void Promise.all(acks).then((answers) => {
      if (asked !== generation) return
      if (joiningCurrency === channel) joiningCurrency = null
      if (!answers.every((ack) => ack.ok)) return
      if (wantedCurrency() === channel) setJoinedCurrency(channel)
      else for (const name of pair(channel)) live.emit('unsubscribe', { channel: name }, () => {})
    })
  }

  const load = (): Promise<LobbySocket> => {
    loading ??= import('socket.io-client').then(
      ({ io }) => {
        const live: LobbySocket = options.url ? io(options.url, socketOptions) : io(socketOptions)
        live.on('connect', () => {
          generation += 1
          setStatus('connected')
          // Rooms live on the server's socket, so a reconnect starts with none: join again.
          for (const channel of channels) void join(live, channel)
          syncMemberOn(live)
        })
        live.on('disconnect', (reason) => {
          generation += 1
          joiningMember = null
          joiningCurrency = null
          setJoinedMember(null)
          setJoinedCurrency(null)
          setStatus('disconnected')
          // The server ended this connection (its token was revoked or expired); socket.io does not retry that.
          // Reconnect once with the token stored now: a dead one is refused the member channel (onSessionEnded),
          // and the server never ends a connection for a token it already refused, so this cannot loop.
          if (reason === 'io server disconnect' && wanted) {
            refreshHeaders(live)
            setStatus('connecting')
            live.connect()
          }
        })
        live.io.on('reconnect_attempt', () => {
          refreshHeaders(live)
          setStatus('connecting')
        })
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
          if (!wanted) return
          refreshHeaders(live)
          live.connect()
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
    get memberChannel() {
      return joinedMember
    },
    onMemberChannel(listener) {
      memberListeners.add(listener)
      return () => memberListeners.delete(listener)
    },
    onSessionEnded(listener) {
      sessionEndedListeners.add(listener)
      return () => sessionEndedListeners.delete(listener)
    },
    get currencyChannel() {
      return joinedCurrency
    },
    onCurrencyChannel(listener) {
      currencyListeners.add(listener)
      return () => currencyListeners.delete(listener)
    },
    syncMember() {
      if (socket) syncMemberOn(socket)
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
 * How the token reaches the server. The spec names the Authorization header,
 * but a browser's WebSocket constructor takes no headers (engine.io-client's
 * browser transport drops `extraHeaders`; only Node clients and long-polling
 * send them), and the site uses the websocket transport alone. socket.io's
 * `auth` payload travels in the CONNECT packet over whatever transport is open,
 * so it works in Chromium and everywhere else; the server reads it first and
 * falls back to the header. A query parameter would put the token in logs.
 */
function handshakeAuth(token: string | null): Record<string, string> {
  return token ? { token } : {}
}

/** The Authorization header for clients that can send one (Node, polling). */
function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {}
}
