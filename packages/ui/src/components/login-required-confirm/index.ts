export { LoginRequiredConfirm, type LoginRequiredConfirmProps } from './login-required-confirm.tsx'
