import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { sharedTestDatabase } from './databases.ts'
import { startServer } from './helpers.ts'

export interface TwoServersOptions {
  /** Settings read from the environment at start (limits), for both servers. */
  env?: Record<string, string>
  /** Dev hooks of server A and server B; both on by default. */
  devHooks?: [boolean, boolean]
}

/**
 * Pairs of servers on one database each (a SQLite file in `server`, one
 * PostgreSQL database in `server-pg`), as two processes behind a load
 * balancer. Call `closeAll` after each test and `removeFiles` after all.
 */
export function serverPairs(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `lobby-${name}-`))
  const servers: LobbyServer[] = []
  let files = 0
  return {
    async two(options: TwoServersOptions = {}): Promise<[LobbyServer, LobbyServer]> {
      const db = await sharedTestDatabase(join(dir, `${++files}.db`))
      const [hooksA, hooksB] = options.devHooks ?? [true, true]
      for (const [key, value] of Object.entries(options.env ?? {})) vi.stubEnv(key, value)
      try {
        const a = await startServer({ db, devHooks: hooksA })
        servers.push(a)
        const b = await startServer({ db, devHooks: hooksB })
        servers.push(b)
        return [a, b]
      } finally {
        vi.unstubAllEnvs()
      }
    },
    closeAll: () => Promise.all(servers.splice(0).map((server) => server.close())),
    removeFiles: () => rmSync(dir, { recursive: true, force: true }),
  }
}
