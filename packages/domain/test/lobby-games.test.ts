import { describe, expect, it } from 'vitest'
import { isDemoProviderId, loginCurrencyStep } from '../src/index.ts'

describe('isDemoProviderId', () => {
  it.each([
    ['GPR8', true],
    ['GPJD', true],
    ['GPFC', true],
    ['GPJL', true],
    ['GPAX', false],
    ['GPCR', false],
    ['gpr8', false],
    ['', false],
  ])('%s: %s', (gpId, expected) => {
    expect(isDemoProviderId(gpId)).toBe(expected)
  })
})

describe('loginCurrencyStep', () => {
  it.each([
    ['same currency, desktop', 'USD', 'USD', 'desktop', 'none'],
    ['same currency, mobile', 'VND', 'VND', 'mobile', 'none'],
    ['other currency, desktop', 'USD', 'VND', 'desktop', 'reload-lists'],
    ['other currency, mobile', 'USD', 'RMB', 'mobile', 'reload-page'],
  ] as const)('%s', (_name, before, after, layout, expected) => {
    expect(loginCurrencyStep(before, after, layout)).toBe(expected)
  })
})
