import { startCountdown, tickCountdown } from '../account/countdown.ts'
import { balancePullFailure } from '../account/errors.ts'
import { CLIENT_ERROR } from '../response.ts'

/** Wait between two one-key balance pulls (spec section 9: 10 s). */
export const BALANCE_PULL_COOLDOWN_MS = 10_000
/** The pull button's countdown ticks once a second (spec section 9). */
export const BALANCE_PULL_TICK_MS = 1_000

/** Why a one-key balance pull may not start now; each is a message key (spec section 8). */
export type BalancePullRejection = 'one_key_waiting' | 'pg.alert_starting' | 'pg.alert_quitting' | 'pg.err_is_playing'

export interface BalancePullInput {
  /** A game launch is under way (`LaunchState.starting`). */
  starting: boolean
  /** A game is being left; pass `isQuitting(state, now)` so a stale flag does not block. */
  quitting: boolean
  /** A game is open (`LaunchState.game !== null`). */
  gameOpen: boolean
  /** ms since epoch of the last pull started, or null. */
  lastPullAt: number | null
  now: number
}

export type BalancePullCheck = { ok: true } | { ok: false; reason: BalancePullRejection; secondsLeft?: number }

/**
 * Whole seconds until another pull may start, rounded up: 10 right after a
 * pull, 0 once the cooldown is over or when no pull ran. The button shows it
 * and the caller re-asks every `BALANCE_PULL_TICK_MS`. A clock set back
 * shows no more than the full 10.
 */
export function pullCountdown(lastPullAt: number | null, now: number): number {
  if (lastPullAt === null) return 0
  return tickCountdown(startCountdown(BALANCE_PULL_COOLDOWN_MS, lastPullAt), now).remainingSeconds
}

/**
 * Whether a one-key balance pull may start (spec section 5: "blocked while a
 * game is starting, quitting or open, or in cooldown"), checked in that
 * order; the cooldown answer says how many seconds are left.
 */
export function checkBalancePull(input: BalancePullInput): BalancePullCheck {
  if (input.starting) return { ok: false, reason: 'pg.alert_starting' }
  if (input.quitting) return { ok: false, reason: 'pg.alert_quitting' }
  if (input.gameOpen) return { ok: false, reason: 'pg.err_is_playing' }
  const secondsLeft = pullCountdown(input.lastPullAt, input.now)
  if (secondsLeft > 0) return { ok: false, reason: 'one_key_waiting', secondsLeft }
  return { ok: true }
}

/**
 * The message key of a failed pull (spec section 8): codes 101 to 105 have
 * `one_key_err_code_101` to `_105`; anything else is null and the caller
 * shows the server's message. The keys are those of `balancePullFailure`,
 * which also gives the full outcome with the server-message fallback.
 */
export function pullErrorKey(code: string | number): string | null {
  const { messageKey } = balancePullFailure(code)
  return messageKey === undefined || messageKey === CLIENT_ERROR.unknown ? null : messageKey
}
