import type { FastifyInstance } from 'fastify'
import { envelope } from '../http/envelope.ts'
import { registerFaultHooks } from './faults.ts'

/**
 * Development hooks (ARCHITECTURE.md): registered only when the flag is on, so
 * with it off every /api/dev/* falls through to the 404 handler and no
 * production path is weakened.
 */
export function registerDevRoutes(app: FastifyInstance): void {
  app.get('/api/dev/health', async () => envelope('100', 'ok', { devHooks: true }))
  registerFaultHooks(app)
}
