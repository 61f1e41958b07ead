import { serviceAgreement } from '@lobby/api'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { sanitizeHtml } from '../../lib/sanitize-lazy.ts'
import { shellStore } from './store.ts'

/** Loads the site's terms (the service agreement, in the site language) the first time they are opened. */
export async function loadTerms(): Promise<void> {
  const slot = shellStore.terms
  if (slot.status === 'ready' || slot.status === 'loading') return
  slot.status = 'loading'
  try {
    const { list } = await api.call(serviceAgreement, { site_id: siteConfig.siteId, language: session.getLanguage() })
    slot.items = await Promise.all(
      [...list]
        .sort((a, b) => a.sort - b.sort)
        .map(async (item) => ({ title: item.title, sanitizedHtml: await sanitizeHtml(item.content) })),
    )
    slot.status = 'ready'
  } catch {
    // The modal says the terms are not available; the next opening asks again.
    slot.items = []
    slot.status = 'error'
  }
}
