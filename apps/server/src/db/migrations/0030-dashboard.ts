import type { Kysely, Migration } from 'kysely'

/**
 * Indexes for the operator dashboard and the deposit orders list (issue 24):
 * each figure reads a period of one table by its time column (paid deposits
 * by `completed_at`, approved withdrawals by `decided_at`, ledger play by
 * kind and time, registrations and sign-ins by time), and the orders list
 * pages newest first. Schema builder only: the same on SQLite and
 * PostgreSQL.
 */
const INDEXES = [
  { name: 'deposits_status_completed', table: 'deposits', columns: ['status', 'completed_at'] },
  { name: 'deposits_created', table: 'deposits', columns: ['created_at'] },
  { name: 'withdrawals_status_decided', table: 'withdrawals', columns: ['status', 'decided_at'] },
  { name: 'ledger_entries_kind_created', table: 'ledger_entries', columns: ['kind', 'created_at'] },
  { name: 'members_created', table: 'members', columns: ['created_at'] },
  { name: 'member_logins_created', table: 'member_logins', columns: ['created_at'] },
] as const

export const dashboardMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of INDEXES) {
      await db.schema
        .createIndex(index.name)
        .on(index.table)
        .columns([...index.columns])
        .execute()
    }
  },
  async down(db: Kysely<unknown>) {
    for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute()
  },
}
