/**
 * The device information a login and a registration send (spec section 3,
 * "Login payload": device, system_group, udid, login_type, cdn, system,
 * browser, system_version), read from the user agent. Pure: the site passes
 * in what it knows (the layout, the app shell, the installed-app flag).
 */

/** Platform ids (spec section 9, the first mapping): the `login_type` of a login. */
export const LOGIN_TYPE = { desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 } as const
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE]

/**
 * The platform a login comes from: an app shell (the iOS or Android app) is
 * `app`, then WeChat's in-app browser, then the installed web app (`pwa`),
 * else the layout's desktop or mobile.
 */
export function loginTypeFor(context: {
  layout: 'desktop' | 'mobile'
  appShell: boolean
  pwa: boolean
  userAgent: string
}): LoginType {
  if (context.appShell) return LOGIN_TYPE.app
  if (/MicroMessenger\//i.test(context.userAgent)) return LOGIN_TYPE.wechat
  if (context.pwa) return LOGIN_TYPE.pwa
  return context.layout === 'desktop' ? LOGIN_TYPE.desktop : LOGIN_TYPE.mobile
}

/** Operating-system families, the `system_group` of a login. */
export const SYSTEM_GROUPS = ['windows', 'macos', 'ios', 'android', 'chromeos', 'linux', 'other'] as const
export type SystemGroup = (typeof SYSTEM_GROUPS)[number]

export interface UserAgentDescription {
  system_group: SystemGroup
  /** The operating system's name as people write it (Windows, macOS, iOS, Android, ChromeOS, Linux), or ''. */
  system: string
  /** Its version with dots (`17.4`, `10.0`), or '' when the agent does not say. */
  system_version: string
  /** The browser and its version (`Chrome 131.0.0.0`), or '' when unknown. */
  browser: string
}

const dotted = (version: string | undefined) => (version ?? '').replace(/_/g, '.')

const SYSTEMS: readonly { pattern: RegExp; group: SystemGroup; name: string }[] = [
  // iPadOS 13+ in desktop mode says "Macintosh": it is read as macOS, as the agent says.
  { pattern: /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/, group: 'ios', name: 'iOS' },
  { pattern: /\bAndroid(?: (\d+(?:\.\d+)*))?/, group: 'android', name: 'Android' },
  { pattern: /\bWindows NT (\d+\.\d+)/, group: 'windows', name: 'Windows' },
  { pattern: /\bCrOS \S+ (\d+(?:\.\d+)*)/, group: 'chromeos', name: 'ChromeOS' },
  { pattern: /\bMac OS X (\d+(?:[_.]\d+)*)?/, group: 'macos', name: 'macOS' },
  { pattern: /\bLinux\b/, group: 'linux', name: 'Linux' },
]

/** Browsers in the order they must be tried: the ones built on Chrome or Safari name themselves first. */
const BROWSERS: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /\bLobbyApp\/(\d+(?:\.\d+)*)/, name: 'LobbyApp' },
  { pattern: /\bMicroMessenger\/(\d+(?:\.\d+)*)/, name: 'WeChat' },
  { pattern: /\bFBAV\/(\d+(?:\.\d+)*)/, name: 'Facebook' },
  { pattern: /\bLine\/(\d+(?:\.\d+)*)/, name: 'Line' },
  { pattern: /\bEdg(?:e|A|iOS)?\/(\d+(?:\.\d+)*)/, name: 'Edge' },
  { pattern: /\bOPR\/(\d+(?:\.\d+)*)/, name: 'Opera' },
  { pattern: /\bSamsungBrowser\/(\d+(?:\.\d+)*)/, name: 'Samsung Internet' },
  { pattern: /\b(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/, name: 'Firefox' },
  { pattern: /\b(?:Chrome|CriOS|Chromium)\/(\d+(?:\.\d+)*)/, name: 'Chrome' },
  { pattern: /\bVersion\/(\d+(?:\.\d+)*).*\bSafari\//, name: 'Safari' },
]

/** Printable ASCII only, at most `max` characters: what the server's schema accepts. */
function clean(text: string, max: number): string {
  return text.replace(/[^\x20-\x7E]/g, '').slice(0, max)
}

/** The system and browser a user agent names (spec section 3: system_group, system, system_version, browser). */
export function describeUserAgent(userAgent: string): UserAgentDescription {
  const system = SYSTEMS.find((s) => s.pattern.test(userAgent))
  const systemMatch = system?.pattern.exec(userAgent)
  const browser = BROWSERS.find((b) => b.pattern.test(userAgent))
  const browserVersion = browser?.pattern.exec(userAgent)?.[1]
  return {
    system_group: system?.group ?? 'other',
    system: system?.name ?? '',
    system_version: clean(dotted(systemMatch?.[1]), 64),
    browser: browser ? clean(`${browser.name} ${browserVersion ?? ''}`.trim(), 256) : '',
  }
}
