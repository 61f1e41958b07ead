import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '../src/db/migrate.ts'
import { seedIfEmpty } from '../src/seed/index.ts'
import { generateGames } from '../src/seed/games.ts'
import { PROVIDER_SEEDS } from '../src/seed/catalogue.ts'
import { createServer } from '../src/index.ts'
import { onPostgres, sharedTestDatabase } from './databases.ts'
import { rowCounts } from './helpers.ts'

const dir = mkdtempSync(join(tmpdir(), 'lobby-server-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a database that outlives the server (a SQLite file; PostgreSQL)', () => {
  it('migrates and seeds once: start, stop, start keeps the same rows', async () => {
    const file = await sharedTestDatabase(join(dir, 'nested', 'lobby.db'))
    const first = await createServer({ db: file, devHooks: false })
    const counts = await rowCounts(first.db)
    expect(counts.sites).toBe(1)
    expect(counts.game_types).toBe(8)
    expect(counts.providers).toBe(PROVIDER_SEEDS.length)
    if (!onPostgres()) {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(first.db)
      expect(journal.rows[0]?.journal_mode).toBe('wal')
    }
    await first.close()

    const second = await createServer({ db: file, devHooks: false })
    expect(await rowCounts(second.db)).toEqual(counts)
    expect(await migrateToLatest(second.db)).toEqual([])
    expect(await seedIfEmpty(second.db)).toBe(false)
    expect(await rowCounts(second.db)).toEqual(counts)
    // Foreign keys hold (SQLite enforces them only when asked; PostgreSQL always does).
    await expect(
      second.db
        .insertInto('games')
        .values({
          id: 999_999,
          game_id: 'orphan',
          gp_id: 'NO-SUCH-PROVIDER',
          gt_id: 2,
          name: 'orphan',
          game_code: 'orphan',
          icon: '',
          sort: 0,
          is_hot: 0,
          is_new: 0,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i)
    await second.close()
  })

  it('generates the same games for the same seed and scales with the per-category counts', () => {
    expect(generateGames(PROVIDER_SEEDS)).toEqual(generateGames(PROVIDER_SEEDS))
    const big = generateGames(PROVIDER_SEEDS, {
      perCategory: { 2: 300, 3: 60, 4: 20, 5: 60, 6: 90, 7: 40, 8: 20, 9: 40 },
    })
    expect(big.length).toBeGreaterThanOrEqual(2000)
    expect(new Set(big.map((g) => g.game_id)).size).toBe(big.length)
  })
})
