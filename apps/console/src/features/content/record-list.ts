import { isApiError } from '@lobby/api'
import { describeFailure, isForbidden } from '../../app/failure.ts'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import type { ListStatus } from '../../lib/list.ts'

/**
 * A list whose records the server saves and removes one at a time (the promotions, the FAQ) as the console keeps
 * it: where the read is, the last outcome, the editor and the Remove confirmation. The records themselves are the
 * owner's (`rows`, `groups`...), written by its read.
 */
export interface RecordListState<Editing, Removing> {
  status: ListStatus
  errorMessage: string
  notice: ScreenNotice | null
  /** What the editor is open for, or null (closed). */
  editing: Editing | null
  saving: boolean
  /** Why the editor's save failed when no field is to blame, or empty. */
  saveError: string
  /** The editor's fields the server refused (a 400 naming the field). */
  fieldErrors: Partial<Record<string, string>>
  /** What is being confirmed for removal, or null. */
  removing: Removing | null
  removingBusy: boolean
  removeError: string
}

/** A fresh list's state (nothing read yet). */
export function recordListState<Editing, Removing>(): RecordListState<Editing, Removing> {
  return {
    status: 'loading',
    errorMessage: '',
    notice: null,
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    removing: null,
    removingBusy: false,
    removeError: '',
  }
}

export interface RecordListCalls {
  /** Reads the list; answers how to write it into the store (called only while this read is the latest). */
  read: () => Promise<() => void>
  /** Empties the list (a failed or refused read). */
  clear: () => void
  /**
   * The business codes that mean the record changed meanwhile (gone, not empty...), with what to say: the dialogs
   * close, the notice says it and the list is read again.
   */
  refusals: Readonly<Record<string, string>>
  /** What to say when the role may not change the list (403). */
  actionForbidden: () => string
}

/** One save: the call, what to say when it is done, the fields a 400 may name, and how to say another failure. */
export interface RecordSave {
  send: () => Promise<unknown>
  success: string
  fields: readonly string[]
  failed: (reason: string) => string
}

/** One removal: the call and what to say when it is done. */
export interface RecordRemoval {
  send: () => Promise<unknown>
  success: string
}

const unauthorized = (error: unknown) => isApiError(error) && error.kind === 'unauthorized'

/** The actions of a list saved record by record over its valtio `state`. */
export function recordListActions<Editing, Removing>(
  state: RecordListState<Editing, Removing>,
  calls: RecordListCalls,
) {
  let loads = 0

  /** Reads the list; an older answer arriving late is dropped. */
  async function load(): Promise<void> {
    const current = ++loads
    state.status = 'loading'
    try {
      const write = await calls.read()
      if (current !== loads) return
      write()
      state.status = 'ready'
    } catch (error) {
      if (current !== loads) return
      calls.clear()
      state.errorMessage = describeFailure(error)
      state.status = isForbidden(error) ? 'forbidden' : 'error'
    }
  }

  /** The role may not read content: nothing is asked, the screen says so. */
  function forbid(): void {
    loads++
    state.status = 'forbidden'
    calls.clear()
  }

  const busy = () => state.saving || state.removingBusy

  function edit(editing: Editing): void {
    if (busy()) return
    state.editing = editing
    state.saveError = ''
    state.fieldErrors = {}
  }

  function stopEditing(): void {
    if (state.saving) return
    state.editing = null
    state.saveError = ''
    state.fieldErrors = {}
  }

  /** A refusal that closes the dialogs (the record changed meanwhile, or the role may not): whether it was one. */
  function closedByRefusal(error: unknown): boolean {
    const refusal = isApiError(error) && error.kind === 'business' ? calls.refusals[error.code] : undefined
    const forbidden = isForbidden(error)
    if (refusal === undefined && !forbidden) return false
    state.editing = null
    state.removing = null
    state.notice = { tone: 'error', text: refusal ?? calls.actionForbidden() }
    if (refusal !== undefined) void load()
    return true
  }

  /**
   * Sends a save or a removal (`flag` says which is out): done, its dialog closes, the notice says so and the list is
   * read again; a refusal that closes the dialogs is handled, another failure is the caller's (`failed`).
   */
  async function send(
    call: () => Promise<unknown>,
    flag: 'saving' | 'removingBusy',
    success: string,
    failed: (error: unknown) => void,
  ): Promise<void> {
    state[flag] = true
    state.notice = null
    try {
      await call()
      if (flag === 'saving') state.editing = null
      else state.removing = null
      state.notice = { tone: 'success', text: success }
      void load()
    } catch (error) {
      if (!unauthorized(error) && !closedByRefusal(error)) failed(error)
    } finally {
      state[flag] = false
    }
  }

  /** Sends the editor's save; a refused field shows under it, another failure above the form, in the editor. */
  async function save({ send: call, success, fields, failed }: RecordSave): Promise<void> {
    if (busy() || state.editing === null) return
    state.saveError = ''
    state.fieldErrors = {}
    await send(call, 'saving', success, (error) => {
      if (isApiError(error) && error.kind === 'invalid' && error.field !== undefined && fields.includes(error.field)) {
        state.fieldErrors = { [error.field]: copy.content.serverRefused(error.fieldReason) }
      } else state.saveError = failed(describeFailure(error))
    })
  }

  function askRemove(removing: Removing): void {
    if (busy()) return
    state.removing = removing
    state.removeError = ''
  }

  function stopRemoving(): void {
    if (state.removingBusy) return
    state.removing = null
    state.removeError = ''
  }

  /** Sends the confirmed removal (`removal` of what is confirmed); a failure stays in the confirmation. */
  async function confirmRemove(
    removal: (removing: Removing) => RecordRemoval,
    failed: (reason: string) => string,
  ): Promise<void> {
    const removing = state.removing
    if (removing === null || busy()) return
    const { send: call, success } = removal(removing)
    state.removeError = ''
    await send(call, 'removingBusy', success, (error) => {
      state.removeError = failed(describeFailure(error))
    })
  }

  return { load, forbid, edit, stopEditing, save, askRemove, stopRemoving, confirmRemove }
}
