import { CAPTCHA_WAIT_MS, SMS_COUNTDOWN_MS } from '../timing.ts'

/**
 * A countdown as data: the screen keeps the state and calls `tickCountdown`
 * from its own timer (each second, and on returning to the tab), so the
 * domain holds no timer and a late tick cannot drift the count.
 */
export interface CountdownState {
  /** ms since epoch when it started. */
  startedAt: number
  /** ms since epoch when it ends. */
  endsAt: number
}

export interface CountdownTick {
  /** Whole seconds left, rounded up: 300 right after the start, 0 at the end. */
  remainingSeconds: number
  done: boolean
}

export function startCountdown(durationMs: number, nowMs: number): CountdownState {
  return { startedAt: nowMs, endsAt: nowMs + Math.max(0, durationMs) }
}

/** Where the countdown is at `nowMs`. A clock set back before the start shows the full duration. */
export function tickCountdown(state: CountdownState, nowMs: number): CountdownTick {
  const left = Math.min(state.endsAt - state.startedAt, state.endsAt - nowMs)
  const remainingSeconds = Math.max(0, Math.ceil(left / 1000))
  return { remainingSeconds, done: remainingSeconds === 0 }
}

/** The SMS resend countdown (spec section 4): 300 s. */
export function startSmsCountdown(nowMs: number): CountdownState {
  return startCountdown(SMS_COUNTDOWN_MS, nowMs)
}

/** The wait after captcha code 101 (spec section 8): 1 s. */
export function startCaptchaWait(nowMs: number): CountdownState {
  return startCountdown(CAPTCHA_WAIT_MS, nowMs)
}

/** Sending an SMS code is enabled when no countdown runs (spec section 4). */
export function canSendSms(countdown: CountdownState | null, nowMs: number): boolean {
  return countdown === null || tickCountdown(countdown, nowMs).done
}

/** A new captcha may be fetched unless one is being fetched or a wait runs (spec section 4). */
export function canFetchCaptcha(state: { fetching: boolean; wait: CountdownState | null }, nowMs: number): boolean {
  return !state.fetching && (state.wait === null || tickCountdown(state.wait, nowMs).done)
}
