export {
  DownlinePanel,
  downlinePanelVariants,
  type DownlineMemberView,
  type DownlinePanelProps,
  type DownlineTreeState,
  type DownlineView,
} from './downline-panel.tsx'
export { levelName, type LevelNames } from '../../lib/level-name.ts'
