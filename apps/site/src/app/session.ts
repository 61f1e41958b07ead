import {
  defaultCurrencyFor,
  DEFAULT_LANGUAGE,
  isCurrencyCode,
  isLanguageCode,
  type CurrencyCode,
  type LanguageCode,
} from '@lobby/domain'
import { siteConfig } from './site-config.ts'

/**
 * Session data kept in local storage and cookies (spec section 3). Only what
 * the walking skeleton needs: token, site language and site currency.
 */
const TOKEN_KEY = 'token'
const LANGUAGE_KEY = 'lang'
const CURRENCY_COOKIE = 'ccy'

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    // Storage can be blocked (private mode, embedded webviews); the site still works without it.
    return null
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // See readStorage.
  }
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/** A cookie on path / (spec section 9: default path /, default unit days), SameSite lax. */
export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${expires}; SameSite=Lax`
}

export const session = {
  getToken: (): string | null => readStorage(TOKEN_KEY),
  setToken: (token: string): void => writeStorage(TOKEN_KEY, token),
  getLanguage(): LanguageCode {
    const stored = readStorage(LANGUAGE_KEY)
    return stored && isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE
  },
  /** Site currency: the `ccy` cookie if the brand offers it, else the language's default. */
  getCurrency(): CurrencyCode {
    const cookie = readCookie(CURRENCY_COOKIE)
    if (cookie && isCurrencyCode(cookie) && siteConfig.currencies.includes(cookie)) return cookie
    return defaultCurrencyFor(session.getLanguage(), siteConfig.currencies) ?? 'USD'
  },
}
