import type { Server as HttpServer } from 'node:http'
import {
  SUBSCRIBE_ERROR,
  memberChannel,
  type MEMBER_EVENTS,
  type MemberLoginPayload,
  type ServerToClientEvents,
} from '@lobby/realtime/contract'
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

/**
 * May a connection whose handshake carried `token` join `member.{memberId}`?
 * Only with a token that is known, not revoked, not expired, of that very
 * member, and while the member is active: the same test as a member call's
 * (`findSession`). Returns null when it may, else the refusal to ack with.
 */
export async function memberJoinRefusal(
  db: Db | undefined,
  memberId: number,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return SUBSCRIBE_ERROR.logInFirst
  if (!db) return SUBSCRIBE_ERROR.notOpen
  const row = await db
    .selectFrom('member_tokens')
    .innerJoin('members', 'members.id', 'member_tokens.member_id')
    .select('member_tokens.member_id')
    .where('member_tokens.token_hash', '=', sha256(token))
    .where('member_tokens.revoked_at', 'is', null)
    .where('member_tokens.expires_at', '>', isoNow())
    .where('members.status', '=', 'active')
    .executeTakeFirst()
  if (!row) return SUBSCRIBE_ERROR.tokenNotLive
  return row.member_id === memberId ? null : SUBSCRIBE_ERROR.otherMember
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
