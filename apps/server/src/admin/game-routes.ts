import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the game area's console calls, filled by its slice. */
export function registerGameAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
