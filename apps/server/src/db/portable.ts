import {
  sql,
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'
import { dbKind } from './connection.ts'

/** Any database handle: a migration's untyped one, the server's `Db`, a transaction of either. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

/**
 * The few places where SQLite and PostgreSQL need different SQL, each behind
 * one small helper with a test on both (test/portable.test.ts). Everything
 * else the server writes is the same text on both databases.
 */

/** The type of a generated id column: bigint on PostgreSQL (a ledger outgrows 2^31 rows), integer (the rowid) on SQLite. */
export function idType(db: AnyDb): 'bigint' | 'integer' {
  return dbKind(db) === 'postgres' ? 'bigint' : 'integer'
}

/**
 * A generated primary key: SQLite's `integer primary key` (the rowid), an
 * identity column on PostgreSQL. Use as `.addColumn('id', idType(db), identity(db))`.
 */
export function identity(db: AnyDb): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return dbKind(db) === 'postgres'
    ? (column) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.primaryKey()
}

/**
 * After rows were inserted with explicit ids (the seed, a dev hook), moves
 * PostgreSQL's identity sequences of `tables` past the largest id, so the next
 * generated id does not collide. SQLite's rowid needs nothing.
 */
export async function syncIdentities(db: AnyDb, tables?: readonly string[]): Promise<void> {
  if (dbKind(db) !== 'postgres') return
  const names =
    tables ??
    (
      await sql<{ table_name: string }>`select table_name from information_schema.columns
        where is_identity = 'YES' and column_name = 'id' and table_schema = current_schema()`.execute(db)
    ).rows.map((r) => r.table_name)
  for (const table of names) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
      db,
    )
  }
}

/**
 * Serialises the callers of one-time work (the demo seed) across processes
 * starting together: PostgreSQL's transaction-scoped advisory lock on `key`;
 * on SQLite the write transaction (`begin immediate`) already does it.
 */
export async function lockForTransaction(db: AnyDb, key: number): Promise<void> {
  if (dbKind(db) === 'postgres') await sql`select pg_advisory_xact_lock(${key})`.execute(db)
}

/**
 * What a `lockMember` lock guards: each is a key space of its own, so a deposit order and a stake of one member wait
 * only for others of their kind (and two kinds taken in different orders cannot deadlock).
 */
export const MEMBER_LOCK = {
  /** Deposit orders against the deposit limit (member-centre/deposit-orders.ts). */
  deposits: 2501,
  /** Stakes and transfers into a provider wallet against the loss and wager limits. */
  stakes: 2502,
} as const
export type MemberLock = (typeof MEMBER_LOCK)[keyof typeof MEMBER_LOCK]

/**
 * Serialises one member's transactions of one kind (`namespace`) until the transaction ends, across processes:
 * PostgreSQL's two-key transaction-scoped advisory lock `(namespace, memberId)`, taken before reading what a rule
 * counts (a limit) so that two transactions cannot both see room for one. On SQLite the write transaction
 * (`begin immediate`) already holds the whole database.
 */
export async function lockMember(db: AnyDb, memberId: number, namespace: MemberLock): Promise<void> {
  if (dbKind(db) === 'postgres')
    await sql`select pg_advisory_xact_lock(${namespace}::int, ${memberId}::int)`.execute(db)
}

/**
 * The database's own clock in epoch milliseconds, as an expression: leases
 * written by one machine and compared by another must not depend on either
 * machine's clock (db/../wallet/locks.ts).
 */
export function dbNowMs(db: AnyDb): RawBuilder<number> {
  return dbKind(db) === 'postgres'
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`
}

/**
 * Case-insensitive "contains" for a search box: SQLite's `like` already
 * ignores ASCII case, PostgreSQL's does not (`ilike`). `%`, `_` and `\` in
 * the keyword match themselves.
 */
export function containsText(db: AnyDb, column: Expression<unknown>, keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return dbKind(db) === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`
}

/**
 * Locks the rows `query` selects until the transaction ends (PostgreSQL's
 * `for update`). SQLite has no row locks and needs none: a write transaction
 * holds the whole database from its first statement (`begin immediate`).
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dbKind(db) === 'postgres' ? query.forUpdate() : query
}
