import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The member area of the operator console (issue 24): finance's balance
 * adjustments. One row per adjustment asked for: `pending` until a second
 * operator decides it (four eyes), or `applied` at once at or below the
 * threshold; `applied` rows name the ledger entry that moved the money.
 * `request_id` (the console's idempotency key) is unique: the same request
 * twice makes one adjustment. Schema builder only, portable types.
 */
export const memberAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('balance_adjustments')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      // Signed, minor units of the member's currency; never zero.
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
      .addColumn('reason', 'varchar(255)', (c) => c.notNull())
      // pending | applied | rejected
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('requested_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('decided_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('decision_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      // The ledger entry's reference once applied (`adjustment:<id>`).
      .addColumn('ledger_ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('balance_after', 'bigint')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(32)')
      .execute()
    await db.schema
      .createIndex('balance_adjustments_status')
      .on('balance_adjustments')
      .columns(['status', 'id'])
      .execute()
    await db.schema.createIndex('balance_adjustments_member').on('balance_adjustments').column('member_id').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('balance_adjustments').ifExists().execute()
  },
}
