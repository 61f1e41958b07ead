import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * Member activities: letters, red envelopes with their claims, roulettes
 * with prizes, draws and spins, and completed deposits (what
 * `member_deposit.success` counts). Schema builder only, so the same
 * migration runs on PostgreSQL. One claim per member and envelope and never
 * more draws used than granted are constraints, on top of the guarded updates.
 */
export const activitiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('letters')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('language', 'varchar(8)')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('read_at', 'varchar(32)')
      .addColumn('deleted_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('letters_member').on('letters').columns(['member_id', 'deleted_at', 'id']).execute()

    await db.schema
      .createTable('red_envelopes')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id'))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('pool', 'bigint', (c) => c.notNull().check(sql`pool > 0`))
      .addColumn('shares', 'integer', (c) => c.notNull().check(sql`shares > 0`))
      .addColumn('remaining_cash', 'bigint', (c) => c.notNull().check(sql`remaining_cash >= 0`))
      .addColumn('remaining_shares', 'integer', (c) => c.notNull().check(sql`remaining_shares >= 0`))
      .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('red_envelopes_running')
      .on('red_envelopes')
      .columns(['site_id', 'currency', 'end_at'])
      .execute()

    await db.schema
      .createTable('red_envelope_claims')
      .addColumn('id', idType(db), identity(db))
      .addColumn('envelope_id', 'integer', (c) => c.notNull().references('red_envelopes.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('cash', 'bigint', (c) => c.notNull().check(sql`cash > 0`))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('red_envelope_claims_once_uq', ['envelope_id', 'member_id'])
      .execute()

    await db.schema
      .createTable('roulettes')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id'))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('roulette_prizes')
      .addColumn('id', idType(db), identity(db))
      .addColumn('roulette_id', 'integer', (c) => c.notNull().references('roulettes.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('cash', 'bigint', (c) => c.notNull().check(sql`cash >= 0`))
      .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight >= 0`))
      .addColumn('image', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('roulette_prizes_position_uq', ['roulette_id', 'position'])
      .execute()

    await db.schema
      .createTable('roulette_draws')
      .addColumn('roulette_id', 'integer', (c) => c.notNull().references('roulettes.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('granted', 'integer', (c) => c.notNull().check(sql`granted >= 0`))
      .addColumn('used', 'integer', (c) => c.notNull().check(sql`used >= 0 and used <= granted`))
      .addPrimaryKeyConstraint('roulette_draws_pk', ['roulette_id', 'member_id'])
      .execute()

    await db.schema
      .createTable('roulette_spins')
      .addColumn('id', idType(db), identity(db))
      .addColumn('roulette_id', 'integer', (c) => c.notNull().references('roulettes.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('prize_id', 'integer', (c) => c.notNull().references('roulette_prizes.id'))
      .addColumn('cash', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('deposits')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('order_number', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('deposits_member').on('deposits').columns(['member_id', 'id']).execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'deposits',
      'roulette_spins',
      'roulette_draws',
      'roulette_prizes',
      'roulettes',
      'red_envelope_claims',
      'red_envelopes',
      'letters',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
