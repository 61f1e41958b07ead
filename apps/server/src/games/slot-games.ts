import type { SlotGame } from '@lobby/api/contract'
import type { DeviceCode } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { isDemoProvider } from '../house/routes.ts'

export const DEVICE_COLUMN = {
  0: 'support_desktop',
  1: 'support_mobile',
  2: 'support_app',
} as const satisfies Record<DeviceCode, string>

/** Enabled games joined with their provider, limited to active providers offered in the currency (and device). */
export function gamesQuery(db: Db, currency: string, device?: DeviceCode) {
  let query = db
    .selectFrom('games')
    .innerJoin('providers', 'providers.gp_id', 'games.gp_id')
    .innerJoin('provider_currencies', (join) =>
      join.onRef('provider_currencies.gp_id', '=', 'games.gp_id').on('provider_currencies.currency', '=', currency),
    )
    .select([
      'games.id',
      'games.game_id',
      'games.name',
      'games.game_code',
      'games.gp_id',
      'games.gt_id',
      'games.icon',
      'games.is_hot',
      'games.is_new',
      'games.sort',
      'providers.game_type',
      'providers.house',
      'providers.customized',
    ])
    .where('providers.active', '=', 1)
    // A game the operator took off the site is in no public list (migration 0029).
    .where('games.enabled', '=', 1)
  if (device !== undefined) query = query.where(`providers.${DEVICE_COLUMN[device]}`, '=', 1)
  return query
}

export type GameRow = Awaited<ReturnType<ReturnType<typeof gamesQuery>['execute']>>[number]

/** No favourites: what a visitor (or a demo list) sees. */
export const NO_FAVORITES: ReadonlySet<string> = new Set()

/**
 * A game row on the wire. `member_favorite` is 1 for the viewer's favourites;
 * crash games (customized providers) carry the same flag as `is_favorite`
 * too (spec section 3), other games keep `is_favorite` 0.
 */
export function toSlotGame(row: GameRow, favorites: ReadonlySet<string> = NO_FAVORITES): SlotGame {
  const favorite = favorites.has(row.game_id) ? 1 : 0
  return {
    id: row.id,
    game_id: row.game_id,
    game_name: row.name,
    game_code: row.game_code,
    gp_id: row.gp_id,
    gt_id: row.gt_id,
    game_type: row.game_type,
    house: row.house,
    icon: row.icon,
    is_hot: row.is_hot,
    is_new: row.is_new,
    member_favorite: favorite,
    is_favorite: row.customized === 1 ? favorite : 0,
    is_demo: isDemoProvider(row.gp_id) ? 1 : 0,
  }
}
