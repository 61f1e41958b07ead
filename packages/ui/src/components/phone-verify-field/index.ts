export { PhoneVerifyField, type PhoneVerifyFieldProps } from './phone-verify-field.tsx'
