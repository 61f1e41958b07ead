export {
  BankAccountPanel,
  bankAccountPanelVariants,
  type BankAccountForm,
  type BankAccountFormField,
  type BankAccountPanelProps,
  type BankAccountView,
  type BankView,
} from './bank-account-panel.tsx'
