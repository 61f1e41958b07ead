import { cn } from '../../lib/cn.ts'
import type { SortOrder } from './record-table-types.ts'
import { SortAscendingIcon, SortDescendingIcon, SortIcon as SortBothIcon } from '../../primitives/icon/icon.tsx'

/** The arrow of a sortable header: up (asc), down (desc), or both, faded, while the column is not the sort. */
export function SortIcon({ order }: { order: SortOrder | undefined }) {
  const Glyph = order === 'asc' ? SortAscendingIcon : order === 'desc' ? SortDescendingIcon : SortBothIcon
  return (
    <Glyph
      data-slot="record-table-sort-icon"
      strokeWidth={2.25}
      className={cn('size-3.5 shrink-0', order ? 'opacity-100' : 'opacity-40')}
    />
  )
}
