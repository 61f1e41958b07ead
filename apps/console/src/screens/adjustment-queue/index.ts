export { AdjustmentQueue, type AdjustmentQueueProps } from './adjustment-queue.tsx'
export { ADJUSTMENT_STATUS_FILTERS, type AdjustmentFilter, type AdjustmentStatusFilter } from './adjustment-filters.tsx'
export { AdjustmentRejectDialog, type AdjustmentRejectDialogProps } from './adjustment-reject-dialog.tsx'
