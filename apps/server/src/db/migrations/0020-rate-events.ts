import type { Kysely, Migration } from 'kysely'

/**
 * Sliding-window counts shared by every server process (issue 20): failed
 * logins per account, per address and over the site, registration lookups
 * per address, tracking calls per address. One row per event in a bucket
 * (`scope:key`), at epoch milliseconds; rows older than a day are purged.
 * Schema builder only, portable types.
 */
export const rateEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_events')
      .addColumn('bucket', 'varchar(255)', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('rate_events_bucket_at').on('rate_events').columns(['bucket', 'at_ms']).execute()
    await db.schema.createIndex('rate_events_at').on('rate_events').column('at_ms').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_events').ifExists().execute()
  },
}
