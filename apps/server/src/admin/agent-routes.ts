import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the agent area's console calls, filled by its slice. */
export function registerAgentAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
