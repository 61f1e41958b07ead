import type { Server as HttpServer } from 'node:http'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { HandlerContext } from '../http/route.ts'
import { endTokenSockets } from '../realtime/member-events.ts'
import { isoNow } from './secrets.ts'

/**
 * Where a revocation happens: the caller's database handle (its
 * transaction, if it holds one), the HTTP server whose sockets must hear of
 * it, and how to wait for the commit. `server` is absent only where no
 * socket can exist (tests and scripts minting tokens straight into a
 * database).
 */
export interface RevocationScope {
  db: Db
  server: HttpServer | undefined
  /** Runs its argument once `db`'s writes are committed, never if they roll back. */
  afterCommit(effect: () => void): void
}

/** A handler's scope: its transaction, its server, its commit. */
export function revocationScope(
  ctx: Pick<HandlerContext, 'db' | 'request' | 'afterCommit'>,
  db = ctx.db,
): RevocationScope {
  return { db, server: ctx.request.server.server, afterCommit: ctx.afterCommit }
}

/**
 * A scope for code that opens its own transaction (dev hooks): `run` it with
 * the transaction, then call `committed()` once `execute` has returned.
 */
export function ownTransactionScope(server: HttpServer): {
  scope: (db: Db) => RevocationScope
  committed: () => void
} {
  const effects: (() => void)[] = []
  return {
    scope: (db) => ({ db, server, afterCommit: (effect) => effects.push(effect) }),
    committed: () => {
      for (const effect of effects.splice(0)) effect()
    },
  }
}

/** Which live tokens to revoke: one (logout), a member's on one device (a new login there), or all of a member's. */
export type TokenSelection = { tokenHash: string } | { memberId: number; udid?: string }

/**
 * The one way a member token dies (logout, a new login on the same device,
 * a password change or reset, a member no longer active). In `scope.db`
 * (so a rollback undoes it all): the tokens are marked revoked and the house
 * game sessions launched with them close, so their launch tokens bet no
 * more. Once that has committed, every socket that authenticated with one of
 * them is disconnected (`endTokenSockets`: through the socket.io adapter, so
 * on every process). Answers the SHA-256 hashes revoked.
 */
export async function revokeTokens(scope: RevocationScope, selection: TokenSelection): Promise<string[]> {
  const { db } = scope
  let live = db.selectFrom('member_tokens').select('token_hash').where('revoked_at', 'is', null)
  if ('tokenHash' in selection) live = live.where('token_hash', '=', selection.tokenHash)
  else {
    live = live.where('member_id', '=', selection.memberId)
    if (selection.udid !== undefined) live = live.where('udid', '=', selection.udid)
  }
  const hashes = (await live.execute()).map((row) => row.token_hash)
  if (hashes.length === 0) return hashes
  const now = isoNow()
  await db.updateTable('member_tokens').set({ revoked_at: now }).where('token_hash', 'in', hashes).execute()
  await db
    .updateTable('game_sessions')
    .set({ status: sql.lit('closed'), closed_at: now })
    .where('member_token_hash', 'in', hashes)
    .where('status', '=', sql.lit('open'))
    .execute()
  const { server } = scope
  if (server) scope.afterCommit(() => endTokenSockets(server, hashes))
  return hashes
}
