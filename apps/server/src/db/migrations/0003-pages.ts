import type { Kysely, Migration } from 'kysely'

/**
 * Content pages: promotions (/discount) and the FAQ (/faq). A row is one
 * language's text of a promotion or article; the id names the promotion or
 * article itself, so the same id in every language is the same thing and the
 * primary key is (id, language). Schema builder only.
 */
export const pagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('promotions')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      // null: every currency of the site
      .addColumn('currency', 'varchar(3)')
      // null: every game category
      .addColumn('gt_id', 'integer', (c) => c.references('game_types.gt_id'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('end_at', 'varchar(32)')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('promotions_pk', ['id', 'language'])
      .execute()
    await db.schema.createIndex('promotions_site_idx').on('promotions').columns(['site_id', 'language']).execute()

    await db.schema
      .createTable('faq_groups')
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      // stable key: account, deposit, games, about, ...
      .addColumn('key', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('faq_groups_pk', ['site_id', 'language', 'key'])
      .execute()

    await db.schema
      .createTable('faqs')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('group_key', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('faqs_pk', ['id', 'language'])
      // An article always sits in a group that has a heading in its language.
      .addForeignKeyConstraint(
        'faqs_group_fk',
        ['site_id', 'language', 'group_key'],
        'faq_groups',
        ['site_id', 'language', 'key'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute()
    await db.schema.createIndex('faqs_site_idx').on('faqs').columns(['site_id', 'language']).execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['faqs', 'faq_groups', 'promotions']) {
      await db.schema.dropTable(table).ifExists().execute()
    }
  },
}
