export { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field.tsx'
