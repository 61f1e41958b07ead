import { lazy } from 'react'

/**
 * The member pages' entry (`/user/...`, `/Deposit`, `/fastPayment`): only
 * this small module is named by the first route's import map; the pages and
 * everything they use (member-pages.tsx) load from here, so the first route
 * does not carry the list of their chunks.
 */
export const MemberRoute = lazy(async () => ({ default: (await import('./member-pages.tsx')).MemberRoute }))
