import { chunkReloadAllowed, isChunkLoadError } from '@lobby/domain'

/** When this tab last reloaded for a chunk that did not load (session storage: the guard is per tab). */
const RELOAD_AT_KEY = 'chunk-reload-at'

/**
 * A chunk that does not load (a release replaced the files this page was
 * built against) reloads the page once (spec section 4), but not again
 * within 10 s: a chunk that is really gone then shows the fatal screen
 * instead of reloading in a loop. Returns whether the page is reloading.
 */
export function reloadForChunkError(): boolean {
  let last: number | null = null
  try {
    last = Number(sessionStorage.getItem(RELOAD_AT_KEY)) || null
  } catch {
    // Storage refused (private mode): the guard then cannot hold, so no reload either.
    return false
  }
  const now = Date.now()
  if (!chunkReloadAllowed(last, now)) return false
  sessionStorage.setItem(RELOAD_AT_KEY, String(now))
  window.location.reload()
  return true
}

/**
 * Answers every failed chunk load the same way: a lazy page (through the
 * error boundary), a dependency Vite preloads (`vite:preloadError`), and code
 * a click loads (an unhandled rejection).
 */
export function guardChunkLoads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForChunkError()) event.preventDefault()
  })
}
