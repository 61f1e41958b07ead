export {
  OperationReport,
  operationReportVariants,
  type OperationReportMode,
  type OperationReportProps,
  type OperationReportView,
  type OperationRowView,
} from './operation-report.tsx'
export {
  presetRange,
  RANGE_PRESETS,
  ReportRangeForm,
  type ReportRangeError,
  type RangePreset,
  type ReportRangeFormProps,
} from './report-range-form.tsx'
export { NetAmount, netSign, type NetAmountProps, type NetSign } from '../../components/net-amount/net-amount.tsx'
