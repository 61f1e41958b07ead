export { Flag, type FlagCode, type FlagProps } from './flags.tsx'
export { LanguageSelect, type LanguageSelectProps } from './language-select.tsx'
