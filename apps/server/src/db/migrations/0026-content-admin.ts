import type { Kysely, Migration } from 'kysely'

/**
 * The content desk's banner schedule (issue 24): a banner shows from
 * `start_at` (null: at once) until `end_at` (null: no end), both ISO instants
 * in UTC like every `*_at` column. Existing banners get neither, so visitors
 * keep seeing exactly what they saw. Schema builder only; one column per
 * ALTER, as SQLite requires.
 */
export const contentAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('banners').addColumn('start_at', 'varchar(32)').execute()
    await db.schema.alterTable('banners').addColumn('end_at', 'varchar(32)').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('banners').dropColumn('end_at').execute()
    await db.schema.alterTable('banners').dropColumn('start_at').execute()
  },
}
