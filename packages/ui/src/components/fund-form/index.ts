export {
  FundFormActions,
  FundPasswordField,
  type FundFormActionsProps,
  type FundPasswordFieldProps,
} from './fund-form.tsx'
