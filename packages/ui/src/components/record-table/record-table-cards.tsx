import type { ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { SortIcon } from './sort-icon.tsx'
import type { RecordColumn, RecordFooter, RecordSort, RecordTableStatus } from './record-table-types.ts'

export interface RecordCardsProps<Row> {
  caption: string
  columns: readonly RecordColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  sort?: RecordSort
  /** The columns a person can sort by (empty: no sort bar). */
  sortable: readonly RecordColumn<Row>[]
  sortBy: (field: string) => void
  status: Exclude<RecordTableStatus, 'error'>
  footer?: RecordFooter
}

/** The mobile record table: the sort as a row of buttons, then one card a row, each value beside its label. */
export function RecordCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  sortable,
  sortBy,
  status,
  footer,
}: RecordCardsProps<Row>) {
  const { t } = useText()
  return (
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
