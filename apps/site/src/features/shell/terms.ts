import { fetchServiceAgreement } from '../../app/service-agreement.ts'
import { shellStore } from './store.ts'

/** Loads the site's terms (the service agreement, in the site language) the first time they are opened. */
export async function loadTerms(): Promise<void> {
  const slot = shellStore.terms
  if (slot.status === 'ready' || slot.status === 'loading') return
  slot.status = 'loading'
  try {
    slot.items = await fetchServiceAgreement()
    slot.status = 'ready'
  } catch {
    // The modal says the terms are not available; the next opening asks again.
    slot.items = []
    slot.status = 'error'
  }
}
