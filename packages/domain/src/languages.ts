/**
 * Interface languages and their ids (spec sections 1 and 9), with the name a
 * speaker knows their language by (the language selector lists them so, in
 * every interface language) and the country whose flag stands for it.
 */
export const LANGUAGES = [
  { code: 'zh_TW', id: 0, country: ['TW'], htmlLang: 'zh-TW', nativeName: '繁體中文', flag: 'TW' },
  { code: 'zh_CN', id: 1, country: ['CN'], htmlLang: 'zh-CN', nativeName: '简体中文', flag: 'CN' },
  { code: 'en_US', id: 2, country: ['US'], htmlLang: 'en-US', nativeName: 'English', flag: 'US' },
  { code: 'vi_VN', id: 3, country: ['VN', 'LA'], htmlLang: 'vi-VN', nativeName: 'Tiếng Việt', flag: 'VN' },
  { code: 'ko_KR', id: 4, country: ['KR'], htmlLang: 'ko-KR', nativeName: '한국어', flag: 'KR' },
  { code: 'ja_JP', id: 5, country: ['JP'], htmlLang: 'ja-JP', nativeName: '日本語', flag: 'JP' },
  { code: 'th_TH', id: 6, country: ['TH'], htmlLang: 'th-TH', nativeName: 'ไทย', flag: 'TH' },
  { code: 'hi_IN', id: 7, country: ['IN'], htmlLang: 'hi-IN', nativeName: 'हिन्दी', flag: 'IN' },
  { code: 'my_MM', id: 8, country: ['MM'], htmlLang: 'my-MM', nativeName: 'မြန်မာ', flag: 'MM' },
  // The spec maps the country code TA to ta_IN; the flag shown is India's.
  { code: 'ta_IN', id: 9, country: ['TA'], htmlLang: 'ta-IN', nativeName: 'தமிழ்', flag: 'IN' },
  { code: 'bn_BD', id: 10, country: ['BD'], htmlLang: 'bn-BD', nativeName: 'বাংলা', flag: 'BD' },
] as const

export type Language = (typeof LANGUAGES)[number]
export type LanguageCode = Language['code']

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[]

/** Default locale of the site (spec section 9: en-US). */
export const DEFAULT_LANGUAGE: LanguageCode = 'en_US'

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value)
}

export function languageById(id: number): Language | undefined {
  return LANGUAGES.find((l) => l.id === id)
}

/** Country code (ISO 3166 alpha-2 as the spec lists them) to interface language. */
export function languageForCountry(country: string): LanguageCode | undefined {
  const upper = country.toUpperCase()
  return LANGUAGES.find((l) => (l.country as readonly string[]).includes(upper))?.code
}

/** BCP 47 tag for `<html lang>` (`en_US` -> `en-US`). */
export function languageCodeToHtmlLang(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.htmlLang ?? 'en-US'
}

/** A language's own name (`English`, `简体中文`); the code itself for an unknown one. */
export function languageNativeName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.nativeName ?? code
}
