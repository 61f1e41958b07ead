import { countdown, countdownText, type Countdown as CountdownValue } from '@lobby/domain'
import { useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export type { CountdownValue }

/** An end time: ms since the epoch, or an ISO instant. */
export type EndTime = number | string

export interface UseCountdownOptions {
  /** The time to read the countdown at: a number holds time still (stories, tests), a function is read each tick. */
  now?: number | (() => number)
  /** Called once per end time when it reaches zero. */
  onEnd?: () => void
  /**
   * When it started (ms since the epoch or an ISO instant). With it, a clock set back before the start reads the
   * full duration (`endAt - startAt`), never more, as `tickCountdown` of `@lobby/domain` does. Omitted, no cap.
   */
  startAt?: EndTime | null
}

function endMsOf(endAt: EndTime | null | undefined): number {
  if (endAt === null || endAt === undefined) return Number.NaN
  return typeof endAt === 'number' ? endAt : Date.parse(endAt)
}

/**
 * The time left to `endAt` at `nowMs` (`null` for none or an unreadable end time); with `startAt`, never more than
 * the full duration (a clock set back before the start).
 */
export function countdownAt(
  endAt: EndTime | null | undefined,
  nowMs: number,
  startAt?: EndTime | null,
): CountdownValue | null {
  const endMs = endMsOf(endAt)
  if (Number.isNaN(endMs)) return null
  const startMs = endMsOf(startAt)
  return countdown(endMs, Number.isNaN(startMs) ? nowMs : Math.max(nowMs, startMs))
}

/**
 * The time left to `endAt` (`null` for none or an unreadable one), re-read each second while it runs: the hook behind
 * `Countdown`, for a timer shown inside other text (a resend button's seconds, `wholeSeconds(left)`).
 */
export function useCountdown(
  endAt: EndTime | null | undefined,
  { now, onEnd, startAt }: UseCountdownOptions = {},
): CountdownValue | null {
  const endMs = endMsOf(endAt)
  const readClock = typeof now === 'function' ? now : Date.now
  const [clock, setClock] = useState(() => (typeof now === 'number' ? now : readClock()))
  const at = typeof now === 'number' ? now : clock
  const left = countdownAt(endAt, at, startAt)
  const running = typeof now !== 'number' && left !== null && !left.done
  const read = useEffectEvent(() => setClock(readClock()))

  useEffect(() => {
    if (!running) return
    const timer = setInterval(read, 1_000)
    document.addEventListener('visibilitychange', read)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', read)
    }
  }, [running, endMs])

  // Kept across StrictMode's second effect run, so an end time already past still ends once.
  const ended = useRef<number | null>(null)
  const end = useEffectEvent(() => onEnd?.())
  const done = left?.done ?? false
  useEffect(() => {
    if (!done || ended.current === endMs) return
    ended.current = endMs
    end()
  }, [done, endMs])

  return left
}

/** Whole seconds left, rounded up (`0` for none): what a "resend in 42 s" button shows. */
export function wholeSeconds(left: CountdownValue | null): number {
  return left ? Math.ceil(left.remainingMs / 1_000) : 0
}

export type CountdownProps = Omit<ComponentProps<'span'>, 'children'> &
  UseCountdownOptions & {
    /** When it ends: ms since the epoch or an ISO instant. */
    endAt: EndTime | null
    /** The text of the time left; `HH:MM:SS` by default. */
    format?: (left: CountdownValue) => string
    /** Shown for a missing or unreadable end time. */
    placeholder?: string
  }

/**
 * The time left to `endAt`, ticking once a second; `onEnd` once at zero.
 *
 * Countdown: the time left to an end time, `HH:MM:SS` by default, moving once a second.
 *
 * Contract
 * - MUST work from the end time, not by counting ticks: each second (and when the tab becomes visible again, as
 *   background timers are throttled) it re-reads the clock, so a late tick never leaves it behind.
 * - MUST clear its timer when it ends, when the end time changes and when it unmounts; it MUST NOT tick while
 *   `now` is a number (time held still by a story or a test) or once done.
 * - MUST call `onEnd` once per end time when it reaches zero (also when mounted with an end time already past).
 * - With `startAt`, MUST NOT show more than the full duration, even on a clock set back before the start (so a
 *   `CountdownState` of `@lobby/domain` reads as `tickCountdown` reads it; `wholeSeconds` gives its seconds).
 * - MUST NOT announce every second: it is a `role="timer"` (live region off); name it with `aria-label` or
 *   `aria-labelledby`, and announce the end yourself if a person must hear it.
 * - MUST keep its own `data-slot="countdown"` with `data-state` `running` | `done` | `unknown`; tabular figures so the digits do
 *   not jump. A caller MUST NOT pass `data-slot`.
 */
export function Countdown({
  endAt,
  startAt,
  now,
  onEnd,
  format = countdownText,
  placeholder = '--:--:--',
  className,
  ...props
}: CountdownProps) {
  const left = useCountdown(endAt, { now, onEnd, startAt })
  return (
    <span
      role="timer"
      data-slot="countdown"
      data-state={left === null ? 'unknown' : left.done ? 'done' : 'running'}
      className={cn('tabular-nums', className)}
      {...props}
    >
      {left ? format(left) : placeholder}
    </span>
  )
}
