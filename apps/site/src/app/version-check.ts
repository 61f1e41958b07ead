import { BUILD_META_DELAY_MS } from '@lobby/domain'

/** How often an open page asks whether a newer build is out (the spec leaves the interval open). */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60_000

/** Whether a newer build than this page's is out; once true, the next in-site navigation loads it. */
export const versionState = { stale: false }

async function check(): Promise<void> {
  if (versionState.stale) return
  try {
    const latest = (await (await fetch('/builds/latest.json', { cache: 'no-store' })).json()) as { id?: unknown }
    if (typeof latest.id !== 'string' || latest.id === __LOBBY_BUILD_ID__) return
    // The new build's meta, read now so the release is known complete before the page acts on it.
    const meta = await fetch(`/builds/meta/${encodeURIComponent(latest.id)}.json`, { cache: 'no-store' })
    if (!meta.ok) return
    versionState.stale = true
    reloadOnNextNavigation()
  } catch {
    // Offline or a server without the meta: this page keeps running as it is.
  }
}

/**
 * A page that knows it is out of date turns its next in-site navigation into
 * a full page load of the same address: the member gets the new build at a
 * moment they chose to change page, never in the middle of one.
 */
function reloadOnNextNavigation(): void {
  const push = window.history.pushState.bind(window.history)
  window.history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    if (url == null) return push(state, unused, url)
    window.location.assign(url)
  }
}

/**
 * The new-version check (spec sections 4 and 7): the build meta is first read
 * 1 s after load (not on a slow-2g connection), then every 10 minutes and
 * whenever the tab comes back into view.
 */
export function watchVersion(): () => void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
  if (connection?.effectiveType === 'slow-2g') return () => {}
  const first = setTimeout(() => void check(), BUILD_META_DELAY_MS)
  const every = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearTimeout(first)
    clearInterval(every)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
