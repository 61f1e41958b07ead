import type { Db } from '../src/db/connection.ts'
import { ALL_TABLES } from '../src/db/schema.ts'
import { createServer, type LobbyServer, type ServerOptions } from '../src/index.ts'
import { testDatabase } from './databases.ts'

export const GAME_LIST_URL = '/api/v3/game_list'

/** A server with dev hooks on a fresh database: SQLite in memory, or PostgreSQL in the `server-pg` project. */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<LobbyServer> {
  return createServer({ db: await testDatabase(), devHooks: true, ...options })
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of ALL_TABLES) {
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

export interface Answer<T = unknown> {
  status: number
  code: string
  message: string
  data: T
}

/** POSTs JSON through Fastify's inject and reads the envelope. */
export async function post<T = unknown>(server: LobbyServer, url: string, payload: unknown): Promise<Answer<T>> {
  const res = await server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })
  const body = res.json<{ code: string; message: string; data: T }>()
  return { status: res.statusCode, ...body }
}

export const SITE = 'lobby-demo'
