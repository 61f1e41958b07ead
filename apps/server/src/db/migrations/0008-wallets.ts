import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * Real play and wallets: provider operations (maintenance, transfers), one
 * wallet per member and provider, the ledger, game sessions, house rounds and
 * balance pulls. Schema builder only, so the same migration runs on
 * PostgreSQL. Balances are integers in the currency's smallest unit and may
 * never go below zero (a CHECK, on top of the guarded updates).
 */
export const walletsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('provider_operations')
      .addColumn('gp_id', 'varchar(32)', (c) => c.primaryKey().references('providers.gp_id').onDelete('cascade'))
      .addColumn('transfers_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('maintain_start_at', 'varchar(32)')
      .addColumn('maintain_end_at', 'varchar(32)')
      .execute()

    await db.schema
      .createTable('member_wallets')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull().references('providers.gp_id'))
      .addColumn('balance', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance >= 0`),
      )
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_wallets_pk', ['member_id', 'gp_id'])
      .execute()

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // 'main', or the provider's gp_id
      .addColumn('wallet', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref', 'varchar(80)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('ledger_entries_member').on('ledger_entries').columns(['member_id', 'id']).execute()

    await db.schema
      .createTable('game_sessions')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull().references('providers.gp_id'))
      .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('lobby_url', 'varchar(2048)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('closed_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('game_sessions_member').on('game_sessions').columns(['member_id', 'status']).execute()

    await db.schema
      .createTable('house_rounds')
      .addColumn('id', idType(db), identity(db))
      .addColumn('session_id', 'varchar(32)', (c) => c.notNull().references('game_sessions.id').onDelete('cascade'))
      .addColumn('round', 'varchar(64)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('stake', 'bigint', (c) => c.notNull())
      .addColumn('payout', 'bigint')
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('settled_at', 'varchar(32)')
      .addUniqueConstraint('house_rounds_session_round_uq', ['session_id', 'round'])
      .execute()

    await db.schema
      .createTable('balance_pulls')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('idem_key', 'varchar(64)')
      .addColumn('scope', 'varchar(32)', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('balance_pulls_member_key_uq', ['member_id', 'idem_key'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'balance_pulls',
      'house_rounds',
      'game_sessions',
      'ledger_entries',
      'member_wallets',
      'provider_operations',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
