import { sql, type Kysely, type Migration } from 'kysely'
import { dbKind } from '../connection.ts'

/**
 * Closes the two ways around 0023's append-only triggers a review found: on
 * SQLite an `insert or replace` with an existing id rewrites an entry (the
 * replace deletes without firing delete triggers), so an insert naming an id
 * already present is refused; on PostgreSQL `truncate` fires no row or
 * update/delete trigger, so a truncate trigger refuses it.
 */
export const auditLogGuardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dbKind(db) === 'postgres') {
      await sql`create trigger audit_log_no_truncate before truncate on audit_log
        for each statement execute function audit_log_append_only()`.execute(db)
    } else {
      await sql`create trigger audit_log_no_replace before insert on audit_log
        when exists (select 1 from audit_log where id = new.id)
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
    }
  },
  async down(db: Kysely<unknown>) {
    if (dbKind(db) === 'postgres') await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db)
    else await sql`drop trigger if exists audit_log_no_replace`.execute(db)
  },
}
