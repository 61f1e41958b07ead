import type { Kysely, Migration } from 'kysely'

/**
 * A house game session remembers the member token that launched it (issue
 * 19, item 3): revoking that token closes the session, so its launch token
 * bets no more. Sessions opened before this migration have none and are
 * refused like closed ones. Schema builder only, portable types.
 */
export const gameSessionTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_sessions').addColumn('member_token_hash', 'varchar(64)').execute()
    await db.schema
      .createIndex('game_sessions_member_token')
      .on('game_sessions')
      .columns(['member_token_hash', 'status'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('game_sessions_member_token').execute()
    await db.schema.alterTable('game_sessions').dropColumn('member_token_hash').execute()
  },
}
