import {
  adminAnnouncementRemove,
  adminAnnouncementSave,
  adminAnnouncements,
  adminBannerRemove,
  adminBannerSave,
  adminBanners,
  adminCustomerServiceLink,
  adminCustomerServiceLinkSave,
  adminFaqGroupRemove,
  adminFaqGroupSave,
  adminFaqRemove,
  adminFaqSave,
  adminFaqs,
  adminModelList,
  adminModelListSave,
  adminPromotionRemove,
  adminPromotionSave,
  adminPromotions,
  adminSiteLinks,
  adminSiteLinksSave,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { registerEndpoint, type HandlerContext, type RouteOptions } from '../http/route.ts'
import { realtimeOf } from '../realtime/member-events.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'
import {
  listFaqs,
  listPromotions,
  removeFaq,
  removeFaqGroup,
  removePromotion,
  saveFaq,
  saveFaqGroup,
  savePromotion,
} from './pages.ts'
import {
  customerServiceLink,
  listAnnouncements,
  listBanners,
  listModelItems,
  listVersion,
  listSiteLinks,
  removeAnnouncement,
  removeBanner,
  replaceModelList,
  replaceSiteLinks,
  saveAnnouncement,
  saveBanner,
  sendContentPushes,
  setCustomerServiceLink,
  type ContentPush,
} from './site-content.ts'

/**
 * The content area's console calls (`/api/admin/content/*`, docs/contract.md
 * "Operators"): banners, marquee, customer-service link, float / footers,
 * model lists, and the promotions and FAQ pages (admin/pages.ts). Reads for `content.read`, writes for `content.manage`; each
 * write's service (admin/site-content.ts) audits in the call's transaction,
 * and the public events it asks for go out once it committed.
 */
/** A model list as the console reads it: its items and their version. */
async function modelListView(db: Db, input: Parameters<typeof listModelItems>[1]) {
  const items = await listModelItems(db, input)
  return { items, version: listVersion(items) }
}

export function registerContentAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  /** Sends a committed change's pushes to the site. */
  const pushAfterCommit = (ctx: HandlerContext, pushes: readonly ContentPush[]) => {
    if (pushes.length > 0) ctx.afterCommit(() => sendContentPushes(realtimeOf(ctx.request.server.server), pushes))
  }

  registerOperatorCalls(app, options, 'content.read', (scope) => {
    registerEndpoint(
      scope,
      adminBanners,
      forOperator(async (input, ctx) => listBanners(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminAnnouncements,
      forOperator(async (input, ctx) => listAnnouncements(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminCustomerServiceLink,
      forOperator(async (input, ctx) => customerServiceLink(ctx.db, input.site_id)),
      options,
    )
    registerEndpoint(
      scope,
      adminSiteLinks,
      forOperator(async (input, ctx) => listSiteLinks(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminModelList,
      forOperator(async (input, ctx) => ({
        kind: input.kind,
        language: input.language,
        ...(await modelListView(ctx.db, input)),
      })),
      options,
    )
    registerEndpoint(
      scope,
      adminPromotions,
      forOperator(async (input, ctx) => listPromotions(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminFaqs,
      forOperator(async (input, ctx) => listFaqs(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'content.manage', (scope) => {
    registerEndpoint(
      scope,
      adminBannerSave,
      forOperator(async (input, ctx, session) => {
        const done = await saveBanner(ctx.db, actorOf(session, ctx.request), input)
        if (!('banner' in done)) return done
        pushAfterCommit(ctx, done.pushes)
        return done.banner
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminBannerRemove,
      forOperator(async (input, ctx, session) => {
        const done = await removeBanner(ctx.db, actorOf(session, ctx.request), input)
        if (!('pushes' in done)) return done
        pushAfterCommit(ctx, done.pushes)
        return { id: done.id }
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminAnnouncementSave,
      forOperator(async (input, ctx, session) => saveAnnouncement(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminAnnouncementRemove,
      forOperator(async (input, ctx, session) => removeAnnouncement(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminCustomerServiceLinkSave,
      forOperator(async (input, ctx, session) => {
        const done = await setCustomerServiceLink(ctx.db, actorOf(session, ctx.request), input)
        if (!('pushes' in done)) return done
        pushAfterCommit(ctx, done.pushes)
        return { customer_service_link: done.customer_service_link }
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminSiteLinksSave,
      forOperator(async (input, ctx, session) => replaceSiteLinks(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminModelListSave,
      forOperator(async (input, ctx, session) => {
        const done = await replaceModelList(ctx.db, actorOf(session, ctx.request), input)
        if (!('pushes' in done)) return done
        pushAfterCommit(ctx, done.pushes)
        return { kind: input.kind, language: input.language, items: done.items, version: done.version }
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminPromotionSave,
      forOperator(async (input, ctx, session) => savePromotion(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminPromotionRemove,
      forOperator(async (input, ctx, session) => removePromotion(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminFaqGroupSave,
      forOperator(async (input, ctx, session) => saveFaqGroup(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminFaqGroupRemove,
      forOperator(async (input, ctx, session) => removeFaqGroup(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminFaqSave,
      forOperator(async (input, ctx, session) => saveFaq(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminFaqRemove,
      forOperator(async (input, ctx, session) => removeFaq(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
  })
}
