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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
