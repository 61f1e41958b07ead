export interface GameTile {
  /** Game id, passed back in every callback. */
  id: string
  /** Display name; the play button's accessible name. */
  name: string
  /** Art URL, drawn to fill a fixed box (`object-cover`). */
  iconUrl: string
  /** Optional badge (server label tags). */
  tag?: 'hot' | 'new'
  /** Whether the member has favourited the game (`member_favorite` / `is_favorite`). */
  favorite?: boolean
  /** `false`: no Demo button on this tile even with `onDemo` (a list mixing demo and real-only providers). */
  demo?: boolean
}

export type GameGridStatus = 'loading' | 'error' | 'ready'

/** `slot`: small tiles (6 / 3 a row); `crash`: fewer, larger tiles (4 / 2 a row). */
export type GameGridVariant = 'slot' | 'crash'
