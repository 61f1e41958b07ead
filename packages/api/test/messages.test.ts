import { LANGUAGE_CODES } from '@lobby/domain'
import { describe, expect, it } from 'vitest'
import en_US from '../src/messages/en_US.json'
import {
  placeholders,
  requestLanguage,
  SERVER_CATALOGUES,
  serverMessage,
  serverMessageKeyOf,
  type ServerMessageKey,
} from '../src/messages/index.ts'

const keys = Object.keys(en_US).sort() as ServerMessageKey[]

describe('server message catalogues', () => {
  it('has one catalogue per interface language', () => {
    expect(Object.keys(SERVER_CATALOGUES).sort()).toEqual([...LANGUAGE_CODES].sort())
  })

  it.each(LANGUAGE_CODES)('%s has every en_US key and no other', async (locale) => {
    const catalogue = (await import(`../src/messages/${locale}.json`)).default as Record<string, string>
    expect(Object.keys(catalogue).sort()).toEqual(keys)
    expect(SERVER_CATALOGUES[locale]).toEqual(catalogue)
  })

  it.each(LANGUAGE_CODES)('%s has no empty text and the placeholders of en_US', (locale) => {
    const catalogue = SERVER_CATALOGUES[locale]
    for (const key of keys) {
      const text = catalogue[key]
      expect(text?.trim(), `${locale} ${key}`).toBeTruthy()
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en_US[key]))
    }
  })

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en_US'))('%s is translated, not English copied', (locale) => {
    const copied = keys.filter((key) => SERVER_CATALOGUES[locale][key] === en_US[key] && /[a-z]{3}/.test(en_US[key]))
    expect(copied).toEqual([])
  })

  it('keys are flat dot paths under server.', () => {
    for (const key of keys) expect(key).toMatch(/^server\.[a-z_]+\.[a-z_]+$/)
  })
})

describe('serverMessage', () => {
  it('fills placeholders in the locale asked', () => {
    expect(serverMessage('en_US', 'server.amount.between', { min: 10, max: 500 })).toBe('between 10 and 500')
    expect(serverMessage('th_TH', 'server.amount.between', { min: 10, max: 500 })).toContain('500')
    expect(serverMessage('th_TH', 'server.wallet.frozen')).not.toBe(en_US['server.wallet.frozen'])
  })

  it('answers an unknown locale in English', () => {
    expect(serverMessage('xx_XX', 'server.wallet.frozen')).toBe('the wallet is frozen')
  })

  it('finds the key of an English text without placeholders', () => {
    expect(serverMessageKeyOf('the wallet is frozen')).toBe('server.wallet.frozen')
    expect(serverMessageKeyOf('between {min} and {max}')).toBeUndefined()
  })
})

describe('requestLanguage', () => {
  it('takes the lang header first', () => {
    expect(requestLanguage({ lang: 'th_TH', cookie: 'i18n_redirected=vi_VN', 'accept-language': 'ja' })).toBe('th_TH')
  })
  it('falls back to the i18n_redirected cookie, then accept-language', () => {
    expect(requestLanguage({ lang: 'xx', cookie: 'a=1; i18n_redirected=vi_VN' })).toBe('vi_VN')
    expect(requestLanguage({ 'accept-language': 'fr-FR, ko-KR;q=0.8' })).toBe('ko_KR')
    expect(requestLanguage({ 'accept-language': 'ja;q=0.9' })).toBe('ja_JP')
  })
  it('is en_US without a known language', () => {
    expect(requestLanguage({})).toBe('en_US')
    expect(requestLanguage({ lang: 'fr_FR', 'accept-language': 'fr' })).toBe('en_US')
  })
})
