import {
  ADMIN_SETTINGS_CODE,
  adminSettings,
  adminSettingsAppearance,
  adminSettingsDemo,
  adminSettingsLocale,
  adminSettingsRegisterFields,
  adminSettingsRegistration,
  isApiError,
  type RegistrationLimits,
  type SiteAppearance,
  type SiteLocale,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import type { RegisterFieldsDraft, SettingsSection } from '../../screens/settings-screen/index.ts'
import { settings } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the site's settings (`adminSettings`); the forms start again from them. */
export async function loadSettings(): Promise<void> {
  const load = ++loads
  settings.status = 'loading'
  try {
    const answer = await api.call(adminSettings, {})
    if (load !== loads) return
    settings.data = answer
    settings.version++
    settings.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    settings.data = null
    settings.errorMessage = describeFailure(error)
    settings.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read the settings: nothing is asked, the screen says so. */
export function forbidSettings(): void {
  loads++
  settings.status = 'forbidden'
  settings.data = null
}

const sectionTitles: Record<SettingsSection, string> = {
  registration: copy.settings.registration.limitsTitle,
  fields: copy.settings.registration.title,
  locale: copy.settings.locale.title,
  appearance: copy.settings.appearance.title,
  demo: copy.settings.demo.title,
}

/**
 * Sends one section's save; then the settings are loaded again (the forms show what was kept). A 400 naming a
 * field shows under it; a refusal for the role or another failure shows in the section, nothing typed lost.
 */
async function save(section: SettingsSection, send: () => Promise<unknown>): Promise<void> {
  if (settings.saving !== null) return
  settings.saving = section
  settings.errors = {}
  settings.fieldErrors = {}
  settings.notice = null
  try {
    await send()
    settings.demoConfirming = false
    settings.notice = { tone: 'success', text: copy.settings.saved(sectionTitles[section]) }
    void loadSettings()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isForbidden(error)) {
      settings.demoConfirming = false
      settings.notice = { tone: 'error', text: copy.settings.actionForbidden }
    } else if (isRefusal(error, ADMIN_SETTINGS_CODE.currencyInUse)) {
      const data = isApiError(error) ? (error.data as { currency?: string } | null) : null
      settings.fieldErrors = { currencies: copy.settings.locale.currencyInUse(data?.currency ?? '') }
    } else if (isRefusal(error, ADMIN_SETTINGS_CODE.currencyNotOffered)) {
      settings.notice = { tone: 'error', text: copy.settings.registration.notOffered }
      void loadSettings()
    } else if (isApiError(error) && error.kind === 'invalid' && error.field !== undefined) {
      settings.fieldErrors = { [error.field]: copy.settings.serverRefused(error.fieldReason) }
    } else settings.errors = { [section]: copy.settings.saveFailed(describeFailure(error)) }
  } finally {
    settings.saving = null
  }
}

export const saveLimits = (limits: RegistrationLimits) =>
  save('registration', () => api.call(adminSettingsRegistration, limits))

export const saveRegisterFields = (draft: RegisterFieldsDraft) =>
  save('fields', () => api.call(adminSettingsRegisterFields, draft))

export const saveLocale = (locale: SiteLocale) => save('locale', () => api.call(adminSettingsLocale, locale))

export const saveAppearance = (appearance: SiteAppearance) =>
  save('appearance', () => api.call(adminSettingsAppearance, appearance))

export function askDemo(): void {
  settings.demoConfirming = true
  settings.errors = {}
}

export function cancelDemo(): void {
  if (settings.saving === 'demo') return
  settings.demoConfirming = false
}

/** Switches demo mode to the other state (`adminSettingsDemo`). */
export function confirmDemo(): Promise<void> {
  const next = !(settings.data?.is_demo ?? false)
  return save('demo', () => api.call(adminSettingsDemo, { is_demo: next }))
}
