import { cva } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

export type SortOrder = 'asc' | 'desc'

/** The order of the rows: the sorted column's `key` and its direction. */
export interface RecordSort {
  field: string
  order: SortOrder
}

/** One column of a record table. */
export interface RecordColumn<Row> {
  /** Names the column; the field `onSort` is called with. */
  key: string
  /** Header text, already translated; on mobile, the label before each value. */
  label: string
  /** Alignment of the header and the cells; `end` for money. Default `start`. */
  align?: 'start' | 'center' | 'end'
  /** The header is a button that sorts by this column. */
  sortable?: boolean
  /** The cell of one row. */
  render: (row: Row) => ReactNode
}

/** A row under the rows, e.g. the sum of the amounts of every page. */
export interface RecordFooter {
  /** Text of the row's first cell, already translated (e.g. "Total"). */
  label: string
  /** Cells by column `key`; a column without one stays empty. */
  cells: Readonly<Partial<Record<string, ReactNode>>>
}

export type RecordTableStatus = 'idle' | 'loading' | 'error'

export interface RecordTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the table lists, for assistive technology (a hidden caption; the list's name on mobile). */
  caption: string
  /** The columns, in order. */
  columns: readonly RecordColumn<Row>[]
  /** The rows of `page`, already sorted. */
  rows: readonly Row[]
  /** A stable key of a row (its id or order number). */
  rowKey: (row: Row) => string | number
  /** The order of the rows; its column's header shows the direction (`aria-sort`). */
  sort?: RecordSort
  /**
   * Called from a sortable header with its column's key and the order asked
   * for: the other direction for the sorted column, `desc` for another one.
   */
  onSort?: (field: string, order: SortOrder) => void
  /** The page shown, from 1. */
  page: number
  /** Rows a page. */
  pageSize: number
  /** Rows in every page; gives the page count. */
  total: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the rows, or the empty state. */
  status: RecordTableStatus
  /** `error`: called from the retry button; without it there is no such button. */
  onRetry?: () => void
  /** Text of the empty state, already translated; a general "nothing in this period" by default. */
  emptyText?: string
  /** A row under the rows (e.g. a sum), shown when there are rows. */
  footer?: RecordFooter
  /** `desktop`: a table; `mobile`: one card a row, each value beside its label. */
  layout?: Layout
}

export const recordTableVariants = cva('flex w-full min-w-0 flex-col text-card-foreground', {
  variants: { layout: { desktop: 'gap-3', mobile: 'gap-2' } },
  defaultVariants: { layout: 'desktop' },
})

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

/** The page count of `total` rows, `pageSize` a page; at least 1. */
export function recordPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/** The order a click on `field`'s header asks for. */
export function nextSortOrder(sort: RecordSort | undefined, field: string): SortOrder {
  return sort?.field === field && sort.order === 'desc' ? 'asc' : 'desc'
}

/**
 * A page of records: sortable headers, previous / next pages, skeleton rows
 * while loading, an error with retry, an empty state and an optional sum row.
 * On mobile each row is a card of label: value pairs, with the sort as a row
 * of buttons. Props in, callbacks out: the caller sorts, pages and fetches.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  page,
  pageSize,
  total,
  onPage,
  status,
  onRetry,
  emptyText,
  footer,
  layout = 'desktop',
  className,
  ...props
}: RecordTableProps<Row>) {
  const { t } = useText()
  const pages = recordPageCount(total, pageSize)
  const empty = status === 'idle' && rows.length === 0
  const state = status === 'idle' ? (empty ? 'empty' : 'ready') : status
  const sortable = onSort ? columns.filter((column) => column.sortable) : []
  const sortBy = (field: string) => onSort?.(field, nextSortOrder(sort, field))

  return (
    <div
      data-slot="record-table"
      data-layout={layout}
      data-state={state}
      className={cn(recordTableVariants({ layout }), className)}
      {...props}
    >
      {status === 'loading' ? (
        <span role="status" className="sr-only">
          {t('fund.loading')}
        </span>
      ) : null}

      {status === 'error' ? (
        <StatusMessage
          slot="record-table"
          layout={layout}
          tone="error"
          title={t('fund.error_title')}
          body={t('fund.error')}
          action={
            onRetry ? (
              <Button data-slot="record-table-retry" onClick={onRetry}>
                {t('fund.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : empty ? (
        <StatusMessage
          slot="record-table"
          layout={layout}
          tone="empty"
          title={t('fund.empty_title')}
          body={emptyText ?? t('fund.empty')}
        />
      ) : layout === 'mobile' ? (
        <>
          {sortable.length > 0 && status === 'idle' ? (
            <div
              role="group"
              aria-label={t('fund.sort_by')}
              data-slot="record-table-sort-bar"
              className="flex flex-wrap items-center gap-1.5"
            >
              <span aria-hidden="true" className="text-xs text-muted-foreground">
                {t('fund.sort_by')}
              </span>
              {sortable.map((column) => {
                const order = sort?.field === column.key ? sort.order : undefined
                return (
                  <Button
                    key={column.key}
                    data-slot="record-table-sort"
                    data-state={order ?? 'none'}
                    variant={order ? 'primary' : 'outline'}
                    size="sm"
                    aria-pressed={Boolean(order)}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                    <SortIcon order={order} />
                  </Button>
                )
              })}
            </div>
          ) : null}
          <ul
            data-slot="record-table-cards"
            aria-label={caption}
            aria-busy={status === 'loading' || undefined}
            className="flex flex-col gap-2"
          >
            {status === 'loading'
              ? Array.from({ length: 3 }, (_, index) => (
                  <li
                    key={index}
                    data-slot="record-table-card-skeleton"
                    className="flex flex-col gap-2 rounded-xl border bg-card p-3"
                  >
                    {columns.map((column) => (
                      <div key={column.key} className="flex justify-between gap-3">
                        <Skeleton className="h-3.5 w-20" />
                        <Skeleton className="h-3.5 w-28" />
                      </div>
                    ))}
                  </li>
                ))
              : rows.map((row) => (
                  <li key={rowKey(row)} data-slot="record-table-card" className="rounded-xl border bg-card px-3 py-2.5">
                    <CardFields columns={columns} value={(column) => column.render(row)} />
                  </li>
                ))}
            {footer && status === 'idle' ? (
              <li data-slot="record-table-card-footer" className="rounded-xl border-2 bg-card px-3 py-2.5">
                <p className="mb-1 text-sm font-semibold text-foreground">{footer.label}</p>
                <CardFields
                  columns={columns.filter((column) => footer.cells[column.key] !== undefined)}
                  value={(column) => footer.cells[column.key]}
                />
              </li>
            ) : null}
          </ul>
        </>
      ) : (
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
                  const canSort = Boolean(onSort && column.sortable)
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
      )}

      {status === 'idle' && !empty ? (
        <nav
          data-slot="record-table-pager"
          aria-label={t('fund.pages')}
          className={cn('flex items-center gap-2', layout === 'desktop' ? 'justify-end' : 'justify-between')}
        >
          <Button
            data-slot="record-table-prev"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('fund.prev_page')}
          </Button>
          <span
            data-slot="record-table-page"
            aria-live="polite"
            className="min-w-24 text-center text-sm text-muted-foreground tabular-nums"
          >
            {t('fund.page', { page, pages })}
          </span>
          <Button
            data-slot="record-table-next"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('fund.next_page')}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

function CardFields<Row>({
  columns,
  value,
}: {
  columns: readonly RecordColumn<Row>[]
  value: (column: RecordColumn<Row>) => ReactNode
}) {
  return (
    <dl data-slot="record-table-fields" className="flex flex-col gap-1">
      {columns.map((column) => (
        <div key={column.key} data-key={column.key} className="flex items-baseline justify-between gap-3">
          <dt className="shrink-0 text-xs text-muted-foreground">{column.label}</dt>
          <dd className="min-w-0 text-right text-sm break-words text-foreground">{value(column)}</dd>
        </div>
      ))}
    </dl>
  )
}

function SortIcon({ order }: { order: SortOrder | undefined }) {
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
