import { createApiClient } from '@lobby/api'
import { session } from './session.ts'

let unauthorized: () => void = () => session.clearMember()

/** What a 401 does (spec section 8: it aborts pending calls and logs out); the entry sets it. */
export function whenUnauthorized(handler: () => void): void {
  unauthorized = handler
}

/** The site's one API client. */
export const api = createApiClient({
  baseURL: '/api',
  getToken: session.getToken,
  setToken: session.setToken,
  getLanguage: session.getLanguage,
  onUnauthorized: () => unauthorized(),
})
