export { RealityCheckDialog, type RealityCheckDialogProps } from './reality-check-dialog.tsx'
