import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the content area's console calls, filled by its slice. */
export function registerContentAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
