import { fieldInstant } from './local-time.ts'

/** Where a bulletin is in its life: shown now, waiting for its start, or past its end. */
export type BulletinState = 'live' | 'scheduled' | 'ended'

/**
 * A bulletin's state at `now` (ms since the epoch): ended once its end (`end_at`) has come, scheduled while its
 * start (`start_at`) is still ahead, live otherwise. A bulletin with no end never ends.
 */
export function bulletinState(bulletin: { start_at: string; end_at: string | null }, now: number): BulletinState {
  if (bulletin.end_at !== null && Date.parse(bulletin.end_at) <= now) return 'ended'
  if (Date.parse(bulletin.start_at) > now) return 'scheduled'
  return 'live'
}

/** Whether an operator may still end the bulletin (a live or scheduled one). */
export function isEndable(state: BulletinState): boolean {
  return state !== 'ended'
}

/** What is wrong with a bulletin's window: a field that is not a time, or an end that is not after the start. */
export type WindowProblem = { field: 'from' | 'until'; problem: 'invalid' | 'order' }

/** A bulletin's window as the save call takes it: no `start_at` for "from now", `end_at` null for no end. */
export interface BulletinWindow {
  start_at: string | undefined
  end_at: string | null
}

/**
 * The window the "Shows from" and "Until" fields (`datetime-local` values) stand for: an empty start is now (the
 * call's default), an empty end is none. The end must come after the start, or after `now` when the start is
 * empty. `original` is the bulletin's window before the edit: a field still showing it keeps its exact instant.
 */
export function bulletinWindow(
  from: string,
  until: string,
  now: number,
  original: { start_at: string; end_at: string | null } | null = null,
): BulletinWindow | WindowProblem {
  const start = fieldInstant(from, original?.start_at ?? null)
  if (from.trim() !== '' && start === undefined) return { field: 'from', problem: 'invalid' }
  const end = fieldInstant(until, original?.end_at ?? null)
  if (until.trim() !== '' && end === undefined) return { field: 'until', problem: 'invalid' }
  if (end !== undefined && Date.parse(end) <= (start === undefined ? now : Date.parse(start))) {
    return { field: 'until', problem: 'order' }
  }
  return { start_at: start, end_at: end ?? null }
}

/** Whether `bulletinWindow` found a problem. */
export function isWindowProblem(window: BulletinWindow | WindowProblem): window is WindowProblem {
  return 'problem' in window
}
