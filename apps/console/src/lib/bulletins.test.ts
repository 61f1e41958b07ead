import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulletinState, bulletinWindow, isEndable } from './bulletins.ts'
import { fieldInstant, localInputValue, localInstant } from './local-time.ts'

/** The bulletins' rules: a bulletin's state, and the window the editor's two time fields stand for. */

const NOW = Date.parse('2026-11-20T12:00:00.000Z')

describe('bulletinState', () => {
  it.each([
    ['started, no end', '2026-11-19T00:00:00.000Z', null, 'live'],
    ['started, ends later', '2026-11-19T00:00:00.000Z', '2026-11-21T00:00:00.000Z', 'live'],
    ['starts this very instant', '2026-11-20T12:00:00.000Z', null, 'live'],
    ['starts later', '2026-11-20T12:00:00.001Z', null, 'scheduled'],
    ['starts later, ends later still', '2026-11-25T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'scheduled'],
    ['ends this very instant', '2026-11-19T00:00:00.000Z', '2026-11-20T12:00:00.000Z', 'ended'],
    ['ended', '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z', 'ended'],
  ] as const)('%s: %s to %s is %s', (_, start_at, end_at, state) => {
    expect(bulletinState({ start_at, end_at }, NOW)).toBe(state)
  })

  it('only a live or scheduled bulletin can be ended', () => {
    expect([isEndable('live'), isEndable('scheduled'), isEndable('ended')]).toEqual([true, true, false])
  })
})

describe('local time fields', () => {
  const zone = process.env.TZ
  // A zone an hour ahead of UTC in November, so a wrong conversion cannot pass by accident.
  beforeAll(() => {
    process.env.TZ = 'Europe/Paris'
  })
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it('reads a datetime-local value on the operator’s clock as an instant in UTC', () => {
    expect(localInstant('2026-11-20T16:30')).toBe('2026-11-20T15:30:00.000Z')
    expect(localInstant('2026-07-01T08:00')).toBe('2026-07-01T06:00:00.000Z')
    expect(localInstant('2026-11-20T16:30:15')).toBe('2026-11-20T15:30:15.000Z')
    expect(localInstant('2026-11-20T16:30:15.5')).toBe('2026-11-20T15:30:15.500Z')
  })

  it.each(['', '   ', '2026-11-20', '20/11/2026 16:30', '2026-11-31T10:00', '2026-02-29T10:00', '2026-11-20T24:00'])(
    '%j is no time',
    (value) => {
      expect(localInstant(value)).toBeUndefined()
    },
  )

  it('writes an instant back as the field shows it, to the minute', () => {
    expect(localInputValue('2026-11-20T15:30:45.123Z')).toBe('2026-11-20T16:30')
    expect(localInputValue('2026-01-05T23:05:00.000Z')).toBe('2026-01-06T00:05')
    expect(localInputValue(null)).toBe('')
    expect(localInputValue('soon')).toBe('')
  })

  it('an untouched field keeps its instant to the millisecond; a changed one is read anew', () => {
    const original = '2026-11-20T15:30:45.123Z'
    expect(fieldInstant('2026-11-20T16:30', original)).toBe(original)
    expect(fieldInstant('2026-11-20T16:31', original)).toBe('2026-11-20T15:31:00.000Z')
    expect(fieldInstant('', original)).toBeUndefined()
    expect(fieldInstant('2026-11-20T16:30')).toBe('2026-11-20T15:30:00.000Z')
  })

  it('a bulletin’s window: an empty start is now, an empty end is none, and the end comes after the start', () => {
    expect(bulletinWindow('', '', NOW)).toEqual({ start_at: undefined, end_at: null })
    expect(bulletinWindow('2026-11-21T09:00', '', NOW)).toEqual({
      start_at: '2026-11-21T08:00:00.000Z',
      end_at: null,
    })
    expect(bulletinWindow('2026-11-21T09:00', '2026-11-22T09:00', NOW)).toEqual({
      start_at: '2026-11-21T08:00:00.000Z',
      end_at: '2026-11-22T08:00:00.000Z',
    })
    // A start in the past is fine (a live bulletin keeps its start); so is an end before now after such a start.
    expect(bulletinWindow('2026-11-01T09:00', '2026-11-02T09:00', NOW)).toEqual({
      start_at: '2026-11-01T08:00:00.000Z',
      end_at: '2026-11-02T08:00:00.000Z',
    })
  })

  it.each([
    ['an end before the start', '2026-11-22T09:00', '2026-11-21T09:00', { field: 'until', problem: 'order' }],
    ['an end at the start', '2026-11-22T09:00', '2026-11-22T09:00', { field: 'until', problem: 'order' }],
    ['no start (now) and an end already past', '', '2026-11-20T12:00', { field: 'until', problem: 'order' }],
    ['a start that is no time', '2026-11-31T09:00', '', { field: 'from', problem: 'invalid' }],
    ['an end that is no time', '', 'tomorrow', { field: 'until', problem: 'invalid' }],
  ] as const)('refuses %s', (_, from, until, problem) => {
    expect(bulletinWindow(from, until, NOW)).toEqual(problem)
  })

  it('an edit that leaves the fields alone sends the bulletin’s own instants', () => {
    const original = { start_at: '2026-11-20T08:15:42.250Z', end_at: '2026-11-27T08:15:42.250Z' }
    expect(bulletinWindow(localInputValue(original.start_at), localInputValue(original.end_at), NOW, original)).toEqual(
      original,
    )
  })
})
