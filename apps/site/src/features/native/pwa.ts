import { readStorage, writeStorage } from '../../app/session.ts'

/**
 * The installed-app mode (docs/native-bridge.md, "PWA"). The manifest's
 * `start_url` is `/?pwa=true`: the `pwa` flag in the address is remembered
 * in local storage (spec section 3 lists `pwa` there), and only then does the
 * site register its service worker (`public/sw.js`). A browser that never
 * came with the flag gets no service worker.
 */

/** The query parameter and the local-storage key (spec sections 2 and 3). */
export const PWA_KEY = 'pwa'
export const SERVICE_WORKER_URL = '/sw.js'

/** Set when this page's address carried the flag: it holds even when storage is blocked. */
let flaggedHere = false

/** Whether the address has the flag: `?pwa`, `?pwa=true`, `?pwa=1`; not `pwa=false` or `pwa=0`. */
export function pwaFlagIn(search: string): boolean {
  const params = new URLSearchParams(search)
  if (!params.has(PWA_KEY)) return false
  const value = (params.get(PWA_KEY) ?? '').trim().toLowerCase()
  return value !== 'false' && value !== '0'
}

/** Whether the site runs as the installed app: the flag came in this address or an earlier one. */
export function isPwa(): boolean {
  return flaggedHere || readStorage(PWA_KEY) === '1'
}

/**
 * With the flag in `search` (remembered as `pwa` = '1') or stored earlier,
 * registers `/sw.js` for the whole site; without it registers nothing. A
 * browser without service workers, or a refused registration, leaves the
 * site as it is. Resolves to whether a registration was made.
 */
export async function startPwa(search: string): Promise<boolean> {
  if (pwaFlagIn(search)) {
    flaggedHere = true
    writeStorage(PWA_KEY, '1')
  }
  if (!isPwa() || !('serviceWorker' in navigator)) return false
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
    return true
  } catch {
    // Refused (an insecure origin, a private window): the site works without it.
    return false
  }
}
