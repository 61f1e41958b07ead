import { proxy } from 'valtio'
import { readStorage, writeStorage } from './session.ts'

/**
 * The age gate (issue 25): before any play, real or demo, a person confirms once on this device that they are 18 or
 * older. Small enough for the first route: a store, the device's answer in local storage, and the launch waiting for
 * the answer. The layout renders the one dialog (layouts/age-gate-dialog.tsx).
 */
export const AGE_CONFIRMED_KEY = 'ageConfirmed'

export const ageGate = proxy({ open: false })

/** The launch that waits for the answer (the last one asked for). */
let waiting: (() => void) | null = null

/** Whether this device has confirmed (blocked storage: not remembered, so it asks each time). */
export function ageConfirmed(): boolean {
  return readStorage(AGE_CONFIRMED_KEY) === '1'
}

/**
 * Runs `launch` at once on a device that has confirmed; otherwise opens the dialog and keeps `launch` for the answer.
 * The confirm runs it inside the confirm's click, so a game window it opens is not stopped as a popup.
 */
export function withAgeConfirmed(launch: () => void): void {
  if (ageConfirmed()) {
    launch()
    return
  }
  waiting = launch
  ageGate.open = true
}

/** "I am 18 or older": remembered on this device, and the waiting launch goes on. */
export function confirmAge(): void {
  writeStorage(AGE_CONFIRMED_KEY, '1')
  const launch = waiting
  waiting = null
  ageGate.open = false
  launch?.()
}

/** Leave (or Esc): the waiting launch is dropped, and nothing is remembered. */
export function leaveAgeGate(): void {
  waiting = null
  ageGate.open = false
}
