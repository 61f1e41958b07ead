import type { ReactNode } from 'react'
import { SearchForm } from '../../primitives/search-form/search-form.tsx'
import { RecordTable } from './record-table.tsx'
import type { RecordColumn, RecordPageProps } from './record-table-types.ts'

export interface SearchableRecordsProps<Row> extends RecordPageProps {
  /** The search landmark's name, already translated (e.g. "Search your downline"). */
  searchLabel: string
  /** The search input's label, already translated (e.g. "Search by account"). */
  fieldLabel: string
  /** The search in effect; `''` for none. The input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
  /** The line over the rows once they are loaded, already translated (e.g. "Total members: 46"). */
  totalText: ReactNode
  /** What the table lists, for assistive technology. */
  caption: string
  /** The columns, in order. */
  columns: readonly RecordColumn<Row>[]
  /** The rows of `page` matching `keyword`. */
  rows: readonly Row[]
  /** A stable key of a row. */
  rowKey: (row: Row) => string | number
  /** The empty state's text: say the keyword when a search found nothing. */
  emptyText: string
}

/**
 * A record list searched by one text (an account): `SearchForm`, the count of what matches, then a `RecordTable`
 * with its pages (the downline list, the invited friends).
 *
 * Contract
 * - MUST render the three parts as siblings (no wrapper): the caller's panel lays them out with its own gap.
 * - MUST show the count line (`searchable-records-total`) only while `status` is `idle`, never over skeleton rows
 *   or an error.
 * - MUST hand `onSearch` what `SearchForm` gives (the trimmed text, `''` from Clear), and `RecordTable` the page
 *   and load as they are.
 * - MUST NOT fetch, filter or page the rows itself: the caller does, with `keyword` and `page`.
 */
export function SearchableRecords<Row>({
  searchLabel,
  fieldLabel,
  keyword,
  onSearch,
  totalText,
  ...table
}: SearchableRecordsProps<Row>) {
  return (
    <>
      <SearchForm label={searchLabel} fieldLabel={fieldLabel} keyword={keyword} onSearch={onSearch} />
      {table.status === 'idle' ? (
        <p data-slot="searchable-records-total" className="text-sm text-muted-foreground tabular-nums">
          {totalText}
        </p>
      ) : null}
      <RecordTable {...table} />
    </>
  )
}
