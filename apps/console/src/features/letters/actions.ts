import { ADMIN_CAMPAIGNS_CODE, adminLetters, adminLetterSend, isApiError } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import { LETTER_FIELDS, type LetterDraft, type LetterField } from '../../screens/letter-list/index.ts'
import { LETTER_PAGE_SIZE, letters } from './store.ts'

let loads = 0

/** Loads the page of sent letters the store says (`adminLetters`), newest first. */
export async function loadLetters(): Promise<void> {
  const load = ++loads
  letters.status = 'loading'
  try {
    const answer = await api.call(adminLetters, { page: letters.page, page_size: LETTER_PAGE_SIZE })
    if (load !== loads) return
    letters.rows = answer.list
    letters.total = answer.total_count
    letters.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    letters.rows = []
    letters.errorMessage = describeFailure(error)
    letters.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read letters: nothing is asked, the screen says so. */
export function forbidLetters(): void {
  loads++
  letters.status = 'forbidden'
  letters.rows = []
}

export function pageLetters(page: number): Promise<void> {
  letters.page = page
  return loadLetters()
}

export function startComposing(): void {
  letters.composing = true
  letters.sendError = ''
  letters.fieldErrors = {}
}

export function stopComposing(): void {
  if (letters.sending) return
  letters.composing = false
  letters.sendError = ''
  letters.fieldErrors = {}
}

const isLetterField = (field: string | undefined): field is LetterField =>
  (LETTER_FIELDS as readonly (string | undefined)[]).includes(field)

/**
 * Sends the letter (`adminLetterSend`), then back to the list, reloaded, saying how many members it reached. A 400
 * naming a field, an unknown member or agent and a currency the site does not offer show under their field; another
 * failure stays in the composer, so nothing typed is lost.
 */
export async function sendLetter(draft: LetterDraft): Promise<void> {
  if (letters.sending || !letters.composing) return
  letters.sending = true
  letters.sendError = ''
  letters.fieldErrors = {}
  letters.notice = null
  try {
    const sent = await api.call(adminLetterSend, draft)
    letters.composing = false
    letters.notice = { tone: 'success', text: copy.letters.sent(sent.reached) }
    letters.page = 1
    void loadLetters()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    const c = copy.letters
    if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.memberNotFound))
      letters.fieldErrors = { member_account: c.memberNotFound }
    else if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.agentNotFound))
      letters.fieldErrors = { agent_account: c.agentNotFound }
    else if (isRefusal(error, '103')) letters.fieldErrors = { currency: c.currencyNotOffered }
    else if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.noReceivers)) letters.sendError = c.noReceivers
    else if (isForbidden(error)) {
      letters.composing = false
      letters.notice = { tone: 'error', text: c.actionForbidden }
    } else if (isApiError(error) && error.kind === 'invalid' && isLetterField(error.field)) {
      letters.fieldErrors = { [error.field]: c.serverRefused(error.fieldReason) }
    } else letters.sendError = c.sendFailed(describeFailure(error))
  } finally {
    letters.sending = false
  }
}
