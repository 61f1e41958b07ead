import type { ReactNode } from 'react'
import { Navigate } from 'react-router'

/**
 * Whether this page was the first of the tab's history: a visit by full path
 * (typed, bookmarked, reloaded), not a navigation inside the site.
 */
export function visitedByFullPath(): boolean {
  return (window.history.state as { idx?: number } | null)?.idx === 0
}

/**
 * `/main`, `/gameHall`, `/slotgame` (and `/fastDeposit`) redirect to `/` when
 * visited by full path (spec section 2); inside the site they render `children`.
 * The server already answers a document request for the first three with a
 * redirect (apps/server/src/site/static.ts `inSiteOnlyRedirect`) unless the
 * address carries something the page reads first (a handover, an introducer):
 * this is the page's half, for those and for `/fastDeposit`.
 */
export function InSiteOnly({ children }: { children: ReactNode }) {
  return visitedByFullPath() ? <Navigate to="/" replace /> : children
}
