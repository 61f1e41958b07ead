import { cn } from '../../lib/cn.ts'
import type { SortOrder } from './record-table-types.ts'

/** The arrow of a sortable header: up (asc), down (desc), or both, faded, while the column is not the sort. */
export function SortIcon({ order }: { order: SortOrder | undefined }) {
  return (
    <svg
      data-slot="record-table-sort-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-3.5 shrink-0', order ? 'opacity-100' : 'opacity-40')}
    >
      {order === 'asc' ? (
        <path d="m7 14 5-5 5 5" />
      ) : order === 'desc' ? (
        <path d="m7 10 5 5 5-5" />
      ) : (
        <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />
      )}
    </svg>
  )
}
