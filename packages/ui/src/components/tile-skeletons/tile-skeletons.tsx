import type { ClassValue } from 'clsx'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export interface TileSkeletonsProps {
  /** Tiles a row: two rows of them are drawn. */
  columns: number
  /** The grid's classes: the same as the loaded tiles' grid, so nothing moves when they arrive. */
  gridClassName: string
  /** A loaded tile's classes (border, radius, padding); the shadow is dropped and the tile ignores the pointer. */
  tileClassName: ClassValue
  /** What one tile holds: its `Skeleton` parts, in the loaded tile's layout. */
  children: ReactNode
}

/**
 * Two rows of placeholder tiles in a tile grid's own grid, while its tiles load (the provider grid, the game hall).
 *
 * Contract
 * - MUST draw `columns` × 2 tiles in `gridClassName`, each `tileClassName` without its shadow, so the loaded tiles
 *   take the same room.
 * - MUST be hidden from assistive technology (each tile `aria-hidden`): the caller's status panel announces the
 *   loading.
 * - Slots `tile-skeletons` (the grid) and `tile-skeleton` (a tile).
 */
export function TileSkeletons({ columns, gridClassName, tileClassName, children }: TileSkeletonsProps) {
  return (
    <div data-slot="tile-skeletons" className={gridClassName}>
      {Array.from({ length: columns * 2 }, (_, index) => (
        <div
          key={index}
          data-slot="tile-skeleton"
          aria-hidden="true"
          className={cn(tileClassName, 'pointer-events-none shadow-none')}
        >
          {children}
        </div>
      ))}
    </div>
  )
}
