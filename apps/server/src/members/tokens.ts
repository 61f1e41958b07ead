import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import type { MemberTable } from '../db/members-schema.ts'
import type { HandlerContext, RouteOptions } from '../http/route.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sha256 } from './secrets.ts'

/**
 * Member tokens: 32 random bytes, stored as SHA-256. A login issues a new one
 * and revokes the member's earlier tokens on the same udid (one live session
 * per device; other devices stay signed in). Logout revokes the token used;
 * a password change or reset revokes all of them. They expire after 7 days.
 */
export async function issueMemberToken(db: Db, memberId: number, udid: string): Promise<string> {
  const now = isoNow()
  await db
    .updateTable('member_tokens')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('udid', '=', udid)
    .where('revoked_at', 'is', null)
    .execute()
  const token = randomSecret()
  await db
    .insertInto('member_tokens')
    .values({
      token_hash: sha256(token),
      member_id: memberId,
      udid,
      created_at: now,
      expires_at: isoIn(LIFETIME.memberToken, now),
      revoked_at: null,
    })
    .execute()
  return token
}

export async function revokeAllTokens(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member_tokens')
    .set({ revoked_at: isoNow() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute()
}

export interface MemberSession {
  member: Selectable<MemberTable>
  tokenHash: string
  udid: string
}

const BEARER = /^Bearer\s+(\S+)$/i

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined
}

/** The member behind the request's bearer token, if it is live and the member active. */
export async function findSession(db: Db, request: FastifyRequest): Promise<MemberSession | undefined> {
  const token = bearerToken(request)
  if (!token) return undefined
  const tokenHash = sha256(token)
  const row = await liveSession.first(db, { tokenHash, now: isoNow() })
  if (!row) return undefined
  const { token_udid: udid, ...member } = row
  return { member, tokenHash, udid }
}

/** Every money call starts here: one statement, prepared once (db/prepared.ts). */
const liveSession = prepared((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('member_tokens')
    .innerJoin('members', 'members.id', 'member_tokens.member_id')
    .selectAll('members')
    .select('member_tokens.udid as token_udid')
    .where('member_tokens.token_hash', '=', p.tokenHash)
    .where('member_tokens.revoked_at', 'is', null)
    .where('member_tokens.expires_at', '>', p.now)
    .where('members.status', '=', sql.lit('active')),
)

/** HTTP 401 through the error handler (docs/contract.md): the client aborts and logs out. */
export class Unauthorized extends Error {
  readonly statusCode = 401
  constructor() {
    super('unauthorized')
    this.name = 'Unauthorized'
  }
}

type MemberHandler<I, O> = (input: I, ctx: HandlerContext, session: MemberSession) => Promise<O>

/** Sessions the member scope's preHandler already found, by request. */
const checked = new WeakMap<FastifyRequest, MemberSession>()

/**
 * A member call: 401 without a live token, otherwise the handler runs with the
 * member. Inside a write's transaction the member is read again there (what
 * the handler writes depends on it); outside one (reads, the money calls that
 * commit step by step) the preHandler's lookup of this very request is used.
 */
export function forMember<I, O>(handler: MemberHandler<I, O>) {
  return async (input: I, ctx: HandlerContext): Promise<O> => {
    const known = ctx.db.isTransaction ? undefined : checked.get(ctx.request)
    const session = known ?? (await findSession(ctx.db, ctx.request))
    if (!session) throw new Unauthorized()
    return handler(input, ctx, session)
  }
}

/**
 * Mounts member calls in their own Fastify scope whose preHandler answers 401
 * before the body is even validated: a caller without a live token learns
 * nothing about the call. The handlers still resolve the member themselves
 * (`forMember`), inside their transaction.
 */
export function registerMemberCalls(
  app: FastifyInstance,
  options: RouteOptions,
  register: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      const session = await findSession(options.db, request)
      if (!session) throw new Unauthorized()
      checked.set(request, session)
    })
    register(scope)
  })
}
