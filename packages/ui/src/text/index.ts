export { createTranslator, type Catalogue, type TextParams, type Translate } from './create-translator.ts'
export { TextProvider, useText, type TextContextValue, type TextProviderProps } from './text-provider.tsx'
