import { TextProvider } from '@lobby/ui'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n, loadRemainingMessages } from './i18n.ts'
import { session } from './session.ts'

/** Language for the whole page: i18next behind the ui package's TextProvider. */
export function AppProviders({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const language = session.getLanguage()
  const i18n = useMemo(() => createI18n(language, messages), [language, messages])
  // Bumped when the rest of the copy arrives: a new `t` makes every text re-read the catalogue.
  const [parts, setParts] = useState(1)
  useEffect(() => {
    void loadRemainingMessages(i18n, language).then(() => setParts(2))
  }, [i18n, language])
  const t = useMemo(
    () => (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `parts` is the catalogue's version
    [i18n, parts],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <TextProvider t={t} locale={language}>
        {children}
      </TextProvider>
    </I18nextProvider>
  )
}
