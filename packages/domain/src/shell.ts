import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts'

/** Layout changes wait for the window to stop resizing this long (spec section 9). */
export const RESIZE_DEBOUNCE_MS = 1_000
/** A failed chunk load reloads the page at most once in this long (spec sections 4 and 9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000
/** The build meta is first asked for this long after the page has loaded (spec section 9). */
export const BUILD_META_DELAY_MS = 1_000
/** A payload the page was served with, or one kept in memory, is used this long and then asked for again (spec section 9). */
export const PAYLOAD_CACHE_EXPIRY_MS = 3_600_000

/**
 * Whether a payload made at `madeAt` (ms since the epoch) may still be used
 * at `now`: under an hour old. The boot data in index.html carries the
 * server's clock and is read with the device's, so an age is taken either
 * way: a device whose clock runs behind does not keep a day-old page (the
 * service worker's offline shell) for a day. Unknown or broken: not fresh.
 */
export function payloadFresh(madeAt: unknown, now: number): boolean {
  return typeof madeAt === 'number' && Number.isFinite(madeAt) && Math.abs(now - madeAt) < PAYLOAD_CACHE_EXPIRY_MS
}

/**
 * Whether an error is a code-split chunk that did not load: a release
 * replaced the files the page was built against, or the network dropped.
 * The messages are the browsers' own (Chromium, WebKit, Firefox) and Vite's.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    message,
  )
}

/** Whether a chunk failure may reload the page now: not when the last such reload was under 10 s ago (spec section 4). */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/**
 * A locale-prefixed address (spec section 2): `/vi_VN/gameHall/1` is the
 * route `/gameHall/1` in vi_VN. Returns the locale and the prefix, or null
 * when the first segment is not a language code.
 */
export function localePrefix(pathname: string): { locale: LanguageCode; prefix: string } | null {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1]
  return first && isLanguageCode(first) ? { locale: first, prefix: `/${first}` } : null
}

/**
 * A route's name in a locale (spec section 2): every locale's prefixed
 * variant is `{name}___{locale}`; the default locale's unprefixed variant
 * carries the suffix `___default`.
 */
export function localeRouteName(name: string, locale: LanguageCode | null): string {
  return locale === null ? `${name}___${DEFAULT_LANGUAGE}___default` : `${name}___${locale}`
}

/** History-reset roots (spec section 2): going to one of these replaces the history entry instead of adding one. */
export const HISTORY_ROOTS = ['/', '/discount', '/sponsor', '/proxy'] as const

export function isHistoryRoot(pathname: string): boolean {
  return (HISTORY_ROOTS as readonly string[]).includes(pathname)
}

/** `appPage=header|content|footer` (spec section 2): the one part of the page an app embeds, or null for the whole page. */
export type AppPagePart = 'header' | 'content' | 'footer'

export function appPagePart(value: string | null): AppPagePart | null {
  return value === 'header' || value === 'content' || value === 'footer' ? value : null
}

/** Links a site variant hides (spec section 2: rb16). */
export const VARIANT_HIDDEN_LINKS: Readonly<Record<string, readonly string[]>> = {
  rb16: ['Deposit', 'Withdrawal', 'APPDownload', 'BindAccount', 'applyAgent', 'DWRecord', 'announcement_bank'],
}

export function isLinkHidden(variant: string | null | undefined, link: string): boolean {
  return !!variant && (VARIANT_HIDDEN_LINKS[variant]?.includes(link) ?? false)
}

/** The variant whose site is closed: a game launch is refused with `r88close_msg` (spec section 8). */
export const CLOSED_SITE_VARIANT = 'r88'
