/**
 * Loads made a moment ago. The page loads its first view just before it
 * hydrates (app/first-view.ts), and the components then mount and ask for the
 * same things: asked again within RECENT_LOAD_MS for the same `key`, a load is
 * skipped instead of fetching the same answer and writing it into the store
 * again, which would render the whole lobby a second time, blocking (issue 23).
 * A store holds one answer per `name`: a load for another key (the other
 * layout's logo, a member's marquee) is always made. A change the server
 * announces, and the server's own render, pass `force`.
 */
export const RECENT_LOAD_MS = 30_000

const loads = new Map<string, { key: string; at: number }>()

/** Whether `name` was loaded for `key` within RECENT_LOAD_MS; when not, it counts as loaded for `key` now. */
export function loadedRecently(name: string, key: string, force = false): boolean {
  const now = Date.now()
  const last = loads.get(name)
  if (!force && last?.key === key && now - last.at < RECENT_LOAD_MS) return true
  loads.set(name, { key, at: now })
  return false
}

/** A load that failed: the next one is made. */
export function forgetLoad(name: string): void {
  loads.delete(name)
}
