import { lazy } from 'react'
import { useLocation } from 'react-router'

/**
 * The member pages' entry (`/user/...`, `/Deposit`, `/fastPayment`, and the
 * agent centre `/proxy`): only this small module is named by the first
 * route's import map; the pages and everything they use (member-pages.tsx,
 * features/agent-centre) load from here, so the first route does not carry
 * the list of their chunks.
 */
const MemberPages = lazy(async () => ({ default: (await import('./member-pages.tsx')).MemberRoute }))
const AgentCentre = lazy(async () => ({
  default: (await import('../features/agent-centre/agent-centre-view.tsx')).ProxyRoute,
}))

export function MemberRoute() {
  return /^\/proxy$/i.test(useLocation().pathname) ? <AgentCentre /> : <MemberPages />
}
