import type { ComponentProps, ReactNode } from 'react'

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

/** The load and paging of a record list the caller fetches: what a screen hands its `RecordTable` as it is. */
export interface RecordPageProps {
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the rows, or the empty state. */
  status: RecordTableStatus
  /** `error`: called from the retry button; without it there is no such button. */
  onRetry?: () => void
  /** Rows in every page (`total_count`); gives the page count. */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Rows a page. */
  pageSize: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
}

export interface RecordTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'>, RecordPageProps {
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
  /** Text of the empty state, already translated; a general "nothing in this period" by default. */
  emptyText?: string
  /** A row under the rows (e.g. a sum), shown when there are rows. */
  footer?: RecordFooter
}

/** The page count of `total` rows, `pageSize` a page; at least 1. */
export function recordPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/** The order a click on `field`'s header asks for. */
export function nextSortOrder(sort: RecordSort | undefined, field: string): SortOrder {
  return sort?.field === field && sort.order === 'desc' ? 'asc' : 'desc'
}
