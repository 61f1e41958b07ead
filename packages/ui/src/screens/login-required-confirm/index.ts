export { LoginRequiredConfirm, type LoginReason, type LoginRequiredConfirmProps } from './login-required-confirm.tsx'
