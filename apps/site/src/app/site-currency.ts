import { loginCurrencyStep, type CurrencyCode } from '@lobby/domain'
import { proxy } from 'valtio'
import { currentLayout } from '../layouts/use-layout.ts'
import { session } from './session.ts'

/**
 * The currency the lobby's lists are for (game lists, template sections, crash
 * menu, hot games, jackpot). Containers load with `session.getCurrency()` and
 * list `lobbyCurrency.code` among their effect's dependencies, so a login in
 * another currency reloads them (spec section 4).
 */
export const lobbyCurrency = proxy({ code: session.getCurrency() as CurrencyCode })

let reloadPending = false

/**
 * A login stored the member's currency as the site's (`session.setMember`):
 * `before` is the site currency it replaced. On desktop the lists reload in
 * place; on mobile the page reloads once the login is done (`reloadForLoginCurrency`).
 */
export function followLoginCurrency(before: CurrencyCode): void {
  const after = session.getCurrency()
  const step = loginCurrencyStep(before, after, currentLayout() === 'layout-desktop' ? 'desktop' : 'mobile')
  reloadPending = step === 'reload-page'
  lobbyCurrency.code = after
}

/** The end of a login: mobile reloads the page when the currency changed (spec section 4). */
export function reloadForLoginCurrency(): void {
  if (!reloadPending) return
  reloadPending = false
  window.location.reload()
}
