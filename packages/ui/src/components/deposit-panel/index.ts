export {
  channelCardVariants,
  DepositPanel,
  depositPanelVariants,
  Notice,
  quickAmountVariants,
  stepAmounts,
  type DepositChannelKind,
  type DepositChannelView,
  type DepositOrderView,
  type DepositPanelProps,
  type DepositRequest,
} from './deposit-panel.tsx'
export { AmountField, amountMessage, minorToInput, type AmountFieldProps, type AmountLimits } from './amount-field.tsx'
