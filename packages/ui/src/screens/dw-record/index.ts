export {
  DwRecord,
  type DwFilter,
  type DwKind,
  type DwRecordProps,
  type DwRecordView,
  type DwSortField,
  type DwStatus,
  type DwStatusFilter,
} from './dw-record.tsx'
export {
  StatusBadge,
  statusBadgeVariants,
  ToneBadge,
  type BadgeTone,
  type StatusBadgeProps,
  type ToneBadgeProps,
} from '../../components/status-badge/status-badge.tsx'
