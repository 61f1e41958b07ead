import type { GameCategoryId } from '@lobby/domain'
import type { Insertable } from 'kysely'
import type { GameTable } from '../db/schema.ts'
import { mediaUrl } from '../media/urls.ts'
import { createPrng, pick } from './prng.ts'

/** How many games each provider gets, per category. Issue 3 raises these to reach 2,000+ games. */
export type GamesPerCategory = Record<GameCategoryId, number>

export const DEFAULT_GAMES_PER_CATEGORY: GamesPerCategory = {
  2: 30,
  3: 8,
  4: 4,
  5: 8,
  6: 12,
  7: 6,
  8: 3,
  9: 5,
}

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Crystal',
  'Midnight',
  'Royal',
  'Blazing',
  'Frozen',
  'Jade',
  'Thunder',
  'Silver',
  'Mystic',
  'Ancient',
  'Neon',
  'Emerald',
  'Cosmic',
  'Sunny',
  'Velvet',
  'Iron',
] as const

const NOUNS: Record<GameCategoryId, readonly string[]> = {
  2: [
    'Fortune',
    'Dragon',
    'Pharaoh',
    'Treasure',
    'Panda',
    'Phoenix',
    'Koi',
    'Tiger',
    'Gems',
    'Fruits',
    'Temple',
    'Rocket',
  ],
  3: ['Baccarat', 'Roulette', 'Sic Bo', 'Blackjack', 'Dragon Tiger', 'Fan Tan'],
  4: ['Match Day', 'Goal Rush', 'Derby', 'Cup Board'],
  5: ['Keno', 'Pick Three', 'Lotto', 'Racing Numbers', 'Fast Draw'],
  6: ['Niu Niu', 'Mahjong', 'Poker', 'Fight Landlord', 'Rummy', 'Teen Patti'],
  7: ['Greyhounds', 'Speedway', 'Penalty Kicks', 'Horse Derby'],
  8: ['Pit', 'Arena', 'Spur Match'],
  9: ['Clash', 'Battle Royale', 'League Cup', 'Showdown'],
}

/** Crash games of customized (crash menu) providers. */
const CRASH_NOUNS = ['Rocket', 'Comet', 'Jet', 'Balloon', 'Moon Shot', 'Aviator', 'Meteor', 'Lift Off'] as const

/** Third words that keep thousands of names of one provider varied. */
const EDITIONS = ['Deluxe', 'Megaways', 'Hold and Win', 'Rising', 'Xmas', 'Classic', 'Power', 'Link', 'Bonanza', 'Max']

export interface ProviderForGames {
  gp_id: string
  gt_id: GameCategoryId
  /** Overrides the category's count. */
  games?: number
  customized?: boolean
}

/**
 * Deterministic games for the given providers: the same inputs always yield
 * the same rows, ids included.
 */
export function generateGames(
  providers: readonly ProviderForGames[],
  options: { seed?: number; perCategory?: GamesPerCategory } = {},
): Insertable<GameTable>[] {
  const random = createPrng(options.seed ?? 20240601)
  const perCategory = options.perCategory ?? DEFAULT_GAMES_PER_CATEGORY
  const rows: Insertable<GameTable>[] = []
  for (const provider of providers) {
    const count = provider.games ?? perCategory[provider.gt_id]
    const nouns = provider.customized ? CRASH_NOUNS : NOUNS[provider.gt_id]
    const used = new Set<string>()
    for (let n = 1; n <= count; n++) {
      const code = `${provider.gp_id.slice(2).toLowerCase()}${String(n).padStart(4, '0')}`
      const gameId = `${provider.gp_id.toLowerCase()}-${String(n).padStart(4, '0')}`
      let name = `${pick(random, ADJECTIVES)} ${pick(random, nouns)}`
      // Names repeat once the word lists run out: an edition word, then a number, keep them distinct.
      if (used.has(name)) name = `${name} ${pick(random, EDITIONS)}`
      if (used.has(name)) name = `${name} ${n}`
      used.add(name)
      rows.push({
        id: rows.length + 1,
        game_id: gameId,
        gp_id: provider.gp_id,
        gt_id: provider.gt_id,
        name,
        game_code: code,
        icon: mediaUrl.game(gameId),
        sort: n,
        is_hot: random() < 0.15 ? 1 : 0,
        is_new: random() < 0.1 ? 1 : 0,
      })
    }
  }
  return rows
}
