import { createContext, use, useMemo, type ReactNode } from 'react'
import { createTranslator, type Translate } from './create-translator.ts'

export interface TextContextValue {
  /** Resolves a message key, substituting `{param}` placeholders. */
  t: Translate
  /** Locale code of the text, e.g. `en_US`. */
  locale: string
}

const fallback: TextContextValue = {
  // No catalogue is bundled for a component outside any provider: it shows its keys. A site chooses
  // which catalogue, and which part of it, it ships (the Lobby site ships the site language's only).
  t: createTranslator({}),
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

/** Supplies copy to every component below it. Without one, components show their message keys. */
export function TextProvider({ t, locale, children }: TextProviderProps) {
  const value = useMemo(() => ({ t, locale }), [t, locale])
  return <TextContext value={value}>{children}</TextContext>
}

/** The nearest provider's `t` and `locale`. */
export function useText(): TextContextValue {
  return use(TextContext)
}
