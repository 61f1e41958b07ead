/** Interface languages and their ids (spec sections 1 and 9); their own names are in `language-names.ts`. */
export const LANGUAGES = [
  { code: 'zh_TW', id: 0, country: ['TW'] },
  { code: 'zh_CN', id: 1, country: ['CN'] },
  { code: 'en_US', id: 2, country: ['US'] },
  { code: 'vi_VN', id: 3, country: ['VN', 'LA'] },
  { code: 'ko_KR', id: 4, country: ['KR'] },
  { code: 'ja_JP', id: 5, country: ['JP'] },
  { code: 'th_TH', id: 6, country: ['TH'] },
  { code: 'hi_IN', id: 7, country: ['IN'] },
  { code: 'my_MM', id: 8, country: ['MM'] },
  { code: 'ta_IN', id: 9, country: ['TA'] },
  { code: 'bn_BD', id: 10, country: ['BD'] },
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
  return code.replace('_', '-')
}

/**
 * The interface language for a first visit (nothing stored yet), from the
 * browser's preferred languages (`navigator.languages`, BCP 47 tags), in
 * their order: a tag's region through the country table (spec section 9:
 * `en-TW` → zh_TW), else its language (`ja` → ja_JP, `zh-Hant` → zh_TW, `zh`
 * → zh_CN); undefined when none fits (the site then shows en_US).
 */
export function languageFromBrowser(tags: readonly string[]): LanguageCode | undefined {
  for (const tag of tags) {
    const [language = '', ...rest] = tag.toLowerCase().split(/[-_]/)
    const region = rest.find((part) => part.length === 2)
    const match =
      (region && languageForCountry(region)) ||
      (language === 'zh' ? (rest.includes('hant') ? 'zh_TW' : 'zh_CN') : undefined) ||
      LANGUAGES.find((l) => l.code.startsWith(`${language}_`))?.code
    if (match) return match
  }
  return undefined
}

/**
 * The language a page is shown in when the visitor has chosen none (a first
 * visit: nothing stored, no cookie): the first of the browser's languages
 * (`languageFromBrowser`, the spec's country table) that the site offers,
 * else the site's default language (the operator's setting). `offered`
 * empty means every language.
 */
export function firstVisitLanguage(
  browserTags: readonly string[],
  offered: readonly LanguageCode[],
  siteDefault: LanguageCode,
): LanguageCode {
  const allowed = (code: LanguageCode) => offered.length === 0 || offered.includes(code)
  for (const tag of browserTags) {
    const code = languageFromBrowser([tag])
    if (code && allowed(code)) return code
  }
  return siteDefault
}
