import { sql } from 'kysely'
import { LAST_PLAYED_LIMIT } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import { isoNow } from '../members/secrets.ts'

/**
 * Records that a member started a game: it becomes the newest of the
 * member's last played games (a game played again moves to the front), and
 * only the newest `LAST_PLAYED_LIMIT` are kept. `/member/game/play1` calls
 * this once a launch is accepted; until then `POST /api/dev/members/played`
 * does. Run it inside the caller's transaction.
 */
export async function recordPlay(db: Db, memberId: number, gameId: string): Promise<void> {
  await forgetPlay.run(db, { memberId, gameId })
  // A fresh row gets an id above every existing one: the id orders plays even within one millisecond.
  await insertPlay.run(db, { memberId, gameId, now: isoNow() })
  await trimPlays.run(db, { memberId })
}

// Every launch runs these three: prepared once (db/prepared.ts).
const forgetPlay = prepared((db, p: { memberId: number; gameId: string }) =>
  db.deleteFrom('member_game_plays').where('member_id', '=', p.memberId).where('game_id', '=', p.gameId),
)
const insertPlay = prepared((db, p: { memberId: number; gameId: string; now: string }) =>
  db.insertInto('member_game_plays').values({ member_id: p.memberId, game_id: p.gameId, played_at: p.now }),
)
const trimPlays = prepared((db, p: { memberId: number }) =>
  db
    .deleteFrom('member_game_plays')
    .where('member_id', '=', p.memberId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('member_game_plays')
        .select('id')
        .where('member_id', '=', p.memberId)
        .orderBy('id', 'desc')
        .limit(sql.lit(LAST_PLAYED_LIMIT)),
    ),
)

/** The member's last played game ids, newest first (at most `LAST_PLAYED_LIMIT`). */
export async function lastPlayedIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_game_plays')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(LAST_PLAYED_LIMIT)
    .execute()
  return rows.map((r) => r.game_id)
}
