export {
  BankAccountPanel,
  bankAccountPanelVariants,
  type BankAccountForm,
  type BankAccountPanelProps,
  type BankAccountView,
  type BankView,
} from './bank-account-panel.tsx'
