import type { Kysely, Migration } from 'kysely'

/**
 * Tracking rows are kept 90 days (issue 19): the hourly purge deletes by
 * `created_at`, which this index lets it find without reading the table.
 */
export const trackingRetentionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('tracking_events_created_at').on('tracking_events').column('created_at').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tracking_events_created_at').execute()
  },
}
