import { createTranslator, TextProvider } from '@lobby/ui'
import enUS from '@lobby/ui/locales/en_US.json'
import type { ReactNode } from 'react'

/** The ui primitives' own words (Try again, Close, page numbers): English, as the console is in this slice. */
const t = createTranslator(enUS)

export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <TextProvider t={t} locale="en_US">
      {children}
    </TextProvider>
  )
}
