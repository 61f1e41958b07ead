export { AgeGateDialog, type AgeGateDialogProps } from './age-gate-dialog.tsx'
