import { describe, expect, it } from 'vitest'
import { GAME_CATEGORIES, LANGUAGE_CODES } from '../src/index.ts'
import { PAGE_META_COPY, pageMetaFor, type PageMetaCopy } from '../src/page-meta.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const TEXT_KEYS = Object.keys(PAGE_META_COPY.en_US).filter((key) => key !== 'categories') as Exclude<
  keyof PageMetaCopy,
  'categories'
>[]

describe('page titles and descriptions (issue 21: every page in its language)', () => {
  it.each(LANGUAGE_CODES)('%s has every text, with the same placeholders as en_US, not an English copy', (code) => {
    const copy = PAGE_META_COPY[code]
    for (const key of TEXT_KEYS) {
      expect(copy[key].trim(), `${code} ${key}`).not.toBe('')
      expect(placeholders(copy[key]), `${code} ${key}`).toEqual(placeholders(PAGE_META_COPY.en_US[key]))
      if (code !== 'en_US') expect(copy[key], `${code} ${key}`).not.toBe(PAGE_META_COPY.en_US[key])
    }
    for (const { name } of GAME_CATEGORIES) expect(copy.categories[name].trim(), `${code} ${name}`).not.toBe('')
  })

  it.each([
    ['/', 'Lobby - Online Casino, Slots and Sports', /^Lobby: live casino/],
    ['/discount', 'Promotions | Lobby', /promotions at Lobby/],
    ['/discount/12', 'Promotions | Lobby', /promotions at Lobby/],
    ['/faq/3?x=1', 'Help centre | Lobby', /about Lobby/],
    ['/sponsor', 'Sponsorships | Lobby', /Lobby sponsors/],
    ['/gameHall/8', 'Cockfighting | Lobby', /^Play Cockfighting at Lobby/],
    ['/gameHall/9', 'Esports | Lobby', /^Play Esports at Lobby/],
    ['/register', 'Sign up | Lobby', /Lobby account/],
    ['/vi_VN/register', 'Sign up | Lobby', /Lobby account/],
    ['/app', 'Download the app | Lobby', /Lobby app/],
    // Not public, or unknown: the home page's words.
    ['/gameHall/99', 'Lobby - Online Casino, Slots and Sports', /^Lobby: live casino/],
    ['/user/Info', 'Lobby - Online Casino, Slots and Sports', /^Lobby: live casino/],
  ])('en_US %s is titled %j', (path, title, description) => {
    const meta = pageMetaFor('en_US', 'Lobby', path)
    expect(meta.title).toBe(title)
    expect(meta.description).toMatch(description)
    expect(meta.keywords).toBeNull()
  })

  it('titles zh_CN in Chinese (spec section 2) and every language in its own words', () => {
    expect(pageMetaFor('zh_CN', 'Lobby', '/').title).toBe('Lobby - 线上娱乐城')
    expect(pageMetaFor('th_TH', 'Lobby', '/faq').title).toBe('คำถามที่พบบ่อย | Lobby')
    expect(pageMetaFor('ja_JP', 'Lobby', '/gameHall/2').title).toBe('スロット | Lobby')
    expect(pageMetaFor('ta_IN', 'Lobby', '/register').description).toContain('Lobby')
  })

  it('adds the betting-brand keywords and description for vi_VN only (spec section 2)', () => {
    const home = pageMetaFor('vi_VN', 'Lobby', '/')
    expect(home.keywords).toContain('nhà cái Lobby')
    expect(home.description).toMatch(/^Lobby là nhà cái/)
    expect(pageMetaFor('vi_VN', 'Lobby', '/discount').keywords).toContain('nhà cái Lobby')
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'vi_VN')) {
      expect(pageMetaFor(code, 'Lobby', '/').keywords).toBeNull()
    }
  })
})
