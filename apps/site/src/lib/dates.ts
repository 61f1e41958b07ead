import { DEFAULT_DATE_TIME_ZONE, languageCodeToHtmlLang, type LanguageCode } from '@lobby/domain'

/** A calendar date in the site language, in the product's default time zone (America/Caracas). */
export function formatDate(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(languageCodeToHtmlLang(language), {
    dateStyle: 'medium',
    timeZone: DEFAULT_DATE_TIME_ZONE,
  }).format(new Date(iso))
}

/** A date and time in the site language, in the product's default time zone (America/Caracas). */
export function formatDateTime(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(languageCodeToHtmlLang(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEFAULT_DATE_TIME_ZONE,
  }).format(new Date(iso))
}
