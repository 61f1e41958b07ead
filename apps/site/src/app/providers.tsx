import { TextProvider } from '@lobby/ui'
import { useEffect, useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n, loadRemainingMessages } from './i18n.ts'
import { whenIdleAfterLoad } from './idle.ts'
import { session } from './session.ts'

/** Language for the whole page: i18next behind the ui package's TextProvider. */
export function AppProviders({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const language = session.getLanguage()
  const i18n = useMemo(() => createI18n(language, messages), [language, messages])
  // The rest of the copy (dialogs, forms, other pages) once `/` has painted. What is on screen
  // already uses the first part only, so nothing re-renders when it arrives; the lazy screens
  // that need it wait for it (`withAllMessages`).
  useEffect(() => whenIdleAfterLoad(() => void loadRemainingMessages()), [i18n])
  const t = useMemo(() => (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {}), [i18n])
  return (
    <I18nextProvider i18n={i18n}>
      <TextProvider t={t} locale={language}>
        {children}
      </TextProvider>
    </I18nextProvider>
  )
}
