import { NotFoundScreen } from '@lobby/ui'
import { useLocation } from 'react-router'

/** Unmatched route (spec section 2): 404, 'Page Not Found: {path}'. */
export function NotFoundRoute() {
  const { pathname } = useLocation()
  return <NotFoundScreen path={pathname} homeHref="/" />
}
