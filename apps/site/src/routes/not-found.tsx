import { useLocation } from 'react-router'
import { SiteFatalError } from '../app/fatal-view.tsx'

/** Unmatched route (spec section 2): the fatal screen with 404, 'Page Not Found: {path}'. */
export function NotFoundRoute() {
  const { pathname } = useLocation()
  return <SiteFatalError statusCode={404} message={`Page Not Found: ${pathname}`} />
}
