import { memo, useId, type CSSProperties } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
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

/** How far above the art's bottom edge the Demo button sits, per layout (px). */
const DEMO_LIFT = { desktop: 34, mobile: 28 } as const satisfies Record<Layout, number>

export const tileClasses = [
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

/** What a list of tiles needs besides which of them to show. */
export interface TileListBaseProps {
  games: readonly GameTile[]
  /** How many tiles a row holds and their size (the markup differs per layout, not just the styles). */
  layout: Layout
  variant: GameGridVariant
  onPlay: (id: string) => void
  onToggleFavorite: ((id: string, next: boolean) => void) | undefined
  onDemo: ((id: string) => void) | undefined
  /** Whether the first row's pictures load at once. */
  eagerFirstRow: boolean
}

interface TileListProps extends TileListBaseProps {
  /** The first game shown (its index in `games`) and the one after the last. */
  from: number
  to: number
  /** The whole list's height, a gap after every row (when only part of it is shown, rows above `from` are padding). */
  height: number
}

/** The tiles `from`..`to` in the grid's rows, each with its place in the whole list for assistive technology. */
export function TileList({
  games,
  from,
  to,
  height,
  layout,
  variant,
  onPlay,
  onToggleFavorite,
  onDemo,
  eagerFirstRow,
}: TileListProps) {
  const { t } = useText()
  const columns = GAME_GRID_COLUMNS[variant][layout]
  const size = GAME_TILE_SIZE[variant][layout]
  const listStyle: CSSProperties = {
    height,
    paddingTop: (from / columns) * (size.tile + size.gap),
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridAutoRows: size.tile,
    rowGap: size.gap,
    columnGap: size.gap,
  }

  return (
    <ul data-slot="game-grid-list" className="grid content-start" style={listStyle}>
      {games.slice(from, to).map((game, offset) => {
        const index = from + offset
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
              eager={eagerFirstRow && index < columns}
              tagLabel={game.tag ? t(`lobby.tag_${game.tag}`) : undefined}
              onPlay={onPlay}
              onToggleFavorite={onToggleFavorite}
              onDemo={onDemo}
            />
          </li>
        )
      })}
    </ul>
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
