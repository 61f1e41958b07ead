export { AdjustmentRequestDialog, type AdjustmentRequestDialogProps } from './adjustment-request-dialog.tsx'
