import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'

/** Scaffold: the campaign area's console calls, filled by its slice. */
export function registerCampaignAdminRoutes(_app: FastifyInstance, _options: RouteOptions): void {}
