export { ForceStopGameWarning, type ForceStopGameWarningProps } from './force-stop-game-warning.tsx'
