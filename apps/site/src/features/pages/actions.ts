import { faqList, failureText, promotionList } from '@lobby/api'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { pagesStore } from './store.ts'

/** The running promotions for the site currency, in the site language. */
export async function loadPromotions({ force = false } = {}): Promise<void> {
  const slot = pagesStore.promotions
  const key = `${session.getCurrency()}|${session.getLanguage()}`
  if (!force && slot.key === key && slot.status === 'ready') return
  slot.key = key
  slot.status = 'loading'
  slot.error = null
  try {
    const { list } = await api.call(promotionList, {
      site_id: siteConfig.siteId,
      currency: session.getCurrency(),
      language: session.getLanguage(),
    })
    const sanitized = await Promise.all(list.map(async (p) => ({ ...p, html: await sanitizeHtml(p.content) })))
    if (slot.key !== key) return
    slot.list = sanitized
    slot.status = 'ready'
  } catch (error) {
    if (slot.key !== key) return
    slot.status = 'error'
    slot.error = failureText(error)
  }
}

export function setPromotionCategory(category: number | 'all'): void {
  pagesStore.promotions.category = category
}

/** The FAQ in the site language. */
export async function loadFaq({ force = false } = {}): Promise<void> {
  const slot = pagesStore.faq
  const key = session.getLanguage()
  if (!force && slot.key === key && slot.status === 'ready') return
  slot.key = key
  slot.status = 'loading'
  slot.error = null
  try {
    const { list } = await api.call(faqList, { site_id: siteConfig.siteId, language: session.getLanguage() })
    const sanitized = await Promise.all(list.map(async (f) => ({ ...f, html: await sanitizeHtml(f.content) })))
    if (slot.key !== key) return
    slot.list = sanitized
    slot.status = 'ready'
  } catch (error) {
    if (slot.key !== key) return
    slot.status = 'error'
    slot.error = failureText(error)
  }
}

export function setFaqQuery(query: string): void {
  pagesStore.faq.query = query
}
