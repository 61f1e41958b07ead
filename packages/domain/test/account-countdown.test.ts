import { describe, expect, it } from 'vitest'
import {
  CAPTCHA_WAIT_MS,
  canFetchCaptcha,
  canSendSms,
  SMS_COUNTDOWN_MS,
  startCaptchaWait,
  startCountdown,
  startSmsCountdown,
  tickCountdown,
} from '../src/index.ts'

const t0 = 1_700_000_000_000

describe('countdown constants (spec sections 8 and 9)', () => {
  it('SMS timer is 300 s, captcha wait 1 s', () => {
    expect(SMS_COUNTDOWN_MS).toBe(300_000)
    expect(CAPTCHA_WAIT_MS).toBe(1_000)
  })
})

describe('phone verification countdown (spec section 4)', () => {
  const state = startSmsCountdown(t0)

  it.each([
    [0, 300, false],
    [1, 300, false],
    [999, 300, false],
    [1_000, 299, false],
    [1_001, 299, false],
    [59_000, 241, false],
    [299_000, 1, false],
    [299_999, 1, false],
    [300_000, 0, true],
    [450_000, 0, true],
  ])('%i ms after the start shows %i s, done %s', (elapsed, remainingSeconds, done) => {
    expect(tickCountdown(state, t0 + elapsed)).toEqual({ remainingSeconds, done })
  })

  it('shows the full time when the clock is set back before the start', () => {
    expect(tickCountdown(state, t0 - 60_000)).toEqual({ remainingSeconds: 300, done: false })
  })

  it.each([
    ['no countdown', null, 0, true],
    ['just started', state, 0, false],
    ['one second left', state, 299_500, false],
    ['ended', state, 300_000, true],
  ])('sending is enabled: %s', (_name, countdown, elapsed, enabled) => {
    expect(canSendSms(countdown, t0 + elapsed)).toBe(enabled)
  })
})

describe('captcha wait after code 101 (spec sections 4 and 8)', () => {
  const wait = startCaptchaWait(t0)

  it.each([
    [0, 1, false],
    [500, 1, false],
    [1_000, 0, true],
  ])('%i ms after: %i s, done %s', (elapsed, remainingSeconds, done) => {
    expect(tickCountdown(wait, t0 + elapsed)).toEqual({ remainingSeconds, done })
  })

  it.each([
    ['idle', { fetching: false, wait: null }, 0, true],
    ['fetching', { fetching: true, wait: null }, 0, false],
    ['waiting', { fetching: false, wait }, 500, false],
    ['wait over', { fetching: false, wait }, 1_000, true],
    ['fetching after the wait', { fetching: true, wait }, 5_000, false],
  ])('may fetch a captcha: %s', (_name, state, elapsed, allowed) => {
    expect(canFetchCaptcha(state, t0 + elapsed)).toBe(allowed)
  })
})

describe('generic countdown', () => {
  it('a zero or negative duration is done at once', () => {
    expect(tickCountdown(startCountdown(0, t0), t0)).toEqual({ remainingSeconds: 0, done: true })
    expect(tickCountdown(startCountdown(-5, t0), t0)).toEqual({ remainingSeconds: 0, done: true })
  })

  it('keeps its start and end as data', () => {
    expect(startCountdown(2_500, t0)).toEqual({ startedAt: t0, endsAt: t0 + 2_500 })
    expect(tickCountdown(startCountdown(2_500, t0), t0)).toEqual({ remainingSeconds: 3, done: false })
  })
})
