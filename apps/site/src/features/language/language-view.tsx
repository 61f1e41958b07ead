import { LANGUAGE_CODES, localePrefix, type LanguageCode } from '@lobby/domain'
import { LanguageSelect } from '@lobby/ui'
import { useState } from 'react'
import { siteText } from '../../app/i18n.ts'
import { languageChangeRefused } from '../../app/play-gate.ts'
import { session } from '../../app/session.ts'
import { showToast } from '../toast/store.ts'

/**
 * The header's language selector (spec section 4, language change): refused
 * with an error while a game window is open; otherwise the language is saved
 * in local storage and the cookie, and the page reloads in it. Loaded lazily:
 * the list (a dialog, the flags) is not part of the first route.
 */
export function SiteLanguageSelect() {
  const [pending, setPending] = useState(false)
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
  return <LanguageSelect value={session.getLanguage()} languages={LANGUAGE_CODES} pending={pending} onChange={change} />
}
