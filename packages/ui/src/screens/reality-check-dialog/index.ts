export { RealityCheckDialog, type RealityCheckDialogProps } from './reality-check-dialog.tsx'
export { realityCheckWords, type RealityCheckFacts, type RealityCheckWords } from './reality-check-words.ts'
