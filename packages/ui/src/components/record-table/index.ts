export {
  nextSortOrder,
  RecordTable,
  recordPageCount,
  recordTableVariants,
  type RecordColumn,
  type RecordFooter,
  type RecordSort,
  type RecordTableProps,
  type RecordTableStatus,
  type SortOrder,
} from './record-table.tsx'
export {
  FilterSelect,
  RecordFilters,
  selectClassName,
  type FilterSelectProps,
  type RecordFiltersProps,
  type RecordRange,
} from './record-filters.tsx'
export { RecordPanel, recordPanelVariants, type RecordPanelProps } from './record-panel.tsx'
