import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/** Marketing events (`/fb_tracking`), one row per event id and site. Schema builder only. */
export const trackingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tracking_events')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('event_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('event_time', 'bigint', (c) => c.notNull())
      .addColumn('user_data', 'text', (c) => c.notNull())
      .addColumn('custom_data', 'text', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('tracking_events_site_event_uq', ['site_id', 'event_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tracking_events').execute()
  },
}
