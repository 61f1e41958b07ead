import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the member area's console calls, filled by its slice. */
export function registerMemberAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
