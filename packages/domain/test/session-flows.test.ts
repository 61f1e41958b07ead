import { describe, expect, it } from 'vitest'
import {
  addressMemberType,
  addressModal,
  describeUserAgent,
  isHistoryRoot,
  LOGIN_TYPE,
  loginTypeFor,
  modalForVisitorsOnly,
} from '../src/index.ts'

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI',
  appShell:
    'Mozilla/5.0 (Linux; Android 13; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 LobbyApp/2.4.1 (Android)',
}

describe('describeUserAgent (spec section 3: system_group, system, system_version, browser)', () => {
  it.each([
    ['iphone', { system_group: 'ios', system: 'iOS', system_version: '17.4.1', browser: 'Safari 17.4.1' }],
    ['android', { system_group: 'android', system: 'Android', system_version: '14', browser: 'Chrome 131.0.6778.39' }],
    [
      'windowsEdge',
      { system_group: 'windows', system: 'Windows', system_version: '10.0', browser: 'Edge 131.0.2903.51' },
    ],
    ['macFirefox', { system_group: 'macos', system: 'macOS', system_version: '14.5', browser: 'Firefox 132.0' }],
    ['linuxChrome', { system_group: 'linux', system: 'Linux', system_version: '', browser: 'Chrome 131.0.0.0' }],
    [
      'chromeos',
      { system_group: 'chromeos', system: 'ChromeOS', system_version: '14541.0.0', browser: 'Chrome 131.0.0.0' },
    ],
    ['wechat', { system_group: 'ios', system: 'iOS', system_version: '16.0', browser: 'WeChat 8.0.49' }],
    ['appShell', { system_group: 'android', system: 'Android', system_version: '13', browser: 'LobbyApp 2.4.1' }],
  ] as const)('%s', (name, expected) => {
    expect(describeUserAgent(UA[name])).toEqual(expected)
  })

  it('an unknown or empty agent is "other" with empty texts', () => {
    expect(describeUserAgent('')).toEqual({ system_group: 'other', system: '', system_version: '', browser: '' })
    expect(describeUserAgent('curl/8.5.0')).toEqual({
      system_group: 'other',
      system: '',
      system_version: '',
      browser: '',
    })
  })

  it('keeps only printable ASCII, within the server limits', () => {
    const d = describeUserAgent(`Mozilla/5.0 (Windows NT 10.0) Chrome/1${'2'.repeat(400)}`)
    expect(d.browser.length).toBeLessThanOrEqual(256)
    expect(d.browser).toMatch(/^[\x20-\x7E]*$/)
  })
})

describe('loginTypeFor (spec section 9 platform ids)', () => {
  const base = { layout: 'desktop' as const, appShell: false, pwa: false, userAgent: UA.windowsEdge }
  it.each([
    ['desktop browser', base, LOGIN_TYPE.desktop],
    ['mobile browser', { ...base, layout: 'mobile' as const, userAgent: UA.android }, LOGIN_TYPE.mobile],
    ['installed web app', { ...base, layout: 'mobile' as const, pwa: true }, LOGIN_TYPE.pwa],
    [
      'app shell, even with the pwa flag',
      { ...base, layout: 'mobile' as const, appShell: true, pwa: true },
      LOGIN_TYPE.app,
    ],
    ['WeChat in-app browser', { ...base, layout: 'mobile' as const, userAgent: UA.wechat }, LOGIN_TYPE.wechat],
  ])('%s', (_name, context, expected) => {
    expect(loginTypeFor(context)).toBe(expected)
  })
  it('the ids are the spec ones', () => {
    expect(LOGIN_TYPE).toEqual({ desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 })
  })
})

describe('query parameters read on any page (spec section 2)', () => {
  it.each([
    ['login', 'login'],
    ['register', 'register'],
    [' forgot_password ', 'forgot_password'],
    ['protocol', 'protocol'],
    ['bulletin_history', null],
    ['Login', null],
    ['roulette', null],
    ['', null],
    [null, null],
  ])('modal=%s opens %s', (value, expected) => {
    expect(addressModal(value)).toBe(expected)
  })

  it('login, register and forgot_password are for visitors only', () => {
    expect(modalForVisitorsOnly('login')).toBe(true)
    expect(modalForVisitorsOnly('register')).toBe(true)
    expect(modalForVisitorsOnly('forgot_password')).toBe(true)
    expect(modalForVisitorsOnly('protocol')).toBe(false)
  })

  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['agent', null],
    ['', null],
    [null, null],
  ])('member_type=%s is %s', (value, expected) => {
    expect(addressMemberType(value)).toBe(expected)
  })

  it('the history-reset roots are /, /discount, /sponsor and /proxy', () => {
    for (const root of ['/', '/discount', '/sponsor', '/proxy']) expect(isHistoryRoot(root)).toBe(true)
    for (const other of ['/faq', '/discount/3', '/play', '/user']) expect(isHistoryRoot(other)).toBe(false)
  })
})
