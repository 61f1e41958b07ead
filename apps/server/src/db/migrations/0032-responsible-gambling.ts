import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * Responsible gambling (issue 25). `rg_limits`: one row per member, kind and period that was ever set; `amount` is
 * in force (null: none), and a loosening waits in `pending_amount` (null: removal) until `pending_at`
 * (`has_pending` says whether one waits, since a pending removal is a null amount). `rg_exclusions`: time-outs and
 * self-exclusions, never edited nor deleted (an operator may add a longer one, never shorten one); `ends_at` null
 * is permanent. `rg_preferences`: the reality check's interval. Indexes for what a limit counts: a member's ledger
 * and deposit orders by time. Schema builder only: the same on SQLite and PostgreSQL.
 */
export const responsibleGamblingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rg_limits')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('deposit', 'loss', 'wager', 'session')`))
      .addColumn('period', 'varchar(8)', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
      .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
      .addColumn('has_pending', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pending_amount', 'bigint', (c) => c.check(sql`pending_amount > 0`))
      .addColumn('pending_at', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rg_limits_pk', ['member_id', 'kind', 'period'])
      .execute()

    await db.schema
      .createTable('rg_exclusions')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('timeout', 'self_exclusion')`))
      .addColumn('days', 'integer', (c) => c.notNull().check(sql`days >= 0`))
      .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('ends_at', 'varchar(32)')
      // 'member', or 'operator:<account>' when the console imposed it.
      .addColumn('set_by', 'varchar(80)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('rg_exclusions_member').on('rg_exclusions').columns(['member_id', 'id']).execute()

    await db.schema
      .createTable('rg_preferences')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('reality_check_minutes', 'integer')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute()

    await db.schema
      .createIndex('ledger_entries_member_created')
      .on('ledger_entries')
      .columns(['member_id', 'created_at'])
      .execute()
    await db.schema.createIndex('deposits_member_created').on('deposits').columns(['member_id', 'created_at']).execute()
    await db.schema
      .createIndex('game_sessions_member_opened')
      .on('game_sessions')
      .columns(['member_id', 'opened_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('game_sessions_member_opened').ifExists().execute()
    await db.schema.dropIndex('deposits_member_created').ifExists().execute()
    await db.schema.dropIndex('ledger_entries_member_created').ifExists().execute()
    for (const table of ['rg_preferences', 'rg_exclusions', 'rg_limits']) await db.schema.dropTable(table).execute()
  },
}
