import { createRealtime, type RealtimeConnection } from '@lobby/realtime/connection'
import { realtimeHost } from '@lobby/realtime/host'
import { subscribe } from 'valtio'
import { shellStore } from '../features/shell/store.ts'
import { readStorage, session } from './session.ts'

/** How long the connection waits for the site details (which name its host) before using the base URL. */
const SITE_DETAIL_WAIT_MS = 5_000

/** Resolves once the site details have answered (or failed), or after `SITE_DETAIL_WAIT_MS`. */
function siteDetailSettled(): Promise<void> {
  const settled = () => shellStore.detail.status === 'ready' || shellStore.detail.status === 'error'
  if (settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, SITE_DETAIL_WAIT_MS)
    const stop = subscribe(shellStore.detail, () => {
      if (settled()) done()
    })
  })
}

/**
 * The page's connection, made on first use (app/realtime.ts): on the host
 * the site details name (spec section 7, `realtimeHost`), with the stored
 * token and member id read at every handshake.
 */
export async function createConnection(): Promise<RealtimeConnection> {
  await siteDetailSettled()
  const env = shellStore.detail.env
  return createRealtime({
    url: realtimeHost({ dev: import.meta.env.DEV, protocol: location.protocol, sslUrl: env?.ssl_url, url: env?.url }),
    getToken: session.getToken,
    getMemberId: session.getMemberId,
    // The member's own currency (stored at login): its red envelopes, roulettes and presence.
    getCurrency: () => readStorage('currency'),
  })
}
