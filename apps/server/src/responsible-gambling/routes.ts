import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/**
 * The member's responsible-gambling calls (contract/responsible-gambling.ts): settings, limits, the reality check,
 * the statement and the open session's figures. Exclusions are in exclusion-routes.ts.
 */
export function registerResponsibleGamblingRoutes(app: FastifyInstance, options: RouteOptions): void {
  void app
  void options
}
