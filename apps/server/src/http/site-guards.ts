import type { Db } from '../db/connection.ts'
import { BUSINESS, businessError, type BusinessError } from './errors.ts'
import type { HandlerContext } from './route.ts'

/** 102 when the site does not exist. */
export async function refuseUnknownSite(db: Db, siteId: string): Promise<BusinessError | undefined> {
  const site = await db.selectFrom('sites').select('site_id').where('site_id', '=', siteId).executeTakeFirst()
  return site ? undefined : businessError(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
}

/** 102 when the site does not exist, 103 when it does not offer the currency. */
export async function refuseSiteCurrency(db: Db, siteId: string, currency: string): Promise<BusinessError | undefined> {
  const unknown = await refuseUnknownSite(db, siteId)
  if (unknown) return unknown
  const offered = await db
    .selectFrom('site_currencies')
    .select('currency')
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .executeTakeFirst()
  return offered ? undefined : businessError(BUSINESS.currencyNotOffered.code, BUSINESS.currencyNotOffered.message)
}

type SiteHandler<I, O> = (input: I, ctx: HandlerContext) => Promise<O>

/** A handler of a per-site call: it runs only for a site that exists. */
export function forSite<I extends { site_id: string }, O>(handler: SiteHandler<I, O>) {
  return async (input: I, ctx: HandlerContext): Promise<O | BusinessError> =>
    (await refuseUnknownSite(ctx.db, input.site_id)) ?? handler(input, ctx)
}

/** A handler of a per-site, per-currency call: it runs only for a site that offers the currency. */
export function forSiteCurrency<I extends { site_id: string; currency: string }, O>(handler: SiteHandler<I, O>) {
  return async (input: I, ctx: HandlerContext): Promise<O | BusinessError> =>
    (await refuseSiteCurrency(ctx.db, input.site_id, input.currency)) ?? handler(input, ctx)
}
