import type { Server as HttpServer } from 'node:http'
import {
  REALTIME_PATH,
  SUBSCRIBE_ERROR,
  isPrivateChannel,
  isPublicChannel,
  memberIdOfChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@lobby/realtime/contract'
import { currencyOfChannel, currencyOfPresenceChannel } from '@lobby/realtime/currency-channels'
import { Server, type Socket } from 'socket.io'
import type { Db } from '../db/connection.ts'
import { sha256 } from '../members/secrets.ts'
import {
  memberTokenStore,
  openMemberChannels,
  privateJoinRefusal,
  registerRealtimeServer,
  tokenRoom,
  type PrivateChannelOwner,
} from './member-events.ts'
import { Presence } from './presence.ts'
import { DEFAULT_PRESENCE_TTL_MS, RedisPresence } from './presence-redis.ts'
import type { RealtimeRedis } from './redis.ts'

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents>

function channelOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined
  const channel = (request as { channel?: unknown }).channel
  return typeof channel === 'string' && channel.length > 0 && channel.length <= 128 ? channel : undefined
}

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * The member token of a connection: socket.io's `auth` payload (what browsers
 * can send on a websocket), else an `Authorization: Bearer` header (Node
 * clients, long-polling). Fixed for the connection's life; a client with a new
 * token reconnects.
 */
function readHandshakeToken(socket: RealtimeSocket): string | undefined {
  const auth: unknown = socket.handshake.auth
  const fromAuth = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined
  if (typeof fromAuth === 'string' && fromAuth.length > 0 && fromAuth.length <= 256) return fromAuth
  const header = socket.handshake.headers.authorization
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined
}

/** Each connection's member token, kept in this process only (see `takeHandshakeToken`). */
const connectionTokens = new WeakMap<RealtimeSocket, string | undefined>()

/**
 * Reads the connection's token once and removes it from the handshake: with
 * the Redis adapter, any process (or anything else that can reach the Redis)
 * may ask for every socket's handshake (`fetchSockets`), and a bearer token
 * must never travel there. The socket keeps only its token's room
 * (`token.{sha256}`); the token itself stays in this process's memory.
 */
function takeHandshakeToken(socket: RealtimeSocket): string | undefined {
  const token = readHandshakeToken(socket)
  connectionTokens.set(socket, token)
  const auth: unknown = socket.handshake.auth
  if (typeof auth === 'object' && auth !== null) delete (auth as { token?: unknown }).token
  delete socket.handshake.headers.authorization
  return token
}

function handshakeToken(socket: RealtimeSocket): string | undefined {
  return connectionTokens.has(socket) ? connectionTokens.get(socket) : readHandshakeToken(socket)
}

export interface RealtimeOptions {
  db?: Db
  /**
   * `LOBBY_REDIS_URL`'s clients: the server is one of several processes.
   * Broadcasts, room emits and disconnects go through the Redis adapter to
   * every process, presence is counted in Redis, and only websocket
   * transports are accepted (see below).
   */
  redis?: RealtimeRedis
  /** How long a dead process's members still count (presence-redis.ts); default 15 s. */
  presenceTtlMs?: number
  /** Where Redis failures of the presence count are reported. */
  onError?: (error: unknown) => void
}

/**
 * Attaches socket.io to the HTTP server. With `db`, member channels open at
 * once; otherwise they open when `openMemberChannels` is given the token
 * store (the login routes do this) and are refused until then.
 */
export function attachRealtime(httpServer: HttpServer, options: RealtimeOptions = {}): RealtimeServer {
  const { redis } = options
  // The site is served from the same origin, so no CORS and no bundled client are needed.
  // With several processes, websocket only: a long-polling session is a series of requests that must all
  // reach the process holding it (sticky sessions); a websocket is one connection, upgraded once, held by
  // whichever process accepted it. The site's client connects with websocket only already
  // (packages/realtime/src/connection.ts), so a load balancer needs no stickiness (docs/deploy.md).
  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    ...(redis ? { adapter: redis.adapter, transports: ['websocket' as const] } : {}),
  })
  registerRealtimeServer(httpServer, io)
  if (options.db) openMemberChannels(httpServer, options.db)
  const onError = options.onError ?? (() => undefined)
  const shared = redis
    ? new RedisPresence(redis.pub, options.presenceTtlMs ?? DEFAULT_PRESENCE_TTL_MS, onError)
    : undefined
  const presence = new Presence(io, shared, onError)
  shared?.start(presence)
  presences.set(httpServer, presence)

  /**
   * Public channels for anyone; `member.{id}` for a live token of that
   * member; `member.{currency}` and `presence-{currency}` for a live token of
   * a member of that currency; other private ones not at all. A presence
   * join is counted for its member.
   */
  const decide = async (socket: RealtimeSocket, channel: string | undefined): Promise<SubscribeAck> => {
    if (channel === undefined) return { ok: false, channel: '', error: SUBSCRIBE_ERROR.badRequest }
    if (isPublicChannel(channel)) return { ok: true, channel }
    if (!isPrivateChannel(channel)) return { ok: false, channel, error: SUBSCRIBE_ERROR.unknownChannel }
    const memberId = memberIdOfChannel(channel)
    const currency = currencyOfChannel(channel) ?? currencyOfPresenceChannel(channel)
    const token = handshakeToken(socket)
    const owner: PrivateChannelOwner | null = memberId !== null ? { memberId } : currency !== null ? { currency } : null
    if (owner === null) {
      return { ok: false, channel, error: token ? SUBSCRIBE_ERROR.notOpen : SUBSCRIBE_ERROR.logInFirst }
    }
    try {
      const answer = await privateJoinRefusal(memberTokenStore(httpServer), owner, token)
      if (answer.refusal !== null) return { ok: false, channel, error: answer.refusal }
      endAtExpiry(socket, answer.member.expires_at)
      if (currencyOfPresenceChannel(channel) !== null) presence.add(socket.id, channel, answer.member)
      return { ok: true, channel }
    } catch {
      // The database is closing or failing: refuse this time; the client joins again on its next connect.
      return { ok: false, channel, error: SUBSCRIBE_ERROR.unavailable }
    }
  }

  /**
   * A token also dies by age: a socket admitted to a private channel is
   * disconnected when its token expires, as a revoked one's is.
   */
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>()
  const endAtExpiry = (socket: RealtimeSocket, expiresAt: string) => {
    if (expiryTimers.has(socket.id) || !socket.connected) return
    // setTimeout holds at most 2^31-1 ms (24.8 days); a token lives 7.
    const wait = Math.min(Math.max(0, Date.parse(expiresAt) - Date.now()), 2 ** 31 - 1)
    const timer = setTimeout(() => {
      expiryTimers.delete(socket.id)
      socket.disconnect(true)
    }, wait)
    timer.unref()
    expiryTimers.set(socket.id, timer)
  }

  io.on('connection', (socket) => {
    // Before anything else: revoking the token (members/revocation.ts) disconnects every socket in its room,
    // so no socket can hold a private channel that outlives its token.
    const token = takeHandshakeToken(socket)
    if (token) void socket.join(tokenRoom(sha256(token)))
    socket.on('disconnect', () => {
      clearTimeout(expiryTimers.get(socket.id))
      expiryTimers.delete(socket.id)
    })
    socket.emit('welcome', { serverTime: Date.now() })
    socket.on('ping_lobby', (ack) => {
      if (typeof ack === 'function') ack({ serverTime: Date.now() })
    })

    // Channels are rooms. Joins and leaves run in the order they were asked (a member join waits for the
    // database), and the room is joined before the ack, so an event sent after the ack reaches the socket.
    let pending = Promise.resolve()
    const inOrder = (step: () => Promise<void> | void) => {
      // A step that throws (a client's ack callback, say) must not stall the ones after it.
      pending = pending.then(step).catch(() => undefined)
    }
    socket.on('subscribe', (request, ack) => {
      inOrder(async () => {
        const result = await decide(socket, channelOf(request))
        if (result.ok && socket.connected) await socket.join(result.channel)
        else if (result.ok) presence.remove(socket.id, result.channel)
        if (typeof ack === 'function') ack(result)
      })
    })
    socket.on('disconnect', () => presence.removeSocket(socket.id))
    socket.on('unsubscribe', (request, ack) => {
      inOrder(async () => {
        const channel = channelOf(request)
        if (channel !== undefined) {
          await socket.leave(channel)
          presence.remove(socket.id, channel)
        }
        if (typeof ack === 'function') {
          ack(
            channel === undefined
              ? { ok: false, channel: '', error: SUBSCRIBE_ERROR.badRequest }
              : { ok: true, channel },
          )
        }
      })
    })
  })
  return io
}

const presences = new WeakMap<HttpServer, Presence>()

/** Members online per currency on the socket.io server of `httpServer`, on every process with Redis (the operator's view). */
export async function presenceCounts(httpServer: HttpServer): Promise<Record<string, number>> {
  return (await presences.get(httpServer)?.counts()) ?? {}
}

/**
 * The first step of a process's shutdown: its members stop counting as
 * present (on every process, with Redis) and its own sockets are
 * disconnected. Only its own: `io.disconnectSockets` goes through the
 * adapter, and with Redis would drop every process's sockets.
 */
export async function stopRealtime(httpServer: HttpServer, io: RealtimeServer): Promise<void> {
  // Bounded: with Redis unreachable its commands wait for a reconnection, and a shutdown must not.
  // The entries of this process then expire by themselves.
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    presences.get(httpServer)?.stop(),
    new Promise((resolve) => (timer = setTimeout(resolve, STOP_PRESENCE_MS))),
  ]).catch(() => undefined)
  clearTimeout(timer)
  io.local.disconnectSockets(true)
}

const STOP_PRESENCE_MS = 2_000
