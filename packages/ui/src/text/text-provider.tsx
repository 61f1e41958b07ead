import { createContext, use, useMemo, type ReactNode } from 'react'
import enUS from '../locales/en_US.json'
import { createTranslator, type Translate } from './create-translator.ts'

export interface TextContextValue {
  /** Resolves a message key, substituting `{param}` placeholders. */
  t: Translate
  /** Locale code of the text, e.g. `en_US`. */
  locale: string
}

const fallback: TextContextValue = {
  // Only en_US: a component outside any provider speaks English, and no other catalogue is bundled for it.
  t: createTranslator(enUS),
  locale: 'en_US',
}

const TextContext = createContext<TextContextValue>(fallback)

export interface TextProviderProps {
  /** Resolves message keys; the site backs it with i18next, Storybook with `createTranslator`. */
  t: Translate
  /** Locale code of the text, e.g. `en_US` or `zh_CN`. */
  locale: string
  children?: ReactNode
}

/** Supplies copy to every component below it. Without one, components speak en_US. */
export function TextProvider({ t, locale, children }: TextProviderProps) {
  const value = useMemo(() => ({ t, locale }), [t, locale])
  return <TextContext value={value}>{children}</TextContext>
}

/** The nearest provider's `t` and `locale`. */
export function useText(): TextContextValue {
  return use(TextContext)
}
