import { ApiError, RG_CODE } from '@lobby/api'
import { RG_MEMBER_PATH } from '@lobby/domain'
import type { LimitReachedReason } from '@lobby/ui'
import { proxy } from 'valtio'
import { openMemberPage } from '../../app/login-gate.ts'

/**
 * A limit of the member's stops play (issue 25; docs/contract.md "Responsible gambling"): a launch refused by the loss,
 * wager or session time limit (`play1` 171, 172, 173), or the open game stopped by the server when the session time
 * limit ran out (`game.stop`). One dialog says which, in the server's words, and from when play is possible again,
 * with a way to the member's limits. Small enough for the first route: the layout reads `open` and loads the dialog
 * with the first one (limit-reached-view.tsx).
 */
export const limitReached = proxy({
  open: false,
  reason: 'loss' as LimitReachedReason,
  /** The server's words in the member's language; empty: the dialog's own text for the reason. */
  message: '',
  /** When the limit renews (ISO 8601 UTC); null: not known. */
  renewsAt: null as string | null,
})

/** The refusals of `play1` this dialog shows, by code. */
const REASON_OF_CODE: Readonly<Record<string, LimitReachedReason>> = {
  [RG_CODE.lossLimit]: 'loss',
  [RG_CODE.wagerLimit]: 'wager',
  [RG_CODE.sessionLimit]: 'session',
}

/** `renews_at` of a refusal's `data` (the `RgRefusal`), when it is a readable instant. */
function renewsAtOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('renews_at' in data)) return null
  const renewsAt = data.renews_at
  return typeof renewsAt === 'string' && !Number.isNaN(Date.parse(renewsAt)) ? renewsAt : null
}

/**
 * A refused launch: a loss, wager or session time limit (171, 172, 173) opens the dialog with the server's message
 * and the refusal's renewal, and answers true; any other failure answers false and is the caller's to show.
 */
export function showLimitRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'business') return false
  const reason = REASON_OF_CODE[error.code]
  if (reason === undefined) return false
  Object.assign(limitReached, { open: true, reason, message: error.message, renewsAt: renewsAtOf(error.data) })
  return true
}

/** `game.stop`: the server stopped the open game (the session time limit ran out); play again from `renewsAt`. */
export function showGameStopped(renewsAt: string): void {
  Object.assign(limitReached, {
    open: true,
    reason: 'stopped',
    message: '',
    renewsAt: Number.isNaN(Date.parse(renewsAt)) ? null : renewsAt,
  })
}

export function closeLimitReached(): void {
  limitReached.open = false
}

/**
 * Responsible gaming: the dialog closes and the member centre's tools open where member pages open (their own window
 * on desktop, inside the click; this tab through `navigate` elsewhere).
 */
export function openLimitSettings(navigate: (url: string) => void): void {
  closeLimitReached()
  openMemberPage(RG_MEMBER_PATH, navigate)
}
