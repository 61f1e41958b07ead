import type { Kysely, Migration } from 'kysely'

/**
 * State every server process must see (issue 20), moved out of memory:
 * `dev_records` holds the dev hooks' records (captcha answers, the last SMS
 * code of each phone, injected request and provider faults), keyed by kind
 * and key, `created_at` in epoch milliseconds (dev/records.ts);
 * `demo_sessions` holds the house demo games' sessions (house/sessions.ts):
 * JSON data, last use in epoch milliseconds, and a version for conditional
 * updates. Schema builder only, portable types.
 */
export const devRecordsDemoSessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dev_records')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('record_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dev_records_pk', ['kind', 'record_key'])
      .execute()
    await db.schema.createIndex('dev_records_kind_created').on('dev_records').columns(['kind', 'created_at']).execute()
    await db.schema
      .createTable('demo_sessions')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('last_seen_ms', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('demo_sessions_last_seen').on('demo_sessions').column('last_seen_ms').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('demo_sessions').ifExists().execute()
    await db.schema.dropTable('dev_records').ifExists().execute()
  },
}
