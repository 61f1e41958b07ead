import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { numberFormat } from '../../lib/format-money.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { AllTiles, LoadingTiles, VirtualTiles } from './game-grid-tiles.tsx'
import type { GameGridStatus, GameGridVariant, GameTile } from './game-grid-types.ts'
import { SearchIcon } from '../../primitives/icon/icon.tsx'

export type { GameGridStatus, GameGridVariant, GameTile } from './game-grid-types.ts'
export { GAME_GRID_COLUMNS, GAME_TILE_SIZE } from './game-grid-tile.tsx'

export interface GameGridProps extends Omit<ComponentProps<'section'>, 'onPlay'> {
  /** Games to show, already filtered by the caller (search, label). Ignored unless `status` is `ready`. */
  games: readonly GameTile[]
  /** `loading` shows skeleton tiles, `error` a message and retry, `ready` the tiles (or an empty state). */
  status: GameGridStatus
  /** Error text, already translated; defaults to `games.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Called with a game's id when a person opens it (the whole tile is the play button). */
  onPlay: (id: string) => void
  /** Called with a game's id and its new favourite state. Without it no favourite toggle is shown. */
  onToggleFavorite?: (id: string, next: boolean) => void
  /** Called with a game's id to open its demo. Without it no Demo button is shown; a tile with `demo: false` has none. */
  onDemo?: (id: string) => void
  /** Text of the search box (controlled). The caller filters `games` by it. */
  search?: string
  /** Called as a person types in the search box. Without it no search box is shown. */
  onSearchChange?: (value: string) => void
  /** Tile size: `slot` or the larger `crash`. */
  variant?: GameGridVariant
  /**
   * Maximum height of the grid's own scroll area (CSS length or px). Rows are
   * virtualised against this area, so the page stays short whatever the count.
   * Defaults to the viewport's height. `none`: no scroll area, every tile is in
   * the page and the page scrolls (for a few rows: a lobby section).
   */
  maxHeight?: number | string
  /**
   * Fill the height the parent flex column leaves instead of `maxHeight`: the
   * scroll area then ends where the page does, never below the window's edge.
   */
  fill?: boolean
  /** Accessible name of the region; defaults to `games.games`. */
  label?: string
  /**
   * The first row's pictures load at once (`loading="eager"`), the rest as
   * they near the screen. Off for a grid that starts below the first screen
   * (a lobby section after the first): its pictures would be fetched beside
   * the banner, the page's largest paint.
   */
  eagerFirstRow?: boolean
}

/** The grid's props that a screen around it (slot game screen, game room) passes through. */
export type GameGridPassThroughProps = Pick<
  GameGridProps,
  | 'games'
  | 'status'
  | 'errorMessage'
  | 'onRetry'
  | 'onPlay'
  | 'onToggleFavorite'
  | 'onDemo'
  | 'search'
  | 'onSearchChange'
  | 'maxHeight'
  | 'fill'
>

const PASS_THROUGH = [
  'games',
  'status',
  'errorMessage',
  'onRetry',
  'onPlay',
  'onToggleFavorite',
  'onDemo',
  'search',
  'onSearchChange',
  'maxHeight',
  'fill',
] as const satisfies readonly (keyof GameGridPassThroughProps)[]

/** Splits a screen's props into the grid's pass-through props and the rest (the screen's own root). */
export function splitGameGridProps<P extends GameGridPassThroughProps>(
  props: P,
): [GameGridPassThroughProps, Omit<P, keyof GameGridPassThroughProps>] {
  const grid: Record<string, unknown> = {}
  const rest: Record<string, unknown> = { ...props }
  for (const key of PASS_THROUGH) {
    if (key in rest) grid[key] = rest[key]
    delete rest[key]
  }
  return [grid as unknown as GameGridPassThroughProps, rest as Omit<P, keyof GameGridPassThroughProps>]
}

/**
 * A virtualised grid of game tiles for catalogues of thousands of games.
 * Presentational: the caller filters `games` by `search`, owns `status` and
 * handles every callback. Rows render inside the grid's own scroll area
 * (`maxHeight`), so only the visible rows plus a few are in the DOM.
 */
export function GameGrid({
  games,
  status,
  errorMessage,
  onRetry,
  onPlay,
  onToggleFavorite,
  onDemo,
  search = '',
  onSearchChange,
  variant = 'slot',
  maxHeight = '100dvh',
  fill = false,
  label,
  eagerFirstRow = true,
  className,
  ...props
}: GameGridProps) {
  const { t, locale } = useText()
  // The markup differs per layout (tiles a row, their size, the button's size), not only the styles.
  const layout = useLayout()
  const searchId = useId()
  const searching = search.trim() !== ''
  const empty = status === 'ready' && games.length === 0
  const state = empty ? (searching ? 'no-results' : 'empty') : status
  // The tiles' props, the same whether the grid virtualises its rows or shows them all.
  const tiles = { games, layout, variant, onPlay, onToggleFavorite, onDemo, eagerFirstRow }

  return (
    <section
      data-slot="game-grid"
      data-variant={variant}
      data-state={state}
      aria-label={label ?? t('games.games')}
      aria-busy={status === 'loading' || undefined}
      className={cn('flex w-full flex-col gap-3 desktop:gap-4', fill && 'min-h-0 flex-1', className)}
      {...props}
    >
      {onSearchChange ? (
        <div data-slot="game-grid-toolbar" className="flex items-center gap-3">
          <label htmlFor={searchId} className="sr-only">
            {t('games.search_label')}
          </label>
          <div data-slot="game-grid-search" className="relative flex-1 desktop:w-72 desktop:flex-initial">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <input
              id={searchId}
              data-slot="game-grid-search-input"
              type="search"
              value={search}
              placeholder={t('games.search_placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => onSearchChange(event.target.value)}
              className={cn(
                'w-full rounded-lg border bg-card pr-3 pl-9 text-foreground shadow-sm placeholder:text-muted-foreground',
                'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
                'h-9 text-sm desktop:h-10',
              )}
            />
          </div>
          {status === 'ready' ? (
            <p
              data-slot="game-grid-count"
              role="status"
              className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums"
            >
              {t('games.count', { count: numberFormat(locale).format(games.length) })}
            </p>
          ) : null}
        </div>
      ) : null}

      {empty && searching ? (
        <StatusMessage
          tone="empty"
          title={t('games.no_results_title')}
          body={t('games.no_results', { query: search.trim() })}
          action={
            onSearchChange ? (
              <Button variant="outline" size={layout === 'desktop' ? 'md' : 'sm'} onClick={() => onSearchChange('')}>
                {t('games.clear_search')}
              </Button>
            ) : null
          }
        />
      ) : (
        <StatusPanel
          status={empty ? 'empty' : status}
          placeholder={<LoadingTiles layout={layout} variant={variant} />}
          loadingLabel={t('games.loading')}
          errorTitle={t('games.error_title')}
          errorBody={errorMessage ?? t('games.error')}
          onRetry={onRetry}
          emptyTitle={t('games.empty_title')}
          emptyBody={t('games.empty')}
        >
          {maxHeight === 'none' && !fill ? (
            <AllTiles {...tiles} />
          ) : (
            <VirtualTiles {...tiles} maxHeight={fill ? undefined : maxHeight} resetKey={search} />
          )}
        </StatusPanel>
      )}
    </section>
  )
}
