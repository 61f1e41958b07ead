import { serviceAgreement } from '@lobby/api'
import { sanitizeHtml } from '../lib/sanitize-lazy.ts'
import { api } from './api.ts'
import { session } from './session.ts'
import { siteConfig } from './site-config.ts'

/**
 * The site's service agreement in the site language, in its order, each
 * item's operator HTML sanitised: the terms opened from the footer
 * (`features/shell/terms.ts`) and the agreement of the registration form
 * (`features/registration/actions.ts`). Loaded with the first of them, never
 * with `/` (it reads the registration contract; vite.config.ts leaves it out
 * of the first route).
 */
export async function fetchServiceAgreement(): Promise<{ title: string; sanitizedHtml: string }[]> {
  const { list } = await api.call(serviceAgreement, { site_id: siteConfig.siteId, language: session.getLanguage() })
  return Promise.all(
    [...list]
      .sort((a, b) => a.sort - b.sort)
      .map(async (item) => ({ title: item.title, sanitizedHtml: await sanitizeHtml(item.content) })),
  )
}
