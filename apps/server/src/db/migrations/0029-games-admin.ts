import type { Kysely, Migration } from 'kysely'

/**
 * The console's games and agents desks (issue 24):
 * - `games.enabled`: an operator takes a game off the site (0) without
 *   deleting it (favourites and plays keep pointing at it); every public
 *   list and a launch read only enabled games. Every game starts enabled.
 * - `agent_applications.decided_by` and `decision_reason`: who decided an
 *   application and the reason given with it (a rejection needs one), as
 *   the console's queue shows them. Rows decided before keep ''.
 * Schema builder only: the same on SQLite and PostgreSQL.
 */
export const gamesAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('games')
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema
      .alterTable('agent_applications')
      .addColumn('decided_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('agent_applications')
      .addColumn('decision_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('agent_applications').dropColumn('decision_reason').execute()
    await db.schema.alterTable('agent_applications').dropColumn('decided_by').execute()
    await db.schema.alterTable('games').dropColumn('enabled').execute()
  },
}
