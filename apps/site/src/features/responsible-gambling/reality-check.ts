/**
 * The reality check's clock (issue 25): while a game is open and the member chose an interval, the check is due that
 * many minutes after the game opened, then that many minutes after each "Keep playing". While the dialog shows, no
 * further check is counted; a closed game, or the check turned off, stops the count; a new game starts it again.
 * Changing the interval while a game is open counts from the same start (the game's opening, or the last Keep
 * playing): a shorter interval already passed is due at once. Pure but for the timer it sets; the caller owns the
 * dialog.
 */
export interface RealityCheckClock {
  /**
   * What the clock follows, given on every change of either: when the open game opened (ms; null, no game open) and
   * the interval in minutes (null, off).
   */
  update(state: { openedAt: number | null; minutes: number | null }): void
  /** Keep playing: the dialog closed and the next check is a whole interval from now. */
  keepPlaying(): void
  /** Stops the clock for good (the member logged out). */
  dispose(): void
}

const MINUTE_MS = 60_000

export function realityCheckClock(onDue: () => void, now: () => number = Date.now): RealityCheckClock {
  let timer: ReturnType<typeof setTimeout> | undefined
  let openedAt: number | null = null
  let minutes: number | null = null
  /** When the count toward the next check started: the game's opening, then each Keep playing. */
  let countFrom: number | null = null
  /** The check is showing: nothing is counted until Keep playing. */
  let showing = false

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const schedule = () => {
    clear()
    if (openedAt === null || minutes === null || countFrom === null || showing) return
    const wait = Math.max(0, countFrom + minutes * MINUTE_MS - now())
    timer = setTimeout(() => {
      timer = undefined
      showing = true
      onDue()
    }, wait)
  }

  return {
    update(state) {
      if (state.openedAt !== openedAt) {
        openedAt = state.openedAt
        countFrom = state.openedAt
        showing = false
      }
      minutes = state.minutes
      schedule()
    },
    keepPlaying() {
      showing = false
      countFrom = now()
      schedule()
    },
    dispose() {
      clear()
      openedAt = null
      countFrom = null
    },
  }
}
