import { GAME_CATEGORIES, type CurrencyCode, type GameCategoryId } from '@lobby/domain'

/**
 * The demo brand's catalogue. Every provider name is invented; none is a real
 * brand. The four demo providers of spec section 9 (GPR8, GPJD, GPFC, GPJL)
 * are among them.
 */
export const DEMO_SITE = {
  site_id: 'lobby-demo',
  name: 'Lobby Demo',
  default_currency: 'USD',
  currencies: ['RMB', 'VND', 'USD'],
} as const satisfies {
  site_id: string
  name: string
  default_currency: CurrencyCode
  currencies: readonly CurrencyCode[]
}

export type Device = 'desktop' | 'mobile' | 'app'

export interface ProviderSeed {
  gp_id: string
  gt_id: GameCategoryId
  name: string
  /** House-run: the server's own games, played against the provider wallet. */
  house?: boolean
  /** A custom menu (crash games) rather than the provider's plain lobby. */
  customized?: boolean
  /** Upstream provider this entry re-skins; itself when absent. */
  ori_gp_id?: string
  /** Currencies offered; every site currency when absent. */
  currencies?: readonly CurrencyCode[]
  devices?: readonly Device[]
  active?: boolean
  /** Games generated for this provider; the category default when absent. */
  games?: number
}

const ALL_DEVICES: readonly Device[] = ['desktop', 'mobile', 'app']

export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  // slot
  { gp_id: 'GPR8', gt_id: 2, name: 'Reel Eight Studios', games: 2400 },
  { gp_id: 'GPFC', gt_id: 2, name: 'Fable Craft Slots', games: 300 },
  { gp_id: 'GPAX', gt_id: 2, name: 'Axolotl Reels', house: true, games: 120 },
  { gp_id: 'GPCR', gt_id: 2, name: 'Comet Crash', house: true, customized: true, ori_gp_id: 'GPAX', games: 8 },
  // live
  { gp_id: 'GPVR', gt_id: 3, name: 'Velvet Room Live' },
  { gp_id: 'GPDL', gt_id: 3, name: "Dealer's Lantern", house: true },
  { gp_id: 'GPEA', gt_id: 3, name: 'Easterly Atrium Live', active: false },
  // sport
  { gp_id: 'GPSB', gt_id: 4, name: 'Sideline Board', house: true },
  { gp_id: 'GPKO', gt_id: 4, name: 'Kickoff Exchange' },
  { gp_id: 'GPLT', gt_id: 4, name: 'Lotus Goalpost Sports', currencies: ['VND'] },
  // lottery
  { gp_id: 'GPJL', gt_id: 5, name: 'Jubilee Lotto' },
  { gp_id: 'GPNM', gt_id: 5, name: 'Number Meadow' },
  // chess / card
  { gp_id: 'GPJD', gt_id: 6, name: 'Jasper Deck Cards' },
  { gp_id: 'GPTK', gt_id: 6, name: 'Teakwood Tables' },
  { gp_id: 'GPMJ', gt_id: 6, name: 'Moonlit Mahjong Parlour and Card Club Co' },
  // virtual sport
  { gp_id: 'GPPX', gt_id: 7, name: 'Pixel Paddock' },
  { gp_id: 'GPHX', gt_id: 7, name: 'Hexa Virtual Leagues', devices: ['desktop'] },
  // cockfight
  { gp_id: 'GPCS', gt_id: 8, name: 'Crimson Spur Arena' },
  { gp_id: 'GPRR', gt_id: 8, name: 'Rooster Ring Live' },
  // esport
  { gp_id: 'GPGA', gt_id: 9, name: 'Glitch Arena Esports' },
  { gp_id: 'GPFL', gt_id: 9, name: 'Frag Line Odds' },
]

/** Capitalised category label used in `gp_gt_name`, e.g. "Virtual Sport". */
export function categoryLabel(gtId: GameCategoryId): string {
  const name = GAME_CATEGORIES.find((c) => c.id === gtId)?.name ?? String(gtId)
  return name
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

export { ALL_DEVICES }

/** Providers whose games play in demo mode (spec section 9). */
export const DEMO_PROVIDERS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const
