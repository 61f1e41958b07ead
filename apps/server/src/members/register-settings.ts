import { MEMBER_CURRENCY_SETTING, registerSettings, serviceAgreement } from '@lobby/api/contract'
import { registerFieldRules, type RegisterFieldRules, type RegisterSettingItem } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { BadRequest } from '../http/errors.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'

/** Every register setting item of a site, in the shape `/arks/web/register-settings` answers. */
export async function settingItems(db: Db, siteId: string): Promise<RegisterSettingItem[]> {
  const rows = await db
    .selectFrom('register_settings')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('currency')
    .orderBy('sort')
    .orderBy('name')
    .execute()
  return rows.map((row) => ({
    name: row.name,
    currency: row.currency,
    is_display: row.is_display,
    is_required: row.is_required,
    is_unique: row.is_unique,
    is_member_center: row.is_member_center,
    is_verification: row.is_verification,
    ...(row.is_member_center_verification === null
      ? {}
      : { is_member_center_verification: row.is_member_center_verification }),
  }))
}

export interface CurrencyRegistration {
  /** The field rules of `@lobby/domain`, exactly as the client computes them. */
  rules: RegisterFieldRules
}

/**
 * The rules registration judges a currency by, from the same settings the
 * client reads. A site that does not exist, or a currency whose
 * `member_currency` item is missing or not displayed, is a 400: the form
 * offers only open currencies, so such a request did not come from it.
 */
export async function registrationRules(
  db: Db,
  siteId: string,
  currency: string,
  /** The body's name for the currency, which a 400 names. */
  currencyField = 'member_currency',
): Promise<CurrencyRegistration> {
  const site = await db.selectFrom('sites').select('site_id').where('site_id', '=', siteId).executeTakeFirst()
  if (!site) throw new BadRequest('site_id', 'server.site.unknown')
  const items = await settingItems(db, siteId)
  const open = items.some((i) => i.name === MEMBER_CURRENCY_SETTING && i.currency === currency && i.is_display === 1)
  if (!open) throw new BadRequest(currencyField, 'server.register.currency_closed')
  return { rules: registerFieldRules(items, currency) }
}

export function registerRegisterSettingsRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerEndpoint(
    app,
    registerSettings,
    forSite(async (input, { db }) => ({ list: await settingItems(db, input.site_id) })),
    options,
  )

  registerEndpoint(
    app,
    serviceAgreement,
    forSite(async (input, { db }) => {
      const rowsIn = (language: string) =>
        db
          .selectFrom('service_agreements')
          .select(['id', 'title', 'content', 'sort'])
          .where('site_id', '=', input.site_id)
          .where('language', '=', language)
          .orderBy('sort')
          .orderBy('id')
          .execute()
      const list = await rowsIn(input.language)
      if (list.length > 0 || input.language === 'en_US') return { language: input.language, list }
      return { language: 'en_US' as const, list: await rowsIn('en_US') }
    }),
    options,
  )
}
