import type { Kysely, Migration } from 'kysely'

/**
 * Agent settlements remember the ledger they were computed from (issue 19):
 * `ledger_through` is the highest ledger id when the period was settled, so
 * a round reported later for that period (a higher id, an earlier date) is
 * known as late and counts in the next open period instead. Rows settled
 * before this migration keep null: nothing after them is counted as late.
 * Schema builder only.
 */
export const settlementWatermarkMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('agent_settlements').addColumn('ledger_through', 'bigint').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('agent_settlements').dropColumn('ledger_through').execute()
  },
}
