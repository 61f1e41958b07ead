import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

const TABLES = [
  'member_registrations',
  'sms_codes',
  'registration_config',
  'register_blacklist',
  'agent_domains',
  'recommend_codes',
  'service_agreements',
  'register_settings',
] as const

/**
 * Registration and forgotten passwords: per-currency register settings, the
 * service agreement, invite codes, agent domains, blacklists, per-site
 * limits, SMS codes (SHA-256 of salt and code, never the code) and how each
 * member registered. Agents are members (`members.id` is the agent id), so
 * no agent table. Schema builder only.
 */
export const registrationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('register_settings')
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      // a profile key (member_phone, ...) or member_currency
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('is_display', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_unique', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_member_center', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_verification', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_member_center_verification', 'integer')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('register_settings_pk', ['site_id', 'currency', 'name'])
      .execute()

    await db.schema
      .createTable('service_agreements')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('service_agreements_pk', ['site_id', 'id', 'language'])
      .execute()

    await db.schema
      .createTable('recommend_codes')
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // open | closed (107) | disabled (110)
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('recommend_codes_pk', ['site_id', 'code'])
      .execute()

    await db.schema
      .createTable('agent_domains')
      .addColumn('host', 'varchar(255)', (c) => c.notNull())
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('agent_domains_pk', ['site_id', 'host'])
      .execute()

    await db.schema
      .createTable('register_blacklist')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      // name | email | phone | ip
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('value', 'varchar(255)', (c) => c.notNull())
      .addColumn('message', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('register_blacklist_uq', ['site_id', 'kind', 'value'])
      .execute()

    await db.schema
      .createTable('registration_config')
      .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey().references('sites.site_id').onDelete('cascade'))
      .addColumn('register_interval_seconds', 'integer', (c) => c.notNull())
      .addColumn('register_per_ip_per_day', 'integer', (c) => c.notNull())
      .addColumn('sms_per_ip_per_hour', 'integer', (c) => c.notNull())
      // ok | no_balance (SMS 103) | contact_service (SMS 104)
      .addColumn('sms_state', 'varchar(16)', (c) => c.notNull().defaultTo('ok'))
      .execute()

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      // register | forget_password
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
      .addColumn('account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      // SHA-256 of salt:code
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('salt', 'varchar(64)', (c) => c.notNull())
      .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute()
    await db.schema
      .createIndex('sms_codes_phone_idx')
      .on('sms_codes')
      .columns(['site_id', 'purpose', 'phone', 'created_at'])
      .execute()
    await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['site_id', 'ip', 'created_at']).execute()

    await db.schema
      .createTable('member_registrations')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('agent_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('recommend_code', 'varchar(32)')
      .addColumn('referrer_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('member_registrations_ip_idx')
      .on('member_registrations')
      .columns(['site_id', 'ip', 'created_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute()
  },
}
