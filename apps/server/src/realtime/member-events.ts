import type { Server as HttpServer } from 'node:http'
import {
  SUBSCRIBE_ERROR,
  memberChannel,
  type CURRENCY_EVENTS,
  type MEMBER_EVENTS,
  type MemberLoginPayload,
  type ServerToClientEvents,
} from '@lobby/realtime/contract'
import { currencyChannel } from '@lobby/realtime/currency-channels'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/connection.ts'
import { isoNow, sha256 } from '../members/secrets.ts'
import type { RealtimeServer } from './socket.ts'

/**
 * Member channels (`member.{member_id}`, spec section 7): who may join them,
 * and the events the server sends on them.
 *
 * Several servers can live in one process (tests), so each socket.io server is
 * found through the HTTP server it is attached to, which every Fastify
 * request knows (`request.server.server`); nothing here is a process global.
 */
interface MemberRealtime {
  /** Where member events go; without it (no socket.io attached) they go nowhere. */
  io?: RealtimeServer
  /** The token store; until it is known, every member join is refused. */
  db?: Db
}

const attached = new WeakMap<HttpServer, MemberRealtime>()

/** Called by `attachRealtime`: member events sent for requests to `httpServer` go to `io`. */
export function registerRealtimeServer(httpServer: HttpServer, io: RealtimeServer): void {
  attached.set(httpServer, { ...attached.get(httpServer), io })
}

/**
 * Opens member channels on the socket.io server of `httpServer`: joins are
 * checked against the member tokens in `db`. Before or after
 * `attachRealtime`, and as often as wanted.
 */
export function openMemberChannels(httpServer: HttpServer, db: Db): void {
  attached.set(httpServer, { ...attached.get(httpServer), db })
}

/** The token store member joins on `httpServer` are checked against, if member channels are open. */
export function memberTokenStore(httpServer: HttpServer): Db | undefined {
  return attached.get(httpServer)?.db
}

/** The member a live token belongs to, as the channel checks need it. */
export interface LiveMember {
  id: number
  currency: string
  /** When the token stops being live by itself (ISO 8601 UTC). */
  expires_at: string
}

/**
 * The member of `token` when it is known, not revoked, not expired, and the
 * member is active: the same test as a member call's (`findSession`).
 * Undefined otherwise.
 */
export async function liveMemberOfToken(db: Db, token: string): Promise<LiveMember | undefined> {
  return db
    .selectFrom('member_tokens')
    .innerJoin('members', 'members.id', 'member_tokens.member_id')
    .select(['members.id', 'members.currency', 'member_tokens.expires_at'])
    .where('member_tokens.token_hash', '=', sha256(token))
    .where('member_tokens.revoked_at', 'is', null)
    .where('member_tokens.expires_at', '>', isoNow())
    .where('members.status', '=', 'active')
    .executeTakeFirst()
}

/** Who may join a private channel: `member.{id}` its member, `member.{currency}` and `presence-{currency}` members of it. */
export type PrivateChannelOwner = { memberId: number } | { currency: string }

/**
 * May a connection whose handshake carried `token` join a private channel
 * owned by `owner`? Only with a live token (see `liveMemberOfToken`) of that
 * member, or of a member of that currency. Returns the refusal to ack with,
 * or null and the member when it may.
 */
export async function privateJoinRefusal(
  db: Db | undefined,
  owner: PrivateChannelOwner,
  token: string | undefined,
): Promise<{ refusal: string; member?: undefined } | { refusal: null; member: LiveMember }> {
  if (!token) return { refusal: SUBSCRIBE_ERROR.logInFirst }
  if (!db) return { refusal: SUBSCRIBE_ERROR.notOpen }
  const member = await liveMemberOfToken(db, token)
  if (!member) return { refusal: SUBSCRIBE_ERROR.tokenNotLive }
  if ('memberId' in owner) {
    return member.id === owner.memberId ? { refusal: null, member } : { refusal: SUBSCRIBE_ERROR.otherMember }
  }
  return member.currency === owner.currency ? { refusal: null, member } : { refusal: SUBSCRIBE_ERROR.otherCurrency }
}

/**
 * Sends `login` on `member.{memberId}` now. `tokenHash` is the new session's
 * token as stored (SHA-256 hex, `sha256` in members/secrets.ts): the event
 * carries that fingerprint, never the token, and every other session of the
 * member compares it with its own (spec section 5).
 */
export function emitMemberLogin(io: RealtimeServer, memberId: number, tokenHash: string): void {
  const channel = memberChannel(memberId)
  const payload: MemberLoginPayload = { channel, member_id: memberId, fingerprint: tokenHash }
  io.to(channel).emit('login', payload)
}

/** What `announceLogin` needs of a handler's context (`HandlerContext` has both). */
export interface LoginRequest {
  request: FastifyRequest
  reply: FastifyReply
}

/**
 * Tells the member's other sessions that it has just logged in with `token`
 * (spec section 8: they warn and log out). Call it from any handler that
 * issues a login token, with that handler's context:
 *
 *     announceLogin(ctx, member.id, token)
 *
 * The event goes out once the answer carrying the token has been sent with
 * HTTP 200, which is after the handler's transaction committed: a login that
 * rolls back (or breaks its response schema) announces nothing, and the page
 * that logged in already holds its new token when the event reaches it.
 */
export function announceLogin({ request, reply }: LoginRequest, memberId: number, token: string): void {
  const io = attached.get(request.server.server)?.io
  if (!io) return
  const tokenHash = sha256(token)
  reply.raw.once('finish', () => {
    if (reply.raw.statusCode === 200) emitMemberLogin(io, memberId, tokenHash)
  })
}

/** Events on `member.{member_id}` other than `login`, with their payloads. */
type MemberEvent = Exclude<(typeof MEMBER_EVENTS)[number], 'login'>
type PayloadOf<E extends MemberEvent> = Omit<Parameters<ServerToClientEvents[E]>[0], 'channel'>

/**
 * Sends `event` on `member.{memberId}` through the socket.io server attached
 * to `httpServer`, if any. Call it after the change it reports has committed.
 */
export function emitMemberEvent<E extends MemberEvent>(
  httpServer: HttpServer,
  memberId: number,
  event: E,
  payload: PayloadOf<E>,
): void {
  const io = attached.get(httpServer)?.io
  if (!io) return
  const channel = memberChannel(memberId)
  const emit = io.to(channel).emit.bind(io.to(channel)) as (name: string, body: unknown) => boolean
  emit(event, { channel, ...payload })
}

type CurrencyEvent = (typeof CURRENCY_EVENTS)[number]
type CurrencyPayloadOf<E extends CurrencyEvent> = Omit<Parameters<ServerToClientEvents[E]>[0], 'channel'>

/**
 * Sends `event` on `member.{currency}` (every member of the currency online,
 * whatever their site: the event only says "ask", and each site's answer is
 * its own). Call it after the change it reports has committed.
 */
export function emitCurrencyEvent<E extends CurrencyEvent>(
  httpServer: HttpServer,
  currency: string,
  event: E,
  payload: CurrencyPayloadOf<E>,
): void {
  const io = attached.get(httpServer)?.io
  if (!io) return
  const channel = currencyChannel(currency)
  const emit = io.to(channel).emit.bind(io.to(channel)) as (name: string, body: unknown) => boolean
  emit(event, { channel, ...payload })
}

/** Sends any event on any channel: the dev hook's way to try a client's handlers. */
export function emitRaw(
  httpServer: HttpServer,
  channel: string,
  event: string,
  payload: Record<string, unknown>,
): boolean {
  const io = attached.get(httpServer)?.io
  if (!io) return false
  const emit = io.to(channel).emit.bind(io.to(channel)) as (name: string, body: unknown) => boolean
  emit(event, { channel, ...payload })
  return true
}

/**
 * The room of every socket whose handshake carried the token with this
 * SHA-256 (`sha256` in members/secrets.ts). A socket joins it when it
 * connects, before it can join any private channel; no client can subscribe
 * to it (it is neither a public nor a private channel name).
 */
export function tokenRoom(tokenHash: string): string {
  return `token.${tokenHash}`
}

/**
 * Disconnects every socket that authenticated with one of these tokens
 * (SHA-256 hashes): the end of a revoked session's private channels. Called
 * by `revokeTokens` once the revocation has committed. It goes through the
 * socket.io adapter, so with one shared between processes (the Redis
 * adapter) it reaches their sockets too. The client hears
 * `io server disconnect` and does not reconnect by itself.
 */
export function endTokenSockets(httpServer: HttpServer, tokenHashes: readonly string[]): void {
  const io = attached.get(httpServer)?.io
  if (!io || tokenHashes.length === 0) return
  io.in(tokenHashes.map(tokenRoom)).disconnectSockets(true)
}

/** The socket.io server attached to `httpServer`, if any. */
export function realtimeOf(httpServer: HttpServer): RealtimeServer | undefined {
  return attached.get(httpServer)?.io
}
