import type { Migration } from 'kysely'
import { catalogueMigration } from './0001-catalogue.ts'
import { contentMigration } from './0002-content.ts'

/** Every migration, keyed by name; Kysely runs them in name order, so names start with a sequence number. */
export const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogueMigration,
  '0002-content': contentMigration,
}
