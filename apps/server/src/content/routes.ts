import {
  BULLETIN_LOCATION,
  announcementMarquee,
  bulletin,
  bulletinHistory,
  carouselPicture,
  envConfigSchema,
  type EnvConfig,
  getJackpot,
  modelLogin,
  modelSetting,
  modelSponsor,
  registerBackground,
  siteDetail,
  templateConfig,
  webFloat,
  webFooter,
  webLogo,
  webMobileFooter,
  type Banner,
  type Bulletin,
} from '@lobby/api/contract'
import {
  CURRENCY_MINOR_DIGITS,
  DEFAULT_LANGUAGE,
  currencySymbol,
  isCurrencyCode,
  isProviderOpenMode,
  jackpotAmountAt,
} from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { BannerTable, BulletinTable, ContentKind } from '../db/schema.ts'
import { keepUntil } from '../http/answer-cache.ts'
import { BUSINESS, businessError } from '../http/errors.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { mediaUrl } from '../media/urls.ts'
import { findSession } from '../members/tokens.ts'
import { TEMPLATE_CONFIGS } from '../seed/content.ts'

/** Refuses an unknown site with 102. */
/**
 * The stored env_config with only the per-provider open modes that are
 * `window` or `modal` (spec section 4): a damaged entry forces nothing and
 * does not cost the rest of the site's settings.
 */
function knownOpenModes(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null) return stored
  const { provider_open_modes: modes, ...rest } = stored as Record<string, unknown>
  if (modes === undefined) return rest
  const kept =
    typeof modes === 'object' && modes !== null
      ? Object.fromEntries(Object.entries(modes).filter(([, mode]) => isProviderOpenMode(mode)))
      : {}
  return { ...rest, provider_open_modes: kept }
}

/**
 * A site's env_config as the site details answer it: the stored JSON read
 * through the contract's schema (open modes filtered as above), or the plain
 * defaults when nothing is stored or it does not read. The server's own
 * checks (demo mode) read it the same way, so they agree with the page.
 */
export function siteEnvConfig(stored: string | undefined): EnvConfig {
  const env = envConfigSchema.safeParse(stored === undefined ? {} : knownOpenModes(JSON.parse(stored)))
  return env.success
    ? env.data
    : {
        is_demo: false,
        game_room: false,
        popular_page: false,
        desktop_template: 'site02',
        mobile_template: 'H5_1',
        ssl_url: '',
        url: '',
        site_variant: '',
      }
}

export function toBanner(row: Selectable<BannerTable>): Banner {
  return {
    id: row.id,
    url: row.url,
    link_type: row.link_type as Banner['link_type'],
    link_method: row.link_method === 1 ? 1 : 0,
    game_link_parameter: row.game_link_parameter ? JSON.parse(row.game_link_parameter) : null,
    photo_path: mediaUrl.banner(row.id, row.version),
    width: row.width,
    height: row.height,
    title: row.title,
    sort: row.sort,
  }
}

/** A site's banners in their schedule now (the console's start and end, migration 0026; null: open). */
export function liveBanners(db: Db, siteId: string) {
  const now = new Date().toISOString()
  return db
    .selectFrom('banners')
    .selectAll()
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
}

/**
 * The next instant after `now` at which one of the site's banners or bulletins starts or ends, if any: what the
 * public lists show changes then by the clock alone, so a kept answer of them lives no longer (`keepUntil`).
 */
async function nextChange(db: Db, table: 'banners' | 'bulletins', siteId: string, now: string) {
  const [starts, ends] = await Promise.all(
    (['start_at', 'end_at'] as const).map((column) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.min<string>(column).as('at'))
        .where('site_id', '=', siteId)
        .where(column, '>', now)
        .executeTakeFirst(),
    ),
  )
  const instants = [starts?.at, ends?.at].filter((at): at is string => typeof at === 'string').map(Date.parse)
  return instants.length === 0 ? undefined : Math.min(...instants)
}

export function toBulletin(row: Selectable<BulletinTable>): Bulletin {
  return {
    id: row.id,
    display_device: row.display_device as Bulletin['display_device'],
    display_content: row.display_content,
    content: row.content,
    updated_at: row.updated_at,
  }
}

/** Who is asking for bulletins: visitors see targets `visitors` and `all`, members `members` and `all`. */
export type BulletinAudience = 'visitors' | 'members'

/** Bulletins of the site for the device (0 asks for all) meant for the audience. */
export function bulletinQuery(db: Db, siteId: string, device: 0 | 1 | 2, audience: BulletinAudience) {
  let query = db
    .selectFrom('bulletins')
    .selectAll('bulletins')
    .where('bulletins.site_id', '=', siteId)
    .where('bulletins.target', 'in', [audience, 'all'])
  if (device !== 0) query = query.where('bulletins.display_device', 'in', [0, device])
  return query
}

/** The site's bulletin display frequency (spec section 3): 1 unless the site says 0. */
export async function bulletinSetting(db: Db, siteId: string): Promise<{ display_frequency: 0 | 1 }> {
  const setting = await db
    .selectFrom('site_settings')
    .select('bulletin_display_frequency')
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return { display_frequency: setting?.bulletin_display_frequency === 0 ? 0 : 1 }
}

async function contentItems(
  db: Db,
  siteId: string,
  kind: ContentKind,
  filter: { language?: string; template?: string } = {},
) {
  let query = db.selectFrom('content_items').selectAll().where('site_id', '=', siteId).where('kind', '=', kind)
  if (filter.language !== undefined) query = query.where('language', '=', filter.language)
  if (filter.template !== undefined) query = query.where('template', 'in', ['', filter.template])
  return query.orderBy('sort').orderBy('id').execute()
}

/** Ads / sponsors / login content of a language; falls back to the default language when it has none. */
async function modelList(db: Db, siteId: string, kind: 'setting' | 'sponsor' | 'login', language: string) {
  let rows = await contentItems(db, siteId, kind, { language })
  let used = language
  if (rows.length === 0 && language !== DEFAULT_LANGUAGE) {
    rows = await contentItems(db, siteId, kind, { language: DEFAULT_LANGUAGE })
    used = DEFAULT_LANGUAGE
  }
  return {
    language: used as typeof DEFAULT_LANGUAGE,
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      photo_path: r.photo_path,
      url: r.url,
      sort: r.sort,
    })),
  }
}

export function registerContentRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerEndpoint(
    app,
    carouselPicture,
    forSite(async (input, { db, request }) => {
      const rows = await liveBanners(db, input.site_id)
        .where('use_type', '=', input.use_type)
        .orderBy('sort')
        .orderBy('id')
        .execute()
      // Banners start and end by the clock: a kept answer lives until the next of those instants at most.
      const next = await nextChange(db, 'banners', input.site_id, new Date().toISOString())
      if (next !== undefined) keepUntil(request, next)
      return { web_carousel_picture_list: rows.map(toBanner) }
    }),
    options,
    { tables: ['sites', 'banners'] },
  )

  registerEndpoint(
    app,
    announcementMarquee,
    forSite(async (input, { db }) => {
      const rows = await db
        .selectFrom('announcements')
        .selectAll()
        .where('site_id', '=', input.site_id)
        .orderBy(input.sort_field, input.sort_order)
        .orderBy('id', input.sort_order)
        .execute()
      return {
        web_announcement_list: rows.map((r) => ({
          id: r.id,
          content: r.content,
          display_before_login: r.display_before_login,
          display_after_login: r.display_after_login,
          sort: r.sort,
          created_at: r.created_at,
        })),
      }
    }),
    options,
    { tables: ['sites', 'announcements'] },
  )

  registerEndpoint(
    app,
    bulletin,
    forSite(async (input, { db, request }) => {
      const now = new Date().toISOString()
      // Bulletins start and end by the clock: a kept answer lives until the next of those instants at most.
      const next = await nextChange(db, 'bulletins', input.site_id, now)
      if (next !== undefined) keepUntil(request, next)
      // Visitors are never on the deposit page: the site's pages' bulletins only.
      const rows = await bulletinQuery(db, input.site_id, input.display_device, 'visitors')
        .where('bulletins.display_location', 'in', [BULLETIN_LOCATION.everywhere, BULLETIN_LOCATION.site])
        .where('bulletins.start_at', '<=', now)
        .where((eb) => eb.or([eb('bulletins.end_at', 'is', null), eb('bulletins.end_at', '>', now)]))
        .orderBy('bulletins.updated_at', 'desc')
        .orderBy('bulletins.id', 'desc')
        .execute()
      return { list: rows.map(toBulletin), setting: await bulletinSetting(db, input.site_id) }
    }),
    options,
    { tables: ['sites', 'bulletins', 'site_settings'] },
  )

  registerEndpoint(
    app,
    bulletinHistory,
    forSite(async (input, { db, request }) => {
      const now = new Date().toISOString()
      // A public call: with a live member token the history is the member's (members and all), otherwise
      // the visitors' (visitors and all); a dead token reads as a visitor, never a 401. Every location,
      // and bulletins a member hid too: the history is the archive.
      const audience = (await findSession(db, request)) ? 'members' : 'visitors'
      const rows = await bulletinQuery(db, input.site_id, input.display_device, audience)
        .where('bulletins.start_at', '<=', now)
        .orderBy('bulletins.updated_at', 'desc')
        .orderBy('bulletins.id', 'desc')
        .execute()
      return { list: rows.map(toBulletin) }
    }),
    options,
  )

  registerEndpoint(
    app,
    getJackpot,
    async (input, { db }) => {
      const row = await db.selectFrom('jackpots').selectAll().where('currency', '=', input.currency).executeTakeFirst()
      if (!row || !isCurrencyCode(input.currency)) {
        return businessError(BUSINESS.currencyNotOffered.code, BUSINESS.currencyNotOffered.message)
      }
      const now = Date.now()
      return {
        currency: row.currency,
        jackpot_amount_total: jackpotAmountAt(
          {
            base: Number(row.base_amount),
            baseAt: Number(row.base_at),
            incrementPerSecond: row.increment_per_second,
            cycleMs: Number(row.cycle_ms),
          },
          now,
        ),
        minor_digits: CURRENCY_MINOR_DIGITS[input.currency],
        increment_per_second: row.increment_per_second,
        server_time: now,
      }
    },
    options,
    { tables: ['jackpots'], maxAgeMs: 1000 },
  )

  registerEndpoint(
    app,
    webLogo,
    forSite(async (input, { db }) => {
      const rows = await contentItems(db, input.site_id, 'logo')
      return {
        web_logo_list: rows.map((r) => ({
          id: r.id,
          type: r.key,
          photo_path: r.photo_path,
          width: r.width,
          height: r.height,
        })),
      }
    }),
    options,
    { tables: ['sites', 'content_items'] },
  )

  registerEndpoint(
    app,
    siteDetail,
    async (input, { db }) => {
      const site = await db.selectFrom('sites').selectAll().where('site_id', '=', input.site_id).executeTakeFirst()
      if (!site) return businessError(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
      const settings = await db
        .selectFrom('site_settings')
        .selectAll()
        .where('site_id', '=', input.site_id)
        .executeTakeFirst()
      const currencies = await db
        .selectFrom('site_currencies')
        .select('currency')
        .where('site_id', '=', input.site_id)
        .orderBy('sort')
        .execute()
      return {
        site_id: site.site_id,
        site_name: site.name,
        default_currency: site.default_currency,
        currencies: currencies.map(({ currency }) => ({
          currency,
          symbol: isCurrencyCode(currency) ? currencySymbol(currency) : currency,
          minor_digits: isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2,
          is_default: currency === site.default_currency ? (1 as const) : (0 as const),
        })),
        customer_service_link: settings?.customer_service_link ?? '',
        env_config: siteEnvConfig(settings?.env_config),
      }
    },
    options,
    { tables: ['sites', 'site_settings', 'site_currencies'] },
  )

  for (const [endpoint, kind] of [
    [modelSetting, 'setting'],
    [modelSponsor, 'sponsor'],
    [modelLogin, 'login'],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      forSite(async (input, { db }) => {
        return modelList(db, input.site_id, kind, input.language)
      }),
      options,
      { tables: ['sites', 'content_items'] },
    )
  }

  registerEndpoint(
    app,
    webMobileFooter,
    forSite(async (input, { db }) => {
      const rows = await contentItems(db, input.site_id, 'mobile_footer', { template: input.template })
      return {
        list: rows.map((r) => ({
          id: r.id,
          key: r.key,
          title: r.title,
          icon: r.photo_path,
          url: r.url,
          need_login: r.flag === 1 ? (1 as const) : (0 as const),
          sort: r.sort,
        })),
      }
    }),
    options,
    { tables: ['sites', 'content_items'] },
  )

  registerEndpoint(
    app,
    webFooter,
    forSite(async (input, { db }) => {
      const rows = await contentItems(db, input.site_id, 'footer')
      return {
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          url: r.url,
          group: r.key,
          photo_path: r.photo_path,
          sort: r.sort,
        })),
      }
    }),
    options,
    { tables: ['sites', 'content_items'] },
  )

  registerEndpoint(
    app,
    webFloat,
    forSite(async (input, { db }) => {
      const rows = await contentItems(db, input.site_id, 'float')
      return {
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          photo_path: r.photo_path,
          url: r.url,
          position: r.key === 'left' ? ('left' as const) : ('right' as const),
          sort: r.sort,
        })),
      }
    }),
    options,
    { tables: ['sites', 'content_items'] },
  )

  registerEndpoint(
    app,
    registerBackground,
    forSite(async (input, { db }) => {
      const row = await db
        .selectFrom('content_items')
        .select('photo_path')
        .where('site_id', '=', input.site_id)
        .where('kind', '=', 'register_background')
        .where('template', '=', input.template)
        .orderBy('sort')
        .executeTakeFirst()
      return { detail: { photo: row?.photo_path ?? '' } }
    }),
    options,
    { tables: ['sites', 'content_items'] },
  )

  registerEndpoint(
    app,
    templateConfig,
    async (input) => {
      const config = TEMPLATE_CONFIGS[input.mobileTemplateName]
      if (!config) return businessError(BUSINESS.templateNotFound.code, BUSINESS.templateNotFound.message)
      return { mobile_template: input.mobileTemplateName, ...config }
    },
    options,
  )
}
