import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The payment provider's callbacks (issue 19): one row per provider reference
 * whose signature and timestamp checked out, with what was decided for it.
 * `reference` is unique, so a reference is decided once: a replay (however
 * many at once) finds the row and is answered with its result, crediting
 * nothing. Unsigned or stale callbacks are never stored.
 */
export const paymentCallbacksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_callbacks')
      .addColumn('id', idType(db), identity(db))
      .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('order_number', 'varchar(40)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('result', 'varchar(24)', (c) => c.notNull())
      .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('payment_callbacks_order').on('payment_callbacks').column('order_number').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_callbacks').execute()
  },
}
