export {
  RecommendProjectPanel,
  recommendProjectPanelVariants,
  type RecommendCopyTarget,
  type RecommendProjectPanelProps,
  type RecommendRuleView,
  type RecommendTotalsView,
} from './recommend-project-panel.tsx'
