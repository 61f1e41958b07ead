import type { FavoriteChange } from '@lobby/api/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/connection.ts'
import { BadRequest } from '../http/errors.ts'
import { NO_FAVORITES } from '../games/slot-games.ts'
import { isoNow } from '../members/secrets.ts'
import { findSession } from '../members/tokens.ts'

/** The member's favourite game ids, most recently favourited first. */
export async function favoriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_favorites')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute()
  return rows.map((r) => r.game_id)
}

/**
 * Favourites of whoever is asking a public game call. A request without a
 * live token (none, malformed, unknown, expired, revoked, member no longer
 * active) is a visitor's: no favourites, never a 401, so the lobby keeps
 * working for someone whose session just ended.
 */
export async function viewerFavorites(db: Db, request: FastifyRequest): Promise<ReadonlySet<string>> {
  const session = await findSession(db, request)
  return session ? new Set(await favoriteIds(db, session.member.id)) : NO_FAVORITES
}

/**
 * Applies favourite changes in order (status 1 adds, 0 removes). Every
 * `game_id` is checked before anything is written; an unknown one is a 400
 * naming `data.{index}.game_id`. Adding a favourite the member already has
 * keeps the existing row (and its place in the list).
 */
export async function storeFavorites(db: Db, memberId: number, changes: readonly FavoriteChange[]): Promise<void> {
  const wanted = [...new Set(changes.map((c) => c.game_id))]
  const known = new Set(
    (await db.selectFrom('games').select('game_id').where('game_id', 'in', wanted).execute()).map((r) => r.game_id),
  )
  const unknown = changes.findIndex((c) => !known.has(c.game_id))
  if (unknown >= 0) throw new BadRequest(`data.${unknown}.game_id`, 'server.game.unknown')

  const now = isoNow()
  for (const change of changes) {
    if (change.status === 1) {
      await db
        .insertInto('member_favorites')
        .values({ member_id: memberId, game_id: change.game_id, created_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
        .execute()
    } else {
      await db
        .deleteFrom('member_favorites')
        .where('member_id', '=', memberId)
        .where('game_id', '=', change.game_id)
        .execute()
    }
  }
}
