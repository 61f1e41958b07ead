export { CaptchaField, type CaptchaFieldProps, type CaptchaProps } from './captcha-field.tsx'
