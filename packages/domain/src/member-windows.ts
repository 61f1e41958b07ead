/**
 * The member pages that open in a window of their own on desktop (spec
 * section 2): `/user` (the member centre), `/proxy` (the agent centre) and
 * `/fastPayment`. On mobile, and inside app shells, they open in the same tab.
 */
export const MEMBER_WINDOW_PAGES = ['/user', '/proxy', '/fastPayment'] as const

/** The popup's size (spec section 9). */
export const MEMBER_WINDOW_SIZE = { width: 1500, height: 800 } as const

export type MemberWindow =
  /** `window.open(url, name, features)`: one window per page, reused when it is open already. */
  | { kind: 'popup'; url: string; name: string; features: string }
  /** Navigate this tab to `url`. */
  | { kind: 'tab'; url: string }

/** The member page a target belongs to (`/user/Info?x=1` → `/user`), or undefined. */
export function memberWindowPage(target: string): (typeof MEMBER_WINDOW_PAGES)[number] | undefined {
  const path = target.split(/[?#]/, 1)[0] ?? ''
  return MEMBER_WINDOW_PAGES.find((page) => path === page || path.startsWith(`${page}/`))
}

/**
 * Where a member route opens: a target on one of the member pages opens in
 * that page's own popup on desktop; anything else, or any target on mobile,
 * in this tab. After login the remembered target goes through this too
 * (spec section 2: "targets containing the three paths open the matching
 * window instead").
 */
export function memberWindowFor(target: string, device: 'desktop' | 'mobile'): MemberWindow {
  const page = memberWindowPage(target)
  if (!page || device !== 'desktop') return { kind: 'tab', url: target }
  const { width, height } = MEMBER_WINDOW_SIZE
  return {
    kind: 'popup',
    url: target,
    name: page.slice(1),
    features: `width=${width},height=${height}`,
  }
}
