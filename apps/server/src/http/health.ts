import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'
import { pendingMigrations } from '../db/migrate.ts'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

/** Fastify's `disableRequestLogging`: no "incoming request" / "request completed" lines for probes. */
export function isProbeRequest(request: { url?: string }): boolean {
  const path = request.url?.split('?')[0]
  return path === HEALTH_PATH || path === READY_PATH
}

/**
 * Probes for a supervisor or load balancer, in every mode, without a session:
 * `GET /healthz` answers while the process runs; `GET /readyz` only when the
 * database answers a query and has every migration of this build (503
 * otherwise, with the reason). Never cached. Their requests are not logged
 * (a probe every few seconds would fill the log); a failed check is.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }))

  app.get(READY_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await sql`select 1`.execute(db)
      const pending = await pendingMigrations(db)
      if (pending.length > 0)
        return reply.code(503).send({ status: 'unavailable', reason: 'migrations pending', pending })
      return reply.send({ status: 'ok' })
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed')
      return reply.code(503).send({ status: 'unavailable', reason: 'database unavailable' })
    }
  })
}
