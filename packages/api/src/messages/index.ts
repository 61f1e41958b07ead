import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@lobby/domain'
import bn_BD from './bn_BD.json'
import en_US from './en_US.json'
import hi_IN from './hi_IN.json'
import ja_JP from './ja_JP.json'
import ko_KR from './ko_KR.json'
import my_MM from './my_MM.json'
import ta_IN from './ta_IN.json'
import th_TH from './th_TH.json'
import vi_VN from './vi_VN.json'
import zh_CN from './zh_CN.json'
import zh_TW from './zh_TW.json'

/**
 * The server's own words: every `message` the server writes into an envelope
 * (refusals, 400 reasons, 401/503 texts), one catalogue per interface
 * language, kept beside the ui's catalogues. Keys are flat dot paths under
 * `server.`; `{name}` marks a parameter. en_US is the reference: its keys are
 * the type, and every other catalogue has the same keys and placeholders
 * (messages.test.ts fails otherwise).
 */
export type ServerMessageKey = keyof typeof en_US
export type MessageParams = Readonly<Record<string, string | number>>
export type ServerCatalogue = Readonly<Record<ServerMessageKey, string>>

export const SERVER_CATALOGUES: Readonly<Record<LanguageCode, ServerCatalogue>> = {
  zh_TW,
  zh_CN,
  en_US,
  vi_VN,
  ko_KR,
  ja_JP,
  th_TH,
  hi_IN,
  my_MM,
  ta_IN,
  bn_BD,
}

export const SERVER_MESSAGE_LOCALES: readonly LanguageCode[] = LANGUAGE_CODES

export function isServerMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(en_US, value)
}

/** `{name}` placeholders of a text, sorted (the catalogue test compares them per key). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort()
}

function fill(text: string, params: MessageParams | undefined): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/**
 * The text of `key` in `locale` with its `{placeholders}` filled. An unknown
 * locale answers in English (the site's default language).
 */
export function serverMessage(locale: string, key: ServerMessageKey, params?: MessageParams): string {
  const catalogue = isLanguageCode(locale) ? SERVER_CATALOGUES[locale] : SERVER_CATALOGUES[DEFAULT_LANGUAGE]
  return fill(catalogue[key], params)
}

/** en_US text → key, for words that reach the server already in English (a contract schema's own message). */
const BY_ENGLISH: ReadonlyMap<string, ServerMessageKey> = new Map(
  (Object.entries(en_US) as [ServerMessageKey, string][])
    .filter(([, text]) => placeholders(text).length === 0)
    .map(([key, text]) => [text, key]),
)

export function serverMessageKeyOf(english: string): ServerMessageKey | undefined {
  return BY_ENGLISH.get(english)
}

/**
 * The language of a request: the `lang` header the client sends on every
 * call (spec section 7), else the `i18n_redirected` cookie the site keeps,
 * else the first interface language `accept-language` names; en_US when none
 * is one of the 11.
 */
export function requestLanguage(headers: {
  lang?: string | string[] | undefined
  cookie?: string | string[] | undefined
  'accept-language'?: string | string[] | undefined
}): LanguageCode {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim()
  const lang = first(headers.lang)
  if (lang && isLanguageCode(lang)) return lang
  const cookie = first(headers.cookie)
  if (cookie) {
    const match = /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(cookie)
    const value = match?.[1] ? decodeURIComponent(match[1]).replace('-', '_') : undefined
    if (value && isLanguageCode(value)) return value
  }
  const accept = first(headers['accept-language'])
  if (accept) {
    for (const part of accept.split(',')) {
      const tag = part.split(';')[0]?.trim().replace('-', '_') ?? ''
      if (isLanguageCode(tag)) return tag
      const prefix = tag.split('_')[0]?.toLowerCase()
      const byPrefix = LANGUAGE_CODES.find((code) => code.split('_')[0] === prefix)
      if (prefix && byPrefix) return byPrefix
    }
  }
  return DEFAULT_LANGUAGE
}
