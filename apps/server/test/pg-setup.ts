import { startPostgres } from '../../../scripts/services.mjs'
import { openDatabase } from '../src/db/connection.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { seedIfEmpty } from '../src/seed/index.ts'

/**
 * Global setup of the `server-pg` project: a throwaway PostgreSQL on
 * 127.0.0.1 (scripts/services.mjs), a template database migrated and seeded
 * once, and `LOBBY_TEST_PG` for test/databases.ts. Removed when the run ends.
 */
export default async function setup(): Promise<() => void> {
  const server = await startPostgres()
  server.sql('create database lobby_template')
  const db = openDatabase(server.url('lobby_template'), { poolSize: 2 })
  await migrateToLatest(db)
  await seedIfEmpty(db)
  await db.destroy()
  process.env.LOBBY_TEST_PG = server.url('').replace(/\/$/, '')
  return () => server.stop()
}
