import type { Generated } from 'kysely'

/** Row types of migration 0005-member-games; `Database` in schema.ts extends `MemberGamesDatabase`. */

export interface MemberFavoriteTable {
  /** Grows with every new favourite: the `my_favorite` tab lists the highest first. */
  id: Generated<number>
  member_id: number
  game_id: string
  created_at: string
}

export interface MemberGamePlayTable {
  /** Grows with every play: a game played again gets a new row, so the highest id is the latest play. */
  id: Generated<number>
  member_id: number
  game_id: string
  played_at: string
}

export interface MemberBulletinHideTable {
  member_id: number
  bulletin_id: number
  /** The bulletin's `updated_at` when it was hidden: a newer one shows it again. */
  bulletin_updated_at: string
  hidden_at: string
}

export interface MemberGamesDatabase {
  member_favorites: MemberFavoriteTable
  member_game_plays: MemberGamePlayTable
  member_bulletin_hides: MemberBulletinHideTable
}

export const MEMBER_GAMES_TABLES = [
  'member_favorites',
  'member_game_plays',
  'member_bulletin_hides',
] as const satisfies readonly (keyof MemberGamesDatabase)[]
