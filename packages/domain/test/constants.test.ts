import { describe, expect, it } from 'vitest'
import {
  currencySymbol,
  defaultCurrencyFor,
  GAME_CATEGORIES,
  gameCategoryById,
  gameCategoryLabelKey,
  isDesktopWidth,
  isGameCategoryId,
  isSuccessCode,
  LANGUAGES,
  languageById,
  languageForCountry,
  firstVisitLanguage,
  languageFromBrowser,
  type CurrencyCode,
  type LanguageCode,
} from '../src/index.ts'
import { languageNativeName } from '../src/language-names.ts'

describe('game categories (spec section 1)', () => {
  it.each([
    [2, 'slot', 'e_'],
    [3, 'live', 'v_'],
    [4, 'sport', 's_'],
    [5, 'lottery', 'l_'],
    [6, 'chess', 'c_'],
    [7, 'virtual_sport', 't_'],
    [8, 'cockfight', 'd_'],
    [9, 'esport', 'g_'],
  ])('category %i is %s with prefix %s', (id, name, prefix) => {
    expect(gameCategoryById(id)).toEqual({ id, name, appTypePrefix: prefix })
  })

  it('has exactly the eight categories, in id order', () => {
    expect(GAME_CATEGORIES.map((c) => c.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
  })

  it.each([1, 10, 0, -2])('%i is not a category', (id) => {
    expect(isGameCategoryId(id)).toBe(false)
    expect(gameCategoryById(id)).toBeUndefined()
  })

  it('names the message key of a category', () => {
    expect(gameCategoryLabelKey(7)).toBe('game_type.virtual_sport')
  })
})

describe('languages (spec sections 1 and 9)', () => {
  it.each([
    ['zh_TW', 0],
    ['zh_CN', 1],
    ['en_US', 2],
    ['vi_VN', 3],
    ['ko_KR', 4],
    ['ja_JP', 5],
    ['th_TH', 6],
    ['hi_IN', 7],
    ['my_MM', 8],
    ['ta_IN', 9],
    ['bn_BD', 10],
  ] as const)('%s has id %i', (code, id) => {
    expect(languageById(id)?.code).toBe(code)
  })

  it('lists eleven languages', () => {
    expect(LANGUAGES).toHaveLength(11)
  })

  it.each([
    ['TW', 'zh_TW'],
    ['CN', 'zh_CN'],
    ['US', 'en_US'],
    ['VN', 'vi_VN'],
    ['LA', 'vi_VN'],
    ['kr', 'ko_KR'],
    ['JP', 'ja_JP'],
    ['TH', 'th_TH'],
    ['IN', 'hi_IN'],
    ['MM', 'my_MM'],
    ['TA', 'ta_IN'],
    ['BD', 'bn_BD'],
    ['FR', undefined],
  ])('country %s speaks %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language)
  })

  it.each([
    [['vi-VN', 'en-US'], 'vi_VN'],
    [['en-TW'], 'zh_TW'],
    [['lo-LA'], 'vi_VN'],
    [['zh-Hant-TW'], 'zh_TW'],
    [['fr-FR', 'ja'], 'ja_JP'],
    [['zh-Hant'], 'zh_TW'],
    [['zh'], 'zh_CN'],
    [['ta'], 'ta_IN'],
    [['en'], 'en_US'],
    [['en', 'zh-TW'], 'en_US'],
    [['fr-FR', 'de'], undefined],
    [[], undefined],
  ] as const)('a first visit with browser languages %j gets %s', (tags, language) => {
    expect(languageFromBrowser(tags)).toBe(language)
  })

  it.each([
    // The first browser language the site offers, through the country table.
    [['ja-JP', 'vi'], ['vi_VN', 'zh_CN'], 'zh_CN', 'vi_VN'],
    [['en-TW'], ['zh_TW', 'en_US'], 'en_US', 'zh_TW'],
    // None offered: the operator's default, not en_US.
    [['ja-JP', 'fr'], ['vi_VN', 'zh_CN'], 'vi_VN', 'vi_VN'],
    [[], ['th_TH'], 'th_TH', 'th_TH'],
    // Every language offered (nothing set).
    [['ko'], [], 'en_US', 'ko_KR'],
  ] as const)(
    'a first visit with %j on a site offering %j (default %s) gets %s',
    (tags, offered, fallback, expected) => {
      expect(firstVisitLanguage(tags, offered, fallback)).toBe(expected)
    },
  )

  it('names each language in its own words', () => {
    expect(LANGUAGES.map((l) => languageNativeName(l.code))).toEqual([
      '繁體中文',
      '简体中文',
      'English',
      'Tiếng Việt',
      '한국어',
      '日本語',
      'ไทย',
      'हिन्दी',
      'မြန်မာ',
      'தமிழ்',
      'বাংলা',
    ])
    expect(languageNativeName('xx_XX')).toBe('xx_XX')
  })
})

describe('currencies (spec section 9)', () => {
  it.each([
    ['RMB', '¥'],
    ['VND', '₫'],
    ['WON', '₩'],
    ['JPY', '¥'],
    ['THB', '฿'],
    ['USD', '$'],
    ['INR', '₹'],
    ['MMK', 'K'],
    ['BRL', 'R$'],
    ['BDT', '৳'],
    ['NGN', '₭'],
  ] as const)('%s is written %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol)
  })

  const all: CurrencyCode[] = ['RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT']
  it.each([
    ['zh_TW', 'RMB'],
    ['zh_CN', 'RMB'],
    ['en_US', 'USD'],
    ['vi_VN', 'VND'],
    ['ko_KR', 'WON'],
    ['ja_JP', 'JPY'],
    ['th_TH', 'THB'],
    ['hi_IN', 'INR'],
    ['ta_IN', 'INR'],
    ['my_MM', 'MMK'],
    ['bn_BD', 'BDT'],
  ] as const)('%s defaults to %s when offered', (language: LanguageCode, currency) => {
    expect(defaultCurrencyFor(language, all)).toBe(currency)
  })

  it('falls back to the first configured currency when the preferred one is not offered', () => {
    expect(defaultCurrencyFor('ko_KR', ['VND', 'USD'])).toBe('VND')
    expect(defaultCurrencyFor('en_US', [])).toBeUndefined()
  })
})

describe('response success (spec section 5)', () => {
  it.each([
    ['100', true],
    [100, true],
    ['1000', true],
    ['101', false],
    ['10', false],
    ['', false],
    [undefined, false],
  ])('code %s is success: %s', (code, ok) => {
    expect(isSuccessCode(code)).toBe(ok)
  })
})

describe('layout breakpoint (spec section 9)', () => {
  it.each([
    [991, false],
    [992, true],
    [1280, true],
    [390, false],
  ])('width %i is desktop: %s', (width, desktop) => {
    expect(isDesktopWidth(width)).toBe(desktop)
  })
})
