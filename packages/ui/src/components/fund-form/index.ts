export {
  FundFormActions,
  WithdrawPasswordField,
  type FundFormActionsProps,
  type WithdrawPasswordFieldProps,
} from './fund-form.tsx'
