import type { Kysely, Migration } from 'kysely'

/**
 * The session time limit stops a game (issue 25): a game session remembers when it must stop (`stop_at`, ISO 8601
 * UTC; null: no session limit applies) and when that was last worked out (`stop_checked_at`), so that every process's
 * sweep finds the sessions due by an index and those whose member changed a session limit since. Sessions opened
 * before this migration have neither and are never stopped by it. Schema builder only, one column per ALTER.
 */
export const gameSessionStopMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_sessions').addColumn('stop_at', 'varchar(32)').execute()
    await db.schema.alterTable('game_sessions').addColumn('stop_checked_at', 'varchar(32)').execute()
    await db.schema.createIndex('game_sessions_stop').on('game_sessions').columns(['status', 'stop_at']).execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('game_sessions_stop').execute()
    await db.schema.alterTable('game_sessions').dropColumn('stop_checked_at').execute()
    await db.schema.alterTable('game_sessions').dropColumn('stop_at').execute()
  },
}
