/**
 * Row types of every table, as Kysely sees them. Flags are integers 0/1 rather
 * than booleans because the wire carries them as 0/1 and both SQLite and
 * PostgreSQL store integers the same way.
 */
export type Flag = 0 | 1

export interface SiteTable {
  site_id: string
  name: string
  default_currency: string
}

export interface SiteCurrencyTable {
  site_id: string
  currency: string
  sort: number
}

export interface GameTypeTable {
  gt_id: number
  gt_name: string
  gt_icon: string
  gt_icon_active: string
  sort: number
}

export interface ProviderTable {
  gp_id: string
  gt_id: number
  /** Name of the provider inside its category, e.g. "R8 Slot". */
  gp_gt_name: string
  /** Name shown to people; the wire calls it `game_name`. */
  display_name: string
  game_type: number
  game_code: string
  house: number
  customized: Flag
  icon_light: string
  icon_dark: string
  ori_gp_id: string
  android_id: string
  sort: number
  support_desktop: Flag
  support_mobile: Flag
  support_app: Flag
  active: Flag
}

export interface ProviderCurrencyTable {
  gp_id: string
  currency: string
}

export interface GameTable {
  id: number
  game_id: string
  gp_id: string
  gt_id: number
  name: string
  game_code: string
  icon: string
  sort: number
  is_hot: Flag
  is_new: Flag
}

export interface Database {
  sites: SiteTable
  site_currencies: SiteCurrencyTable
  game_types: GameTypeTable
  providers: ProviderTable
  provider_currencies: ProviderCurrencyTable
  games: GameTable
}

export const CATALOGUE_TABLES = [
  'sites',
  'site_currencies',
  'game_types',
  'providers',
  'provider_currencies',
  'games',
] as const satisfies readonly (keyof Database)[]
