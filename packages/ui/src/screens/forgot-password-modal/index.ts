export {
  ForgotPasswordModal,
  forgotPasswordActionsVariants,
  type ForgotPasswordModalProps,
  type ForgotPasswordRequest,
  type ForgotPasswordReset,
  type ForgotPasswordStep,
} from './forgot-password-modal.tsx'
