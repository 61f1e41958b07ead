export {
  WalletList,
  walletListVariants,
  type WalletListEntry,
  type WalletListProps,
  type WalletPullState,
  type WalletPullStatus,
} from './wallet-list.tsx'
