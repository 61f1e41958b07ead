import type { TestProject } from 'vitest/node'
import { startPostgres } from '../../../scripts/services.mjs'
import { openDatabase } from '../src/db/connection.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { seedIfEmpty } from '../src/seed/index.ts'
import { stopPasswordWorkers } from '../src/members/passwords.ts'

/**
 * Global setup of the `server-pg` project: a throwaway PostgreSQL on
 * 127.0.0.1 (scripts/services.mjs), a template database migrated and seeded
 * once, and its address provided to test/databases.ts. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres()
  server.sql('create database lobby_template')
  const db = openDatabase(server.url('lobby_template'), { poolSize: 2 })
  await migrateToLatest(db)
  await seedIfEmpty(db)
  await db.destroy()
  // The seed hashed the demo passwords on worker threads; they would keep this process from exiting.
  await stopPasswordWorkers()
  // Provided to this project's tests only (test/databases.ts): an environment variable set here would reach
  // the workers of every project of the run, the SQLite one too.
  project.provide('lobbyTestPg', server.url('').replace(/\/$/, ''))
  return () => server.stop()
}
