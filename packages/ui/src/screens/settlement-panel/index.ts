export {
  formatPeriod,
  SettlementPanel,
  settlementPanelVariants,
  settlementState,
  type SettlementPanelProps,
  type SettlementState,
  type SettlementView,
} from './settlement-panel.tsx'
