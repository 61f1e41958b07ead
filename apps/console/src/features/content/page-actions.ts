import {
  ADMIN_PAGES_CODE,
  adminFaqGroupRemove,
  adminFaqGroupSave,
  adminFaqRemove,
  adminFaqSave,
  adminFaqs,
  adminPromotionRemove,
  adminPromotionSave,
  adminPromotions,
  type AdminFaq,
  type AdminFaqGroup,
  type AdminPromotion,
} from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { languageName } from '../../components/language-field.tsx'
import { copy } from '../../copy.ts'
import {
  FAQ_FIELDS,
  FAQ_GROUP_FIELDS,
  PROMOTION_FIELDS,
  type FaqDraft,
  type FaqGroupDraft,
  type PageKind,
  type PromotionDraft,
  type TextEditing,
} from '../../screens/content-pages/index.ts'
import { recordListActions } from './record-list.ts'
import { faqs, pages, promotions } from './store.ts'

const promotionWords = () => copy.content.pages.promotions
const faqWords = () => copy.content.pages.faq

/**
 * Shows another page or language of the Pages section (not while something is sent); its container reads it.
 */
export function showPages(page: PageKind, language: LanguageCode): void {
  const sending = [promotions, faqs].some((state) => state.saving || state.removingBusy)
  if (sending || (page === pages.page && language === pages.language)) return
  pages.page = page
  pages.language = language
  promotions.notice = null
  faqs.notice = null
}

/** A page text out of the store's snapshot, as a plain record to keep in it. */
const plain = <Text extends { languages: readonly LanguageCode[] }>(text: Text): Text => ({
  ...text,
  languages: [...text.languages],
})

/** The success of a text's save: added (a new id), its language added (`translate`), or saved. */
function savedText(
  editing: TextEditing<unknown> | null,
  language: LanguageCode,
  words: { added: string; saved: string; languageAdded: (language: string) => string },
): string {
  if (editing === null || editing.mode === 'new') return words.added
  return editing.mode === 'translate' ? words.languageAdded(languageName(language)) : words.saved
}

/** The text's removal: this language's (`language` sent) or the id's in every language (no `language`). */
const removalOf = (text: { id: number; language: LanguageCode }, everywhere: boolean) =>
  everywhere ? { id: text.id } : { id: text.id, language: text.language }

const textRemoved = (
  text: { title: string; language: LanguageCode },
  everywhere: boolean,
  words: { removedText: (title: string, language: string) => string; removedEverywhere: (title: string) => string },
) => (everywhere ? words.removedEverywhere(text.title) : words.removedText(text.title, languageName(text.language)))

// ---------- promotions ----------

/** The promotions of the language shown (`adminPromotions`, no fallback). */
export const promotionActions = recordListActions(promotions, {
  read: async () => {
    const answer = await api.call(adminPromotions, { language: pages.language })
    return () => {
      promotions.rows = answer.list
      promotions.loadedAt = Date.now()
    }
  },
  clear: () => {
    promotions.rows = []
  },
  refusals: { [ADMIN_PAGES_CODE.promotionNotFound]: promotionWords().notFound },
  actionForbidden: () => promotionWords().actionForbidden,
})

export const newPromotion = () => promotionActions.edit({ mode: 'new' })
export const editPromotion = (promotion: AdminPromotion) =>
  promotionActions.edit({ mode: 'edit', text: plain(promotion) })
export const translatePromotion = (promotion: AdminPromotion) =>
  promotionActions.edit({ mode: 'translate', text: plain(promotion) })
export const askRemovePromotion = (promotion: AdminPromotion, everywhere: boolean) =>
  promotionActions.askRemove({ text: plain(promotion), everywhere })

/** Adds a promotion, changes one language's text of it or adds one (`adminPromotionSave`); the list is read again. */
export function savePromotion(draft: PromotionDraft): Promise<void> {
  return promotionActions.save({
    send: () => api.call(adminPromotionSave, draft),
    success: savedText(promotions.editing, draft.language, promotionWords()),
    fields: PROMOTION_FIELDS,
    failed: promotionWords().saveFailed,
  })
}

/** Removes the confirmed text or promotion (`adminPromotionRemove`); the list is read again. */
export function confirmRemovePromotion(): Promise<void> {
  return promotionActions.confirmRemove(
    ({ text, everywhere }) => ({
      send: () => api.call(adminPromotionRemove, removalOf(text, everywhere)),
      success: textRemoved(text, everywhere, promotionWords()),
    }),
    promotionWords().removeFailed,
  )
}

// ---------- FAQ ----------

/** The FAQ groups and articles of the language shown (`adminFaqs`, no fallback). */
export const faqActions = recordListActions(faqs, {
  read: async () => {
    const answer = await api.call(adminFaqs, { language: pages.language })
    return () => {
      faqs.groups = answer.groups
      faqs.rows = answer.list
    }
  },
  clear: () => {
    faqs.groups = []
    faqs.rows = []
  },
  refusals: {
    [ADMIN_PAGES_CODE.faqNotFound]: faqWords().articleNotFound,
    [ADMIN_PAGES_CODE.faqGroupNotFound]: faqWords().groupNotFound,
    [ADMIN_PAGES_CODE.faqGroupNotEmpty]: faqWords().groupNotEmpty,
  },
  actionForbidden: () => faqWords().actionForbidden,
})

export const newFaqGroup = () => faqActions.edit({ kind: 'group', group: null })
export const editFaqGroup = (group: AdminFaqGroup) => faqActions.edit({ kind: 'group', group: { ...group } })
export const askRemoveFaqGroup = (group: AdminFaqGroup) => faqActions.askRemove({ kind: 'group', group: { ...group } })
export const newFaq = () => faqActions.edit({ kind: 'article', article: { mode: 'new' } })
export const editFaq = (article: AdminFaq) =>
  faqActions.edit({ kind: 'article', article: { mode: 'edit', text: plain(article) } })
export const translateFaq = (article: AdminFaq) =>
  faqActions.edit({ kind: 'article', article: { mode: 'translate', text: plain(article) } })
export const askRemoveFaq = (article: AdminFaq, everywhere: boolean) =>
  faqActions.askRemove({ kind: 'article', article: { text: plain(article), everywhere } })

/** Adds a group's heading in a language or changes it (`adminFaqGroupSave`); the FAQ is read again. */
export function saveFaqGroup(draft: FaqGroupDraft): Promise<void> {
  const words = faqWords()
  const editing = faqs.editing
  const existing = editing?.kind === 'group' && editing.group !== null
  return faqActions.save({
    send: () => api.call(adminFaqGroupSave, draft),
    success: existing ? words.groupSaved(draft.title) : words.groupAdded(draft.title),
    fields: FAQ_GROUP_FIELDS,
    failed: words.saveFailed,
  })
}

/** Adds an article, changes one language's text of it or adds one (`adminFaqSave`); the FAQ is read again. */
export function saveFaq(draft: FaqDraft): Promise<void> {
  const editing = faqs.editing
  return faqActions.save({
    send: () => api.call(adminFaqSave, draft),
    success: savedText(editing?.kind === 'article' ? editing.article : null, draft.language, faqWords()),
    fields: FAQ_FIELDS,
    failed: faqWords().saveFailed,
  })
}

/** Removes the confirmed group (`adminFaqGroupRemove`), article text or article (`adminFaqRemove`). */
export function confirmRemoveFaq(): Promise<void> {
  const words = faqWords()
  return faqActions.confirmRemove((removing) => {
    if (removing.kind === 'group') {
      const { key, title } = removing.group
      return {
        send: () => api.call(adminFaqGroupRemove, { language: pages.language, key }),
        success: words.groupRemoved(title),
      }
    }
    const { text, everywhere } = removing.article
    return {
      send: () => api.call(adminFaqRemove, removalOf(text, everywhere)),
      success: textRemoved(text, everywhere, words),
    }
  }, words.removeFailed)
}
