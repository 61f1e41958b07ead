export {
  SetNewPasswordModal,
  setNewPasswordActionsVariants,
  type ChangePasswordForm,
  type SetNewPasswordModalProps,
} from './set-new-password-modal.tsx'
