import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useId, useRef, type CSSProperties } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import type { GameGridVariant, GameTile } from './game-grid-types.ts'
import { FavoriteIcon } from '../../primitives/icon/icon.tsx'

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

/** How far above the art's bottom edge the Demo button sits, per layout (px). */
const DEMO_LIFT = { desktop: 34, mobile: 28 } as const satisfies Record<Layout, number>

const tileClasses = [
  'group/tile relative flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm',
  'transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md desktop:rounded-xl',
  'has-[[data-slot=game-grid-play]:focus-visible]:ring-2 has-[[data-slot=game-grid-play]:focus-visible]:ring-ring',
]

const tagClasses = {
  hot: 'bg-destructive text-destructive-foreground',
  new: 'bg-accent text-accent-foreground',
} as const satisfies Record<NonNullable<GameTile['tag']>, string>

const overlayButton = [
  'absolute flex items-center justify-center bg-background/85 text-foreground shadow-sm backdrop-blur-sm',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring hover:bg-background',
]

interface VirtualTilesProps {
  games: readonly GameTile[]
  /** How many tiles a row holds and their size (the markup differs per layout, not just the styles). */
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

/** The tiles in rows virtualised against the grid's own scroll area. */
export function VirtualTiles({
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
                artHeight={size.art}
                demoTop={size.art - DEMO_LIFT[layout]}
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
  artHeight: number
  /** The Demo button's offset from the tile's top (px). */
  demoTop: number
  eager: boolean
  tagLabel: string | undefined
  onPlay: (id: string) => void
  onToggleFavorite: ((id: string, next: boolean) => void) | undefined
  onDemo: ((id: string) => void) | undefined
}

/**
 * One tile. Memoised: the virtualiser renders the list again on every scroll
 * event, and a tile whose game and callbacks did not change must cost nothing
 * then (bench/grid-scroll.mjs).
 */
const Tile = memo(function Tile({
  game,
  artHeight,
  demoTop,
  eager,
  tagLabel,
  onPlay,
  onToggleFavorite,
  onDemo,
}: TileProps) {
  const { t } = useText()
  const tagId = useId()
  const favorite = game.favorite === true

  return (
    <div data-slot="game-grid-tile" className={cn(tileClasses, 'h-full')}>
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
        <span
          data-slot="game-grid-name"
          title={game.name}
          className={cn(
            'line-clamp-2 w-full px-1.5 pt-1.5 text-xs leading-tight font-medium break-words',
            'desktop:px-2.5 desktop:pt-2 desktop:text-sm',
          )}
        >
          {game.name}
        </span>
      </button>
      {game.tag ? (
        <span
          id={tagId}
          data-slot="game-grid-tag"
          data-variant={game.tag}
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-0 left-0 rounded-br-lg px-2 py-0.5 text-[0.625rem] font-bold tracking-wide uppercase',
            tagClasses[game.tag],
          )}
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
          className={cn(
            overlayButton,
            'top-1.5 right-1.5 size-7 rounded-full desktop:top-2 desktop:right-2 desktop:size-8',
            favorite && 'text-destructive',
          )}
        >
          <FavoriteIcon className="size-4" fill={favorite ? 'currentColor' : 'none'} />
        </button>
      ) : null}
      {onDemo && game.demo !== false ? (
        <button
          type="button"
          data-slot="game-grid-demo"
          aria-label={t('games.demo_named', { name: game.name })}
          onClick={() => onDemo(game.id)}
          style={{ top: demoTop }}
          className={cn(
            overlayButton,
            'right-1.5 h-6 rounded-full px-2 text-[0.6875rem] font-semibold',
            'desktop:right-2 desktop:h-7 desktop:px-3 desktop:text-xs',
          )}
        >
          {t('games.demo')}
        </button>
      ) : null}
    </div>
  )
})

/** Two rows of skeleton tiles of the real tiles' size (StatusPanel says it is loading). */
export function LoadingTiles({ layout, variant }: { layout: Layout; variant: GameGridVariant }) {
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
      {Array.from({ length: columns * 2 }, (_, index) => (
        <div
          key={index}
          data-slot="game-grid-skeleton"
          aria-hidden="true"
          className={cn(tileClasses, 'pointer-events-none shadow-none')}
        >
          <Skeleton className="w-full shrink-0 rounded-none" style={{ height: size.art }} />
          <Skeleton className="mx-1.5 mt-2.5 h-3 w-3/4 desktop:mx-2.5" />
        </div>
      ))}
    </div>
  )
}
