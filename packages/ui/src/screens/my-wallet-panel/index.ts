export {
  MAIN_WALLET,
  MyWalletPanel,
  myWalletPanelVariants,
  type MyWalletEntry,
  type MyWalletPanelProps,
  type WalletTransferRequest,
} from './my-wallet-panel.tsx'
