import { MEMBER_WINDOW_PAGES, memberWindowFor } from '@lobby/domain'
import type { LoginReason } from '@lobby/ui'
import { proxy } from 'valtio'
import { currentLayout } from '../layouts/use-layout.ts'
import { session } from './session.ts'

/**
 * One site-wide "log in first" state (spec section 5: real play needs login,
 * otherwise a confirm dialog offers the login modal). Every feature asks
 * through `requireLogin`; the layout renders the one dialog.
 */
export const loginGate = proxy({
  open: false,
  /** What the visitor asked for: the dialog's copy names it. */
  reason: 'play' as LoginReason,
  /** Where the member wanted to go; after login they are sent there (spec section 2). */
  target: null as string | null,
})

/** True when a member is logged in; otherwise opens the confirm dialog, saying why, and returns false. */
export function requireLogin(reason: LoginReason, target?: string): boolean {
  if (session.getToken()) return true
  loginGate.open = true
  loginGate.reason = reason
  loginGate.target = target ?? null
  return false
}

export function closeLoginGate(): void {
  loginGate.open = false
}

/**
 * Goes to a member page (spec section 2): `/user`, `/proxy` and
 * `/fastPayment` open in their own 1500x800 window on desktop, anything else
 * (and everything on mobile) in this tab through `navigate`. A blocked popup
 * falls back to this tab. Visitors get the login prompt, and the page after
 * logging in.
 */
export function openMemberPage(target: string, navigate: (url: string) => void): void {
  if (!requireLogin('page', target)) return
  followMemberTarget(target, navigate)
}

/** The member windows this page opened, by name (`user`, `proxy`, `fastPayment`): logout closes them (spec section 4). */
const popups = new Map<string, Window>()

/** Opens `target` where it belongs (see `openMemberPage`), for a member. */
export function followMemberTarget(target: string, navigate: (url: string) => void): void {
  const where = memberWindowFor(target, currentLayout() === 'layout-desktop' ? 'desktop' : 'mobile')
  if (where.kind === 'popup') {
    const popup = window.open(where.url, where.name, where.features)
    if (popup) {
      popups.set(where.name, popup)
      closeOnLogoutElsewhere()
      return
    }
  }
  navigate(target)
}

/** Whether a member-centre, agent-centre or fast-payment window this page opened is still open. */
export const memberPopupOpen = (): boolean => [...popups.values()].some((popup) => !popup.closed)

let watching = false

/**
 * A member window that opened windows of its own (the member centre opens
 * the agent centre) and is closed because the member logged out in another
 * window: the token is gone when it closes, so its own windows close too.
 */
function closeOnLogoutElsewhere(): void {
  if (watching) return
  watching = true
  window.addEventListener('pagehide', () => {
    if (!session.getToken()) closeMemberWindows()
  })
}

/**
 * Logout (spec section 4: "open user, agent and fast-payment windows
 * close"): every member window this page opened closes, whatever ended the
 * session (the logout button, a duplicate login, a 401, `app_clean_cache`).
 */
export function closeMemberWindows(): void {
  for (const popup of popups.values()) if (!popup.closed) popup.close()
  popups.clear()
}

/**
 * This page is itself a member window (`user`, `proxy`, `fastPayment`): it
 * closes when the member logs out in another window of the site, even one
 * that no longer holds it (reloaded since it opened this one).
 */
if (typeof window !== 'undefined' && MEMBER_WINDOW_PAGES.some((page) => page.slice(1) === window.name)) {
  window.addEventListener('storage', (event) => {
    if (event.key === 'token' && event.oldValue && !event.newValue) window.close()
  })
}
