import { describe, expect, it } from 'vitest'
import {
  APP_SHELL_USER_AGENT,
  detectAppShell,
  encodeShellNotice,
  SHELL_NOTICE_VERSION,
  shellNotice,
  type AppShellSignals,
  type ShellNoticeInput,
} from '../src/app-shell.ts'
import { resolveOpenMode } from '../src/index.ts'

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
/** A WKWebView's own user agent: no `Safari/` and no `Version/`. */
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36'
/** An Android WebView's own user agent: `; wv)` and `Version/4.0`. */
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36'
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const FACEBOOK_IOS = `${IOS_WEBVIEW} [FBAN/FBIOS;FBAV/460.0.0.37.106;FBBV/585404588]`
const LINE_ANDROID = `${ANDROID_WEBVIEW} Line/14.5.0/IAB`

const browser = (userAgent: string): AppShellSignals => ({ userAgent, hasIosHandler: false, hasAndroidBridge: false })

describe('detectAppShell (docs/native-bridge.md)', () => {
  it.each([
    ['the iOS message handler', { ...browser(IOS_WEBVIEW), hasIosHandler: true }, 'ios'],
    ['the Android bridge', { ...browser(ANDROID_WEBVIEW), hasAndroidBridge: true }, 'android'],
    ['the iOS token', browser(`${IOS_WEBVIEW} LobbyApp/2.4.1 (iOS)`), 'ios'],
    ['the Android token', browser(`${ANDROID_WEBVIEW} LobbyApp/3.0 (Android)`), 'android'],
    ['a one-number version', browser(`${IOS_WEBVIEW} LobbyApp/7 (iOS)`), 'ios'],
    ['the token alone', browser('LobbyApp/1.0.0 (Android)'), 'android'],
    ['the token inside a parenthesised list', browser('Mozilla/5.0 (LobbyApp/1.2 (iOS))'), 'ios'],
    ['the iOS handler before an Android token', { ...browser('LobbyApp/1.0 (Android)'), hasIosHandler: true }, 'ios'],
    ['the Android bridge before an iOS token', { ...browser('LobbyApp/1.0 (iOS)'), hasAndroidBridge: true }, 'android'],
    [
      'the iOS handler before the Android bridge',
      { ...browser(''), hasIosHandler: true, hasAndroidBridge: true },
      'ios',
    ],
  ] as const)('recognises a shell by %s', (_, signals, shell) => {
    expect(detectAppShell(signals)).toBe(shell)
  })

  it.each([
    ['mobile Safari', IOS_SAFARI],
    ['an iOS web view of another app', IOS_WEBVIEW],
    ['mobile Chrome', ANDROID_CHROME],
    ['an Android web view of another app', ANDROID_WEBVIEW],
    ['desktop Chrome', DESKTOP_CHROME],
    ["Facebook's in-app browser", FACEBOOK_IOS],
    ["Line's in-app browser", LINE_ANDROID],
    ['an empty user agent', ''],
    ['the token without a platform', `${IOS_WEBVIEW} LobbyApp/2.4.1`],
    ['the token without a version', `${IOS_WEBVIEW} LobbyApp (iOS)`],
    ['an unknown platform', `${IOS_WEBVIEW} LobbyApp/2.4.1 (iPadOS)`],
    ['the platform in another case', `${IOS_WEBVIEW} LobbyApp/2.4.1 (ios)`],
    ['a longer name ending in the token', `${IOS_WEBVIEW} NotLobbyApp/2.4.1 (iOS)`],
  ])('a browser is not a shell: %s', (_, userAgent) => {
    expect(detectAppShell(browser(userAgent))).toBeNull()
  })

  it('documents the token it reads', () => {
    expect(APP_SHELL_USER_AGENT.exec('x LobbyApp/2.4.1 (iOS)')?.[1]).toBe('iOS')
  })

  it('a detected shell forces window mode for a game that asks for a modal (spec section 4)', () => {
    const shell = detectAppShell({ ...browser(IOS_WEBVIEW), hasIosHandler: true })
    expect(
      resolveOpenMode({
        requested: 'modal',
        device: 'desktop',
        inAppShell: shell !== null,
        inAppBrowser: null,
        gameType: 2,
        gpId: 'GPX',
        forcedModalProviders: ['GPX'],
      }),
    ).toBe('window')
  })
})

describe('shell notices (docs/native-bridge.md)', () => {
  it('encodes a login with the version first', () => {
    const json = encodeShellNotice({ type: 'login', member_id: 7, member_account: 'demo01', currency: 'USD' })
    expect(json).toBe('{"version":1,"type":"login","member_id":7,"member_account":"demo01","currency":"USD"}')
    expect(JSON.parse(json)).toEqual({
      version: SHELL_NOTICE_VERSION,
      type: 'login',
      member_id: 7,
      member_account: 'demo01',
      currency: 'USD',
    })
  })

  it('encodes a logout', () => {
    expect(encodeShellNotice({ type: 'logout' })).toBe('{"version":1,"type":"logout"}')
  })

  it('encodes a game launch with its code and address', () => {
    expect(
      encodeShellNotice({
        type: 'game_launch',
        gp_id: 'GPJL',
        game_code: 'slot-7',
        url: 'https://games.example/play?s=a"b',
      }),
    ).toBe(
      '{"version":1,"type":"game_launch","gp_id":"GPJL","game_code":"slot-7","url":"https://games.example/play?s=a\\"b"}',
    )
  })

  it('leaves out what a game launch does not know', () => {
    expect(encodeShellNotice({ type: 'game_launch', gp_id: 'GPJL' })).toBe(
      '{"version":1,"type":"game_launch","gp_id":"GPJL"}',
    )
    expect(shellNotice({ type: 'game_launch', gp_id: 'GPJL', game_code: undefined, url: undefined })).toEqual({
      version: 1,
      type: 'game_launch',
      gp_id: 'GPJL',
    })
    expect('url' in shellNotice({ type: 'game_launch', gp_id: 'GPJL', url: undefined })).toBe(false)
  })

  it('sends only the documented fields: a token in the caller’s object never reaches the shell', () => {
    const login = { type: 'login', member_id: 7, member_account: 'demo01', currency: 'USD', token: 'secret' } as const
    const logout = { type: 'logout', token: 'secret' } as const
    for (const input of [login, logout] as ShellNoticeInput[]) {
      expect(encodeShellNotice(input)).not.toContain('secret')
      expect(shellNotice(input)).not.toHaveProperty('token')
    }
  })

  it('stamps the version again on a notice that has one (encoding is idempotent)', () => {
    const notice = shellNotice({ type: 'logout' })
    expect(encodeShellNotice(notice)).toBe(encodeShellNotice({ type: 'logout' }))
    expect(JSON.parse(encodeShellNotice(notice))).toEqual(notice)
  })
})
