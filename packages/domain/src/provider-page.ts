import { SLOT_GAME_TYPE_ID } from './categories.ts'

/** What the lobby knows of a provider when a person opens it. */
export interface ProviderLink {
  gp_id: string
  /** Game type of the provider's games (the category id). */
  game_type: number
  house: number
  /** 1 for the customized (crash) providers. */
  customized: number
}

export interface ProviderPageOptions {
  /** Desktop layout (at least 992 px). */
  desktop: boolean
  /** The site's game-room flag (`env_config.game_room`). */
  gameRoom: boolean
}

/**
 * Where a provider tile goes (spec section 2): a crash provider opens its list
 * with `isCrashGame=true`; on desktop with the game-room flag on, the slot game
 * type opens the game room; everything else opens the provider's slot list.
 */
export function providerPagePath(provider: ProviderLink, options: ProviderPageOptions): string {
  const search = query({ gt_id: provider.game_type, gp_id: provider.gp_id, house: provider.house })
  if (provider.customized === 1) return `/slotgame?${search}&isCrashGame=true`
  if (options.desktop && options.gameRoom && provider.game_type === SLOT_GAME_TYPE_ID) return `/gameRoom?${search}`
  return `/slotgame?${search}`
}

/**
 * The Popular page of a category (spec section 2: "slot link uses the Popular
 * page with house 0 when the popular page is shown"): only the slot category
 * has one, and only when the site shows it (`env_config.popular_page`).
 */
export function popularPagePath(gtId: number, popularPage: boolean): string | undefined {
  if (!popularPage || gtId !== SLOT_GAME_TYPE_ID) return undefined
  return `/slotgame?${query({ gt_id: gtId, house: 0, popular: 1 })}`
}

/** A query string (the domain has no URL globals). */
function query(params: Record<string, string | number>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')
}
