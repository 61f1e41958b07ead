import {
  ADMIN_CODE,
  adminBulletinEnd,
  adminBulletins,
  adminBulletinSave,
  adminBulletinSetting,
  isApiError,
  type AdminBulletin,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import {
  BULLETIN_FIELDS,
  type BulletinDraft,
  type BulletinField,
  type BulletinFrequency,
} from '../../screens/bulletin-list/index.ts'
import { BULLETIN_PAGE_SIZE, bulletins } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the page of the site's bulletins the store says (`adminBulletins`), newest first, and the display setting. */
export async function loadBulletins(): Promise<void> {
  const load = ++loads
  bulletins.status = 'loading'
  try {
    const answer = await api.call(adminBulletins, { page: bulletins.page, page_size: BULLETIN_PAGE_SIZE })
    if (load !== loads) return
    bulletins.rows = answer.list
    bulletins.total = answer.total_count
    bulletins.displayFrequency = answer.display_frequency
    bulletins.loadedAt = Date.now()
    bulletins.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    bulletins.rows = []
    bulletins.errorMessage = describeFailure(error)
    bulletins.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read content: nothing is asked, the screen says so. */
export function forbidBulletins(): void {
  loads++
  bulletins.status = 'forbidden'
  bulletins.rows = []
}

export function pageBulletins(page: number): Promise<void> {
  bulletins.page = page
  return loadBulletins()
}

/** Opens the editor: `new`, or a copy of a bulletin (the screen hands back a frozen snapshot). */
export function startEditing(bulletin: AdminBulletin | 'new'): void {
  bulletins.editing = bulletin === 'new' ? 'new' : { ...bulletin }
  bulletins.saveError = ''
  bulletins.fieldErrors = {}
}

/** Closes the editor (not while saving). */
export function stopEditing(): void {
  if (bulletins.saving) return
  bulletins.editing = null
  bulletins.saveError = ''
  bulletins.fieldErrors = {}
}

const isBulletinField = (field: string | undefined): field is BulletinField =>
  (BULLETIN_FIELDS as readonly (string | undefined)[]).includes(field)

/** A bulletin that is gone (108), or a refusal for the role: the dialog closes, the list says so. */
function closeWith(text: string, reload: boolean): void {
  bulletins.editing = null
  bulletins.ending = null
  bulletins.frequencyAsking = null
  bulletins.notice = { tone: 'error', text }
  if (reload) void loadBulletins()
}

/**
 * Publishes or changes a bulletin (`adminBulletinSave`), then back to the list, reloaded, with what it came to. A
 * 400 naming a field shows under that field; another failure stays in the editor, so nothing typed is lost.
 */
export async function saveBulletin(draft: BulletinDraft): Promise<void> {
  if (bulletins.saving || bulletins.editing === null) return
  bulletins.saving = true
  bulletins.saveError = ''
  bulletins.fieldErrors = {}
  bulletins.notice = null
  try {
    await api.call(adminBulletinSave, draft)
    bulletins.editing = null
    bulletins.notice = {
      tone: 'success',
      text: draft.id === undefined ? copy.bulletins.published : copy.bulletins.saved,
    }
    // A new bulletin is the newest: the first page shows it.
    if (draft.id === undefined) bulletins.page = 1
    void loadBulletins()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isRefusal(error, ADMIN_CODE.bulletinNotFound)) closeWith(copy.bulletins.notFound, true)
    else if (isForbidden(error)) closeWith(copy.bulletins.actionForbidden, false)
    else if (isApiError(error) && error.kind === 'invalid' && isBulletinField(error.field)) {
      bulletins.fieldErrors = { [error.field]: copy.bulletins.serverRefused(error.fieldReason) }
    } else bulletins.saveError = copy.bulletins.saveFailed(describeFailure(error))
  } finally {
    bulletins.saving = false
  }
}

/** Opens the End confirmation for a bulletin. */
export function startEnding(bulletin: AdminBulletin): void {
  bulletins.ending = { ...bulletin }
  bulletins.endError = ''
}

/** Closes the End confirmation (not while the end is being sent). */
export function stopEnding(): void {
  if (bulletins.endingBusy) return
  bulletins.ending = null
  bulletins.endError = ''
}

/** Ends the confirmed bulletin now (`adminBulletinEnd`) and reloads the list; a failure stays in the confirmation. */
export async function confirmEnding(): Promise<void> {
  const bulletin = bulletins.ending
  if (bulletin === null || bulletins.endingBusy) return
  bulletins.endingBusy = true
  bulletins.endError = ''
  bulletins.notice = null
  try {
    await api.call(adminBulletinEnd, { id: bulletin.id })
    bulletins.ending = null
    bulletins.notice = { tone: 'success', text: copy.bulletins.ended(bulletin.display_content) }
    void loadBulletins()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isRefusal(error, ADMIN_CODE.bulletinNotFound)) closeWith(copy.bulletins.notFound, true)
    else if (isForbidden(error)) closeWith(copy.bulletins.actionForbidden, false)
    else bulletins.endError = copy.bulletins.endFailed(describeFailure(error))
  } finally {
    bulletins.endingBusy = false
  }
}

/** Opens the confirmation of changing how often members see the bulletins to `value`. */
export function askFrequency(value: BulletinFrequency): void {
  if (bulletins.frequencySaving) return
  bulletins.frequencyAsking = value
  bulletins.frequencyError = ''
}

/** Closes that confirmation (not while the change is being sent). */
export function cancelFrequency(): void {
  if (bulletins.frequencySaving) return
  bulletins.frequencyAsking = null
  bulletins.frequencyError = ''
}

/**
 * Sets the confirmed display frequency (`adminBulletinSetting`) and shows what the server answered; a refusal for the
 * role closes the confirmation with an alert, another failure (102, no such site, among them) stays in it.
 */
export async function confirmFrequency(): Promise<void> {
  const value = bulletins.frequencyAsking
  if (value === null || bulletins.frequencySaving) return
  bulletins.frequencySaving = true
  bulletins.frequencyError = ''
  bulletins.notice = null
  try {
    const answer = await api.call(adminBulletinSetting, { display_frequency: value })
    bulletins.displayFrequency = answer.display_frequency
    bulletins.frequencyAsking = null
    bulletins.notice = { tone: 'success', text: copy.bulletins.frequency.changed[answer.display_frequency] }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isForbidden(error)) closeWith(copy.bulletins.actionForbidden, false)
    else bulletins.frequencyError = copy.bulletins.frequency.failed(describeFailure(error))
  } finally {
    bulletins.frequencySaving = false
  }
}
