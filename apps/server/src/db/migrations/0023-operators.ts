import { sql, type Kysely, type Migration } from 'kysely'
import { dbKind } from '../connection.ts'
import { identity, idType } from '../portable.ts'

/**
 * The operator console (issue 24): operator accounts (separate from
 * members), their sessions, and the audit log every operator write appends
 * to in its own transaction. The audit log is append-only in the database
 * itself: a trigger refuses every update and delete on both databases, so
 * not even a bug in the server can edit history. Withdrawals remember who
 * decided them. Schema builder only, portable types; the triggers are the
 * one statement each database spells its own way.
 */
export const operatorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operators')
      .addColumn('id', idType(db), identity(db))
      // Stored and compared in lower case.
      .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      // owner | finance | content | support | auditor (@lobby/domain OPERATOR_ROLES)
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      // Base32 TOTP secret (RFC 6238); null: none set up (refused in production).
      .addColumn('totp_secret', 'varchar(64)')
      // The last TOTP time step accepted: a code is good once.
      .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      // The session's hard end; it also ends after OPERATOR_IDLE_MS without a call (last_seen_at).
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute()
    await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute()
    await db.schema
      .createTable('audit_log')
      .addColumn('id', idType(db), identity(db))
      // Kept as written (not a reference): the log outlives an operator's account.
      .addColumn('operator', 'varchar(64)', (c) => c.notNull())
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('action', 'varchar(64)', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
      // JSON objects, or null.
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at']).execute()
    await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator', 'created_at']).execute()
    await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_id']).execute()
    if (dbKind(db) === 'postgres') {
      await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`.execute(db)
      await sql`create trigger audit_log_no_update before update or delete on audit_log
        for each statement execute function audit_log_append_only()`.execute(db)
    } else {
      await sql`create trigger audit_log_no_update before update on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
      await sql`create trigger audit_log_no_delete before delete on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
    }
    await db.schema
      .alterTable('withdrawals')
      .addColumn('decided_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('withdrawals').dropColumn('decided_by').execute()
    await db.schema.dropTable('audit_log').ifExists().execute()
    if (dbKind(db) === 'postgres') await sql`drop function if exists audit_log_append_only()`.execute(db)
    await db.schema.dropTable('operator_sessions').ifExists().execute()
    await db.schema.dropTable('operators').ifExists().execute()
  },
}
