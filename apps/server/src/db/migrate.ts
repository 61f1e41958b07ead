import { Migrator, type Kysely, type MigrationProvider } from 'kysely'
import type { Database } from './schema.ts'
import { migrations } from './migrations/index.ts'

// In-code provider: no files are read at run time, so tsx and a future bundle behave the same.
const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; already-applied migrations are skipped by Kysely's own bookkeeping. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Names of the migrations this build has that the database has not applied (`/readyz`). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations()
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name)
}
