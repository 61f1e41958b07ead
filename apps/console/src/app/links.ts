import { useHref, useNavigate } from 'react-router'

/**
 * Links to console pages for screens that do not know the router: `href` is a path's address under the router's
 * basename (`/console/members`), `go` opens it in this tab.
 */
export function useConsoleLinks(): { href: (path: string) => string; go: (path: string) => void } {
  const navigate = useNavigate()
  const base = useHref('/').replace(/\/$/, '')
  return { href: (path) => `${base}${path}`, go: (path) => void navigate(path) }
}
