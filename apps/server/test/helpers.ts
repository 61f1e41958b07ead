import type { Db } from '../src/db/connection.ts'
import { CATALOGUE_TABLES } from '../src/db/schema.ts'
import { createServer, type LobbyServer, type ServerOptions } from '../src/index.ts'

export const GAME_LIST_URL = '/api/v3/game_list'

export function startServer(options: Partial<ServerOptions> = {}): Promise<LobbyServer> {
  return createServer({ db: ':memory:', devHooks: true, ...options })
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of CATALOGUE_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

export interface GameListBody {
  currency: string
  site_id: string
  support_device: number
  template: string
}

export const usdDesktop: GameListBody = {
  currency: 'USD',
  site_id: 'lobby-demo',
  support_device: 0,
  template: 'desktop',
}
