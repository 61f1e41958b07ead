import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the operator area's console calls, filled by its slice. */
export function registerOperatorAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
