/** Interface languages and their ids (spec sections 1 and 9); their own names are in `language-names.ts`. */
export const LANGUAGES = [
  { code: 'zh_TW', id: 0, country: ['TW'], htmlLang: 'zh-TW' },
  { code: 'zh_CN', id: 1, country: ['CN'], htmlLang: 'zh-CN' },
  { code: 'en_US', id: 2, country: ['US'], htmlLang: 'en-US' },
  { code: 'vi_VN', id: 3, country: ['VN', 'LA'], htmlLang: 'vi-VN' },
  { code: 'ko_KR', id: 4, country: ['KR'], htmlLang: 'ko-KR' },
  { code: 'ja_JP', id: 5, country: ['JP'], htmlLang: 'ja-JP' },
  { code: 'th_TH', id: 6, country: ['TH'], htmlLang: 'th-TH' },
  { code: 'hi_IN', id: 7, country: ['IN'], htmlLang: 'hi-IN' },
  { code: 'my_MM', id: 8, country: ['MM'], htmlLang: 'my-MM' },
  { code: 'ta_IN', id: 9, country: ['TA'], htmlLang: 'ta-IN' },
  { code: 'bn_BD', id: 10, country: ['BD'], htmlLang: 'bn-BD' },
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

/**
 * The interface language for a first visit (nothing stored yet), from the
 * browser's preferred languages (`navigator.languages`, BCP 47 tags): the
 * first whose region maps to a language (spec section 9, country to
 * language: `en-TW` → zh_TW), else the first whose language matches one of
 * ours (`ja` → ja_JP, `zh-Hant` → zh_TW, `zh` → zh_CN), else undefined (the
 * site then shows its default, en_US).
 */
export function languageFromBrowser(tags: readonly string[]): LanguageCode | undefined {
  const parsed = tags.map((tag) => tag.replace(/_/g, '-').split('-'))
  for (const [, ...rest] of parsed) {
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))
    const byRegion = region ? languageForCountry(region) : undefined
    if (byRegion) return byRegion
  }
  for (const [language, ...rest] of parsed) {
    const base = language?.toLowerCase()
    if (base === 'zh') return rest.some((part) => /^hant$/i.test(part)) ? 'zh_TW' : 'zh_CN'
    const match = LANGUAGES.find((l) => l.code.startsWith(`${base}_`))
    if (match) return match.code
  }
  return undefined
}

/** The page title: Chinese for zh_CN, English otherwise (spec section 2). */
export function pageTitle(language: LanguageCode, siteName: string): string {
  return language === 'zh_CN' ? `${siteName} - 线上娱乐城` : `${siteName} - Online Casino, Slots and Sports`
}
