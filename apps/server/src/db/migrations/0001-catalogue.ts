import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The lobby catalogue: brands, categories, providers and games. Written with
 * the schema builder only, so the same migration runs on PostgreSQL later.
 */
export const catalogueMigration: Migration = {
  // Untyped on purpose: a migration sees the schema as it was when written, not as schema.ts says today.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sites')
      .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('default_currency', 'varchar(3)', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('site_currencies')
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('site_currencies_pk', ['site_id', 'currency'])
      .execute()

    await db.schema
      .createTable('game_types')
      .addColumn('gt_id', 'integer', (c) => c.primaryKey())
      .addColumn('gt_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('gt_icon', 'varchar(500)', (c) => c.notNull())
      .addColumn('gt_icon_active', 'varchar(500)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()

    await db.schema
      .createTable('providers')
      .addColumn('gp_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('gt_id', 'integer', (c) => c.notNull().references('game_types.gt_id'))
      .addColumn('gp_gt_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('game_type', 'integer', (c) => c.notNull())
      .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('house', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('customized', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon_light', 'varchar(500)', (c) => c.notNull())
      .addColumn('icon_dark', 'varchar(500)', (c) => c.notNull())
      .addColumn('ori_gp_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('android_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('support_desktop', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('support_mobile', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('support_app', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema.createIndex('providers_gt_id_idx').on('providers').column('gt_id').execute()

    await db.schema
      .createTable('provider_currencies')
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull().references('providers.gp_id').onDelete('cascade'))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addPrimaryKeyConstraint('provider_currencies_pk', ['gp_id', 'currency'])
      .execute()

    await db.schema
      .createTable('games')
      .addColumn('id', idType(db), identity(db))
      .addColumn('game_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('gp_id', 'varchar(32)', (c) => c.notNull().references('providers.gp_id').onDelete('cascade'))
      .addColumn('gt_id', 'integer', (c) => c.notNull().references('game_types.gt_id'))
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('icon', 'varchar(500)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex('games_gp_id_idx').on('games').column('gp_id').execute()
    await db.schema.createIndex('games_gt_id_idx').on('games').column('gt_id').execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['games', 'provider_currencies', 'providers', 'game_types', 'site_currencies', 'sites']) {
      await db.schema.dropTable(table).ifExists().execute()
    }
  },
}
