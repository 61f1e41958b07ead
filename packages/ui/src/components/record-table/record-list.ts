import { RECORD_PAGE_SIZE } from '@lobby/domain'
import type { RecordRange } from './record-range.ts'
import type { RecordPageProps, SortOrder } from './record-table-types.ts'

/**
 * A screen's props split in two: the paging and load (`RecordPageProps`, to spread on its `RecordTable`) and the
 * rest (its own props and the section's). `pageSize` is `RECORD_PAGE_SIZE` when the caller leaves it out.
 */
export function splitRecordPage<Props extends Omit<RecordPageProps, 'pageSize'> & { pageSize?: number }>({
  status,
  onRetry,
  total,
  page,
  pageSize = RECORD_PAGE_SIZE,
  onPage,
  ...rest
}: Props): [RecordPageProps, Omit<Props, keyof RecordPageProps>] {
  return [{ status, onRetry, total, page, pageSize, onPage }, rest]
}

/** How a member's record list shows money and time. */
export interface RecordFormatProps {
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
}

/** The order of a list by one of its sortable columns. */
export interface RecordListSort<SortField extends string> {
  field: SortField
  order: SortOrder
}

/**
 * A record list with a filter form and sortable headers (the DW record, the transaction record): the page and load
 * of `RecordPageProps`, the filter the form searches with, and the order.
 */
export interface RecordListProps<Filter extends RecordRange, SortField extends string> extends Omit<
  RecordPageProps,
  'pageSize'
> {
  /** Rows a page; `RECORD_PAGE_SIZE` by default. */
  pageSize?: number
  /** The filter of the rows shown: the form starts from it and follows it when it changes. */
  filter: Filter
  /** Called from Search once the dates pass `siteDayRange`. */
  onSearch: (filter: Filter) => void
  /** The order of the rows. */
  sort: RecordListSort<SortField>
  /** Called from a sortable header with the order asked for (the other direction, or `desc` for a new column). */
  onSort: (field: SortField, order: SortOrder) => void
  /** A search is running: Search waits. */
  searching?: boolean
}

/** The columns a member's money records sort by: the time (`created_at`) and the amount. */
export type TimeAmountSortField = 'created_at' | 'amount'
export const TIME_AMOUNT_SORT_FIELDS: readonly TimeAmountSortField[] = ['created_at', 'amount']

/** `RecordTable`'s `onSort` for a list sortable by `fields` only: a header of another column is ignored. */
export function sortByFields<SortField extends string>(
  fields: readonly SortField[],
  onSort: (field: SortField, order: SortOrder) => void,
): (field: string, order: SortOrder) => void {
  return (field, order) => {
    const known = fields.find((value) => value === field)
    if (known) onSort(known, order)
  }
}
