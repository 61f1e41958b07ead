import type { Kysely, Migration } from 'kysely'

/**
 * Provider transfers with a reference (issue 19, item 6): our record of each
 * transfer, written before the provider is called and settled after it, and
 * the house provider's own record of the references it applied. Schema
 * builder only, portable types.
 */
export const providerTransfersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('provider_transfers')
      .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull().references('providers.gp_id'))
      .addColumn('direction', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('ledger_ref', 'varchar(80)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('settled_at', 'varchar(32)')
      .execute()
    await db.schema
      .createIndex('provider_transfers_status')
      .on('provider_transfers')
      .columns(['status', 'created_at'])
      .execute()

    await db.schema
      .createTable('house_transfers')
      .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('direction', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('house_transfers').execute()
    await db.schema.dropTable('provider_transfers').execute()
  },
}
