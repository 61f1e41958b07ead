export { LoginModal, loginModalBodyVariants, type LoginContentItem, type LoginModalProps } from './login-modal.tsx'
export type { CaptchaImage } from '../../lib/captcha.ts'
export type { ServerFieldErrors } from '../../lib/use-account-form.ts'
