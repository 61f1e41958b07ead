import { describe, expect, it } from 'vitest'
import { formatRate } from './commission-rate.ts'

describe('formatRate', () => {
  it.each([
    [2000, 'en_US', '20'],
    [2050, 'en_US', '20.5'],
    [2055, 'en_US', '20.55'],
    [1, 'en_US', '0.01'],
    [0, 'en_US', '0'],
    [10_000, 'en_US', '100'],
    [1_234_567, 'en_US', '12,345.67'],
    [2050, 'vi_VN', '20,5'],
    [-250, 'en_US', '-2.5'],
  ])('%i bp in %s is %s', (bp, locale, text) => {
    expect(formatRate(bp, locale)).toBe(text)
  })
})
