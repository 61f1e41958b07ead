import { describe, expect, it } from 'vitest'
import {
  BALANCE_PULL_COOLDOWN_MS,
  BALANCE_PULL_TICK_MS,
  checkBalancePull,
  pullCountdown,
  pullErrorKey,
  type BalancePullCheck,
  type BalancePullInput,
} from '../index.ts'

const idle: BalancePullInput = { starting: false, quitting: false, gameOpen: false, lastPullAt: null, now: 50_000 }

describe('one-key balance pull timings (spec section 9)', () => {
  it('cools down 10 s, counted down each second', () => {
    expect(BALANCE_PULL_COOLDOWN_MS).toBe(10_000)
    expect(BALANCE_PULL_TICK_MS).toBe(1_000)
  })
})

describe('whether a balance pull may start (spec section 5)', () => {
  it.each<[string, Partial<BalancePullInput>, BalancePullCheck]>([
    ['allowed when nothing runs and no pull ran', {}, { ok: true }],
    ['allowed once the last pull is 10 s old', { lastPullAt: 40_000 }, { ok: true }],
    ['blocked while a game starts', { starting: true }, { ok: false, reason: 'pg.alert_starting' }],
    ['blocked while a game is left', { quitting: true }, { ok: false, reason: 'pg.alert_quitting' }],
    ['blocked while a game is open', { gameOpen: true }, { ok: false, reason: 'pg.err_is_playing' }],
    [
      'blocked in cooldown, with the seconds left',
      { lastPullAt: 45_000 },
      { ok: false, reason: 'one_key_waiting', secondsLeft: 5 },
    ],
    [
      'blocked 1 ms before the cooldown ends, with 1 second left',
      { lastPullAt: 40_001 },
      { ok: false, reason: 'one_key_waiting', secondsLeft: 1 },
    ],
    [
      'starting is checked first',
      { starting: true, quitting: true, gameOpen: true, lastPullAt: 49_000 },
      { ok: false, reason: 'pg.alert_starting' },
    ],
    [
      'quitting comes before an open game and the cooldown',
      { quitting: true, gameOpen: true, lastPullAt: 49_000 },
      { ok: false, reason: 'pg.alert_quitting' },
    ],
    [
      'an open game comes before the cooldown',
      { gameOpen: true, lastPullAt: 49_000 },
      { ok: false, reason: 'pg.err_is_playing' },
    ],
  ])('%s', (_, over, expected) => {
    expect(checkBalancePull({ ...idle, ...over })).toEqual(expected)
  })
})

describe('pull countdown (spec section 9)', () => {
  it.each<[string, number | null, number, number]>([
    ['no pull ran', null, 1_000, 0],
    ['right after a pull', 1_000, 1_000, 10],
    ['1 ms later still shows 10 (rounded up)', 1_000, 1_001, 10],
    ['one second later', 1_000, 2_000, 9],
    ['1 ms before the end', 1_000, 10_999, 1],
    ['at 10 s it is over', 1_000, 11_000, 0],
    ['long after', 1_000, 99_000, 0],
    ['a clock set back shows no more than 10', 50_000, 1_000, 10],
  ])('%s', (_, lastPullAt, now, expected) => {
    expect(pullCountdown(lastPullAt, now)).toBe(expected)
  })
})

describe('pull error keys (spec section 8)', () => {
  it.each<[string | number, string | null]>([
    ['101', 'one_key_err_code_101'],
    ['102', 'one_key_err_code_102'],
    ['103', 'one_key_err_code_103'],
    ['104', 'one_key_err_code_104'],
    ['105', 'one_key_err_code_105'],
    [105, 'one_key_err_code_105'],
    ['100', null],
    ['106', null],
    ['203', null],
    ['', null],
    ['oops', null],
  ])('code %j has key %j', (code, expected) => {
    expect(pullErrorKey(code)).toBe(expected)
  })
})
