/**
 * The eight game categories of spec section 1: id, name and the app-type
 * prefix that a provider's app id carries (`e_` slot, `v_` live, ...).
 */
export const GAME_CATEGORIES = [
  { id: 2, name: 'slot', appTypePrefix: 'e_' },
  { id: 3, name: 'live', appTypePrefix: 'v_' },
  { id: 4, name: 'sport', appTypePrefix: 's_' },
  { id: 5, name: 'lottery', appTypePrefix: 'l_' },
  { id: 6, name: 'chess', appTypePrefix: 'c_' },
  { id: 7, name: 'virtual_sport', appTypePrefix: 't_' },
  { id: 8, name: 'cockfight', appTypePrefix: 'd_' },
  { id: 9, name: 'esport', appTypePrefix: 'g_' },
] as const

export type GameCategory = (typeof GAME_CATEGORIES)[number]
export type GameCategoryId = GameCategory['id']
export type GameCategoryName = GameCategory['name']

export const GAME_CATEGORY_IDS = GAME_CATEGORIES.map((c) => c.id) as readonly GameCategoryId[]

/** Slot game type id (spec section 9). */
export const SLOT_GAME_TYPE_ID = 2 satisfies GameCategoryId
/** Game type played in the page rather than a window (spec section 9). */
export const IN_PAGE_GAME_TYPE_ID = 4 satisfies GameCategoryId

export function isGameCategoryId(value: number): value is GameCategoryId {
  return (GAME_CATEGORY_IDS as readonly number[]).includes(value)
}

export function gameCategoryById(id: number): GameCategory | undefined {
  return GAME_CATEGORIES.find((c) => c.id === id)
}

/** Message key of a category's display name, e.g. `game_type.slot`. */
export function gameCategoryLabelKey(id: GameCategoryId): string {
  return `game_type.${gameCategoryById(id)?.name ?? id}`
}

/** Lobby tab keys (spec section 1). */
export const LOBBY_TABS = ['all_game', 'my_favorite', 'last_play'] as const
export type LobbyTab = (typeof LOBBY_TABS)[number]

/** Providers whose games a visitor may play in demo mode (spec section 9). */
export const DEMO_PROVIDER_IDS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const
