import {
  ANDROID_BRIDGE,
  detectAppShell,
  encodeShellNotice,
  IOS_MESSAGE_HANDLER,
  shellNotice,
  type AppShell,
  type ShellNoticeInput,
} from '@lobby/domain/app-shell'

/**
 * The site's side of the native app bridge (docs/native-bridge.md): which
 * shell the page runs in, and the notices it sends the shell. The rules (the
 * user-agent token, the notices' JSON) are `@lobby/domain/app-shell`'s.
 */

interface PostTarget<T> {
  postMessage?: (message: T) => void
}

/** What the shells inject into the web view's `window`. */
interface ShellGlobals {
  webkit?: { messageHandlers?: Record<string, PostTarget<unknown> | undefined> }
  LobbyAndroid?: PostTarget<string>
}

function globals(): ShellGlobals {
  return window as unknown as ShellGlobals
}

/** `window.webkit.messageHandlers.lobby` (iOS `WKScriptMessageHandler`), or null. */
function iosHandler(): PostTarget<unknown> | null {
  try {
    const handler = globals().webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER]
    return typeof handler?.postMessage === 'function' ? handler : null
  } catch {
    return null
  }
}

/** `window.LobbyAndroid` (Android `addJavascriptInterface`) with its `postMessage(string)`, or null. */
function androidBridge(): PostTarget<string> | null {
  try {
    const bridge = globals()[ANDROID_BRIDGE]
    return typeof bridge?.postMessage === 'function' ? bridge : null
  } catch {
    return null
  }
}

let detected: AppShell | null | undefined

/** The app shell this page runs in (`'ios'`, `'android'`), or null in a browser; detected once per page. */
export function appShell(): AppShell | null {
  if (detected === undefined) {
    let userAgent = ''
    try {
      userAgent = navigator.userAgent
    } catch {
      // No navigator: not a shell, unless a bridge object says so.
    }
    detected = detectAppShell({
      userAgent,
      hasIosHandler: iosHandler() !== null,
      hasAndroidBridge: androidBridge() !== null,
    })
  }
  return detected
}

/**
 * Tells the shell something happened: the iOS handler gets the notice as an
 * object, the Android bridge as its JSON string. In a browser, or a shell
 * whose bridge is missing, it does nothing. It never throws: a broken bridge
 * must not break a login, a logout or a game.
 */
export function notifyShell(notice: ShellNoticeInput): void {
  try {
    const ios = iosHandler()
    if (ios) {
      ios.postMessage?.(shellNotice(notice))
      return
    }
    androidBridge()?.postMessage?.(encodeShellNotice(notice))
  } catch {
    // See above: the shell misses this notice, the page goes on.
  }
}
