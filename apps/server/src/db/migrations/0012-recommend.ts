import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The recommend programme's rewards (issue 8): one row per friend whose first
 * deposit paid the member who brought them. `friend_id` is unique, so a
 * friend pays their referrer once whatever happens twice.
 */
export const recommendMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recommend_rewards')
      .addColumn('id', idType(db), identity(db))
      .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('friend_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('order_number', 'varchar(40)', (c) => c.notNull())
      .addColumn('deposit_amount', 'bigint', (c) => c.notNull())
      .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('recommend_rewards_once', ['friend_id'])
      .execute()
    await db.schema.createIndex('recommend_rewards_referrer').on('recommend_rewards').column('referrer_id').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recommend_rewards').execute()
  },
}
