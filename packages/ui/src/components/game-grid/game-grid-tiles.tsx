import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import type { GameGridVariant } from './game-grid-types.ts'
import { GAME_GRID_COLUMNS, GAME_TILE_SIZE, TileList, tileClasses, type TileListBaseProps } from './game-grid-tile.tsx'

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN_ROWS = 3

interface VirtualTilesProps extends TileListBaseProps {
  /** The scroll area's maximum height; none: it fills its flex parent (`fill`). */
  maxHeight: number | string | undefined
  /** Scrolls back to the top when it changes (a new search). */
  resetKey: string
}

/** The tiles in rows virtualised against the grid's own scroll area. */
export function VirtualTiles({ maxHeight, resetKey, ...tiles }: VirtualTilesProps) {
  const { games, layout, variant } = tiles
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

  return (
    <div
      ref={scrollRef}
      data-slot="game-grid-viewport"
      style={maxHeight === undefined ? undefined : { maxHeight }}
      className={cn('-m-1 overflow-y-auto overscroll-y-contain p-1', maxHeight === undefined && 'min-h-0 flex-1')}
    >
      <TileList {...tiles} from={firstRow * columns} to={(lastRow + 1) * columns} height={virtualizer.getTotalSize()} />
    </div>
  )
}

/**
 * Every tile, for a grid that grows with its rows and lets the page scroll
 * (`maxHeight="none"`: a lobby section, a hall's hot games). No virtualiser:
 * there is no scroll area of its own to virtualise against, and measuring one
 * forced a style and layout pass per grid while the lobby booted (issue 23).
 */
export function AllTiles(tiles: TileListBaseProps) {
  const { games, layout, variant } = tiles
  const size = GAME_TILE_SIZE[variant][layout]
  return (
    <div data-slot="game-grid-viewport" className="-m-1 p-1">
      <TileList
        {...tiles}
        from={0}
        to={games.length}
        // Sized as the virtualiser sizes its list (a gap after every row), so both grids end alike.
        height={Math.ceil(games.length / GAME_GRID_COLUMNS[variant][layout]) * (size.tile + size.gap)}
      />
    </div>
  )
}

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
