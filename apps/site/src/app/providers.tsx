import { TextProvider } from '@lobby/ui'
import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from './i18n.ts'
import { session } from './session.ts'

/** Language for the whole page: i18next behind the ui package's TextProvider. */
export function AppProviders({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const language = session.getLanguage()
  const i18n = useMemo(() => createI18n(language, messages), [language, messages])
  const t = useMemo(() => (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {}), [i18n])
  return (
    <I18nextProvider i18n={i18n}>
      <TextProvider t={t} locale={language}>
        {children}
      </TextProvider>
    </I18nextProvider>
  )
}
