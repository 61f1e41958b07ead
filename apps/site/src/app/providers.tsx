import { TextProvider } from '@lobby/ui'
import { useEffect, useMemo, type ReactNode } from 'react'
import { createSiteText, loadRemainingMessages } from './i18n.ts'
import { replayEarlyTap } from './early-taps.ts'
import { markFirstCommit, whenIdleAfterLoad } from './idle.ts'
import { session } from './session.ts'

/** Language for the whole page: the site language's copy (over en_US's) in the ui package's TextProvider. */
export function AppProviders({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const language = session.getLanguage()
  const t = useMemo(() => createSiteText(language, messages), [language, messages])
  // The rest of the copy (dialogs, forms, other pages) once `/` has painted. What is on screen
  // already uses the first part only, so nothing re-renders when it arrives; the lazy screens
  // that need it wait for it (`withAllMessages`).
  useEffect(() => whenIdleAfterLoad(() => void loadRemainingMessages()), [t])
  useEffect(() => {
    markFirstCommit()
    // A tap made on the server's first view before it was hydrated, made again now that it answers.
    replayEarlyTap()
  }, [])
  return (
    <TextProvider t={t} locale={language}>
      {children}
    </TextProvider>
  )
}
