import { localeRouteName, type LanguageCode } from '@lobby/domain'
import { matchPath } from 'react-router'

/** The routes of spec section 2 by name (the name a page-view event or a QA script reads). */
const ROUTE_NAMES: readonly (readonly [pattern: string, name: string])[] = [
  ['/', 'index'],
  ['/main', 'main'],
  ['/main/:id', 'main-id'],
  ['/gameHall', 'gameHall'],
  ['/gameHall/:id', 'gameHall-id'],
  ['/slotgame', 'slotgame'],
  ['/gameRoom', 'gameRoom'],
  ['/discount', 'discount'],
  ['/discount/:id', 'discount-id'],
  ['/faq', 'faq'],
  ['/faq/:id', 'faq-id'],
  ['/sponsor', 'sponsor'],
  ['/fastDeposit', 'fastDeposit'],
  ['/register', 'register'],
  ['/proxy', 'proxy'],
  ['/fastPayment', 'fastPayment'],
  ['/Deposit', 'Deposit'],
  ['/app', 'app'],
  ['/loading', 'loading'],
  ['/close', 'close'],
  ['/play', 'play'],
  ['/authCallback', 'authCallback'],
]

/**
 * The named route a path (inside the locale prefix, if any) is, in its
 * locale variant (spec section 2): `gameHall-id___vi_VN` under `/vi_VN`, and
 * `gameHall-id___en_US___default` for the unprefixed default-locale variant.
 * An unmatched path is the `404` route.
 */
export function routeNameOf(pathname: string, prefixLocale: LanguageCode | null): string {
  // The member centre's pages by their path: `/user` is `user`, `/user/BindAccount` is `user-BindAccount`.
  const name = /^\/user(?:\/|$)/.test(pathname)
    ? pathname.replace(/\/+$/, '').slice(1).replace(/\//g, '-')
    : (ROUTE_NAMES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? '404')
  return localeRouteName(name, prefixLocale)
}
