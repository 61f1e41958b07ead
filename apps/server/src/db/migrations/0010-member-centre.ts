import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The member centre's money (issue 8): bound bank accounts, the deposit
 * channels of each site and currency, deposit orders that wait for their
 * payment, and withdrawals held until the operator decides. Schema builder
 * only, so the same migration runs on PostgreSQL. One pending withdrawal per
 * member and one binding of an account number per member are partial unique
 * indexes, on top of the checks the calls make.
 */
export const memberCentreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bank_accounts')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('bank_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('account_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('branch', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .execute()
    await db.schema
      .createIndex('bank_accounts_bound_once')
      .on('bank_accounts')
      .columns(['member_id', 'account_number'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute()

    await db.schema
      .createTable('deposit_channels')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount > 0`))
      .addColumn('max_amount', 'bigint', (c) => c.notNull().check(sql`max_amount >= min_amount`))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema
      .createIndex('deposit_channels_site')
      .on('deposit_channels')
      .columns(['site_id', 'currency', 'sort'])
      .execute()

    await db.schema.alterTable('deposits').addColumn('channel_id', 'integer').execute()
    await db.schema.alterTable('deposits').addColumn('expires_at', 'varchar(32)').execute()
    await db.schema.alterTable('deposits').addColumn('completed_at', 'varchar(32)').execute()
    await db.schema.alterTable('deposits').addColumn('pay_token_hash', 'varchar(64)').execute()

    await db.schema
      .createTable('withdrawals')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('order_number', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'id']).execute()
    await db.schema
      .createIndex('withdrawals_one_pending')
      .on('withdrawals')
      .column('member_id')
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('withdrawals').execute()
    for (const column of ['pay_token_hash', 'completed_at', 'expires_at', 'channel_id']) {
      await db.schema.alterTable('deposits').dropColumn(column).execute()
    }
    await db.schema.dropTable('deposit_channels').execute()
    await db.schema.dropTable('bank_accounts').execute()
  },
}
