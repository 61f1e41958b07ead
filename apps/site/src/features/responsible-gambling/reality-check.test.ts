import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { realityCheckClock } from './reality-check.ts'

const MINUTE = 60_000

describe('the reality check clock', () => {
  let due: Mock<() => void>
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 12) })
    due = vi.fn<() => void>()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is due N minutes after the game opened, not before', () => {
    const clock = realityCheckClock(due)
    clock.update({ openedAt: Date.now(), minutes: 30 })
    vi.advanceTimersByTime(30 * MINUTE - 1)
    expect(due).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(due).toHaveBeenCalledOnce()
  })

  it('counts nothing more while the check shows, and N minutes from Keep playing', () => {
    const clock = realityCheckClock(due)
    clock.update({ openedAt: Date.now(), minutes: 15 })
    vi.advanceTimersByTime(15 * MINUTE)
    expect(due).toHaveBeenCalledOnce()
    // The member reads it for five minutes: no second check stacks up meanwhile.
    vi.advanceTimersByTime(20 * MINUTE)
    expect(due).toHaveBeenCalledOnce()
    clock.keepPlaying()
    vi.advanceTimersByTime(15 * MINUTE - 1)
    expect(due).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(1)
    expect(due).toHaveBeenCalledTimes(2)
  })

  it('is never due while off, and counts from the same start once turned on', () => {
    const clock = realityCheckClock(due)
    const openedAt = Date.now()
    clock.update({ openedAt, minutes: null })
    vi.advanceTimersByTime(120 * MINUTE)
    expect(due).not.toHaveBeenCalled()
    clock.update({ openedAt, minutes: 60 })
    // Two hours played already: the first check is due at once.
    vi.advanceTimersByTime(0)
    expect(due).toHaveBeenCalledOnce()
  })

  it('stops when the game closes, and a new game starts the count again', () => {
    const clock = realityCheckClock(due)
    clock.update({ openedAt: Date.now(), minutes: 30 })
    vi.advanceTimersByTime(20 * MINUTE)
    clock.update({ openedAt: null, minutes: 30 })
    vi.advanceTimersByTime(60 * MINUTE)
    expect(due).not.toHaveBeenCalled()
    clock.update({ openedAt: Date.now(), minutes: 30 })
    vi.advanceTimersByTime(30 * MINUTE - 1)
    expect(due).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(due).toHaveBeenCalledOnce()
  })

  it('a shorter interval chosen mid-game counts from the game opening', () => {
    const clock = realityCheckClock(due)
    const openedAt = Date.now()
    clock.update({ openedAt, minutes: 60 })
    vi.advanceTimersByTime(10 * MINUTE)
    clock.update({ openedAt, minutes: 15 })
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(due).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(due).toHaveBeenCalledOnce()
  })

  it('the check closing with the game (Stop) leaves no check behind, and dispose stops it for good', () => {
    const clock = realityCheckClock(due)
    clock.update({ openedAt: Date.now(), minutes: 15 })
    vi.advanceTimersByTime(15 * MINUTE)
    clock.update({ openedAt: null, minutes: 15 })
    clock.keepPlaying()
    vi.advanceTimersByTime(60 * MINUTE)
    expect(due).toHaveBeenCalledOnce()
    clock.update({ openedAt: Date.now(), minutes: 15 })
    clock.dispose()
    vi.advanceTimersByTime(60 * MINUTE)
    expect(due).toHaveBeenCalledOnce()
  })
})
