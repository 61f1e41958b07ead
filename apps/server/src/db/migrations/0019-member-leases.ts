import type { Kysely, Migration } from 'kysely'

/**
 * Per-member leases (issue 20): the money operations that call a provider
 * (launch, leave, pulls, wallet transfers) and the password checks run one
 * after another for one member across every server process. A lease is held
 * by one process (`holder`) until `expires_at` (epoch ms), renewed while the
 * work runs, deleted when it ends; a process killed mid-way leaves a lease
 * that simply expires. Schema builder only, portable types.
 */
export const memberLeasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_leases')
      .addColumn('lease_key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('holder', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('member_leases').ifExists().execute()
  },
}
