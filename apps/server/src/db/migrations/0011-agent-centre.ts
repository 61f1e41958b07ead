import { sql, type Kysely, type Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The agent centre (issue 8): applications to become an agent, the site's
 * agent level names, the recommend programme's switch per currency, and
 * commission settlements, paid once per agent and period (a unique key).
 */
export const agentCentreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_applications')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(32)')
      .execute()
    await db.schema
      .createIndex('agent_applications_one_pending')
      .on('agent_applications')
      .column('member_id')
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute()

    await db.schema
      .createTable('agent_level_names')
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('agent_level_names_pk', ['site_id', 'level'])
      .execute()

    await db.schema
      .createTable('recommend_settings')
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('is_friend', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('recommend_settings_pk', ['site_id', 'currency'])
      .execute()

    await db.schema
      .createTable('agent_settlements')
      .addColumn('id', idType(db), identity(db))
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('period', 'varchar(7)', (c) => c.notNull())
      .addColumn('net', 'bigint', (c) => c.notNull())
      .addColumn('active_members', 'integer', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addColumn('commission', 'bigint', (c) => c.notNull().check(sql`commission >= 0`))
      .addColumn('settled_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('agent_settlements_once', ['agent_id', 'period'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['agent_settlements', 'recommend_settings', 'agent_level_names', 'agent_applications']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
