import { startCountdown, startSmsCountdown, tickCountdown } from '@lobby/domain'
import { describe, expect, it } from 'vitest'
import { countdownAt, wholeSeconds } from './countdown.tsx'

const START = Date.UTC(2026, 1, 1, 12, 0, 0)

describe('countdownAt', () => {
  it.each([
    ['no end time', null, START, undefined, null],
    ['an unreadable end time', 'soon', START, undefined, null],
    ['42 s left', START + 42_000, START, undefined, 42_000],
    ['past the end', START - 1, START, undefined, 0],
    ['an ISO end time', new Date(START + 1_500).toISOString(), START, undefined, 1_500],
    ['a clock set back, without a start: more than the duration', START + 300_000, START - 60_000, undefined, 360_000],
    ['a clock set back, with a start: the full duration', START + 300_000, START - 60_000, START, 300_000],
    ['a start in the past changes nothing', START + 300_000, START + 1_000, START, 299_000],
  ] as const)('%s', (_, endAt, now, startAt, remainingMs) => {
    expect(countdownAt(endAt, now, startAt)?.remainingMs ?? null).toBe(remainingMs)
  })
})

describe('wholeSeconds of countdownAt, with the start, reads as tickCountdown does', () => {
  const sms = startSmsCountdown(START)
  it.each([-5_000, 0, 1, 999, 1_000, 1_001, 42_500, 299_001, 299_999, 300_000, 300_001, 400_000])(
    'the SMS countdown %i ms after its start',
    (offset) => {
      const left = countdownAt(sms.endsAt, START + offset, sms.startedAt)
      const tick = tickCountdown(sms, START + offset)
      expect(wholeSeconds(left)).toBe(tick.remainingSeconds)
      expect(left?.done).toBe(tick.done)
    },
  )

  it('is 0 without a countdown', () => {
    expect(wholeSeconds(null)).toBe(0)
  })

  it('a 1 s wait ends on the second', () => {
    const wait = startCountdown(1_000, START)
    expect(wholeSeconds(countdownAt(wait.endsAt, START + 999, wait.startedAt))).toBe(1)
    expect(wholeSeconds(countdownAt(wait.endsAt, START + 1_000, wait.startedAt))).toBe(0)
  })
})
