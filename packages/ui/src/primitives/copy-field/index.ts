export { CopyField, useCopy, type CopyFieldProps, type CopyState } from './copy-field.tsx'
export { QrDownload, ShareBlock, type ShareBlockProps, type ShareQr } from './share-block.tsx'
