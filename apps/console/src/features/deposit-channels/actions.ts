import { adminDepositChannelSave, adminDepositChannels, isApiError, type AdminDepositChannel } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import { CHANNEL_FIELDS, type ChannelDraft, type ChannelField } from '../../screens/deposit-channels/index.ts'
import { depositChannels } from './store.ts'

const words = copy.depositChannels
/** The shared business code of a currency the site does not offer (a save's `currency`). */
const CURRENCY_NOT_OFFERED = '103'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the site's channels and currencies (`adminDepositChannels`). */
export async function loadChannels(): Promise<void> {
  const load = ++loads
  depositChannels.status = 'loading'
  try {
    const answer = await api.call(adminDepositChannels, {})
    if (load !== loads) return
    depositChannels.currencies = answer.currencies
    depositChannels.rows = answer.list
    depositChannels.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    depositChannels.rows = []
    depositChannels.errorMessage = describeFailure(error)
    depositChannels.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read the channels: nothing is asked, the screen says so. */
export function forbidChannels(): void {
  loads++
  depositChannels.status = 'forbidden'
  depositChannels.rows = []
}

function openEditor(editing: AdminDepositChannel | 'new'): void {
  depositChannels.editing = editing
  depositChannels.saveError = ''
  depositChannels.fieldErrors = {}
  depositChannels.notice = null
}

export const startCreating = (): void => openEditor('new')
export const startEditing = (channel: AdminDepositChannel): void => openEditor({ ...channel })

export function stopEditing(): void {
  if (depositChannels.saving) return
  depositChannels.editing = null
  depositChannels.saveError = ''
  depositChannels.fieldErrors = {}
}

/** The list with `saved` in it (in place of the row it was, or added). */
function withSaved(saved: AdminDepositChannel): AdminDepositChannel[] {
  const rows = depositChannels.rows
  return rows.some((row) => row.id === saved.id)
    ? rows.map((row) => (row.id === saved.id ? saved : row))
    : [...rows, saved]
}

const isChannelField = (field: string | undefined): field is ChannelField =>
  (CHANNEL_FIELDS as readonly (string | undefined)[]).includes(field)

/**
 * Saves the editor's channel (`adminDepositChannelSave`): the dialog closes and the row shows the saved channel; a
 * 400 naming a field, or a currency the site does not offer (103), shows under that field and the dialog stays; an
 * unknown channel (400 `id`: removed meanwhile) closes it and reads the list again.
 */
export async function saveChannel(draft: ChannelDraft): Promise<void> {
  if (depositChannels.saving) return
  depositChannels.saving = true
  depositChannels.saveError = ''
  depositChannels.fieldErrors = {}
  depositChannels.notice = null
  try {
    const saved = await api.call(adminDepositChannelSave, draft)
    depositChannels.editing = null
    depositChannels.rows = withSaved(saved)
    depositChannels.notice = { tone: 'success', text: words.saved(saved.name) }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isForbidden(error)) {
      depositChannels.editing = null
      depositChannels.notice = { tone: 'error', text: words.saveForbidden }
    } else if (isApiError(error) && error.kind === 'invalid' && error.field === 'id') {
      depositChannels.editing = null
      depositChannels.notice = { tone: 'error', text: words.gone }
      void loadChannels()
    } else if (isApiError(error) && error.kind === 'invalid' && isChannelField(error.field)) {
      depositChannels.fieldErrors = { [error.field]: words.serverRefused(error.fieldReason) }
    } else if (isRefusal(error, CURRENCY_NOT_OFFERED)) {
      depositChannels.fieldErrors = { currency: words.serverRefused(describeFailure(error)) }
    } else {
      depositChannels.saveError = words.saveFailed(describeFailure(error))
    }
  } finally {
    depositChannels.saving = false
  }
}

/** Turns a channel on or off (`adminDepositChannelSave` with its `id` and `enabled` only); the row shows the result. */
export async function switchChannel(channel: AdminDepositChannel, enabled: boolean): Promise<void> {
  if (depositChannels.switching !== null || depositChannels.saving) return
  depositChannels.switching = channel.id
  depositChannels.notice = null
  try {
    const saved = await api.call(adminDepositChannelSave, { id: channel.id, enabled })
    depositChannels.rows = withSaved(saved)
    depositChannels.notice = {
      tone: 'success',
      text: saved.enabled === 1 ? words.switchedOn(saved.name) : words.switchedOff(saved.name),
    }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isApiError(error) && error.kind === 'invalid' && error.field === 'id') {
      depositChannels.notice = { tone: 'error', text: words.gone }
      void loadChannels()
      return
    }
    depositChannels.notice = {
      tone: 'error',
      text: isForbidden(error) ? words.saveForbidden : words.switchFailed(channel.name, describeFailure(error)),
    }
  } finally {
    depositChannels.switching = null
  }
}
