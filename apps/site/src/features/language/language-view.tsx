import { LANGUAGE_CODES, localePrefix, type LanguageCode } from '@lobby/domain'
import { LanguageSelect } from '@lobby/ui'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { siteText } from '../../app/i18n.ts'
import { languageChangeRefused } from '../../app/play-gate.ts'
import { session } from '../../app/session.ts'
import { shellStore } from '../shell/store.ts'
import { showToast } from '../toast/store.ts'

/**
 * The header's language selector (spec section 4, language change): refused
 * with an error while a game window is open; otherwise the language is saved
 * in local storage and the cookie, and the page reloads in it. Loaded lazily:
 * the list (a dialog, the flags) is not part of the first route. It lists the
 * languages the site offers (`env_config.languages`, the console's settings;
 * every language until the site details say otherwise), and the one shown now.
 */
export function SiteLanguageSelect() {
  const [pending, setPending] = useState(false)
  const offered = useSnapshot(shellStore).detail.env?.languages
  const current = session.getLanguage()
  const languages =
    offered && offered.length > 0
      ? LANGUAGE_CODES.filter((code) => code === current || offered.includes(code))
      : LANGUAGE_CODES
  const change = (language: LanguageCode) => {
    if (languageChangeRefused()) {
      void siteText('pg.language_refused').then((text) => showToast({ type: 'error', text }))
      return
    }
    session.setLanguage(language)
    setPending(true)
    // On a locale-prefixed address the prefix names the language: the same page under the new one.
    const { pathname, search, hash } = window.location
    const prefixed = localePrefix(pathname)
    if (prefixed) window.location.assign(`/${language}${pathname.slice(prefixed.prefix.length)}${search}${hash}`)
    else window.location.reload()
  }
  return <LanguageSelect value={current} languages={languages} pending={pending} onChange={change} />
}
