import {
  defaultCurrencyFor,
  DEFAULT_LANGUAGE,
  isCurrencyCode,
  isLanguageCode,
  languageFromBrowser,
  type CurrencyCode,
  type LanguageCode,
} from '@lobby/domain'
import { bootLanguage, bootLanguages } from './boot.ts'
import { siteConfig } from './site-config.ts'

/**
 * Session data kept in local storage and cookies (spec section 3): the
 * member's token and ids, the site language and the site currency.
 */
const TOKEN_KEY = 'token'
/** Keys of the logged-in member, as spec section 3 names them. */
const MEMBER_KEYS = ['member_id', 'member_account', 'currency', 'member_type', 'agent_type'] as const
/** A stable id of this browser, sent as the login's `udid` (a new one may ask double validation). */
const UDID_KEY = 'udid'
const LANGUAGE_KEY = 'lang'
/** The language cookie (spec sections 3 and 9: 365 days, path /, SameSite lax). */
export const LANGUAGE_COOKIE = 'i18n_redirected'
const LANGUAGE_COOKIE_DAYS = 365
const SKIP_RELOAD_GET_INFO_KEY = 'skipReloadGetInfo'
const CURRENCY_COOKIE = 'ccy'

/** A local-storage value, or null (also when storage is blocked: private mode, embedded webviews). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    // Storage can be blocked (private mode, embedded webviews); the site still works without it.
    return null
  }
}

/** Writes a local-storage value; blocked storage loses it silently. */
export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // See readStorage.
  }
}

/** Removes a local-storage value; blocked storage is left as it is. */
export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // See readStorage.
  }
}

/**
 * The server's render (app/server-render.tsx) has no storage, cookies or
 * navigator: it renders for the language and currency the request asked for.
 */
let rendered: { language: LanguageCode; cookies: Readonly<Record<string, string>> } | null = null

/** The server's render: the language it renders the page in and the request's cookies it may read. */
export function setRenderedRequest(request: {
  language: LanguageCode
  cookies: Readonly<Record<string, string>>
}): void {
  if (typeof document === 'undefined') rendered = request
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined')
    return rendered && Object.hasOwn(rendered.cookies, name) ? rendered.cookies[name] : undefined
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/** A cookie on path / (spec section 9: default path /, default unit days), SameSite lax. */
export function writeCookie(name: string, value: string, days?: number, { secure = false } = {}): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${expires}; SameSite=Lax${secure ? '; Secure' : ''}`
}

export const session = {
  getToken: (): string | null => readStorage(TOKEN_KEY),
  setToken: (token: string): void => writeStorage(TOKEN_KEY, token),
  /**
   * The site language: local storage, else the language cookie, while the
   * site offers it (a language the operator has since dropped is no choice);
   * else (a first visit) the language the server chose for this page (the
   * browser's if the site offers it, else the site's default: the operator's
   * settings), else the browser's languages through the country-to-language
   * table (spec section 9), else the default (en_US).
   */
  getLanguage(): LanguageCode {
    if (rendered) return rendered.language
    const offered = bootLanguages()
    const standing = (code: string | null | undefined): code is LanguageCode =>
      !!code && isLanguageCode(code) && (!offered || offered.length === 0 || offered.includes(code))
    const stored = readStorage(LANGUAGE_KEY)
    if (standing(stored)) return stored
    const cookie = readCookie(LANGUAGE_COOKIE)
    if (standing(cookie)) return cookie
    const served = bootLanguage()
    if (served && isLanguageCode(served)) return served
    if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE
    return languageFromBrowser(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE
  },
  /** Saves the site language in local storage and the cookie; the page reloads to show it (spec section 4). */
  setLanguage(language: LanguageCode): void {
    writeStorage(LANGUAGE_KEY, language)
    writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS)
  },
  /** Site currency: the `ccy` cookie if the brand offers it, else the language's default. */
  /** Stores a login: the token and the member's ids (the currency becomes the site currency). */
  setMember(member: {
    token: string
    member_id: number
    member_account: string
    currency: string
    member_type?: number
    agent_type?: number
  }): void {
    writeStorage(TOKEN_KEY, member.token)
    for (const key of MEMBER_KEYS) {
      const value = member[key]
      if (value !== undefined) writeStorage(key, String(value))
    }
    if (isCurrencyCode(member.currency)) writeCookie(CURRENCY_COOKIE, member.currency, 365)
  },
  /** Member and agent type from the layout: a handed-over session (address, other window) has none until then. */
  setMemberKind(kind: { member_type: number; agent_type: number }): void {
    writeStorage('member_type', String(kind.member_type))
    writeStorage('agent_type', String(kind.agent_type))
  },
  /** Forgets the member (logout, 401): token and ids go, language and currency stay. */
  clearMember(): void {
    removeStorage(TOKEN_KEY)
    for (const key of MEMBER_KEYS) removeStorage(key)
  },
  getMemberId(): number | null {
    const value = Number(readStorage('member_id'))
    return Number.isInteger(value) && value > 0 ? value : null
  },
  getMemberAccount: (): string | null => readStorage('member_account'),
  /**
   * `skipReloadGetInfo` (an app shell sets it when it has already handed the
   * session over): whether it was set; it is removed either way.
   */
  takeSkipReloadGetInfo(): boolean {
    const set = readStorage(SKIP_RELOAD_GET_INFO_KEY) !== null
    removeStorage(SKIP_RELOAD_GET_INFO_KEY)
    return set
  },
  getUdid(): string {
    const stored = readStorage(UDID_KEY)
    if (stored) return stored
    const fresh = crypto.randomUUID()
    writeStorage(UDID_KEY, fresh)
    return fresh
  },
  getCurrency(): CurrencyCode {
    const cookie = readCookie(CURRENCY_COOKIE)
    if (cookie && isCurrencyCode(cookie) && siteConfig.currencies.includes(cookie)) return cookie
    return defaultCurrencyFor(session.getLanguage(), siteConfig.currencies) ?? 'USD'
  },
}
