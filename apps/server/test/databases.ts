import pg from 'pg'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** test/pg-setup.ts: the throwaway PostgreSQL's base URL (no database), in the `server-pg` project only. */
    lobbyTestPg?: string
  }
}

const pgBase = (): string | undefined => inject('lobbyTestPg')

/**
 * The database a test's server opens. The `server` project runs on SQLite
 * (`:memory:`); the `server-pg` project is given `lobbyTestPg` (test/pg-setup.ts
 * started a throwaway PostgreSQL and migrated and seeded a template), and each
 * call here creates a fresh database from that template, so tests never see
 * each other's rows, as with SQLite's `:memory:`.
 */
export function onPostgres(): boolean {
  return Boolean(pgBase())
}

let made = 0

export async function testDatabase(): Promise<string> {
  const base = pgBase()
  if (!base) return ':memory:'
  made += 1
  const name = `t_${process.pid}_${made}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: `${base}/postgres` })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template lobby_template`)
  } finally {
    await admin.end()
  }
  return `${base}/${name}`
}

/**
 * A database two servers (or a server and its restart) open one after the
 * other or side by side: the SQLite file `file` in the `server` project (two
 * `:memory:` opens would be two databases), one fresh PostgreSQL database in
 * `server-pg`.
 */
export async function sharedTestDatabase(file: string): Promise<string> {
  return onPostgres() ? testDatabase() : file
}
