import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Four eyes on campaign money (issue 24): a red envelope's pool, or a roulette's budget (the most its cash
 * prizes may pay in all), above the currency's threshold waits for a second operator. Each campaign gets its
 * `approval` (`approved`, `pending`, `rejected`; the existing ones approved), who asked (`requested_by`; null
 * for older rows and the dev hooks) and who decided, when and why. A roulette gets `budget` (null: no cap, the
 * existing ones and the dev hooks) and `paid`, what its spins paid so far, raised by a guarded update so that
 * spins at once never pay past the budget. Schema builder only, one column per ALTER, as SQLite requires.
 */
export const campaignApprovalMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['red_envelopes', 'roulettes']) {
      await db.schema
        .alterTable(table)
        .addColumn('approval', 'varchar(16)', (c) =>
          c
            .notNull()
            .defaultTo('approved')
            .check(sql`approval in ('approved', 'pending', 'rejected')`),
        )
        .execute()
      await db.schema.alterTable(table).addColumn('requested_by', 'varchar(64)').execute()
      await db.schema.alterTable(table).addColumn('decided_by', 'varchar(64)').execute()
      await db.schema.alterTable(table).addColumn('decided_at', 'varchar(32)').execute()
      await db.schema
        .alterTable(table)
        .addColumn('decision_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute()
    }
    await db.schema
      .alterTable('roulettes')
      .addColumn('budget', 'bigint', (c) => c.check(sql`budget >= 0`))
      .execute()
    await db.schema
      .alterTable('roulettes')
      .addColumn('paid', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`paid >= 0`),
      )
      .execute()
    // What the existing roulettes paid, so that their `paid` is true from the start.
    await sql`update roulettes set paid = coalesce((select sum(cash) from roulette_spins where roulette_spins.roulette_id = roulettes.id), 0)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('roulettes').dropColumn('paid').execute()
    await db.schema.alterTable('roulettes').dropColumn('budget').execute()
    for (const table of ['roulettes', 'red_envelopes']) {
      for (const column of ['decision_reason', 'decided_at', 'decided_by', 'requested_by', 'approval']) {
        await db.schema.alterTable(table).dropColumn(column).execute()
      }
    }
  },
}
