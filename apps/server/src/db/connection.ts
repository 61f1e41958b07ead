import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

/**
 * Opens the embedded SQLite database. This is the only SQLite-specific place:
 * a PostgreSQL dialect would be chosen here and nothing else would change.
 */
export function openDatabase(path: string): Db {
  const inMemory = path === ':memory:'
  if (!inMemory) mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SqliteDatabase(path)
  // WAL lets readers proceed while a write is in flight; it has no meaning for :memory:.
  if (!inMemory) sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  connections.set(db, sqlite)
  return db
}

const connections = new WeakMap<Db, SqliteDatabase.Database>()

/**
 * Whether the connection of `db` (one opened by `openDatabase`) is inside a
 * transaction at this moment. Tests use it to prove that no password is
 * hashed while a transaction holds the connection (src/members/passwords.ts).
 */
export function connectionInTransaction(db: Db): boolean {
  const sqlite = connections.get(db)
  if (!sqlite) throw new Error('not a connection opened by openDatabase')
  return sqlite.inTransaction
}

/** Prepared statements kept per connection; Kysely's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 1_000

/**
 * Kysely's SQLite driver prepares every statement on every execution, which
 * is a fifth of the server's time under load (BENCHMARKS.md, wallet calls).
 * The same SQL text always gets the same statement here: SQLite compiles it
 * once. Least recently used statements beyond the cache size are dropped.
 * Safe because the one connection runs one statement at a time.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => {
      cache.clear()
      sqlite.close()
    },
    prepare(sql: string) {
      let statement = cache.get(sql)
      if (statement) {
        // Re-inserted: the map's order is least recently used first.
        cache.delete(sql)
      } else {
        statement = sqlite.prepare(sql)
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
      }
      cache.set(sql, statement)
      return statement
    },
  }
}
