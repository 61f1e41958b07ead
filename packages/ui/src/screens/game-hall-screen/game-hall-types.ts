import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import type { GameCategoryNavItem } from '../../components/game-category-nav/game-category-nav.tsx'

export interface GameHallProvider {
  /** Provider id, e.g. `GPR8`; passed back by `onSelect`. */
  id: string
  /** Display name; the card's accessible name. */
  name: string
  /** Logo URL for the light theme. */
  iconLight: string
  /** Logo URL for the dark theme. */
  iconDark: string
  /** The provider's house flag, carried into its link (`/slotgame?...&house=`, `/gameRoom?...&house=`). */
  house: 0 | 1
  /** Under maintenance: the card says so; a pick still reaches `onSelect`, so the caller can explain. */
  maintenance?: boolean
}

/** What a card leads to: one provider, or the category's Popular page. */
export type GameHallTarget = GameHallProvider | 'popular'

export type GameHallStatus = 'loading' | 'error' | 'ready'

export interface GameHallScreenProps extends Omit<ComponentProps<'section'>, 'onSelect'> {
  /** Categories for the nav, in display order (labels already translated). */
  categories: readonly GameCategoryNavItem[]
  /** The hall's category, `gt_id` of `/gameHall/{gt_id}` (controlled). */
  categoryId: number
  /** Called with the category a person picks; the caller routes to its hall. */
  onCategoryChange: (id: number) => void
  /** `loading`: skeleton cards; `error`: a message and retry; `ready`: the cards (or the empty state). */
  status: GameHallStatus
  /** Error text, already translated; defaults to `hall.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** The category's providers, in display order. Ignored unless `status` is `ready`. */
  providers: readonly GameHallProvider[]
  /**
   * The category's Popular page (spec section 2: the slot link uses the
   * Popular page with house 0 when it is shown): a first card before the
   * providers. `label` is already translated; `count` is its number of games.
   */
  popular?: { label: string; count?: number }
  /** The link of a card: a provider, or `'popular'`. Every card is an `<a href>`, so it opens in a new tab too. */
  hrefFor: (target: GameHallTarget) => string
  /**
   * Called with a provider's id, or `'popular'`, when a person follows a card.
   * Call `event.preventDefault()` to route on the client.
   */
  onSelect: (id: GameHallProvider['id'] | 'popular', event: MouseEvent<HTMLAnchorElement>) => void
  /** A slot under the cards, headed `hall.hot_games`, e.g. a GameGrid of the category's hot games. */
  hotGames?: ReactNode
}
