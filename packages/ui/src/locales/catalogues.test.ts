import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogues, LOCALES, type Locale } from './index.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const english = catalogues.en_US
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/**
 * Texts that are the same in every language: names of products and
 * services, and texts made only of placeholders and punctuation.
 */
const SAME_EVERYWHERE = new Set(
  Object.entries(english)
    .filter(([, text]) => /^(Facebook|Skype|Telegram|WhatsApp|WeChat|QQ|Zalo|Line|Email|SMS|OTP|ID)$/i.test(text))
    .map(([key]) => key),
)
const onlyPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[\s\p{P}\p{S}]/gu, '') === ''

describe('catalogues', () => {
  it('ship one catalogue for each of the 11 interface languages, and no other', () => {
    expect(LOCALES).toEqual([
      'zh_TW',
      'zh_CN',
      'en_US',
      'vi_VN',
      'ko_KR',
      'ja_JP',
      'th_TH',
      'hi_IN',
      'my_MM',
      'ta_IN',
      'bn_BD',
    ])
    const files = readdirSync(here)
      .filter((name) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(name))
      .map((name) => name.replace('.json', ''))
    expect(files.sort()).toEqual([...LOCALES].sort())
  })

  it('guard themselves: en_US has hundreds of keys', () => {
    expect(Object.keys(english).length).toBeGreaterThan(400)
  })

  it.each(LOCALES.filter((locale) => locale !== 'en_US'))(
    '%s has every key of en_US and none en_US lacks',
    (locale: Locale) => {
      const keys = Object.keys(catalogues[locale])
      expect(Object.keys(english).filter((key) => !keys.includes(key))).toEqual([])
      expect(keys.filter((key) => !(key in english))).toEqual([])
    },
  )

  it.each(LOCALES)('%s has text for every key, with the placeholders of the English', (locale: Locale) => {
    const catalogue = catalogues[locale]
    const empty = Object.keys(english).filter((key) => !catalogue[key]?.trim())
    expect(empty).toEqual([])
    const mismatched = Object.keys(english).filter(
      (key) => placeholders(catalogue[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    )
    expect(mismatched).toEqual([])
  })

  it.each(LOCALES.filter((locale) => locale !== 'en_US'))('%s is translated, not left in English', (locale: Locale) => {
    const catalogue = catalogues[locale]
    const untranslated = Object.keys(english).filter(
      (key) =>
        catalogue[key] === english[key] &&
        !SAME_EVERYWHERE.has(key) &&
        !onlyPlaceholders(english[key] ?? '') &&
        // A word of Latin letters left as it is (a brand, a code) is fine; an English sentence is not.
        /[a-z]{3,}\s+[a-z]{3,}/i.test(english[key] ?? ''),
    )
    expect(untranslated).toEqual([])
  })
})
