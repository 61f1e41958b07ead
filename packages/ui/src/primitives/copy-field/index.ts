export { CopyField, useCopy, type CopyFieldProps, type CopyState } from './copy-field.tsx'
