export {
  channelCardVariants,
  DepositPanel,
  depositPanelVariants,
  quickAmountVariants,
  stepAmounts,
  type DepositChannelKind,
  type DepositChannelView,
  type DepositOrderView,
  type DepositPanelProps,
  type DepositRequest,
} from './deposit-panel.tsx'
export {
  AmountField,
  amountMessage,
  minorToInput,
  type AmountFieldProps,
  type AmountLimits,
} from '../../components/amount-field/amount-field.tsx'
export { Notice } from '../../components/notice/notice.tsx'
