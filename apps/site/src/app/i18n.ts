import type { LanguageCode } from '@lobby/domain'
import { loadCatalogue, LOCALES, type Locale } from '@lobby/ui'
import enUS from '@lobby/ui/locales/en_US.json'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

type Messages = Record<string, string>

function isLocale(language: string): language is Locale {
  return (LOCALES as readonly string[]).includes(language)
}

/**
 * The site language's catalogue. en_US (the default, and the fallback) ships
 * with the page; any other language loads its own chunk before the first
 * render, so a page carries one catalogue, not all of them.
 */
export async function loadMessages(language: LanguageCode): Promise<Messages> {
  if (language === 'en_US' || !isLocale(language)) return enUS
  try {
    return await loadCatalogue(language)
  } catch {
    // The chunk did not load (offline, a new deployment): English rather than a blank page.
    return enUS
  }
}

/**
 * i18next backs the ui package's TextProvider. Keys and `{param}` placeholders
 * are the ui catalogues' own, so the same text renders in Storybook and here.
 */
export function createI18n(language: LanguageCode, messages: Messages) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en_US',
    resources: { en_US: { translation: enUS }, [language]: { translation: messages } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    initAsync: false,
  })
  return instance
}
