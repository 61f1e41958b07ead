export { AccountNameField } from './account-name-field.tsx'
