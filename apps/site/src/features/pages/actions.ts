import { faqList, failureText, promotionList } from '@lobby/api'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { pagesStore } from './store.ts'

interface ListSlot<T> {
  key: string | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  list: (T & { html: string })[]
}

/**
 * Loads a content list once per `key` (currency and language) and sanitises
 * each entry's operator HTML into `html`; a newer key wins over an older answer.
 */
async function loadSanitized<T extends { content: string }>(
  slot: ListSlot<T>,
  key: string,
  force: boolean,
  fetchList: () => Promise<{ list: T[] }>,
): Promise<void> {
  if (!force && slot.key === key && slot.status === 'ready') return
  slot.key = key
  slot.status = 'loading'
  slot.error = null
  try {
    const { list } = await fetchList()
    const sanitized = await Promise.all(
      list.map(async (entry) => ({ ...entry, html: await sanitizeHtml(entry.content) })),
    )
    if (slot.key !== key) return
    slot.list = sanitized
    slot.status = 'ready'
  } catch (error) {
    if (slot.key !== key) return
    slot.status = 'error'
    slot.error = failureText(error)
  }
}

/** The running promotions for the site currency, in the site language. */
export function loadPromotions({ force = false } = {}): Promise<void> {
  return loadSanitized(pagesStore.promotions, `${session.getCurrency()}|${session.getLanguage()}`, force, () =>
    api.call(promotionList, {
      site_id: siteConfig.siteId,
      currency: session.getCurrency(),
      language: session.getLanguage(),
    }),
  )
}

export function setPromotionCategory(category: number | 'all'): void {
  pagesStore.promotions.category = category
}

/** The FAQ in the site language. */
export function loadFaq({ force = false } = {}): Promise<void> {
  return loadSanitized(pagesStore.faq, session.getLanguage(), force, () =>
    api.call(faqList, { site_id: siteConfig.siteId, language: session.getLanguage() }),
  )
}

export function setFaqQuery(query: string): void {
  pagesStore.faq.query = query
}
