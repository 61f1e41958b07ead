export { LoginModal, loginModalBodyVariants, type LoginContentItem, type LoginModalProps } from './login-modal.tsx'
export type { CaptchaImage, ServerFieldErrors } from './account-form.tsx'
