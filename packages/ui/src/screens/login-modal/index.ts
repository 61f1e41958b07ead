export { LoginModal, loginModalBodyVariants, type LoginContentItem, type LoginModalProps } from './login-modal.tsx'
export type { CaptchaImage, ServerFieldErrors } from '../../primitives/field/field.tsx'
