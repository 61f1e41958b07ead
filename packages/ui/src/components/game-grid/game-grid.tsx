import { useVirtualizer } from '@tanstack/react-virtual'
import { cva } from 'class-variance-authority'
import { useEffect, useId, useRef, type ComponentProps, type CSSProperties } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

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
  /** `desktop`: 6 slot tiles a row; `mobile`: 3 (crash: 4 / 2). */
  layout?: Layout
  /** Tile size: `slot` or the larger `crash`. */
  variant?: GameGridVariant
  /**
   * Maximum height of the grid's own scroll area (CSS length or px). Rows are
   * virtualised against this area, so the page stays short whatever the count.
   * Defaults to the viewport's height.
   */
  maxHeight?: number | string
  /**
   * Fill the height the parent flex column leaves instead of `maxHeight`: the
   * scroll area then ends where the page does, never below the window's edge.
   */
  fill?: boolean
  /** Accessible name of the region; defaults to `games.games`. */
  label?: string
}

/** Tiles a row. */
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

export const GAME_GRID_COLUMNS = {
  slot: { desktop: 6, mobile: 3 },
  crash: { desktop: 4, mobile: 2 },
} as const satisfies Record<GameGridVariant, Record<Layout, number>>

/**
 * Fixed tile geometry in px: `art` is the image box, `tile` the whole tile,
 * `gap` the space between tiles. Fixed so rows never shift as art loads and the
 * virtualiser knows every row's size without measuring.
 */
export const GAME_TILE_SIZE = {
  slot: { desktop: { art: 128, tile: 184, gap: 16 }, mobile: { art: 88, tile: 134, gap: 10 } },
  crash: { desktop: { art: 168, tile: 224, gap: 16 }, mobile: { art: 112, tile: 158, gap: 10 } },
} as const satisfies Record<GameGridVariant, Record<Layout, { art: number; tile: number; gap: number }>>

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN_ROWS = 3

/** Whether `name` matches `search`: case-insensitive substring, surrounding spaces ignored. */
export function matchesGameSearch(name: string, search: string): boolean {
  const query = search.trim().toLocaleLowerCase()
  return query === '' || name.toLocaleLowerCase().includes(query)
}

/**
 * The games a caller shows for a search and an optional set of ids (a label's
 * `game_list`), keeping their order. One rule for every screen that filters.
 */
export function filterGames<T extends GameTile>(
  games: readonly T[],
  { search = '', ids }: { search?: string; ids?: readonly string[] | undefined } = {},
): T[] {
  const allowed = ids ? new Set(ids) : undefined
  return games.filter((game) => (!allowed || allowed.has(game.id)) && matchesGameSearch(game.name, search))
}

const tileVariants = cva(
  [
    'group/tile relative flex flex-col overflow-hidden border bg-card text-card-foreground shadow-sm',
    'transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md',
    'has-[[data-slot=game-grid-play]:focus-visible]:ring-2 has-[[data-slot=game-grid-play]:focus-visible]:ring-ring',
  ],
  {
    variants: {
      layout: { desktop: 'rounded-xl', mobile: 'rounded-lg' },
    },
  },
)

const nameVariants = cva('line-clamp-2 w-full leading-tight font-medium break-words', {
  variants: {
    layout: { desktop: 'px-2.5 pt-2 text-sm', mobile: 'px-1.5 pt-1.5 text-xs' },
  },
})

const tagVariants = cva(
  'pointer-events-none absolute top-0 left-0 rounded-br-lg px-2 py-0.5 text-[0.625rem] font-bold tracking-wide uppercase',
  {
    variants: {
      tag: {
        hot: 'bg-destructive text-destructive-foreground',
        new: 'bg-accent text-accent-foreground',
      },
    },
  },
)

const overlayButton = [
  'absolute flex items-center justify-center bg-background/85 text-foreground shadow-sm backdrop-blur-sm',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring hover:bg-background',
]

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
  layout = 'desktop',
  variant = 'slot',
  maxHeight = '100dvh',
  fill = false,
  label,
  className,
  ...props
}: GameGridProps) {
  const { t, locale } = useText()
  const searchId = useId()
  const searching = search.trim() !== ''
  const empty = status === 'ready' && games.length === 0
  const state = empty ? (searching ? 'no-results' : 'empty') : status
  const count = new Intl.NumberFormat(locale.replace('_', '-')).format(games.length)

  return (
    <section
      data-slot="game-grid"
      data-layout={layout}
      data-variant={variant}
      data-state={state}
      aria-label={label ?? t('games.games')}
      aria-busy={status === 'loading' || undefined}
      className={cn(
        'flex w-full flex-col',
        layout === 'desktop' ? 'gap-4' : 'gap-3',
        fill && 'min-h-0 flex-1',
        className,
      )}
      {...props}
    >
      {onSearchChange ? (
        <div data-slot="game-grid-toolbar" className="flex items-center gap-3">
          <label htmlFor={searchId} className="sr-only">
            {t('games.search_label')}
          </label>
          <div data-slot="game-grid-search" className={cn('relative', layout === 'desktop' ? 'w-72' : 'flex-1')}>
            <SearchIcon />
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
                layout === 'desktop' ? 'h-10 text-sm' : 'h-9 text-sm',
              )}
            />
          </div>
          {status === 'ready' ? (
            <p
              data-slot="game-grid-count"
              role="status"
              className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums"
            >
              {t('games.count', { count })}
            </p>
          ) : null}
        </div>
      ) : null}

      {status === 'loading' ? (
        <LoadingTiles layout={layout} variant={variant} label={t('games.loading')} />
      ) : status === 'error' ? (
        <StatusMessage
          slot="game-grid"
          layout={layout}
          tone="error"
          title={t('games.error_title')}
          body={errorMessage ?? t('games.error')}
          action={
            onRetry ? (
              <Button data-slot="game-grid-retry" size={layout === 'mobile' ? 'sm' : 'md'} onClick={onRetry}>
                {t('common.retry')}
              </Button>
            ) : null
          }
        />
      ) : empty ? (
        searching ? (
          <StatusMessage
            slot="game-grid"
            layout={layout}
            tone="empty"
            title={t('games.no_results_title')}
            body={t('games.no_results', { query: search.trim() })}
            action={
              onSearchChange ? (
                <Button
                  data-slot="game-grid-clear-search"
                  variant="outline"
                  size={layout === 'mobile' ? 'sm' : 'md'}
                  onClick={() => onSearchChange('')}
                >
                  {t('games.clear_search')}
                </Button>
              ) : null
            }
          />
        ) : (
          <StatusMessage
            slot="game-grid"
            layout={layout}
            tone="empty"
            title={t('games.empty_title')}
            body={t('games.empty')}
          />
        )
      ) : (
        <VirtualTiles
          games={games}
          layout={layout}
          variant={variant}
          maxHeight={fill ? undefined : maxHeight}
          resetKey={search}
          onPlay={onPlay}
          onToggleFavorite={onToggleFavorite}
          onDemo={onDemo}
        />
      )}
    </section>
  )
}

interface VirtualTilesProps {
  games: readonly GameTile[]
  layout: Layout
  variant: GameGridVariant
  /** The scroll area's maximum height; none: it fills its flex parent (`fill`). */
  maxHeight: number | string | undefined
  /** Scrolls back to the top when it changes (a new search). */
  resetKey: string
  onPlay: (id: string) => void
  onToggleFavorite: ((id: string, next: boolean) => void) | undefined
  onDemo: ((id: string) => void) | undefined
}

function VirtualTiles({
  games,
  layout,
  variant,
  maxHeight,
  resetKey,
  onPlay,
  onToggleFavorite,
  onDemo,
}: VirtualTilesProps) {
  const { t } = useText()
  const scrollRef = useRef<HTMLDivElement>(null)
  const columns = GAME_GRID_COLUMNS[variant][layout]
  const size = GAME_TILE_SIZE[variant][layout]
  const rowSize = size.tile + size.gap
  const rowCount = Math.ceil(games.length / columns)

  // TanStack Virtual keeps its own mutable state; the React Compiler must not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowSize,
    overscan: OVERSCAN_ROWS,
    // The first rows render before the scroll area is measured: no blank first paint, no shift.
    initialRect: { width: 0, height: typeof maxHeight === 'number' ? maxHeight : 800 },
  })

  useEffect(() => {
    virtualizer.measure()
  }, [virtualizer, rowSize])

  // A new search starts at the top. Not on mount: the first effect runs after the first paint, and
  // would throw away a scroll made in between (a person's, or a test's).
  const scrolledFor = useRef(resetKey)
  useEffect(() => {
    if (scrolledFor.current === resetKey) return
    scrolledFor.current = resetKey
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [resetKey])

  const rows = virtualizer.getVirtualItems()
  const firstRow = rows[0]?.index ?? 0
  const lastRow = rows.at(-1)?.index ?? -1
  const shown = games.slice(firstRow * columns, (lastRow + 1) * columns)

  const listStyle: CSSProperties = {
    height: virtualizer.getTotalSize(),
    paddingTop: firstRow * rowSize,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridAutoRows: size.tile,
    rowGap: size.gap,
    columnGap: size.gap,
  }

  return (
    <div
      ref={scrollRef}
      data-slot="game-grid-viewport"
      style={maxHeight === undefined ? undefined : { maxHeight }}
      className={cn('-m-1 overflow-y-auto overscroll-y-contain p-1', maxHeight === undefined && 'min-h-0 flex-1')}
    >
      <ul data-slot="game-grid-list" className="grid content-start" style={listStyle}>
        {shown.map((game, offset) => {
          const index = firstRow * columns + offset
          return (
            <li
              key={game.id}
              data-slot="game-grid-item"
              aria-setsize={games.length}
              aria-posinset={index + 1}
              className="min-w-0"
            >
              <Tile
                game={game}
                layout={layout}
                artHeight={size.art}
                eager={index < columns}
                tagLabel={game.tag ? t(`lobby.tag_${game.tag}`) : undefined}
                onPlay={onPlay}
                onToggleFavorite={onToggleFavorite}
                onDemo={onDemo}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

interface TileProps {
  game: GameTile
  layout: Layout
  artHeight: number
  eager: boolean
  tagLabel: string | undefined
  onPlay: (id: string) => void
  onToggleFavorite: ((id: string, next: boolean) => void) | undefined
  onDemo: ((id: string) => void) | undefined
}

function Tile({ game, layout, artHeight, eager, tagLabel, onPlay, onToggleFavorite, onDemo }: TileProps) {
  const { t } = useText()
  const tagId = useId()
  const favorite = game.favorite === true
  const corner = layout === 'desktop' ? 'top-2 right-2 size-8' : 'top-1.5 right-1.5 size-7'

  return (
    <div data-slot="game-grid-tile" data-layout={layout} className={cn(tileVariants({ layout }), 'h-full')}>
      <button
        type="button"
        data-slot="game-grid-play"
        aria-describedby={game.tag ? tagId : undefined}
        onClick={() => onPlay(game.id)}
        className="flex h-full w-full cursor-pointer flex-col text-left outline-none"
      >
        <span
          data-slot="game-grid-art"
          className="relative block w-full shrink-0 overflow-hidden bg-muted"
          style={{ height: artHeight }}
        >
          <img
            src={game.iconUrl}
            alt=""
            width={160}
            height={120}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover/tile:scale-105 motion-reduce:transition-none"
          />
        </span>
        <span data-slot="game-grid-name" title={game.name} className={nameVariants({ layout })}>
          {game.name}
        </span>
      </button>
      {game.tag ? (
        <span
          id={tagId}
          data-slot="game-grid-tag"
          data-variant={game.tag}
          aria-hidden="true"
          className={tagVariants({ tag: game.tag })}
        >
          {tagLabel}
        </span>
      ) : null}
      {onToggleFavorite ? (
        <button
          type="button"
          data-slot="game-grid-favorite"
          data-state={favorite ? 'on' : 'off'}
          aria-pressed={favorite}
          aria-label={t('games.favorite_named', { name: game.name })}
          title={t(favorite ? 'games.favorite_remove' : 'games.favorite_add')}
          onClick={() => onToggleFavorite(game.id, !favorite)}
          className={cn(overlayButton, corner, 'rounded-full', favorite && 'text-destructive')}
        >
          <HeartIcon filled={favorite} />
        </button>
      ) : null}
      {onDemo && game.demo !== false ? (
        <button
          type="button"
          data-slot="game-grid-demo"
          aria-label={t('games.demo_named', { name: game.name })}
          onClick={() => onDemo(game.id)}
          style={{ top: artHeight - (layout === 'desktop' ? 34 : 28) }}
          className={cn(
            overlayButton,
            'rounded-full font-semibold',
            layout === 'desktop' ? 'right-2 h-7 px-3 text-xs' : 'right-1.5 h-6 px-2 text-[0.6875rem]',
          )}
        >
          {t('games.demo')}
        </button>
      ) : null}
    </div>
  )
}

function LoadingTiles({ layout, variant, label }: { layout: Layout; variant: GameGridVariant; label: string }) {
  const columns = GAME_GRID_COLUMNS[variant][layout]
  const size = GAME_TILE_SIZE[variant][layout]
  return (
    <div
      data-slot="game-grid-loading"
      className="grid"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: size.tile,
        gap: size.gap,
      }}
    >
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: columns * 2 }, (_, index) => (
        <div
          key={index}
          data-slot="game-grid-skeleton"
          aria-hidden="true"
          className={cn(tileVariants({ layout }), 'pointer-events-none shadow-none')}
        >
          <Skeleton className="w-full shrink-0 rounded-none" style={{ height: size.art }} />
          <Skeleton className={cn('mt-2.5 h-3 w-3/4', layout === 'desktop' ? 'mx-2.5' : 'mx-1.5')} />
        </div>
      ))}
    </div>
  )
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      className="size-4"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.8 1.4-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  )
}
