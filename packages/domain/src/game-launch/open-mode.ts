import { IN_PAGE_GAME_TYPE_ID } from '../categories.ts'

/** Where a game opens (spec section 4). */
export const OPEN_MODES = ['window', 'modal', 'page', 'redirect'] as const
export type OpenMode = (typeof OPEN_MODES)[number]

/** The layout the lobby is shown in; `isDesktopWidth` (devices.ts) tells which. */
export type LaunchDevice = 'desktop' | 'mobile'

/** In-app browsers that cannot hold a game window, so the game is a redirect (spec section 4). */
export type InAppBrowser = 'facebook' | 'line'

export interface OpenModeInput {
  /** The mode the site's configuration asks for; desktop only, every forcing rule beats it. */
  requested?: OpenMode
  device: LaunchDevice
  /** Running inside a native app shell (docs/native-bridge.md). */
  inAppShell: boolean
  /** From `detectInAppBrowser(navigator.userAgent)`. */
  inAppBrowser: InAppBrowser | null
  gameType: number
  gpId: string
  /** Providers whose games always open in a window (spec section 4). */
  forcedWindowProviders?: readonly string[]
  /** Providers whose games always open in a modal (spec section 4). */
  forcedModalProviders?: readonly string[]
}

/**
 * How a game opens (spec section 4: "open mode is window, modal, page or
 * redirect"). The first rule that applies wins:
 *
 * 1. Facebook or Line in-app browser: `redirect` (it cannot open windows at all).
 * 2. Game type 4 (`IN_PAGE_GAME_TYPE_ID`): `page`, played in the page
 *    (spec section 9), on every device and in app shells too, since playing
 *    in the page needs no window.
 * 3. App shell: `window` (the shell turns it into its own web view).
 * 4. Mobile web: `window`.
 * 5. A provider forced to `window`, then one forced to `modal` (a provider
 *    on both lists opens in a window).
 * 6. The requested mode, or `window` when none was requested.
 */
export function resolveOpenMode(input: OpenModeInput): OpenMode {
  if (input.inAppBrowser !== null) return 'redirect'
  if (input.gameType === IN_PAGE_GAME_TYPE_ID) return 'page'
  if (input.inAppShell || input.device !== 'desktop') return 'window'
  if (input.forcedWindowProviders?.includes(input.gpId)) return 'window'
  if (input.forcedModalProviders?.includes(input.gpId)) return 'modal'
  return input.requested ?? 'window'
}

/**
 * The in-app browser a user agent belongs to (spec section 4): Facebook's
 * apps (and Messenger) carry `FBAN`, `FBAV` or `FB_IAB`; Line's carries
 * ` Line/` followed by its version. Anything else, Instagram included, is null.
 */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  if (/FBAN|FBAV|FB_IAB/.test(userAgent)) return 'facebook'
  if (userAgent.includes(' Line/')) return 'line'
  return null
}

/** The modes an operator may force a provider's games into (spec section 4: "certain providers forced to window or modal"). */
export const PROVIDER_OPEN_MODES = ['window', 'modal'] as const
export type ProviderOpenMode = (typeof PROVIDER_OPEN_MODES)[number]
/** The operator's per-provider setting, by `gp_id` (site details, `env_config.provider_open_modes`). */
export type ProviderOpenModes = Readonly<Record<string, ProviderOpenMode>>

export function isProviderOpenMode(value: unknown): value is ProviderOpenMode {
  return typeof value === 'string' && (PROVIDER_OPEN_MODES as readonly string[]).includes(value)
}

/**
 * The operator's per-provider setting as `resolveOpenMode`'s two lists.
 * Anything but `window` or `modal` (a damaged setting) forces nothing.
 */
export function forcedProviders(modes: ProviderOpenModes | Record<string, unknown> | undefined): {
  forcedWindowProviders: string[]
  forcedModalProviders: string[]
} {
  const entries = Object.entries(modes ?? {})
  return {
    forcedWindowProviders: entries.filter(([, mode]) => mode === 'window').map(([gpId]) => gpId),
    forcedModalProviders: entries.filter(([, mode]) => mode === 'modal').map(([gpId]) => gpId),
  }
}

/**
 * A window mode whose popup the browser blocked: the game plays in a modal
 * on desktop, in this tab (redirect) elsewhere.
 */
export function blockedPopupMode(device: LaunchDevice): OpenMode {
  return device === 'desktop' ? 'modal' : 'redirect'
}

/** Only a game in window mode first opens `/loading` in its window, to be navigated by `game.url` (spec section 4). */
export function opensLoadingWindow(mode: OpenMode): boolean {
  return mode === 'window'
}

/** The page the game window shows until the game url arrives (spec section 4). */
export const LOADING_PATH = '/loading'
