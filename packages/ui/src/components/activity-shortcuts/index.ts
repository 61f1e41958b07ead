export { ActivityShortcuts, type ActivityShortcutsProps } from './activity-shortcuts.tsx'
