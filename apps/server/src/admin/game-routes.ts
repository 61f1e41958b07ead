import { adminGameSave, adminGames, adminProviderSave, adminProviders } from '@lobby/api/contract'
import { PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import type { FastifyInstance } from 'fastify'
import type { Server as HttpServer } from 'node:http'
import type { Db } from '../db/connection.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { emitRaw } from '../realtime/member-events.ts'
import { listGames, listProviders, saveGame, saveProvider } from './games.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'

/** The games desk's console calls (contract/admin-games.ts; service in admin/games.ts). */
export function registerGameAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'games.read', (scope) => {
    registerEndpoint(
      scope,
      adminProviders,
      forOperator(async (input, ctx) => ({ list: await listProviders(ctx.db, input.site_id) })),
      options,
    )
    registerEndpoint(
      scope,
      adminGames,
      forOperator(async (input, ctx) => listGames(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'games.manage', (scope) => {
    registerEndpoint(
      scope,
      adminProviderSave,
      forOperator(async (input, ctx, session) => {
        const saved = await saveProvider(ctx.db, actorOf(session, ctx.request), input)
        if (saved.openModeChanged) {
          const server = ctx.request.server.server
          ctx.afterCommit(() => void pushSiteDetails(server, options.db, input.site_id).catch(() => undefined))
        }
        return saved.provider
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminGameSave,
      forOperator(async (input, ctx, session) => saveGame(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
  })
}

/**
 * The site details changed (the open modes live in `env_config`): open pages
 * read them again on `customer_service_link_change` (spec section 7), the
 * event the site-details dev hook sends too.
 */
export async function pushSiteDetails(httpServer: HttpServer, db: Db, siteId: string): Promise<void> {
  const row = await db
    .selectFrom('site_settings')
    .select('customer_service_link')
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  if (!row) return
  emitRaw(httpServer, PUBLIC_CHANNEL.webMember, 'customer_service_link_change', {
    customer_service_link: row.customer_service_link,
  })
}
