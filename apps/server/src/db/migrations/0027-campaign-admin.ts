import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The campaign desk (issue 24): a letter the operator sends to one member, a
 * segment or a whole site is one `letter_sends` row (what the console lists,
 * with how many members it reached), and each member's copy in `letters`
 * points at it (`send_id`; null for letters written before). A roulette gets
 * `draws_per_member`: the draws every member of its site and currency has
 * before any are given (0 for the existing ones, so nothing changes for them).
 * Schema builder only, one column per ALTER, as SQLite requires.
 */
export const campaignAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('letter_sends')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id'))
      .addColumn('target', 'varchar(16)', (c) => c.notNull())
      .addColumn('member_account', 'varchar(64)')
      .addColumn('currency', 'varchar(3)')
      .addColumn('agent_account', 'varchar(64)')
      .addColumn('language', 'varchar(8)')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('reached', 'integer', (c) => c.notNull().check(sql`reached >= 0`))
      .addColumn('sent_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('letter_sends_site').on('letter_sends').columns(['site_id', 'id']).execute()
    await db.schema.alterTable('letters').addColumn('send_id', 'integer').execute()
    await db.schema.createIndex('letters_send').on('letters').columns(['send_id', 'is_read']).execute()
    await db.schema
      .alterTable('roulettes')
      .addColumn('draws_per_member', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('roulettes').dropColumn('draws_per_member').execute()
    await db.schema.dropIndex('letters_send').execute()
    await db.schema.alterTable('letters').dropColumn('send_id').execute()
    await db.schema.dropTable('letter_sends').execute()
  },
}
