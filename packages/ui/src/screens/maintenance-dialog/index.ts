export { formatMaintenanceInterval, MaintenanceDialog, type MaintenanceDialogProps } from './maintenance-dialog.tsx'
