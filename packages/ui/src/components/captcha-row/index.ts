export { CaptchaRow, type CaptchaRowProps } from './captcha-row.tsx'
