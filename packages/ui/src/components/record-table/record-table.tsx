import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Pagination } from '../../primitives/pagination/pagination.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { RecordCards } from './record-table-cards.tsx'
import { RecordGrid } from './record-table-grid.tsx'
import { nextSortOrder, recordPageCount, type RecordTableProps } from './record-table-types.ts'

// Callers that import the table from this file get its types and helpers here too.
export * from './record-table-types.ts'

export const recordTableVariants = cva('flex w-full min-w-0 flex-col gap-2 text-card-foreground desktop:gap-3')

/**
 * A page of records: sortable headers, previous / next pages, skeleton rows
 * while loading, an error with retry, an empty state and an optional sum row.
 * On mobile each row is a card of label: value pairs, with the sort as a row
 * of buttons (the markup differs, so it reads `useLayout()`). Props in,
 * callbacks out: the caller sorts, pages and fetches.
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
  className,
  ...props
}: RecordTableProps<Row>) {
  const { t } = useText()
  const layout = useLayout()
  const empty = status === 'idle' && rows.length === 0
  const state = status === 'idle' ? (empty ? 'empty' : 'ready') : status
  const sortBy = (field: string) => onSort?.(field, nextSortOrder(sort, field))

  return (
    <div data-slot="record-table" data-state={state} className={cn(recordTableVariants(), className)} {...props}>
      {status === 'loading' ? (
        <span role="status" className="sr-only">
          {t('fund.loading')}
        </span>
      ) : null}

      {status === 'error' ? (
        <StatusMessage
          tone="error"
          title={t('fund.error_title')}
          body={t('fund.error')}
          action={onRetry ? <Button onClick={onRetry}>{t('fund.retry')}</Button> : undefined}
        />
      ) : empty ? (
        <StatusMessage tone="empty" title={t('fund.empty_title')} body={emptyText ?? t('fund.empty')} />
      ) : layout === 'mobile' ? (
        <RecordCards
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          sortable={onSort ? columns.filter((column) => column.sortable) : []}
          sortBy={sortBy}
          status={status}
          footer={footer}
        />
      ) : (
        <RecordGrid
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          sortEnabled={Boolean(onSort)}
          sortBy={sortBy}
          pageSize={pageSize}
          status={status}
          footer={footer}
        />
      )}

      {status === 'idle' && !empty ? (
        <Pagination
          aria-label={t('fund.pages')}
          page={page}
          pageCount={recordPageCount(total, pageSize)}
          onPage={onPage}
          className="justify-between desktop:justify-end"
        />
      ) : null}
    </div>
  )
}
