import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

const MEMBER_TABLES = [
  'info_codes',
  'vx_tokens',
  'login_challenges',
  'login_nonces',
  'captchas',
  'member_tokens',
  'member_ip_rules',
  'member_devices',
  'members',
] as const

/**
 * Member accounts and the short-lived secrets of logging in. Every secret the
 * client holds (tokens, login ids, codes) is stored as its SHA-256 hex digest;
 * passwords as argon2id strings. Times are ISO-8601 UTC strings, which sort
 * as they compare. Schema builder only.
 */
export const membersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('members')
      .addColumn('id', idType(db), identity(db))
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      // lower case; unique per site
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('member_type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('agent_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('agent_level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_agent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('agent_active', 'integer', (c) => c.notNull().defaultTo(0))
      // active, disabled (login 102), frozen (login 103)
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
      .addColumn('member_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_birthday', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_line', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_others', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_qq', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_skype', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_wechat', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_fb', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_zalo', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_telegram', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('member_whats_app', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('identity_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('withdraw_password_hash', 'varchar(255)')
      // main wallet, in the currency's minor unit
      .addColumn('cash', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cash_back_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wallet_status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('first_login_to_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('need_bank_account_deposit_verified', 'integer', (c) => c.notNull().defaultTo(0))
      // login answers 802 until the member-transfer verification resets the password
      .addColumn('need_transfer_verification', 'integer', (c) => c.notNull().defaultTo(0))
      // a login from an unknown udid answers 107 when questions can be asked
      .addColumn('double_validation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vx_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vx_locked_until', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_login_at', 'varchar(32)')
      .addColumn('last_login_ip', 'varchar(64)')
      .addUniqueConstraint('members_site_account_uq', ['site_id', 'account'])
      .execute()

    await db.schema
      .createTable('member_devices')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('udid', 'varchar(128)', (c) => c.notNull())
      .addColumn('first_seen_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_devices_pk', ['member_id', 'udid'])
      .execute()

    await db.schema
      .createTable('member_ip_rules')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // in | not_in
      .addColumn('match_type', 'varchar(8)', (c) => c.notNull())
      .addColumn('pattern', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(3)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('member_ip_rules_member_idx').on('member_ip_rules').column('member_id').execute()

    await db.schema
      .createTable('member_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('udid', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('member_tokens_member_idx').on('member_tokens').columns(['member_id', 'udid']).execute()

    await db.schema
      .createTable('captchas')
      // the token is a public handle, not a secret; the answer is the secret
      .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      // 1 login, 2 register
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute()

    await db.schema
      .createTable('login_nonces')
      .addColumn('nonce_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.site_id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('login_nonces_expires_idx').on('login_nonces').column('expires_at').execute()

    await db.schema
      .createTable('login_challenges')
      // SHA-256 of member_login_id
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('udid', 'varchar(128)', (c) => c.notNull())
      // JSON array of question keys still available; the first is the one being asked
      .addColumn('questions', 'varchar(255)', (c) => c.notNull())
      .addColumn('wrong_answers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('closed_at', 'varchar(32)')
      .execute()

    await db.schema
      .createTable('vx_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute()

    await db.schema
      .createTable('info_codes')
      // SHA-256 of the /get_info_data enc
      .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('udid', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of MEMBER_TABLES) await db.schema.dropTable(table).ifExists().execute()
  },
}
