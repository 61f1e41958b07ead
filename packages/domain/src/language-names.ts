import type { LanguageCode } from './languages.ts'

/*
 * Its own entry point (`@lobby/domain/language-names`), not in the index: only
 * the language selector needs it, and the site loads that lazily, off the
 * first route.
 */

/**
 * The name a speaker knows their language by (the selector lists each so, in
 * every interface language) and the country whose flag stands for it.
 */
/** Countries whose flags stand for a language. */
export type FlagCountry = 'TW' | 'CN' | 'US' | 'VN' | 'KR' | 'JP' | 'TH' | 'IN' | 'MM' | 'BD'

export const LANGUAGE_NAMES: Record<LanguageCode, { name: string; flag: FlagCountry }> = {
  zh_TW: { name: '繁體中文', flag: 'TW' },
  zh_CN: { name: '简体中文', flag: 'CN' },
  en_US: { name: 'English', flag: 'US' },
  vi_VN: { name: 'Tiếng Việt', flag: 'VN' },
  ko_KR: { name: '한국어', flag: 'KR' },
  ja_JP: { name: '日本語', flag: 'JP' },
  th_TH: { name: 'ไทย', flag: 'TH' },
  hi_IN: { name: 'हिन्दी', flag: 'IN' },
  my_MM: { name: 'မြန်မာ', flag: 'MM' },
  // The spec maps the country code TA to ta_IN; the flag shown is India's.
  ta_IN: { name: 'தமிழ்', flag: 'IN' },
  bn_BD: { name: 'বাংলা', flag: 'BD' },
}

/** A language's own name (`English`, `简体中文`); the code itself for an unknown one. */
export function languageNativeName(code: string): string {
  return (LANGUAGE_NAMES as Record<string, { name: string } | undefined>)[code]?.name ?? code
}
