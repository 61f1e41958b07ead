import * as contract from '@lobby/api/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql, type Selectable } from 'kysely'
import { dbKind, type Db } from '../db/connection.ts'
import { prepared, type Prepared } from '../db/prepared.ts'
import type { MemberTable } from '../db/members-schema.ts'
import { HttpRefusal } from '../http/errors.ts'
import type { HandlerContext, RouteOptions } from '../http/route.ts'
import { revokeTokens, type RevocationScope } from './revocation.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sha256 } from './secrets.ts'

/**
 * Member tokens: 32 random bytes, stored as SHA-256. A login issues a new one
 * and revokes the member's earlier tokens on the same udid (one live session
 * per device; other devices stay signed in). Logout revokes the token used;
 * a password change or reset revokes all of them. They expire after 7 days.
 * Every revocation goes through `revokeTokens` (revocation.ts), which also
 * ends the token's sockets and house game sessions.
 *
 * `scope` is the caller's `RevocationScope`; a bare `Db` (tests minting a
 * token straight into the database) revokes in the database only.
 */
export async function issueMemberToken(scope: RevocationScope | Db, memberId: number, udid: string): Promise<string> {
  const revocation: RevocationScope =
    'afterCommit' in scope ? scope : { db: scope, server: undefined, afterCommit: () => {} }
  const { db } = revocation
  await revokeTokens(revocation, { memberId, udid })
  const now = isoNow()
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

/** A live token's member (`M`: the member's columns the calls need) and the token itself. */
export interface SessionOf<M> {
  member: M
  tokenHash: string
  udid: string
}

export type MemberSession = SessionOf<Selectable<MemberTable>>

/**
 * The columns the wallet calls read. A member row is wide (dozens of
 * columns) and every money call starts with the member, so the wallet scope
 * reads only these (BENCHMARKS.md, wallet calls).
 */
export type WalletMember = Pick<
  Selectable<MemberTable>,
  'id' | 'site_id' | 'currency' | 'wallet_status' | 'cash' | 'first_login_to_change_password'
>
export type WalletSession = SessionOf<WalletMember>

const BEARER = /^Bearer\s+(\S+)$/i

/** The token of the request's `authorization: Bearer <token>` header, if it has one (members and operators alike). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined
}

// Every member call starts with one of these: one statement each, prepared once (db/prepared.ts).

/** The live tokens with their active members: what both session lookups select from. */
const liveTokens = (db: Db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('member_tokens')
    .innerJoin('members', 'members.id', 'member_tokens.member_id')
    .where('member_tokens.token_hash', '=', p.tokenHash)
    .where('member_tokens.revoked_at', 'is', null)
    .where('member_tokens.expires_at', '>', p.now)
    .where('members.status', '=', sql.lit('active'))

const sessionOf = (db: Db, p: { tokenHash: string; now: string }) =>
  liveTokens(db, p).selectAll('members').select('member_tokens.udid as token_udid')

const walletSessionOf = (db: Db, p: { tokenHash: string; now: string }) =>
  liveTokens(db, p).select([
    'members.id',
    'members.site_id',
    'members.currency',
    'members.wallet_status',
    'members.cash',
    'members.first_login_to_change_password',
    'member_tokens.udid as token_udid',
  ])

const liveSession = prepared(sessionOf)
const liveWalletSession = prepared(walletSessionOf)

// The same lookups inside a write transaction on PostgreSQL: they lock the member's row until commit
// (`for update of members`), so one member's writes run one after another in every process, as SQLite's
// single writer runs them. SQLite never runs these (its write transaction holds the whole database).
const liveSessionLocked = prepared((db, p: { tokenHash: string; now: string }) => sessionOf(db, p).forUpdate('members'))
const liveWalletSessionLocked = prepared((db, p: { tokenHash: string; now: string }) =>
  walletSessionOf(db, p).forUpdate('members'),
)

type SessionQuery<M> = Prepared<{ tokenHash: string; now: string }, M & { token_udid: string }>

/**
 * A lookup of the member behind the request's bearer token (live, the member
 * active) through `query`, or through `locking` inside a write transaction on
 * PostgreSQL (per-member serialisation across processes, docs/deploy.md).
 */
function sessionFinder<M>(query: SessionQuery<M>, locking: SessionQuery<M>) {
  return async (db: Db, request: FastifyRequest): Promise<SessionOf<M> | undefined> => {
    const token = bearerToken(request)
    if (!token) return undefined
    const tokenHash = sha256(token)
    const lock = db.isTransaction && dbKind(db) === 'postgres'
    const row = await (lock ? locking : query).first(db, { tokenHash, now: isoNow() })
    if (!row) return undefined
    const { token_udid: udid, ...member } = row
    return { member: member as M, tokenHash, udid }
  }
}

/** The member behind the request's bearer token, if it is live and the member active. */
export const findSession: (db: Db, request: FastifyRequest) => Promise<MemberSession | undefined> = sessionFinder(
  liveSession,
  liveSessionLocked,
)

/** `findSession` with only the columns of `WalletMember`. */
export const findWalletSession: (db: Db, request: FastifyRequest) => Promise<WalletSession | undefined> = sessionFinder(
  liveWalletSession,
  liveWalletSessionLocked,
)

/** HTTP 401 through the error handler (docs/contract.md): the client aborts and logs out. */
export class Unauthorized extends HttpRefusal {
  constructor() {
    super(401, 'server.http.unauthorized', 'Unauthorized')
  }
}

type Find<S> = (db: Db, request: FastifyRequest) => Promise<S | undefined>

/**
 * HTTP 403: the member must change the password first (a first login, or a
 * password an operator reset: `first_login_to_change_password` 1). Until
 * then a session reads, but of the calls that change anything it may make
 * only the account's own (change the password, log out): a one-time password
 * support read out cannot play, transfer or withdraw the member's money, nor
 * change the member's details.
 */
export class PasswordChangeRequired extends HttpRefusal {
  constructor() {
    super(403, 'server.http.password_change_required', 'PasswordChangeRequired')
  }
}

/** The paths (under `/api`) of every call the contract marks as a write. */
const WRITE_PATHS: ReadonlySet<string> = new Set(
  Object.values(contract)
    .filter(
      (value): value is contract.Endpoint =>
        typeof value === 'object' && value !== null && 'path' in value && 'write' in value,
    )
    .filter((endpoint) => endpoint.write)
    .map((endpoint) => `/api${endpoint.path}`),
)

/** What a member scope's session holds at least: the member, with its must-change-password flag. */
interface ScopeSession {
  member: { first_login_to_change_password?: number }
}

/** Whether `session`'s member must change the password before `request` (a write) may run. */
function refusedBeforePasswordChange(request: FastifyRequest, session: ScopeSession): boolean {
  return session.member.first_login_to_change_password === 1 && WRITE_PATHS.has(request.routeOptions.url ?? '')
}

/** How a scope's calls treat a member who must change the password first. */
export interface MemberScopeOptions {
  /** The account's own calls (change the password, log out): allowed before the change. */
  beforePasswordChange?: boolean
}

/**
 * A kind of member call, by how it finds the member: `register` mounts calls
 * in their own Fastify scope whose preHandler answers 401 before the body is
 * even validated (a caller without a live token learns nothing about the
 * call), and 403 `PasswordChangeRequired` to a write of a member who must
 * change the password first, unless the scope is the account's own
 * (`beforePasswordChange`); `wrap` gives a handler the member. Inside a
 * write's transaction the member is read again there (what the handler
 * writes depends on it); outside one (reads, the money calls that commit
 * step by step) the preHandler's lookup of this very request is used.
 */
function memberScope<S extends ScopeSession>(find: Find<S>) {
  /** Sessions the scope's preHandler already found, by request. */
  const checked = new WeakMap<FastifyRequest, S>()
  /** Requests of scopes that allow the account's own calls before the change. */
  const accountCalls = new WeakSet<FastifyRequest>()
  const refuse = (request: FastifyRequest, session: S) =>
    !accountCalls.has(request) && refusedBeforePasswordChange(request, session)
  return {
    register(
      app: FastifyInstance,
      options: RouteOptions,
      register: (scope: FastifyInstance) => void,
      scopeOptions: MemberScopeOptions = {},
    ): void {
      void app.register(async (scope) => {
        scope.addHook('preHandler', async (request) => {
          const session = await find(options.db, request)
          if (!session) throw new Unauthorized()
          if (scopeOptions.beforePasswordChange) accountCalls.add(request)
          if (refuse(request, session)) throw new PasswordChangeRequired()
          checked.set(request, session)
        })
        register(scope)
      })
    },
    wrap<I, O>(handler: (input: I, ctx: HandlerContext, session: S) => Promise<O>) {
      return async (input: I, ctx: HandlerContext): Promise<O> => {
        const known = ctx.db.isTransaction ? undefined : checked.get(ctx.request)
        const session = known ?? (await find(ctx.db, ctx.request))
        if (!session) throw new Unauthorized()
        // Read again in the transaction: a reset that committed meanwhile counts.
        if (refuse(ctx.request, session)) throw new PasswordChangeRequired()
        return handler(input, ctx, session)
      }
    },
  }
}

const memberCalls = memberScope(findSession)
const walletCalls = memberScope(findWalletSession)

/** Mounts member calls (the member's whole row); see `memberScope`. */
export const registerMemberCalls = memberCalls.register
/** A member call's handler: 401 without a live token, otherwise it runs with the member. */
export const forMember = memberCalls.wrap
/** Mounts the wallet's calls, whose member is a `WalletMember`. */
export const registerWalletCalls = walletCalls.register
/** A wallet call's handler (`forMember` with a `WalletMember`). */
export const forWalletMember = walletCalls.wrap
