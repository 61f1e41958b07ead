import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * Site content a visitor sees: settings (env config, customer service link,
 * bulletin frequency), banners, marquee announcements, bulletins, jackpots and
 * the generic content lists (logo, ads, sponsors, login content, footers,
 * float, register backgrounds). Schema builder only.
 */
export const contentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_settings')
      .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey().references('sites.site_id').onDelete('cascade'))
      .addColumn('customer_service_link', 'varchar(2048)', (c) => c.notNull())
      .addColumn('env_config', 'text', (c) => c.notNull())
      .addColumn('bulletin_display_frequency', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()

    await db.schema
      .createTable('banners')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('use_type', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('url', 'varchar(2048)', (c) => c.notNull())
      .addColumn('link_type', 'integer', (c) => c.notNull())
      .addColumn('link_method', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('game_link_parameter', 'text')
      .addColumn('currency', 'varchar(3)')
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema.createIndex('banners_site_idx').on('banners').columns(['site_id', 'use_type']).execute()

    await db.schema
      .createTable('announcements')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('content', 'varchar(2000)', (c) => c.notNull())
      .addColumn('display_before_login', 'integer', (c) => c.notNull())
      .addColumn('display_after_login', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('bulletins')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('display_device', 'integer', (c) => c.notNull())
      .addColumn('display_content', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('end_at', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('bulletins_site_idx').on('bulletins').column('site_id').execute()

    await db.schema
      .createTable('jackpots')
      .addColumn('currency', 'varchar(3)', (c) => c.primaryKey())
      .addColumn('base_amount', 'bigint', (c) => c.notNull())
      .addColumn('base_at', 'bigint', (c) => c.notNull())
      .addColumn('increment_per_second', 'integer', (c) => c.notNull())
      .addColumn('cycle_ms', 'bigint', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('content_items')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      // logo, setting (ads), sponsor, login, footer, mobile_footer, float, register_background
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      // '' when the item is not per language / per template
      .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('template', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('photo_path', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
      .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('flag', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('content_items_lookup_idx')
      .on('content_items')
      .columns(['site_id', 'kind', 'language', 'template'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['content_items', 'jackpots', 'bulletins', 'announcements', 'banners', 'site_settings']) {
      await db.schema.dropTable(table).ifExists().execute()
    }
  },
}
