import type { Kysely, Migration } from 'kysely'

/**
 * The withdraw password's lockout (issue 19): one row per member who has
 * tried it, shared by every place that checks it (withdrawal, its change on
 * the profile, agent transfer, bank binding, member-transfer verification,
 * the double-validation question). `failures` counts attempts since
 * `window_started_at`; at the limit `locked_until` says when it may be tried again.
 */
export const withdrawPasswordGuardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('withdraw_password_guards')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('window_started_at', 'varchar(32)')
      .addColumn('locked_until', 'varchar(32)')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('withdraw_password_guards').execute()
  },
}
