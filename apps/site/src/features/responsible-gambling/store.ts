import type { RgSettings, RgStatementMonth } from '@lobby/api'
import type { RgExclusionState, RgLimitFormState, RgLimitSlot } from '@lobby/ui'
import { proxy } from 'valtio'

/**
 * Responsible gaming (issue 25): the member's settings (limits, reality check), the member-centre panel's forms, the
 * monthly statement, and the reality check shown while a game is open. Amounts are minor units, as on the wire.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

function initial() {
  return {
    settings: { status: 'idle' as LoadStatus, data: null as RgSettings | null },
    statement: { status: 'idle' as LoadStatus, currency: '', months: [] as RgStatementMonth[] },
    /** The limit whose form is open, with its sending state and refusal. */
    limitForm: null as RgLimitFormState | null,
    /** The limit whose pending change is being cancelled. */
    cancelling: null as RgLimitSlot | null,
    realityCheck: { saving: false, error: undefined as string | undefined, saved: false },
    /** The time-out or self-exclusion being confirmed (its dialog is open). */
    exclusion: null as RgExclusionState | null,
    /** The reality check's dialog while a game is open. */
    check: {
      open: false,
      loading: false,
      /** Minutes played in the session, from its start (`rgSession`, or the launch when it could not be read). */
      playedMinutes: null as number | null,
      net: null as number | null,
      stopping: false,
    },
  }
}

export const rgStore = proxy(initial())

/** Logout: nothing of the last member's settings lingers. */
export function resetResponsibleGambling(): void {
  Object.assign(rgStore, initial())
}
