import type { LanguageCode } from '@lobby/domain'
import { createTranslator, LOCALES, type Locale, type Translate } from '@lobby/ui'
import enUSFirst from 'virtual:lobby-catalogue/en_US/first'

type Messages = Record<string, string>
type Part = () => Promise<{ default: Messages }>

function isLocale(language: string): language is Locale {
  return (LOCALES as readonly string[]).includes(language)
}

/*
 * Each catalogue comes in two parts (the `lobby:catalogue-parts` plugin in
 * vite.config.ts cuts them): `first`, the copy of what `/` shows, and
 * `rest`, the copy only dialogs, forms and other pages use. The first part of
 * the site language is there before the first render; the rest follows it,
 * and every lazily loaded screen waits for it (`withAllMessages`), so no
 * screen ever shows a bare key. `/` carries a third of the copy, not all.
 */
const firstParts: Record<Exclude<Locale, 'en_US'>, Part> = {
  zh_TW: () => import('virtual:lobby-catalogue/zh_TW/first'),
  zh_CN: () => import('virtual:lobby-catalogue/zh_CN/first'),
  vi_VN: () => import('virtual:lobby-catalogue/vi_VN/first'),
  ko_KR: () => import('virtual:lobby-catalogue/ko_KR/first'),
  ja_JP: () => import('virtual:lobby-catalogue/ja_JP/first'),
  th_TH: () => import('virtual:lobby-catalogue/th_TH/first'),
  hi_IN: () => import('virtual:lobby-catalogue/hi_IN/first'),
  my_MM: () => import('virtual:lobby-catalogue/my_MM/first'),
  ta_IN: () => import('virtual:lobby-catalogue/ta_IN/first'),
  bn_BD: () => import('virtual:lobby-catalogue/bn_BD/first'),
}
/** The rest parts' loaders come with the first call for them (idle time), not with the first route. */
const restParts = async (locale: Locale) => (await import('./catalogue-rest.ts')).restParts[locale]()

/**
 * The first part of the site language's catalogue. en_US (the default, and
 * the fallback) ships with the page; any other language loads its own chunk
 * before the first render, so a page carries one catalogue, not all of them.
 */
export async function loadMessages(language: LanguageCode): Promise<Messages> {
  if (language === 'en_US' || !isLocale(language)) return enUSFirst
  try {
    return (await firstParts[language]()).default
  } catch {
    // The chunk did not load (offline, a new deployment): English rather than a blank page.
    return enUSFirst
  }
}

/**
 * The page's copy: the site language's messages over en_US's, in one object
 * that the rest parts are added to when they arrive (the ui package's
 * `createTranslator` reads it at each call, so a `t` made before sees them).
 */
let active: { language: LanguageCode; messages: Messages; catalogue: Record<string, string>; t: Translate } | undefined
let remaining: Promise<void> | undefined

/**
 * The rest of the site language's copy, and of en_US behind it, added to
 * the page's catalogue: started once, by whichever asks first (the idle page,
 * a lazy screen, a toast from code). Never fails: offline, the lazily loaded
 * screens show keys rather than nothing, and a reload mends it.
 */
export function loadRemainingMessages(): Promise<void> {
  if (remaining) return remaining
  const current = active
  if (!current) return Promise.resolve()
  const { catalogue, language } = current
  const languages: Locale[] = language !== 'en_US' && isLocale(language) ? [language, 'en_US'] : ['en_US']
  remaining = Promise.all(languages.map(async (locale) => (await restParts(locale)).default)).then(
    (parts) => {
      // en_US's rest fills only what the site language has no message for; the site language's wins.
      const [own, english] = languages.length === 2 ? parts : [parts[0], undefined]
      if (english)
        for (const [key, message] of Object.entries(english)) if (!(key in catalogue)) catalogue[key] = message
      Object.assign(catalogue, own)
    },
    () => {
      // See above.
    },
  )
  return remaining
}

/** A lazy screen's (or module's) loader that also brings the rest of the copy, so it never shows a bare key. */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadRemainingMessages()]))[0]
}

/** Copy for code outside React (a toast from a socket event): the page's own translation of `key`. */
export async function siteText(key: string, values?: Record<string, string>): Promise<string> {
  await loadRemainingMessages()
  return active?.t(key, values) ?? key
}

/**
 * The ui package's TextProvider's `t` for the page: the site language's
 * messages, en_US's where it has none (the fallback), `{param}`
 * placeholders filled, a key with no message shown as itself. The ui
 * package's own translator: the same text renders in Storybook and here,
 * and nothing else is loaded for it (i18next did this until issue 23: 15 KiB
 * of the first route and a tenth of the boot's script time on a slow phone).
 */
export function createSiteText(language: LanguageCode, messages: Messages): Translate {
  // The same page asks again when React renders the providers again before committing them (the first render is a
  // transition, which React may restart): one catalogue for it, or the rest parts would go to one nobody reads.
  if (active && active.language === language && active.messages === messages) return active.t
  const catalogue: Record<string, string> = Object.assign(
    Object.create(null) as Record<string, string>,
    enUSFirst,
    messages,
  )
  const t = createTranslator(catalogue)
  active = { language, messages, catalogue, t }
  remaining = undefined
  return t
}
