import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the dashboard area's console calls, filled by its slice. */
export function registerDashboardAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
