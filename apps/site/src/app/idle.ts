/**
 * Runs `task` once the page has loaded and the main thread is idle: for work
 * `/` does not need to paint (the rest of the copy, the toaster), so it never
 * competes with the banner, the largest paint, on a slow phone. Returns a
 * cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const schedule = () => {
    if (cancelled) return
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 2_000 })
        : window.setTimeout(task, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/**
 * Runs `task` when the main thread is next idle (at most `timeout` ms
 * later): work the first paint does not need, such as opening the socket,
 * whose client library loads and parses on demand.
 */
export function whenIdle(task: () => void, timeout = 1_000): void {
  void firstCommit.then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout })
    else window.setTimeout(task, 0)
  })
}

let committed: () => void = () => undefined
/**
 * Settles once React has committed the page's first render. Until then no
 * idle work starts: the first render (or the hydration of the server's first
 * view) is a transition that gives the thread back between slices, and a
 * store that changed meanwhile (the socket's status) would make React throw
 * the server's markup away and render the page again.
 */
const firstCommit = new Promise<void>((resolve) => {
  committed = resolve
})

/** The app's first commit happened (app/providers.tsx). */
export function markFirstCommit(): void {
  committed()
}
