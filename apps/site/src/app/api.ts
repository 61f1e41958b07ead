import { createApiClient } from '@lobby/api'
import { session } from './session.ts'

/** The site's one API client. */
export const api = createApiClient({
  baseURL: '/api',
  getToken: session.getToken,
  setToken: session.setToken,
  getLanguage: session.getLanguage,
})
