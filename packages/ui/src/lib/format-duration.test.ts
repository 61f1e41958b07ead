import { describe, expect, it } from 'vitest'
import { catalogues } from '../locales/index.ts'
import { createTranslator } from '../text/create-translator.ts'
import { durationText } from './format-duration.ts'

const t = createTranslator(catalogues.en_US)

describe('durationText', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [65, '1 h 5 min'],
    [1440, '24 h'],
    [90.9, '1 h 30 min'],
    [-5, '0 min'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(durationText(t, minutes)).toBe(text)
  })

  it('reads in the language of the copy', () => {
    expect(durationText(createTranslator(catalogues.zh_CN), 125)).toBe('2 小时 5 分钟')
  })
})
