import { gameList, type GameType } from '@lobby/api/contract'
import { isGameCategoryId, type DeviceCode } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSiteCurrency } from '../http/site-guards.ts'

const DEVICE_COLUMN = {
  0: 'support_desktop',
  1: 'support_mobile',
  2: 'support_app',
} as const satisfies Record<DeviceCode, string>

/** Every category in order, each with the active providers offered in this currency on this device. */
export async function loadGameList(db: Db, currency: string, device: DeviceCode): Promise<GameType[]> {
  const types = await db.selectFrom('game_types').selectAll().orderBy('sort').orderBy('gt_id').execute()
  const providers = await db
    .selectFrom('providers')
    .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
    .select([
      'providers.gp_id',
      'providers.gt_id',
      'providers.gp_gt_name',
      'providers.display_name',
      'providers.game_type',
      'providers.game_code',
      'providers.house',
      'providers.customized',
      'providers.icon_light',
      'providers.icon_dark',
      'providers.ori_gp_id',
      'providers.android_id',
    ])
    .where('provider_currencies.currency', '=', currency)
    .where('providers.active', '=', 1)
    .where(`providers.${DEVICE_COLUMN[device]}`, '=', 1)
    .orderBy('providers.sort')
    .orderBy('providers.gp_id')
    .execute()

  // A category the contract does not know yet is left out rather than breaking the response.
  return types.flatMap((t) => {
    const gtId = t.gt_id
    if (!isGameCategoryId(gtId)) return []
    return [
      {
        gt_id: gtId,
        gt_name: t.gt_name,
        gt_icon: t.gt_icon,
        gt_icon_active: t.gt_icon_active,
        gp_list: providers
          .filter((p) => p.gt_id === t.gt_id)
          .map((p) => ({
            gp_id: p.gp_id,
            gp_gt_name: p.gp_gt_name,
            game_type: p.game_type,
            game_code: p.game_code,
            house: p.house,
            customized: p.customized,
            icon_light: p.icon_light,
            icon_dark: p.icon_dark,
            game_name: p.display_name,
            ori_gp_id: p.ori_gp_id,
            android_id: p.android_id,
          })),
      },
    ]
  })
}

export function registerGameRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerEndpoint(
    app,
    gameList,
    forSiteCurrency(async (input, { db }) => {
      return loadGameList(db, input.currency, input.support_device)
    }),
    options,
    { tables: ['sites', 'site_currencies', 'game_types', 'providers', 'provider_currencies'] },
  )
}
