export {
  withdrawalBlock,
  WithdrawalPanel,
  withdrawalPanelVariants,
  type WithdrawalBlock,
  type WithdrawalPanelProps,
  type WithdrawalRequest,
  type WithdrawInfoView,
} from './withdrawal-panel.tsx'
