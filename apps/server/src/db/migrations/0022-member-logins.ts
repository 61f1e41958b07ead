import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The login record (spec section 3, "Login payload"): one row per session a
 * member starts (`/login`, `/login/double_validation`, `/register`), with the
 * device information the client sent and the address the SERVER saw on the
 * connection (`request.ip`, behind `LOBBY_TRUST_PROXY` as everywhere else),
 * never the `remote_addr` the body claims. A double-validation challenge
 * keeps the device information of the login it interrupted
 * (`login_challenges.device_info`, JSON), so the login it finishes is
 * recorded with it. Schema builder only, portable types.
 */
export const memberLoginsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_logins')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // login | double_validation | register
      .addColumn('kind', 'varchar(24)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('host', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('device', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('system_group', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('udid', 'varchar(128)', (c) => c.notNull())
      .addColumn('login_type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('cdn', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('system', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('browser', 'varchar(256)', (c) => c.notNull().defaultTo(''))
      .addColumn('system_version', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('member_logins_member_created')
      .on('member_logins')
      .columns(['member_id', 'created_at'])
      .execute()
    await db.schema
      .alterTable('login_challenges')
      .addColumn('device_info', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('login_challenges').dropColumn('device_info').execute()
    await db.schema.dropTable('member_logins').ifExists().execute()
  },
}
