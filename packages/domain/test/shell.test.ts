import { describe, expect, it } from 'vitest'
import {
  appPagePart,
  CHUNK_RELOAD_GUARD_MS,
  chunkReloadAllowed,
  isChunkLoadError,
  isHistoryRoot,
  isLinkHidden,
  localePrefix,
  localeRouteName,
  PAYLOAD_CACHE_EXPIRY_MS,
  payloadFresh,
  RESIZE_DEBOUNCE_MS,
} from '../src/index.ts'

describe('chunk-load failures', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/game-hall-x.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('%s is a chunk failure', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('other errors are not', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false)
  })

  it('reloads once, then not again within 10 s (spec section 9: chunk-reload guard 10000 ms)', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000)
    expect(chunkReloadAllowed(null, 1_000)).toBe(true)
    expect(chunkReloadAllowed(50_000, 50_000)).toBe(false)
    expect(chunkReloadAllowed(50_000, 59_999)).toBe(false)
    expect(chunkReloadAllowed(50_000, 60_000)).toBe(true)
    expect(chunkReloadAllowed(Number.NaN, 60_000)).toBe(true)
  })
})

describe('payload cache expiry (spec section 9: 3600000 ms)', () => {
  const made = 1_700_000_000_000
  it('uses a payload for under an hour, then asks again', () => {
    expect(PAYLOAD_CACHE_EXPIRY_MS).toBe(3_600_000)
    expect(payloadFresh(made, made)).toBe(true)
    expect(payloadFresh(made, made + 3_599_999)).toBe(true)
    expect(payloadFresh(made, made + 3_600_000)).toBe(false)
    expect(payloadFresh(made, made + 86_400_000)).toBe(false)
  })

  it('takes the age either way: a clock behind the server does not keep an old payload', () => {
    expect(payloadFresh(made, made - 60_000)).toBe(true)
    expect(payloadFresh(made, made - 3_600_000)).toBe(false)
  })

  it('a payload without a time, or with a broken one, is not fresh', () => {
    for (const madeAt of [undefined, null, '1700000000000', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(payloadFresh(madeAt, made)).toBe(false)
    }
  })
})

describe('locale-prefixed routes (spec section 2)', () => {
  it('reads the locale from the first segment', () => {
    expect(localePrefix('/vi_VN/gameHall/1')).toEqual({ locale: 'vi_VN', prefix: '/vi_VN' })
    expect(localePrefix('/zh_CN')).toEqual({ locale: 'zh_CN', prefix: '/zh_CN' })
    expect(localePrefix('/gameHall/1')).toBeNull()
    expect(localePrefix('/')).toBeNull()
    // Only the codes themselves: not another case, not a look-alike.
    expect(localePrefix('/vi_vn/')).toBeNull()
    expect(localePrefix('/xx_XX/')).toBeNull()
  })

  it('names the default locale’s unprefixed variant with a suffix', () => {
    expect(localeRouteName('gameHall', 'vi_VN')).toBe('gameHall___vi_VN')
    expect(localeRouteName('gameHall', 'en_US')).toBe('gameHall___en_US')
    expect(localeRouteName('gameHall', null)).toBe('gameHall___en_US___default')
  })
})

describe('shell rules', () => {
  it('debounces resizes for 1 s (spec section 9)', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(1_000)
  })

  it('knows the history-reset roots', () => {
    for (const root of ['/', '/discount', '/sponsor', '/proxy']) expect(isHistoryRoot(root)).toBe(true)
    expect(isHistoryRoot('/faq')).toBe(false)
    expect(isHistoryRoot('/discount/3')).toBe(false)
  })

  it('reads appPage', () => {
    expect(appPagePart('header')).toBe('header')
    expect(appPagePart('content')).toBe('content')
    expect(appPagePart('footer')).toBe('footer')
    expect(appPagePart('Header')).toBeNull()
    expect(appPagePart(null)).toBeNull()
  })

  it('hides the rb16 links and nothing else', () => {
    for (const link of [
      'Deposit',
      'Withdrawal',
      'APPDownload',
      'BindAccount',
      'applyAgent',
      'DWRecord',
      'announcement_bank',
    ])
      expect(isLinkHidden('rb16', link)).toBe(true)
    expect(isLinkHidden('rb16', 'MyWallet')).toBe(false)
    expect(isLinkHidden('r88', 'Deposit')).toBe(false)
    expect(isLinkHidden(null, 'Deposit')).toBe(false)
  })
})
