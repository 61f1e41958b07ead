import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the settings area's console calls, filled by its slice. */
export function registerSettingsAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
