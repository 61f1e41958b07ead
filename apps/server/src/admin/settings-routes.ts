import {
  adminSettings,
  adminSettingsAppearance,
  adminSettingsDemo,
  adminSettingsLocale,
  adminSettingsRegisterFields,
  adminSettingsRegistration,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { BusinessError } from '../http/errors.ts'
import { registerEndpoint, type HandlerContext, type RouteOptions } from '../http/route.ts'
import { realtimeOf } from '../realtime/member-events.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'
import {
  pushSiteDetails,
  readSettings,
  saveAppearance,
  saveRegisterFields,
  saveSiteLocale,
  setDemoMode,
  updateRegistrationLimits,
} from './site-settings.ts'

/**
 * The settings screen's calls (`/api/admin/settings*`): the owner changes,
 * the auditor reads. A change to what the site details answer (currencies,
 * languages, demo mode, appearance) tells open pages to read them again once
 * committed.
 */
export function registerSettingsAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  /** After a committed change the site details show: the pages read them again. */
  const pushAfter = <T>(ctx: HandlerContext, siteId: string, done: T): T => {
    if (!(done instanceof BusinessError)) {
      ctx.afterCommit(
        () => void pushSiteDetails(realtimeOf(ctx.request.server.server), options.db, siteId).catch(() => undefined),
      )
    }
    return done
  }

  registerOperatorCalls(app, options, 'settings.read', (scope) => {
    registerEndpoint(
      scope,
      adminSettings,
      forOperator(async (input, ctx) => readSettings(ctx.db, input.site_id)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'settings.manage', (scope) => {
    registerEndpoint(
      scope,
      adminSettingsRegistration,
      forOperator(async ({ site_id, ...changes }, ctx, session) => {
        const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
        return updateRegistrationLimits(ctx.db, actorOf(session, ctx.request), site_id, defined)
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminSettingsRegisterFields,
      forOperator(async (input, ctx, session) => saveRegisterFields(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminSettingsLocale,
      forOperator(async (input, ctx, session) =>
        pushAfter(ctx, input.site_id, await saveSiteLocale(ctx.db, actorOf(session, ctx.request), input)),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminSettingsDemo,
      forOperator(async (input, ctx, session) =>
        pushAfter(
          ctx,
          input.site_id,
          await setDemoMode(ctx.db, actorOf(session, ctx.request), input.site_id, input.is_demo),
        ),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminSettingsAppearance,
      forOperator(async ({ site_id, ...change }, ctx, session) =>
        pushAfter(ctx, site_id, await saveAppearance(ctx.db, actorOf(session, ctx.request), site_id, change)),
      ),
      options,
    )
  })
}
