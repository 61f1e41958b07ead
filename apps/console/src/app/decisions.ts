import { isApiError } from '@lobby/api'
import type { ScreenNotice } from '../components/notice-banner.tsx'
import { describeFailure } from './failure.ts'

/** A screen's decisions, as fields of its store: the one being sent, what the last came to, the Reject dialog. */
export interface DecisionState<Key> {
  deciding: Key | null
  notice: ScreenNotice | null
  /** What the Reject dialog is open for, or null. */
  rejecting: unknown
  rejectError: string
}

export interface DecisionOutcomes {
  /** What a decision done says. */
  done: string
  /**
   * What a refusal means, or undefined for a failure that is not one; `reload` when the list has moved on (decided
   * already, say) and is read again.
   */
  refused: (error: unknown) => { text: string; reload: boolean } | undefined
  /** A failure of a decision made without the dialog (Approve), in a sentence with `why`. */
  failed: (why: string) => string
  /** Reads the list again. */
  reload: () => unknown
}

/**
 * Sends one decision (`send`) on `key`, one at a time, and reads the list again once it is done. A refusal closes the
 * Reject dialog with an alert; another failure of the dialog stays in it, so its reason is not lost, and one of a bare
 * Approve is an alert. A 401 says nothing here: the session ends.
 */
export async function sendDecision<Key>(
  state: DecisionState<Key>,
  key: Key,
  send: () => Promise<unknown>,
  outcomes: DecisionOutcomes,
): Promise<void> {
  if (state.deciding !== null) return
  state.deciding = key
  state.notice = null
  state.rejectError = ''
  try {
    await send()
    state.rejecting = null
    state.notice = { tone: 'success', text: outcomes.done }
    void outcomes.reload()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    const refused = outcomes.refused(error)
    if (refused) {
      state.rejecting = null
      state.notice = { tone: 'error', text: refused.text }
      if (refused.reload) void outcomes.reload()
    } else if (state.rejecting !== null) {
      state.rejectError = describeFailure(error)
    } else {
      state.notice = { tone: 'error', text: outcomes.failed(describeFailure(error)) }
    }
  } finally {
    state.deciding = null
  }
}
