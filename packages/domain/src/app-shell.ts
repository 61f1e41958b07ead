/**
 * The native app shells (docs/native-bridge.md): the iOS and Android apps
 * load the site in a web view. The site recognises them, forces window mode
 * for games (`resolveOpenMode`'s `inAppShell`) and tells them about login,
 * logout and game launch with `ShellNotice`s.
 *
 * A subpath entry (`@lobby/domain/app-shell`), not in the index: only the
 * lazily loaded account and play code needs it.
 */

export type AppShell = 'ios' | 'android'

/** The iOS shell's `WKScriptMessageHandler` name: `window.webkit.messageHandlers.lobby`. */
export const IOS_MESSAGE_HANDLER = 'lobby'

/** The Android shell's `addJavascriptInterface` name: `window.LobbyAndroid`, with a `postMessage(string)` method. */
export const ANDROID_BRIDGE = 'LobbyAndroid'

/**
 * The token a shell adds to its web view's user agent (`applicationNameForUserAgent`
 * on iOS, `WebSettings.setUserAgentString` on Android), after the web view's own:
 * `LobbyApp/<version> (iOS)` or `LobbyApp/<version> (Android)`, the version
 * digits and dots (`LobbyApp/2.4.1 (iOS)`). The platform names are matched as written.
 */
export const APP_SHELL_USER_AGENT = /(?:^|[\s;(])LobbyApp\/\d+(?:\.\d+)* \((iOS|Android)\)/

export interface AppShellSignals {
  userAgent: string
  /** Whether `window.webkit.messageHandlers.lobby` exists (injected by the iOS shell). */
  hasIosHandler: boolean
  /** Whether `window.LobbyAndroid.postMessage` is a function (injected by the Android shell). */
  hasAndroidBridge: boolean
}

/**
 * The shell the site runs in, or null for a browser. The injected bridge
 * object decides first (it is where notices go), then the user-agent token.
 * A plain mobile Safari or Chrome, and in-app browsers (Facebook, Line), have
 * neither and are not shells.
 */
export function detectAppShell({ userAgent, hasIosHandler, hasAndroidBridge }: AppShellSignals): AppShell | null {
  if (hasIosHandler) return 'ios'
  if (hasAndroidBridge) return 'android'
  const token = APP_SHELL_USER_AGENT.exec(userAgent)
  if (token?.[1] === 'iOS') return 'ios'
  if (token?.[1] === 'Android') return 'android'
  return null
}

/** The version of the notices' format; a shell ignores notices of a version it does not know. */
export const SHELL_NOTICE_VERSION = 1

/** What the site tells a shell (docs/native-bridge.md, "Notices"), without the version. */
export type ShellNoticeInput =
  /** A member logged in in the site (login, double validation, an `enc` or another window's session). */
  | { type: 'login'; member_id: number; member_account: string; currency: string }
  /** The member is gone: logout, a 401, a duplicate login elsewhere. */
  | { type: 'logout' }
  /** A game's address arrived (`game.url`): the game is opening. */
  | { type: 'game_launch'; gp_id: string; game_code?: string; url?: string }

export type ShellNotice = ShellNoticeInput & { version: typeof SHELL_NOTICE_VERSION }

/**
 * The notice as sent: the version stamped, and only the documented fields
 * (a caller's object with more in it, such as a token, sends none of the rest).
 * Optional fields left undefined are left out.
 */
export function shellNotice(input: ShellNoticeInput): ShellNotice {
  const version = SHELL_NOTICE_VERSION
  switch (input.type) {
    case 'login':
      return {
        version,
        type: 'login',
        member_id: input.member_id,
        member_account: input.member_account,
        currency: input.currency,
      }
    case 'logout':
      return { version, type: 'logout' }
    case 'game_launch': {
      const notice: Extract<ShellNotice, { type: 'game_launch' }> = { version, type: 'game_launch', gp_id: input.gp_id }
      if (input.game_code !== undefined) notice.game_code = input.game_code
      if (input.url !== undefined) notice.url = input.url
      return notice
    }
  }
}

/** The notice as the JSON string the Android bridge takes (`LobbyAndroid.postMessage(json)`). */
export function encodeShellNotice(notice: ShellNoticeInput | ShellNotice): string {
  return JSON.stringify(shellNotice(notice))
}
