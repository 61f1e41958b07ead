import { describe, expect, it } from 'vitest'
import {
  blockedPopupMode,
  detectInAppBrowser,
  forcedProviders,
  isProviderOpenMode,
  IN_PAGE_GAME_TYPE_ID,
  LOADING_PATH,
  OPEN_MODES,
  opensLoadingWindow,
  resolveOpenMode,
  SLOT_GAME_TYPE_ID,
  type InAppBrowser,
  type OpenMode,
  type OpenModeInput,
} from '../index.ts'

const LIVE_GAME_TYPE = 3
const input = (over: Partial<OpenModeInput> = {}): OpenModeInput => ({
  device: 'desktop',
  inAppShell: false,
  inAppBrowser: null,
  gameType: SLOT_GAME_TYPE_ID,
  gpId: 'GPR8',
  ...over,
})
const forced = { forcedWindowProviders: ['GPWIN', 'GPBOTH'], forcedModalProviders: ['GPMOD', 'GPBOTH'] } as const

describe('open mode (spec section 4)', () => {
  it('has the four modes of the spec', () => {
    expect(OPEN_MODES).toEqual(['window', 'modal', 'page', 'redirect'])
  })

  it.each<[string, Partial<OpenModeInput>, OpenMode]>([
    // 1. in-app browsers redirect, whatever else holds
    ['Facebook in-app browser redirects', { inAppBrowser: 'facebook', device: 'mobile' }, 'redirect'],
    ['Line in-app browser redirects', { inAppBrowser: 'line', device: 'mobile' }, 'redirect'],
    ['an in-app browser beats game type 4', { inAppBrowser: 'line', gameType: IN_PAGE_GAME_TYPE_ID }, 'redirect'],
    ['an in-app browser beats the app shell', { inAppBrowser: 'facebook', inAppShell: true }, 'redirect'],
    ['an in-app browser beats a forced provider', { inAppBrowser: 'facebook', gpId: 'GPMOD', ...forced }, 'redirect'],
    // 2. game type 4 is played in the page
    ['game type 4 plays in the page on desktop', { gameType: IN_PAGE_GAME_TYPE_ID }, 'page'],
    ['game type 4 beats the app shell', { gameType: IN_PAGE_GAME_TYPE_ID, inAppShell: true }, 'page'],
    ['game type 4 beats mobile web', { gameType: IN_PAGE_GAME_TYPE_ID, device: 'mobile' }, 'page'],
    ['game type 4 beats a forced provider', { gameType: IN_PAGE_GAME_TYPE_ID, gpId: 'GPWIN', ...forced }, 'page'],
    ['game type 4 beats the requested mode', { gameType: IN_PAGE_GAME_TYPE_ID, requested: 'modal' }, 'page'],
    // 3. app shells force window
    ['the app shell forces window over a requested modal', { inAppShell: true, requested: 'modal' }, 'window'],
    [
      'the app shell forces window over a forced-modal provider',
      { inAppShell: true, gpId: 'GPMOD', ...forced },
      'window',
    ],
    // 4. mobile web forces window
    ['mobile web forces window over a requested modal', { device: 'mobile', requested: 'modal' }, 'window'],
    ['mobile web forces window over a requested page', { device: 'mobile', requested: 'page' }, 'window'],
    ['mobile web forces window over a forced-modal provider', { device: 'mobile', gpId: 'GPMOD', ...forced }, 'window'],
    // 5. providers forced to window or modal
    ['a forced-window provider beats a requested modal', { gpId: 'GPWIN', requested: 'modal', ...forced }, 'window'],
    ['a forced-modal provider beats a requested page', { gpId: 'GPMOD', requested: 'page', ...forced }, 'modal'],
    ['a forced-modal provider beats no request', { gpId: 'GPMOD', ...forced }, 'modal'],
    ['a provider on both lists opens in a window', { gpId: 'GPBOTH', requested: 'modal', ...forced }, 'window'],
    ['a provider on neither list takes the request', { gpId: 'GPR8', requested: 'modal', ...forced }, 'modal'],
    // 6. the requested mode, default window
    ['desktop takes a requested modal', { requested: 'modal' }, 'modal'],
    ['desktop takes a requested page', { requested: 'page', gameType: LIVE_GAME_TYPE }, 'page'],
    ['desktop defaults to window', {}, 'window'],
    ['a slot game (type 2) is not played in the page', { gameType: SLOT_GAME_TYPE_ID, requested: 'modal' }, 'modal'],
  ])('%s', (_, over, expected) => {
    expect(resolveOpenMode(input(over))).toBe(expected)
  })

  it('game types 2 and 4 are the slot and in-page types of spec section 9', () => {
    expect([SLOT_GAME_TYPE_ID, IN_PAGE_GAME_TYPE_ID]).toEqual([2, 4])
  })

  it.each<[OpenMode, boolean]>([
    ['window', true],
    ['modal', false],
    ['page', false],
    ['redirect', false],
  ])('%s mode opens the loading window: %s', (mode, expected) => {
    expect(opensLoadingWindow(mode)).toBe(expected)
    expect(LOADING_PATH).toBe('/loading')
  })
})

describe("the operator's per-provider open mode (site details, spec section 4)", () => {
  // As the site details carry it: GPDL forced to modal, GPAX forced to window (the demo seed).
  const operator = { GPDL: 'modal', GPAX: 'window' } as const
  const withOperator = (over: Partial<OpenModeInput>): OpenModeInput => input({ ...forcedProviders(operator), ...over })

  it.each<[string, Partial<OpenModeInput>, OpenMode]>([
    ['a provider forced to modal opens in the modal on desktop', { gpId: 'GPDL' }, 'modal'],
    [
      'a provider forced to window opens a window over a requested modal',
      { gpId: 'GPAX', requested: 'modal' },
      'window',
    ],
    ['a provider the operator left alone takes the requested modal', { gpId: 'GPR8', requested: 'modal' }, 'modal'],
    ['a provider the operator left alone defaults to window', { gpId: 'GPR8' }, 'window'],
    ['mobile web still forces window on a forced-modal provider', { gpId: 'GPDL', device: 'mobile' }, 'window'],
    ['an app shell still forces window on a forced-modal provider', { gpId: 'GPDL', inAppShell: true }, 'window'],
    ['Line still redirects a forced-window provider', { gpId: 'GPAX', inAppBrowser: 'line' }, 'redirect'],
    ['game type 4 still plays in the page for a forced-modal provider', { gpId: 'GPDL', gameType: 4 }, 'page'],
  ])('%s', (_, over, expected) => {
    expect(resolveOpenMode(withOperator(over))).toBe(expected)
  })

  it.each<[string, Record<string, unknown> | undefined, string[], string[]]>([
    ['nothing set forces nothing', undefined, [], []],
    ['an empty setting forces nothing', {}, [], []],
    ['window and modal entries split into the two lists', { GPDL: 'modal', GPAX: 'window' }, ['GPAX'], ['GPDL']],
    ['a damaged entry forces nothing', { GPDL: 'sideways', GPAX: 1, GPR8: null }, [], []],
    ['page and redirect cannot be forced', { GPDL: 'page', GPAX: 'redirect' }, [], []],
  ])('%s', (_, modes, windows, modals) => {
    expect(forcedProviders(modes)).toEqual({ forcedWindowProviders: windows, forcedModalProviders: modals })
  })

  it.each<[unknown, boolean]>([
    ['window', true],
    ['modal', true],
    ['page', false],
    ['redirect', false],
    ['', false],
    [undefined, false],
  ])('%s is a mode an operator may force: %s', (value, expected) => {
    expect(isProviderOpenMode(value)).toBe(expected)
  })

  it.each<['desktop' | 'mobile', OpenMode]>([
    ['desktop', 'modal'],
    ['mobile', 'redirect'],
  ])('a blocked game window on %s plays in %s', (device, expected) => {
    expect(blockedPopupMode(device)).toBe(expected)
  })
})

describe('in-app browser detection (spec section 4)', () => {
  it.each<[string, string, InAppBrowser | null]>([
    [
      'Facebook on iOS (FBAN)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
      'facebook',
    ],
    [
      'Facebook on Android (FB_IAB, FBAV)',
      'Mozilla/5.0 (Linux; Android 13; SM-S908B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/421.0.0.33.47;]',
      'facebook',
    ],
    [
      'Facebook with FBAV only',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 [FBAV/440.0.0.31.105;]',
      'facebook',
    ],
    [
      'Facebook with FB_IAB only',
      'Mozilla/5.0 (Linux; Android 11; Pixel 5 Build/RQ3A.210805.001.A1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/92.0.4515.159 Mobile Safari/537.36 [FB_IAB/Orca-Android;]',
      'facebook',
    ],
    [
      'Messenger on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/376.0.0.27.107;FBBV/383406612;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/15.6;FBSS/2;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
      'facebook',
    ],
    [
      'Line on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/12.19.0',
      'line',
    ],
    [
      'Line on Android',
      'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.105 Mobile Safari/537.36 Line/12.19.1/IAB',
      'line',
    ],
    [
      'Instagram is not Facebook',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 290.0.0.13.76 (iPhone14,5; iOS 16_5; en_US; en; scale=3.00; 1170x2532; 489720907)',
      null,
    ],
    [
      'Safari on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      null,
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      null,
    ],
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      null,
    ],
    ['"Online/" is not Line', 'Mozilla/5.0 (X11; Linux x86_64) SomeOnline/1.0', null],
    ['an empty user agent', '', null],
  ])('%s', (_, userAgent, expected) => {
    expect(detectInAppBrowser(userAgent)).toBe(expected)
  })
})
