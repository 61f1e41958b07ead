import { describe, expect, it } from 'vitest'
import {
  RG_LOOSEN_DELAY_MS,
  isOfAge,
  rgChangeLimit,
  rgExclusionEnd,
  rgLimitInForce,
  rgPeriodBounds,
} from './responsible-gambling.ts'

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()

describe('rgPeriodBounds: the site calendar (UTC−4)', () => {
  it.each([
    // 03:59 UTC is still the previous site day.
    ['day', '2026-11-26T03:59:59.999Z', '2026-11-25T04:00:00.000Z', '2026-11-26T04:00:00.000Z'],
    ['day', '2026-11-26T04:00:00.000Z', '2026-11-26T04:00:00.000Z', '2026-11-27T04:00:00.000Z'],
    // 2026-11-26 is a Thursday: the week began on Monday the 23rd.
    ['week', '2026-11-26T12:00:00.000Z', '2026-11-23T04:00:00.000Z', '2026-11-30T04:00:00.000Z'],
    // Sunday evening in Caracas is still the week that began on Monday.
    ['week', '2026-11-30T03:00:00.000Z', '2026-11-23T04:00:00.000Z', '2026-11-30T04:00:00.000Z'],
    ['week', '2026-11-30T04:00:00.000Z', '2026-11-30T04:00:00.000Z', '2026-12-07T04:00:00.000Z'],
    ['month', '2026-12-01T03:00:00.000Z', '2026-11-01T04:00:00.000Z', '2026-12-01T04:00:00.000Z'],
    ['month', '2026-12-31T23:00:00.000Z', '2026-12-01T04:00:00.000Z', '2027-01-01T04:00:00.000Z'],
    ['month', '2028-02-15T00:00:00.000Z', '2028-02-01T04:00:00.000Z', '2028-03-01T04:00:00.000Z'],
  ] as const)('%s at %s runs from %s to %s', (period, now, from, to) => {
    const bounds = rgPeriodBounds(period, at(now))
    expect([iso(bounds.from), iso(bounds.to)]).toEqual([from, to])
  })
})

describe('rgChangeLimit: tighter at once, looser after 24 hours', () => {
  const now = at('2026-11-26T12:00:00Z')
  const later = now + RG_LOOSEN_DELAY_MS

  it.each([
    ['adding one', { amount: null, pending: null }, 500, { amount: 500, pending: null }],
    ['lowering', { amount: 500, pending: null }, 300, { amount: 300, pending: null }],
    ['raising', { amount: 500, pending: null }, 800, { amount: 500, pending: { amount: 800, effectiveAt: later } }],
    ['removing', { amount: 500, pending: null }, null, { amount: 500, pending: { amount: null, effectiveAt: later } }],
    [
      'lowering drops a pending raise',
      { amount: 500, pending: { amount: 900, effectiveAt: now + 1000 } },
      400,
      { amount: 400, pending: null },
    ],
    [
      'the amount in force cancels a pending raise',
      { amount: 500, pending: { amount: 900, effectiveAt: now + 1000 } },
      500,
      { amount: 500, pending: null },
    ],
    [
      'a second raise starts the wait again',
      { amount: 500, pending: { amount: 900, effectiveAt: now + 1000 } },
      700,
      { amount: 500, pending: { amount: 700, effectiveAt: later } },
    ],
    ['nothing to remove', { amount: null, pending: null }, null, { amount: null, pending: null }],
  ] as const)('%s', (_name, current, requested, expected) => {
    expect(rgChangeLimit(current, requested, now)).toEqual(expected)
  })

  it('a pending change applies once its time has come, not a millisecond before', () => {
    const state = rgChangeLimit({ amount: 500, pending: null }, 800, now)
    expect(rgLimitInForce(state, later - 1).amount).toBe(500)
    expect(rgLimitInForce(state, later)).toEqual({ amount: 800, pending: null })
    // A raise asked for once the earlier one applied waits again from then.
    expect(rgChangeLimit(state, 1000, later)).toEqual({
      amount: 800,
      pending: { amount: 1000, effectiveAt: later + RG_LOOSEN_DELAY_MS },
    })
  })
})

describe('rgExclusionEnd', () => {
  it('ends after the days chosen; 0 never ends', () => {
    const now = at('2026-11-26T12:00:00Z')
    expect(iso(rgExclusionEnd(1, now)!)).toBe('2026-11-27T12:00:00.000Z')
    expect(iso(rgExclusionEnd(30, now)!)).toBe('2026-12-26T12:00:00.000Z')
    expect(rgExclusionEnd(0, now)).toBeNull()
  })
})

describe('isOfAge: 18 on the site day', () => {
  it.each([
    ['2008-11-26', '2026-11-26T04:00:00Z', true],
    // Still 25 November in Caracas.
    ['2008-11-26', '2026-11-26T03:59:00Z', false],
    ['2008-11-27', '2026-11-26T12:00:00Z', false],
    // Born on 29 February: of age on 1 March of a year without one.
    ['2008-02-29', '2026-02-28T12:00:00Z', false],
    ['2008-02-29', '2026-03-01T12:00:00Z', true],
    ['not a date', '2026-11-26T12:00:00Z', false],
    // No such day is no birthday (never rolled over into another): month 13, month 0, 31 April, 29 February 2007.
    ['2000-13-01', '2026-11-26T12:00:00Z', false],
    ['2000-00-10', '2026-11-26T12:00:00Z', false],
    ['2000-04-31', '2026-11-26T12:00:00Z', false],
    ['2007-02-29', '2026-11-26T12:00:00Z', false],
    // A birthday still to come is under age, however far off (its 18th birthday after the year 9999 too).
    ['2030-01-01', '2026-11-26T12:00:00Z', false],
    ['9999-12-31', '2026-11-26T12:00:00Z', false],
  ] as const)('born %s, at %s: %s', (birthday, now, expected) => {
    expect(isOfAge(birthday, at(now))).toBe(expected)
  })
})
