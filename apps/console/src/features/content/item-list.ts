import { ADMIN_CONTENT_CODE, isApiError } from '@lobby/api'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import type { ListStatus } from '../../lib/list.ts'
import { itemFieldOf, moveItem, putItem, withoutItem, type ItemPlace } from '../../lib/ordered-list.ts'

/**
 * A list the server replaces whole (float buttons, footers, model lists) as the console keeps it: the items as last
 * read or saved, the editor, the Remove confirmation and what is being sent. Every change (an item saved, removed or
 * moved) sends the whole list in its new order, with the version it was read at, and shows the server's answer; a
 * list another operator changed since is refused (137), said, and read again, so nobody's change is silently undone.
 */
export interface ItemListState<Item> {
  status: ListStatus
  errorMessage: string
  items: Item[]
  /** The list's version as last read or saved (sent back with the next save); empty before the first read. */
  version: string
  notice: ScreenNotice | null
  /** The item in the editor and its place (`new`: added last), or null (closed). */
  editing: { place: ItemPlace; item: Item | null } | null
  /** What is being sent: the editor's item, a removal or a move; null when nothing is. */
  pending: 'save' | 'remove' | 'move' | null
  /** Why the editor's save failed when no field is to blame, or empty. */
  saveError: string
  /** The editor's fields the server refused (a 400 naming `items.<place>.<field>`). */
  fieldErrors: Partial<Record<string, string>>
  /** The place of the item whose removal is being confirmed, or null. */
  removing: number | null
  removeError: string
}

/** A fresh list's state (nothing read yet). */
export function itemListState<Item>(): ItemListState<Item> {
  return {
    status: 'loading',
    errorMessage: '',
    items: [],
    version: '',
    notice: null,
    editing: null,
    pending: null,
    saveError: '',
    fieldErrors: {},
    removing: null,
    removeError: '',
  }
}

/** What a list says after a change (its own nouns). */
export interface ItemListWords {
  added: string
  saved: string
  removed: (title: string) => string
  moved: string
  actionForbidden: string
  saveFailed: (reason: string) => string
  removeFailed: (reason: string) => string
  moveFailed: (reason: string) => string
}

/** A list as the server answers it: its items and their version. */
export interface VersionedList<Item> {
  items: Item[]
  version: string
}

export interface ItemListCalls<Item> {
  /** Reads the list (the state's current kind, language...). */
  load: () => Promise<VersionedList<Item>>
  /** Replaces the list read at `version`; answers it as saved. */
  save: (items: Item[], version: string) => Promise<VersionedList<Item>>
  /** The item fields a 400 can name, shown under the editor's field. */
  fields: readonly string[]
  words: () => ItemListWords
  /** An item's name in a sentence. */
  titleOf: (item: Item) => string
}

const unauthorized = (error: unknown) => isApiError(error) && error.kind === 'unauthorized'

/** The actions of one whole-replaced list over its valtio `state`. */
export function itemListActions<Item>(state: ItemListState<Item>, calls: ItemListCalls<Item>) {
  let loads = 0

  /** Reads the list; an older answer arriving late is dropped. Open dialogs close (the list may be another one). */
  async function load(): Promise<void> {
    const current = ++loads
    state.status = 'loading'
    state.editing = null
    state.removing = null
    try {
      const list = await calls.load()
      if (current !== loads) return
      state.items = list.items
      state.version = list.version
      state.status = 'ready'
    } catch (error) {
      if (current !== loads) return
      state.items = []
      state.errorMessage = describeFailure(error)
      state.status = isForbidden(error) ? 'forbidden' : 'error'
    }
  }

  /** The role may not read content: nothing is asked, the screen says so. */
  function forbid(): void {
    loads++
    state.status = 'forbidden'
    state.items = []
  }

  /**
   * Sends `items` as the whole list, read at the state's version; the answer replaces the list shown. A list changed
   * since by someone else (137): the dialogs close, the server's words are shown and the list is read again; answers
   * false. Rethrows any other failure for the caller.
   */
  async function send(items: Item[], pending: 'save' | 'remove' | 'move', success: string): Promise<boolean> {
    state.pending = pending
    state.notice = null
    try {
      // Plain copies, not the store's proxies (the items are flat records).
      const saved = await calls.save(
        items.map((item) => ({ ...item })),
        state.version,
      )
      state.items = saved.items
      state.version = saved.version
      state.notice = { tone: 'success', text: success }
      return true
    } catch (error) {
      if (!isRefusal(error, ADMIN_CONTENT_CODE.listChanged)) throw error
      state.editing = null
      state.removing = null
      state.pending = null
      void load().then(() => {
        state.notice = { tone: 'error', text: describeFailure(error) }
      })
      return false
    } finally {
      state.pending = null
    }
  }

  function refusedAction(): void {
    state.editing = null
    state.removing = null
    state.notice = { tone: 'error', text: calls.words().actionForbidden }
  }

  function edit(place: ItemPlace): void {
    if (state.pending) return
    const item = place === 'new' ? null : state.items[place]
    if (item === undefined) return
    state.editing = { place, item }
    state.saveError = ''
    state.fieldErrors = {}
  }

  function stopEditing(): void {
    if (state.pending === 'save') return
    state.editing = null
    state.saveError = ''
    state.fieldErrors = {}
  }

  /** Saves the editor's item in its place (a new one last); a refused field shows under it, in the editor. */
  async function saveItem(item: Item): Promise<void> {
    const editing = state.editing
    if (editing === null || state.pending) return
    state.saveError = ''
    state.fieldErrors = {}
    const words = calls.words()
    try {
      await send(putItem(state.items, editing.place, item), 'save', editing.place === 'new' ? words.added : words.saved)
      state.editing = null
    } catch (error) {
      if (unauthorized(error)) return
      if (isForbidden(error)) return refusedAction()
      const named = isApiError(error) && error.kind === 'invalid' ? itemFieldOf(error.field) : undefined
      const place = editing.place === 'new' ? state.items.length : editing.place
      if (isApiError(error) && named && named.index === place && calls.fields.includes(named.field)) {
        state.fieldErrors = { [named.field]: copy.content.serverRefused(error.fieldReason) }
      } else state.saveError = words.saveFailed(describeFailure(error))
    }
  }

  function askRemove(index: number): void {
    if (state.pending || state.items[index] === undefined) return
    state.removing = index
    state.removeError = ''
  }

  function stopRemoving(): void {
    if (state.pending === 'remove') return
    state.removing = null
    state.removeError = ''
  }

  /** Removes the confirmed item (the rest saved in order); a failure stays in the confirmation. */
  async function confirmRemove(): Promise<void> {
    const index = state.removing
    const item = index === null ? undefined : state.items[index]
    if (index === null || item === undefined || state.pending) return
    state.removeError = ''
    const words = calls.words()
    try {
      await send(withoutItem(state.items, index), 'remove', words.removed(calls.titleOf(item)))
      state.removing = null
    } catch (error) {
      if (unauthorized(error)) return
      if (isForbidden(error)) refusedAction()
      else state.removeError = words.removeFailed(describeFailure(error))
    }
  }

  /** Moves an item one place up (-1) or down (+1) and saves the new order. */
  async function move(index: number, delta: -1 | 1): Promise<void> {
    if (state.pending || state.editing || state.removing !== null) return
    const target = index + delta
    if (target < 0 || target >= state.items.length) return
    const words = calls.words()
    try {
      await send(moveItem(state.items, index, delta), 'move', words.moved)
    } catch (error) {
      if (unauthorized(error)) return
      if (isForbidden(error)) refusedAction()
      else state.notice = { tone: 'error', text: words.moveFailed(describeFailure(error)) }
    }
  }

  return { load, forbid, edit, stopEditing, saveItem, askRemove, stopRemoving, confirmRemove, move }
}
