import type { LanguageCode } from '@lobby/domain'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'

/** The pages of the Pages section. */
export const PAGE_KINDS = ['promotions', 'faq'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The limits of the pages calls (`admin-pages.ts`): a title, an HTML content, an order either side of zero. */
export const PAGE_TITLE_MAX = 200
export const PAGE_HTML_MAX = 20_000
export const PAGE_SORT_LIMIT = 1_000_000

/** A text of a page (a promotion, an FAQ article): one id with a text per language. */
export interface PageText {
  id: number
  language: LanguageCode
  title: string
  /** The languages the id has a text in (this one included). */
  languages: readonly LanguageCode[]
}

/**
 * What a text's editor is open for: a new id (`new`), one language's text changed (`edit`), or a text in another
 * language added to the id, starting from this one (`translate`).
 */
export type TextEditing<Text> = { mode: 'new' } | { mode: 'edit' | 'translate'; text: Text }

/** A text whose removal is being confirmed: this language's text, or (`everywhere`) the id in every language. */
export interface TextRemoving<Text> {
  text: Text
  everywhere: boolean
}

/** What both pages' screens take from their caller: the page and language shown, the list's state, the dialogs' state. */
export interface PageScreenProps {
  /** The language shown: the list holds its texts only (no fallback). */
  language: LanguageCode
  /** Asks for another page or language (any role that reads may). */
  onShow: (page: PageKind, language: LanguageCode) => void
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  onRetry: () => void
  /** The role holds `content.manage`: the New, Edit, Add language and Remove buttons are offered. */
  canManage: boolean
  /** What the last save or removal came to, or null. */
  notice: ScreenNotice | null
  saving: boolean
  /** Why the last save failed when no field is to blame, or empty. */
  saveError?: string
  onEditCancel: () => void
  removingBusy: boolean
  /** Why the open confirmation's removal failed, or empty. */
  removeError?: string
  onRemoveConfirm: () => void
  onRemoveCancel: () => void
  formatTime?: FormatInstant
  /** Where the dialogs portal (a story's frame). */
  portalContainer?: HTMLElement | null
}

/** The languages a text may still be added in (its id has none there), in the site's order. */
export function missingLanguages(text: PageText, all: readonly LanguageCode[]): LanguageCode[] {
  return all.filter((language) => !text.languages.includes(language))
}

const words = copy.content.pages

/** A one-line title's problem (required, at most 200 characters after trimming), or undefined. */
export function titleProblem(title: string): string | undefined {
  const text = title.trim()
  if (text === '') return words.titleRequired
  if (text.length > PAGE_TITLE_MAX) return words.titleTooLong(PAGE_TITLE_MAX)
  return undefined
}

/** An HTML content's problem (required, at most 20,000 characters after trimming), or undefined. */
export function htmlProblem(html: string): string | undefined {
  const text = html.trim()
  if (text === '') return words.htmlRequired
  if (text.length > PAGE_HTML_MAX) return words.htmlTooLong(PAGE_HTML_MAX)
  return undefined
}

/** An order's problem (a whole number within ±1,000,000), or undefined. */
export function sortProblem(sort: string): string | undefined {
  const text = sort.trim()
  return /^-?\d{1,7}$/.test(text) && Math.abs(Number(text)) <= PAGE_SORT_LIMIT
    ? undefined
    : words.sortInvalid(PAGE_SORT_LIMIT)
}
