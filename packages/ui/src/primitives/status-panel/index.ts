export { StatusPanel, StatusPanelSkeleton, type PanelStatus, type StatusPanelProps } from './status-panel.tsx'
