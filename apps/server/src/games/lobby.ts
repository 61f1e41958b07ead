import {
  checkIframe,
  crashGameMenu,
  demoGpGames,
  demoGtGames,
  demoPlay,
  gameLabel,
  hotGames,
  sportQuickbetUrl,
  tagGameList,
  templateGameList,
} from '@lobby/api/contract'
import { type DeviceCode, mayFrameUrl } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { BUSINESS, businessError } from '../http/errors.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { QUICKBET_PATH, demoLaunchUrl, demoPageUrl, isDemoProvider, startDemo } from '../house/routes.ts'
import { DEMO_START_CREDITS, type DemoSessions } from '../house/sessions.ts'
import { forSiteCurrency } from '../http/site-guards.ts'
import { viewerFavorites } from '../member-games/favorites.ts'
import { DEVICE_COLUMN, gamesQuery, toSlotGame } from './slot-games.ts'

const HOT_GAMES_LIMIT = 24
const TAG_GAMES_LIMIT = 60
const TEMPLATE_GAMES_PER_CATEGORY = 12

/** The provider, if it is active, in this category and offered in the currency (and on the device). */
async function findProvider(db: Db, gpId: string, currency: string, device?: DeviceCode, gtId?: number) {
  let query = db
    .selectFrom('providers')
    .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
    .select([
      'providers.gp_id',
      'providers.gt_id',
      'providers.display_name',
      'providers.house',
      'providers.game_type',
      'providers.customized',
    ])
    .where('providers.gp_id', '=', gpId)
    .where('provider_currencies.currency', '=', currency)
    .where('providers.active', '=', 1)
  if (device !== undefined) query = query.where(`providers.${DEVICE_COLUMN[device]}`, '=', 1)
  if (gtId !== undefined) query = query.where('providers.gt_id', '=', gtId)
  return query.executeTakeFirst()
}

/**
 * The quick-bet address a dev hook set in place of the house page's
 * (`POST /api/dev/sport-quickbet`, dev/lobby.ts), per server: how a test gets
 * an address `/check_iframe` refuses. Registered only with dev hooks on.
 */
export const quickbetUrlOverrides = new WeakMap<FastifyInstance, string>()

const providerNotFound = () => businessError(BUSINESS.providerNotFound.code, BUSINESS.providerNotFound.message)

export function registerLobbyRoutes(app: FastifyInstance, options: RouteOptions, sessions: DemoSessions): void {
  registerEndpoint(
    app,
    gameLabel,
    forSiteCurrency(async (input, { db, request }) => {
      const provider = await findProvider(db, input.gp_id, input.currency, input.device, input.game_type_id)
      if (!provider) return providerNotFound()
      const favorites = await viewerFavorites(db, request)
      const rows = await gamesQuery(db, input.currency, input.device)
        .where('games.gp_id', '=', input.gp_id)
        .orderBy('games.sort')
        .orderBy('games.id')
        .execute()
      const main = rows.map((row) => toSlotGame(row, favorites))
      return {
        list: [
          { id: 1, tag: 'hot' as const, game_list: main.filter((g) => g.is_hot === 1) },
          { id: 2, tag: 'new' as const, game_list: main.filter((g) => g.is_new === 1) },
        ],
        main,
      }
    }),
    options,
  )

  registerEndpoint(
    app,
    hotGames,
    forSiteCurrency(async (input, { db, request }) => {
      const favorites = await viewerFavorites(db, request)
      const rows = await gamesQuery(db, input.currency)
        .where('games.gt_id', '=', input.gt_id)
        .where('games.is_hot', '=', 1)
        .orderBy('providers.sort')
        .orderBy('games.sort')
        .limit(HOT_GAMES_LIMIT)
        .execute()
      return { list: rows.map((row) => toSlotGame(row, favorites)) }
    }),
    options,
  )

  registerEndpoint(
    app,
    tagGameList,
    forSiteCurrency(async (input, { db, request }) => {
      const favorites = await viewerFavorites(db, request)
      const rows = await gamesQuery(db, input.currency, input.support_device)
        .where('games.gt_id', '=', input.gt_id)
        .where(input.tag === 'hot' ? 'games.is_hot' : 'games.is_new', '=', 1)
        .orderBy('providers.sort')
        .orderBy('games.sort')
        .limit(TAG_GAMES_LIMIT)
        .execute()
      return { info: rows.map((row) => toSlotGame(row, favorites)) }
    }),
    options,
  )

  registerEndpoint(
    app,
    templateGameList,
    forSiteCurrency(async (input, { db, request }) => {
      const favorites = await viewerFavorites(db, request)
      const types = await db.selectFrom('game_types').selectAll().orderBy('sort').orderBy('gt_id').execute()
      const info = []
      for (const type of types) {
        const rows = await gamesQuery(db, input.currency, input.support_device)
          .where('games.gt_id', '=', type.gt_id)
          .orderBy('games.is_hot', 'desc')
          .orderBy('providers.sort')
          .orderBy('games.sort')
          .limit(TEMPLATE_GAMES_PER_CATEGORY)
          .execute()
        info.push({
          gt_id: type.gt_id,
          gt_name: type.gt_name,
          game_list: rows.map((row) => toSlotGame(row, favorites)),
        })
      }
      return { info }
    }),
    options,
  )

  registerEndpoint(
    app,
    crashGameMenu,
    forSiteCurrency(async (input, { db, request }) => {
      const favorites = await viewerFavorites(db, request)
      const providers = await db
        .selectFrom('providers')
        .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
        .select(['providers.gp_id', 'providers.display_name', 'providers.icon_light', 'providers.icon_dark'])
        .where('provider_currencies.currency', '=', input.currency)
        .where('providers.active', '=', 1)
        .where('providers.customized', '=', 1)
        .orderBy('providers.sort')
        .execute()
      const list = []
      for (const p of providers) {
        const rows = await gamesQuery(db, input.currency)
          .where('games.gp_id', '=', p.gp_id)
          .orderBy('games.sort')
          .execute()
        list.push({
          gp_id: p.gp_id,
          game_name: p.display_name,
          icon_light: p.icon_light,
          icon_dark: p.icon_dark,
          game_list: rows.map((row) => toSlotGame(row, favorites)),
        })
      }
      return { list }
    }),
    options,
  )

  registerEndpoint(
    app,
    sportQuickbetUrl,
    forSiteCurrency(async (input, { db }) => {
      // The house sport board (house, category 4) offered in this currency and device.
      const provider = await db
        .selectFrom('providers')
        .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
        .select('providers.gp_id')
        .where('providers.gt_id', '=', 4)
        .where('providers.house', '=', 1)
        .where('providers.active', '=', 1)
        .where('provider_currencies.currency', '=', input.currency)
        .where(`providers.${DEVICE_COLUMN[input.support_device]}`, '=', 1)
        .orderBy('providers.sort')
        .executeTakeFirst()
      if (!provider) return providerNotFound()
      return {
        detail: {
          url:
            quickbetUrlOverrides.get(app) ??
            `${QUICKBET_PATH}?currency=${input.currency}&device=${input.support_device}`,
          gp_id: provider.gp_id,
        },
      }
    }),
    options,
  )

  registerEndpoint(
    app,
    checkIframe,
    // request.host is the Host header, or X-Forwarded-Host only from a trusted proxy (LOBBY_TRUST_PROXY):
    // anyone else could name any host and have any URL judged as the site's own.
    async (input, { request }) => ({ url: input.url, is_iframe: mayFrameUrl(input.url, request.host) }),
    options,
  )

  registerEndpoint(
    app,
    demoPlay,
    forSiteCurrency(async (input, { db }) => {
      const provider = await findProvider(db, input.gp_id, input.currency, input.device)
      if (!provider) return providerNotFound()
      const session = await startDemo(db, sessions, input.gp_id, input.game_code)
      if (!('kind' in session)) return session
      return { game_url: demoPageUrl(session.kind, session.id), demo_credits: DEMO_START_CREDITS }
    }),
    options,
  )

  registerEndpoint(
    app,
    demoGpGames,
    forSiteCurrency(async (input, { db }) => {
      const provider = await findProvider(db, input.gp_id, input.currency, input.device, input.game_type_id)
      if (!provider) return providerNotFound()
      if (!isDemoProvider(provider.gp_id)) {
        return businessError(BUSINESS.demoNotOffered.code, BUSINESS.demoNotOffered.message)
      }
      const rows = await gamesQuery(db, input.currency, input.device)
        .where('games.gp_id', '=', input.gp_id)
        .orderBy('games.sort')
        .execute()
      // Demo lists are for visitors: no favourites.
      return rows.map((row) => ({ ...toSlotGame(row), game_url: demoLaunchUrl(row.gp_id, row.game_code) }))
    }),
    options,
  )

  registerEndpoint(
    app,
    demoGtGames,
    forSiteCurrency(async (input, { db }) => {
      const types = await db.selectFrom('game_types').selectAll().orderBy('sort').orderBy('gt_id').execute()
      const providers = await db
        .selectFrom('providers')
        .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
        .select([
          'providers.gp_id',
          'providers.gt_id',
          'providers.display_name',
          'providers.game_type',
          'providers.house',
          'providers.icon_light',
          'providers.icon_dark',
        ])
        .where('provider_currencies.currency', '=', input.currency)
        .where('providers.active', '=', 1)
        .where(`providers.${DEVICE_COLUMN[input.support_device]}`, '=', 1)
        .orderBy('providers.sort')
        .execute()
      const result = []
      for (const type of types) {
        const gpList = []
        for (const p of providers.filter((x) => x.gt_id === type.gt_id && isDemoProvider(x.gp_id))) {
          const first = await db
            .selectFrom('games')
            .select('game_code')
            .where('gp_id', '=', p.gp_id)
            .where('enabled', '=', 1)
            .orderBy('sort')
            .executeTakeFirst()
          if (!first) continue
          gpList.push({
            gp_id: p.gp_id,
            game_name: p.display_name,
            game_type: p.game_type,
            house: p.house,
            icon_light: p.icon_light,
            icon_dark: p.icon_dark,
            game_url: demoLaunchUrl(p.gp_id, first.game_code),
          })
        }
        if (gpList.length > 0) result.push({ gt_id: type.gt_id, gt_name: type.gt_name, gp_list: gpList })
      }
      return result
    }),
    options,
  )
}
