import type { LanguageCode } from '@lobby/domain'
import { catalogues } from '@lobby/ui'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

/**
 * i18next backs the ui package's TextProvider. Keys and `{param}` placeholders
 * are the ui catalogues' own, so the same text renders in Storybook and here.
 */
export function createI18n(language: LanguageCode) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en_US',
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([code, messages]) => [code, { translation: messages }]),
    ),
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    initAsync: false,
  })
  return instance
}
