export {
  PromotionPanel,
  promotionPanelVariants,
  type PromotionCopyTarget,
  type PromotionPanelProps,
} from './promotion-panel.tsx'
