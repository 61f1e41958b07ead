import type { Kysely, Migration } from 'kysely'
import { identity, idType } from '../portable.ts'

/**
 * The member parts of the lobby: favourites, last played games, and
 * bulletins with an audience (`target`: visitors, members, all) and a
 * `display_location` (0 every page, 2 the site's pages, 3 the deposit page),
 * plus the member bulletins each member hid. Existing bulletins become
 * `all` at location 2, so visitors keep seeing exactly what they saw.
 * Schema builder only; one column per ALTER, as SQLite requires.
 */
export const memberGamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('bulletins')
      .addColumn('target', 'varchar(16)', (c) => c.notNull().defaultTo('all'))
      .execute()
    await db.schema
      .alterTable('bulletins')
      .addColumn('display_location', 'integer', (c) => c.notNull().defaultTo(2))
      .execute()

    await db.schema
      .createTable('member_favorites')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'varchar(64)', (c) => c.notNull().references('games.game_id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('member_favorites_member_game_uq', ['member_id', 'game_id'])
      .execute()

    await db.schema
      .createTable('member_game_plays')
      .addColumn('id', idType(db), identity(db))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('game_id', 'varchar(64)', (c) => c.notNull().references('games.game_id').onDelete('cascade'))
      .addColumn('played_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('member_game_plays_member_game_uq', ['member_id', 'game_id'])
      .execute()

    await db.schema
      .createTable('member_bulletin_hides')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('bulletin_id', 'integer', (c) => c.notNull().references('bulletins.id').onDelete('cascade'))
      .addColumn('bulletin_updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('hidden_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_bulletin_hides_pk', ['member_id', 'bulletin_id'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['member_bulletin_hides', 'member_game_plays', 'member_favorites']) {
      await db.schema.dropTable(table).ifExists().execute()
    }
    await db.schema.alterTable('bulletins').dropColumn('display_location').execute()
    await db.schema.alterTable('bulletins').dropColumn('target').execute()
  },
}
