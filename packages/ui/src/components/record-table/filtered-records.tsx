import { useState } from 'react'
import { FilterSelect, RecordFilters } from './record-filters.tsx'
import type { RecordRange } from './record-range.ts'
import { RecordTable } from './record-table.tsx'
import type { RecordTableProps } from './record-table-types.ts'

export interface FilteredRecordsProps<Row, Value extends string> extends Omit<
  RecordTableProps<Row>,
  'onSearch' | 'onSubmit'
> {
  /** The select's label, already translated (e.g. "Status"). */
  filterLabel: string
  /** The choices, each with its text already translated; the first is the "all" choice. */
  filterOptions: readonly { value: Value; label: string }[]
  /** The caller's choice: the select starts from it and follows it; one not among the options shows the first. */
  filterValue: Value
  /** The range of the rows shown: the date inputs start from it and follow it. */
  range: RecordRange
  /** Called from Search with the choice and the range, once the dates pass `siteDayRange`. */
  onSearch: (value: Value, range: RecordRange) => void
  /** A search is running: Search waits. */
  searching?: boolean
}

/**
 * A record list filtered by one choice and two dates (the DW record's status, the transaction record's type): the
 * `RecordFilters` form with a `FilterSelect`, then a `RecordTable`.
 *
 * Contract
 * - MUST keep the choice a person makes until Search, and give `onSearch` the choice with the checked range.
 * - MUST follow `filterValue` when the caller's filter changes (a reset, a search elsewhere), and show the first
 *   option for a value the options lack (a status of another tab).
 * - MUST render the form and the table as siblings (no wrapper): the caller's panel lays them out.
 * - MUST NOT fetch, sort or page: the table's props go to `RecordTable` as they are.
 */
export function FilteredRecords<Row, Value extends string>({
  filterLabel,
  filterOptions,
  filterValue,
  range,
  onSearch,
  searching = false,
  ...table
}: FilteredRecordsProps<Row, Value>) {
  const known = (value: Value) =>
    filterOptions.some((option) => option.value === value) ? value : (filterOptions[0]?.value ?? value)
  const [picked, setPicked] = useState(known(filterValue))
  const [shown, setShown] = useState(filterValue)
  // A new filter from the caller replaces the choice not searched yet.
  if (shown !== filterValue) {
    setShown(filterValue)
    setPicked(known(filterValue))
  }

  return (
    <>
      <RecordFilters range={range} searching={searching} onSearch={(checked) => onSearch(picked, checked)}>
        <FilterSelect label={filterLabel} value={picked} onChange={setPicked} options={filterOptions} />
      </RecordFilters>
      <RecordTable {...table} />
    </>
  )
}
