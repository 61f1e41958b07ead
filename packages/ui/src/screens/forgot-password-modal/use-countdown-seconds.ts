import { tickCountdown, type CountdownState } from '@lobby/domain'
import { useEffect, useState } from 'react'

/**
 * Whole seconds left on `countdown` (0 when there is none or it has ended).
 * Read at `now` when the caller holds time still (stories, tests); otherwise
 * at the wall clock, re-read each second while it runs and when the tab
 * becomes visible again: background timers are throttled, and `tickCountdown`
 * works from the end time, so a late tick cannot leave the count behind.
 */
export function useCountdownSeconds(countdown: CountdownState | null, now?: number): number {
  const [wall, setWall] = useState(() => Date.now())
  const running = now === undefined && countdown !== null && !tickCountdown(countdown, wall).done
  useEffect(() => {
    if (!running) return
    const read = () => setWall(Date.now())
    const timer = setInterval(read, 1_000)
    document.addEventListener('visibilitychange', read)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', read)
    }
  }, [running])
  return countdown ? tickCountdown(countdown, now ?? wall).remainingSeconds : 0
}
