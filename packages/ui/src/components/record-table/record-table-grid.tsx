import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { SortIcon } from './sort-icon.tsx'
import type { RecordColumn, RecordFooter, RecordSort, RecordTableStatus } from './record-table-types.ts'

const cellVariants = cva('px-3 py-2.5 align-middle', {
  variants: {
    align: { start: 'text-start', center: 'text-center', end: 'text-end tabular-nums' },
    part: {
      head: 'bg-muted text-xs font-semibold whitespace-nowrap text-muted-foreground',
      body: 'text-sm text-foreground',
      foot: 'bg-card text-sm font-semibold text-foreground',
    },
  },
  defaultVariants: { align: 'start', part: 'body' },
})

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

export interface RecordGridProps<Row> {
  caption: string
  columns: readonly RecordColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  sort?: RecordSort
  /** The caller sorts: the headers of sortable columns are buttons. */
  sortEnabled: boolean
  sortBy: (field: string) => void
  pageSize: number
  status: Exclude<RecordTableStatus, 'error'>
  footer?: RecordFooter
}

/** The desktop record table: a table with sortable headers (`aria-sort`), skeleton rows and an optional sum row. */
export function RecordGrid<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  sortEnabled,
  sortBy,
  pageSize,
  status,
  footer,
}: RecordGridProps<Row>) {
  return (
    <div data-slot="record-table-scroll" className="overflow-x-auto rounded-xl border bg-card">
      <table
        data-slot="record-table-table"
        aria-busy={status === 'loading' || undefined}
        className="w-full border-collapse"
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            {columns.map((column) => {
              const order = sort?.field === column.key ? sort.order : undefined
              const canSort = sortEnabled && Boolean(column.sortable)
              return (
                <th
                  key={column.key}
                  scope="col"
                  data-slot="record-table-head"
                  data-key={column.key}
                  aria-sort={canSort ? (order ? ARIA_SORT[order] : 'none') : undefined}
                  className={cellVariants({ align: column.align, part: 'head' })}
                >
                  {canSort ? (
                    <button
                      type="button"
                      data-slot="record-table-sort"
                      data-state={order ?? 'none'}
                      onClick={() => sortBy(column.key)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-sm font-semibold outline-none',
                        'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                        order && 'text-foreground',
                      )}
                    >
                      {column.label}
                      <SortIcon order={order} />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y">
          {status === 'loading'
            ? Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                <tr key={index} data-slot="record-table-skeleton">
                  {columns.map((column) => (
                    <td key={column.key} className={cellVariants({ align: column.align })}>
                      <Skeleton className={cn('h-4 w-20', column.align === 'end' && 'ml-auto')} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} data-slot="record-table-row" className="hover:bg-muted/50">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-slot="record-table-cell"
                      data-key={column.key}
                      className={cellVariants({ align: column.align })}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
        {footer && status === 'idle' ? (
          <tfoot data-slot="record-table-footer" className="border-t-2">
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className={cellVariants({ align: column.align, part: 'foot' })}>
                    {footer.label}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    data-slot="record-table-footer-cell"
                    data-key={column.key}
                    className={cellVariants({ align: column.align, part: 'foot' })}
                  >
                    {footer.cells[column.key]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
