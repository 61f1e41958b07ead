import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope } from '../http/envelope.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { registerContentDevRoutes } from './content.ts'
import { registerFaultHooks } from './faults.ts'

/**
 * Development hooks (ARCHITECTURE.md): registered only when the flag is on, so
 * with it off every /api/dev/* falls through to the 404 handler and no
 * production path is weakened.
 */
export function registerDevRoutes(app: FastifyInstance, db: Db, io: RealtimeServer): void {
  app.get('/api/dev/health', async () => envelope('100', 'ok', { devHooks: true }))
  registerFaultHooks(app)
  registerContentDevRoutes(app, db, io)
}
