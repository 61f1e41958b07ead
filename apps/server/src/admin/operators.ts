import {
  OPERATOR_IDLE_MS,
  OPERATOR_ACCOUNT_LOCKOUT_FAILURES,
  OPERATOR_LOCKOUT_FAILURES,
  OPERATOR_LOCKOUT_MS,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  OPERATOR_SESSION_MS,
  operatorMay,
  type OperatorPermission,
  type OperatorRole,
} from '@lobby/domain'
import type { Operator } from '@lobby/api/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { OperatorTable } from '../db/operators-schema.ts'
import { HttpRefusal } from '../http/errors.ts'
import type { HandlerContext, RouteOptions } from '../http/route.ts'
import { hashPassword } from '../members/passwords.ts'
import { isoIn, isoNow, randomSecret, sha256 } from '../members/secrets.ts'
import { SlidingWindow, throttleAddress } from '../members/sliding-window.ts'
import { bearerToken, Unauthorized } from '../members/tokens.ts'

/**
 * Operator accounts and their sessions (issue 24). Operators are not members:
 * their own table, argon2id passwords, a TOTP second factor (admin/totp.ts),
 * an address shut out of an account after OPERATOR_LOCKOUT_FAILURES failures
 * and the account locked after OPERATOR_ACCOUNT_LOCKOUT_FAILURES in a row from
 * every address (`operatorAddressFailures`, `reserveOperatorAttempt`), and sessions
 * that end OPERATOR_SESSION_MS after they start or OPERATOR_IDLE_MS after the
 * last call, whichever comes first. A session token is 32 random bytes kept
 * as SHA-256, like a member's; a member's token is not an operator's (the
 * lookups are in different tables), so it gets 401 here.
 */

export type OperatorRow = Selectable<OperatorTable>

/** Who did something, as the audit log records it. */
export interface Actor {
  account: string
  role: string
  /** The address the server saw the call come from. */
  ip: string
}

/** A development hook's writes are audited too, under this name (never in production: no hooks there). */
export const DEV_HOOK_ACCOUNT = 'dev-hook'

export interface OperatorSession {
  operator: OperatorRow
  tokenHash: string
  expiresAt: string
}

/** HTTP 403 through the error handler: the session's role may not make this call; nothing was written. */
export class Forbidden extends HttpRefusal {
  constructor() {
    super(403, 'server.http.forbidden', 'Forbidden')
  }
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value)
}

/** Creates an operator (the seed, the command line); answers its id. The account is kept in lower case. */
export async function createOperator(
  db: Db,
  input: { account: string; password: string | { hash: string }; role: OperatorRole; totpSecret?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('operators')
    .values({
      account: input.account.trim().toLowerCase(),
      password_hash: typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash,
      role: input.role,
      totp_secret: input.totpSecret ?? null,
      locked_until: null,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function findOperator(db: Db, account: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('account', '=', account.trim().toLowerCase()).executeTakeFirst()
}

/**
 * Failed sign-ins per operator account and client address (an IPv6 /64),
 * shared by every process (`rate_events`): an address with
 * OPERATOR_LOCKOUT_FAILURES of them within OPERATOR_LOCKOUT_MS is shut out of
 * that account, refused before any hash is checked, until the oldest leaves
 * the window. Only that address: the operator elsewhere still signs in.
 */
export function operatorAddressFailures(now?: () => number): SlidingWindow {
  return new SlidingWindow(
    { max: OPERATOR_LOCKOUT_FAILURES, windowMs: OPERATOR_LOCKOUT_MS },
    ADDRESS_FAILURES_SCOPE,
    now,
  )
}

const ADDRESS_FAILURES_SCOPE = 'operator-account-address'

/** Forgets every address's failures on the operator (an unlock or a new password starts afresh). */
export async function forgetOperatorAddressFailures(db: Db, operatorId: number): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', 'like', `${ADDRESS_FAILURES_SCOPE}:${operatorId}\n%`).execute()
}

/** One operator account from one address block, for `operatorAddressFailures`. */
export function operatorAddressKey(operatorId: number, ip: string): string {
  return `${operatorId}\n${throttleAddress(ip)}`
}

/**
 * Reserves one sign-in attempt for the operator before its password is
 * checked: one guarded update (`failed_logins + 1` while unlocked and below
 * OPERATOR_ACCOUNT_LOCKOUT_FAILURES), so parallel attempts can never try more than
 * the allowance between two successes. False: locked, or the allowance is
 * spent (the attempts still in flight decide). A success starts the count
 * again (`startOperatorSession`).
 */
export async function reserveOperatorAttempt(db: Db, operatorId: number, now = isoNow()): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1), locked_until: null }))
    .where('id', '=', operatorId)
    .where('failed_logins', '<', OPERATOR_ACCOUNT_LOCKOUT_FAILURES)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * After a failed attempt: when the allowance is spent, locks the account for
 * OPERATOR_LOCKOUT_MS and starts the count again (guarded, so of several
 * failures finishing together one locks). Answers when the lock ends, if
 * this call locked it.
 */
export async function lockIfSpent(db: Db, operatorId: number): Promise<string | undefined> {
  const until = isoIn(OPERATOR_LOCKOUT_MS)
  const row = await db
    .updateTable('operators')
    .set({ failed_logins: 0, locked_until: until })
    .where('id', '=', operatorId)
    .where('failed_logins', '>=', OPERATOR_ACCOUNT_LOCKOUT_FAILURES)
    .returning('id')
    .executeTakeFirst()
  return row ? until : undefined
}

/** Starts a session for `operator` (its failures forgiven): answers the token, which is stored only as its hash. */
export async function startOperatorSession(
  db: Db,
  operator: OperatorRow,
  ip: string,
): Promise<{ token: string; expiresAt: string }> {
  const now = isoNow()
  const token = randomSecret()
  const expiresAt = isoIn(OPERATOR_SESSION_MS, now)
  await db
    .updateTable('operators')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', operator.id)
    .execute()
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: sha256(token),
      operator_id: operator.id,
      ip,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
      revoked_at: null,
    })
    .execute()
  return { token, expiresAt }
}

/** A session's last call is written at most this often (a read need not write every time). */
const TOUCH_EVERY_MS = 60_000

/**
 * The live operator session behind the request's bearer token: not revoked,
 * before its end, called within the idle timeout, its operator enabled.
 * Refreshes its last call (at most once a minute).
 */
export async function findOperatorSession(db: Db, request: FastifyRequest): Promise<OperatorSession | undefined> {
  const token = bearerToken(request)
  if (!token) return undefined
  const tokenHash = sha256(token)
  const nowMs = Date.now()
  const now = new Date(nowMs).toISOString()
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .selectAll('operators')
    .select(['operator_sessions.expires_at as session_expires_at', 'operator_sessions.last_seen_at'])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operator_sessions.last_seen_at', '>', new Date(nowMs - OPERATOR_IDLE_MS).toISOString())
    .where('operators.disabled', '=', 0)
    .executeTakeFirst()
  if (!row) return undefined
  const { session_expires_at: expiresAt, last_seen_at: lastSeen, ...operator } = row
  if (Date.parse(lastSeen) < nowMs - TOUCH_EVERY_MS) {
    await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute()
  }
  return { operator, tokenHash, expiresAt }
}

export async function endOperatorSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: isoNow() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

/** The contract's view of a session's operator. */
export function operatorView(operator: OperatorRow, expiresAt: string): Operator {
  return {
    account: operator.account,
    role: operator.role,
    permissions: OPERATOR_PERMISSIONS.filter((p) => operatorMay(operator.role, p)),
    expires_at: expiresAt,
  }
}

export function actorOf(session: OperatorSession, request: FastifyRequest): Actor {
  return { account: session.operator.account, role: session.operator.role, ip: request.ip }
}

/**
 * Mounts operator calls that need `permission`, in their own Fastify scope
 * whose preHandler answers 401 (no live operator session) or 403 (the role
 * may not) before the body is even validated, so a refused caller learns
 * nothing of the call and nothing is written. Handlers wrapped with
 * `forOperator` get the session (read again inside a write's transaction).
 */
export function registerOperatorCalls(
  app: FastifyInstance,
  options: RouteOptions,
  permission: OperatorPermission | 'any',
  register: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      const session = await findOperatorSession(options.db, request)
      if (!session) throw new Unauthorized()
      if (permission !== 'any' && !operatorMay(session.operator.role, permission)) throw new Forbidden()
      checked.set(request, session)
    })
    register(scope)
  })
}

const checked = new WeakMap<FastifyRequest, OperatorSession>()

/** An operator call's handler: runs with the session its scope's preHandler found (found again in a transaction). */
export function forOperator<I, O>(handler: (input: I, ctx: HandlerContext, session: OperatorSession) => Promise<O>) {
  return async (input: I, ctx: HandlerContext): Promise<O> => {
    const known = ctx.db.isTransaction ? undefined : checked.get(ctx.request)
    const session = known ?? (await findOperatorSession(ctx.db, ctx.request))
    if (!session) throw new Unauthorized()
    const before = checked.get(ctx.request)
    // The role is checked again on the session read inside the transaction: a role changed meanwhile counts.
    if (before && session.operator.role !== before.operator.role) throw new Forbidden()
    return handler(input, ctx, session)
  }
}
