import { createApiClient } from '@lobby/api'
import { token } from './token.ts'

let unauthorized: () => void = () => token.clear()

/** What a 401 does (no live operator session: back to the login screen); app/session.ts sets it. */
export function whenUnauthorized(handler: () => void): void {
  unauthorized = handler
}

/** The console's one API client: the operator's token out, a token the login issues back in. */
export const api = createApiClient({
  baseURL: '/api',
  getToken: token.get,
  setToken: token.set,
  // The console is English only in this slice; the server writes its messages in the request's language.
  getLanguage: () => 'en_US',
  onUnauthorized: () => unauthorized(),
})
