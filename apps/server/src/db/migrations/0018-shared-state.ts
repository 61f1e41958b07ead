import type { Kysely, Migration } from 'kysely'

/**
 * Settings a dev hook changes on one server process that every process on
 * the database must apply (issue 20): `lookup_limit_settings` holds a site's
 * per-address registration lookup limits set through
 * `POST /api/dev/registration/config` (members/lookup-limits.ts), in place of
 * the environment's. Written and read only with dev hooks on. And an index
 * for the purge of SMS codes older than a day (members/sms.ts issueSmsCode).
 * Schema builder only, portable types.
 */
export const sharedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lookup_limit_settings')
      .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('per_minute', 'integer', (c) => c.notNull())
      .addColumn('per_hour', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('sms_codes_created_idx').on('sms_codes').column('created_at').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('sms_codes_created_idx').ifExists().execute()
    await db.schema.dropTable('lookup_limit_settings').ifExists().execute()
  },
}
