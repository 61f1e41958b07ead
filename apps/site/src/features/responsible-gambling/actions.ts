import {
  ApiError,
  failureText,
  rgCancelLimit,
  rgExclude,
  rgRealityCheck,
  rgSession,
  rgSetLimit,
  rgSettings,
  rgStatement,
  type RgExclusion,
} from '@lobby/api'
import type { RealityCheckMinutes } from '@lobby/domain'
import type { RgChangedPayload } from '@lobby/realtime'
import type { RgExclusionChoice, RgLimitRequest, RgLimitSlot } from '@lobby/ui'
import { api } from '../../app/api.ts'
import { siteText } from '../../app/i18n.ts'
import { session } from '../../app/session.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { showToast } from '../toast/store.ts'
import { rgStore } from './store.ts'

/**
 * Responsible gaming's calls (docs/contract.md "Responsible gambling"): each loads or changes one part of the store.
 * The server enforces every limit; what it refuses is shown in its own words (the `lang` header puts them in the
 * member's language), a 400 by its reason, a failed call by its message key.
 */

/** A refused call as the panel shows it: the server's words, or the message key of what failed on the way. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'invalid' && error.message) return error.message
  return failureText(error)
}

export async function loadSettings(): Promise<void> {
  const slot = rgStore.settings
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    slot.data = await api.call(rgSettings, {})
    slot.status = 'ready'
  } catch {
    // A reload that fails keeps what was shown (the reality check reads it while a game is open).
    if (slot.status !== 'ready') slot.status = 'error'
  }
}

export async function loadStatement(): Promise<void> {
  const slot = rgStore.statement
  slot.status = 'loading'
  try {
    const answer = await api.call(rgStatement, { months: 12 })
    slot.currency = answer.currency
    slot.months = answer.months
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

/**
 * `rg.changed` on the member's channel: an operator imposed a limit, in force at once. The settings the panel and the
 * reality check read are read again, and the member is told in their language where to see it (the toast stays until
 * closed: a page left open must not miss it).
 */
export async function onRgChanged(_event: RgChangedPayload): Promise<void> {
  const signedInAs = session.getToken()
  const [text] = await Promise.all([siteText('member_site.rg_operator_limit'), loadSettings()])
  // Logged out meanwhile (a shared device): the next person must not read the member's notice.
  if (signedInAs === null || session.getToken() !== signedInAs) return
  showToast({ type: 'info', text, durationMs: 0 })
}

/** Opens the form of one limit (null closes it): a refusal of another limit's form goes with it. */
export function openLimitForm(slot: RgLimitSlot | null): void {
  rgStore.limitForm = slot && { kind: slot.kind, period: slot.period }
}

/**
 * Sets, lowers, raises or removes a limit (amount in minor units, minutes for a session; null removes). The answer is
 * the settings: a tighter limit applies at once, a looser one shows as pending with the time it takes effect.
 */
export async function saveLimit(request: RgLimitRequest): Promise<void> {
  const form = rgStore.limitForm
  if (form?.saving) return
  rgStore.limitForm = { kind: request.kind, period: request.period, saving: true }
  try {
    rgStore.settings.data = await api.call(rgSetLimit, request)
    rgStore.settings.status = 'ready'
    rgStore.limitForm = null
  } catch (error) {
    rgStore.limitForm = { kind: request.kind, period: request.period, error: refusalText(error) }
  }
}

/** Drops a pending raise or removal; a refusal (175: nothing pending, it applied meanwhile) says so and reloads. */
export async function cancelPending(slot: RgLimitSlot): Promise<void> {
  if (rgStore.cancelling) return
  rgStore.cancelling = { kind: slot.kind, period: slot.period }
  try {
    rgStore.settings.data = await api.call(rgCancelLimit, { kind: slot.kind, period: slot.period })
  } catch (error) {
    showToast({ type: 'error', text: await siteText(refusalText(error)) })
    void loadSettings()
  } finally {
    rgStore.cancelling = null
  }
}

export async function saveRealityCheck(minutes: RealityCheckMinutes | null): Promise<void> {
  const slot = rgStore.realityCheck
  if (slot.saving) return
  Object.assign(slot, { saving: true, error: undefined, saved: false })
  try {
    rgStore.settings.data = await api.call(rgRealityCheck, { minutes })
    slot.saved = true
  } catch (error) {
    slot.error = refusalText(error)
  } finally {
    slot.saving = false
  }
}

/** Opens the confirm of a time-out or self-exclusion (null closes it, unless it is being sent). */
export function askExclusion(choice: RgExclusionChoice | null): void {
  if (rgStore.exclusion?.saving) return
  rgStore.exclusion = choice && { kind: choice.kind, days: choice.days }
}

/** What the member reads once logged out: until when it runs (the site's time zone), or that it is permanent. */
async function exclusionNotice(exclusion: RgExclusion): Promise<string> {
  if (exclusion.ends_at === null) return siteText('member_site.rg_logged_out_permanent')
  const time = formatDateTime(exclusion.ends_at, session.getLanguage())
  const key = exclusion.kind === 'timeout' ? 'member_site.rg_logged_out_timeout' : 'member_site.rg_logged_out_exclusion'
  return siteText(key, { time })
}

/**
 * Takes the time-out or self-exclusion. The server ends every session of the member at once (tokens, sockets, an open
 * game); the site then logs out the usual way (`logout`, which drops the member here and closes the member windows)
 * and says until when. `leave` goes to the lobby.
 */
export async function exclude(choice: RgExclusionChoice, leave: () => void): Promise<void> {
  if (rgStore.exclusion?.saving) return
  rgStore.exclusion = { ...choice, saving: true }
  let answer: RgExclusion
  try {
    answer = await api.call(rgExclude, { kind: choice.kind, days: choice.days })
  } catch (error) {
    rgStore.exclusion = { ...choice, error: refusalText(error) }
    return
  }
  const text = await exclusionNotice(answer)
  rgStore.exclusion = null
  const { logout } = await import('../account/actions.ts')
  await logout()
  leave()
  showToast({ type: 'info', text })
}

// ---------------------------------------------------------------------------
// The reality check's dialog

/**
 * The reality check is due: the dialog opens with the time played since `startedAt` (the launch, ms) while the
 * session's own start and net result are read (`rgSession`). A session the server no longer has open closes it.
 */
export async function openRealityCheck(startedAt: number | null, now = Date.now()): Promise<void> {
  const check = rgStore.check
  Object.assign(check, {
    open: true,
    loading: true,
    net: null,
    stopping: false,
    playedMinutes: startedAt === null ? null : Math.floor((now - startedAt) / 60_000),
  })
  try {
    const answer = await api.call(rgSession, {})
    if (!answer.open) {
      check.open = false
      return
    }
    check.net = answer.net
    if (answer.started_at) check.playedMinutes = Math.max(0, Math.floor((now - Date.parse(answer.started_at)) / 60_000))
  } catch {
    // The dialog still shows the time played and both choices; the result says it could not be read.
  } finally {
    check.loading = false
  }
}

export function closeRealityCheck(): void {
  Object.assign(rgStore.check, { open: false, loading: false, stopping: false })
}
