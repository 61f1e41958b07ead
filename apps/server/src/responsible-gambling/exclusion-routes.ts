import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Time-outs and self-exclusion (contract/responsible-gambling.ts `rgExclude`): every session ends at once. */
export function registerExclusionRoutes(app: FastifyInstance, options: RouteOptions): void {
  void app
  void options
}
