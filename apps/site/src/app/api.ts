import { createApiClient } from '@lobby/api'
import { takeBootAnswer } from './boot.ts'
import { session } from './session.ts'

let unauthorized: () => void = () => session.clearMember()

/** What a 401 does (spec section 8: it aborts pending calls and logs out); the entry sets it. */
export function whenUnauthorized(handler: () => void): void {
  unauthorized = handler
}

/**
 * How calls reach the server. In the browser: an answer the page was served
 * with (the server's first view, app/boot.ts) once, else the network. The
 * server's render (app/server-render.tsx) puts its own in-process fetch here.
 */
let send: typeof globalThis.fetch = (input, init) => {
  const kept = takeBootAnswer(input, init)
  return kept ? Promise.resolve(kept) : globalThis.fetch(input, init)
}

/** The server's render: the fetch its calls go through (a request to the server in the same process). */
export function setRenderFetch(fetch: typeof globalThis.fetch): void {
  send = fetch
}

/** The site's one API client. */
export const api = createApiClient({
  baseURL: '/api',
  fetch: (input, init) => send(input, init),
  getToken: session.getToken,
  setToken: session.setToken,
  getLanguage: session.getLanguage,
  onUnauthorized: () => unauthorized(),
})
