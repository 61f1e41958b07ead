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
 */
export function InSiteOnly({ children }: { children: ReactNode }) {
  return visitedByFullPath() ? <Navigate to="/" replace /> : children
}
