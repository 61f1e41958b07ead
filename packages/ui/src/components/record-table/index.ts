export { RecordTable, recordTableVariants } from './record-table.tsx'
export {
  nextSortOrder,
  recordPageCount,
  type RecordColumn,
  type RecordFooter,
  type RecordPageProps,
  type RecordSort,
  type RecordTableProps,
  type RecordTableStatus,
  type SortOrder,
} from './record-table-types.ts'
export {
  FilterSelect,
  rangeFormGridClassName,
  rangeFormSubmitClassName,
  RecordFilters,
  type FilterSelectProps,
  type RecordFiltersProps,
} from './record-filters.tsx'
export { useRangeDates, type RangeDates, type RecordRange } from './record-range.ts'
export { RangeDateFields, type RangeDateFieldsProps } from './range-date-fields.tsx'
export { RecordPanel, recordPanelVariants, type RecordPanelProps } from './record-panel.tsx'
export {
  sortByFields,
  splitRecordPage,
  TIME_AMOUNT_SORT_FIELDS,
  type RecordFormatProps,
  type RecordListProps,
  type RecordListSort,
  type TimeAmountSortField,
} from './record-list.ts'
export { accountColumn, memberColumns, moneyColumn, RecordTime, timeColumn } from './record-columns.tsx'
export { FilteredRecords, type FilteredRecordsProps } from './filtered-records.tsx'
export { SearchableRecords, type SearchableRecordsProps } from './searchable-records.tsx'
