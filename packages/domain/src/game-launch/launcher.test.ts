import { describe, expect, it } from 'vitest'
import {
  checkLaunch,
  INTERIM_WINDOW_POLL_MS,
  initialLaunchState,
  isQuitting,
  LAUNCH_MESSAGES,
  launchReducer,
  LOADING_OVERLAY_REMOVAL_MS,
  PLAY_MAINTENANCE_CODE,
  playFailureAction,
  QUIT_FLAG_RESET_MS,
  QUIT_GAME_DELAY_MS,
  REALTIME_CHANNEL_WAIT_MS,
  restoreOnLoad,
  shouldLogoutForMissingChannel,
  shouldReloadOnPageShow,
  type LaunchCheck,
  type LaunchEvent,
  type LaunchRequest,
  type LaunchState,
  type RunningGame,
} from '../index.ts'

const slot: RunningGame = { gpId: 'GPR8', gameCode: 'fortune', gameType: 2 }
const otherSlot: RunningGame = { gpId: 'GPR8', gameCode: 'dragon', gameType: 2 }
const live: RunningGame = { gpId: 'GPJD', gameCode: 'fortune', gameType: 3 }

const state = (over: Partial<LaunchState> = {}): LaunchState => ({ ...initialLaunchState, ...over })
const playing = state({
  game: { ...slot, sessionId: 's1', url: 'https://g/1' },
  visible: true,
  mode: 'window',
  startedAt: 0,
})
const request = (game: RunningGame, over: Partial<LaunchRequest> = {}): LaunchRequest => ({
  gpId: game.gpId,
  gameCode: game.gameCode,
  gameType: game.gameType,
  device: 'desktop',
  pullRunning: false,
  ...over,
})

describe('launch timings (spec section 9)', () => {
  it.each<[string, number, number]>([
    ['quit flag reset', QUIT_FLAG_RESET_MS, 30_000],
    ['realtime channel wait', REALTIME_CHANNEL_WAIT_MS, 2_000],
    ['interim window poll', INTERIM_WINDOW_POLL_MS, 500],
    ['quit-game delay', QUIT_GAME_DELAY_MS, 300],
    ['loading overlay removal', LOADING_OVERLAY_REMOVAL_MS, 400],
  ])('%s is %i ms', (_, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('has the message keys of spec section 8', () => {
    expect(Object.values(LAUNCH_MESSAGES).sort()).toEqual(
      [
        'one_key_waiting',
        'pg.alert_duplicate',
        'pg.alert_quitting',
        'pg.alert_starting',
        'pg.err_is_playing',
        'pg.start_failed',
      ].sort(),
    )
  })

  it('starts with no game and no flag', () => {
    expect(initialLaunchState).toEqual({
      game: null,
      starting: false,
      quitting: false,
      visible: false,
      quittingSince: null,
      startedAt: null,
      mode: null,
    })
  })
})

describe('checking a launch (spec section 4, in its order)', () => {
  const now = 100_000
  it.each<[string, LaunchState, LaunchRequest, LaunchCheck]>([
    ['allowed with nothing running', state(), request(slot), { ok: true }],
    [
      'refused while a game starts, before anything else',
      state({ game: slot, starting: true, quitting: true, quittingSince: now }),
      request(slot, { device: 'mobile', pullRunning: true }),
      { ok: false, reason: 'pg.alert_starting' },
    ],
    [
      'refused while a game is left, before the duplicate and pull checks',
      state({ game: slot, quitting: true, quittingSince: now - 1_000 }),
      request(slot, { device: 'mobile', pullRunning: true }),
      { ok: false, reason: 'pg.alert_quitting' },
    ],
    [
      'refused for the running game, before the mobile and pull checks',
      playing,
      request(slot, { device: 'mobile', pullRunning: true }),
      { ok: false, reason: 'pg.alert_duplicate' },
    ],
    [
      'refused for the running game on desktop too',
      playing,
      request(slot),
      { ok: false, reason: 'pg.alert_duplicate' },
    ],
    [
      'refused for another game on mobile, before the pull check',
      playing,
      request(otherSlot, { device: 'mobile', pullRunning: true }),
      { ok: false, reason: 'pg.err_is_playing' },
    ],
    [
      'same game code of another provider is another game',
      playing,
      request(live, { device: 'mobile' }),
      { ok: false, reason: 'pg.err_is_playing' },
    ],
    ['another game on desktop replaces the running one', playing, request(otherSlot), { ok: true }],
    [
      'refused while a balance pull runs',
      state(),
      request(slot, { pullRunning: true }),
      { ok: false, reason: 'one_key_waiting' },
    ],
    [
      'refused while a balance pull runs, on desktop with a game open',
      playing,
      request(otherSlot, { pullRunning: true }),
      { ok: false, reason: 'one_key_waiting' },
    ],
    [
      'a quitting flag 1 ms short of 30 s still refuses',
      state({ quitting: true, quittingSince: now - 29_999 }),
      request(slot),
      { ok: false, reason: 'pg.alert_quitting' },
    ],
    [
      'a quitting flag 30 s old counts as cleared',
      state({ quitting: true, quittingSince: now - 30_000 }),
      request(slot),
      { ok: true },
    ],
    [
      'a quitting flag with no time refuses',
      state({ quitting: true, quittingSince: null }),
      request(slot),
      { ok: false, reason: 'pg.alert_quitting' },
    ],
  ])('%s', (_, given, req, expected) => {
    expect(checkLaunch(given, req, now)).toEqual(expected)
  })

  it.each<[string, LaunchState, number, boolean]>([
    ['not quitting', state(), 0, false],
    ['just set', state({ quitting: true, quittingSince: 1_000 }), 1_000, true],
    ['29 999 ms old', state({ quitting: true, quittingSince: 1_000 }), 30_999, true],
    ['30 000 ms old', state({ quitting: true, quittingSince: 1_000 }), 31_000, false],
  ])('quitting flag %s: %s', (_, given, now, expected) => {
    expect(isQuitting(given, now)).toBe(expected)
  })
})

describe('launch transitions (spec section 4)', () => {
  const starting = state({ game: slot, starting: true, visible: true, mode: 'window', startedAt: 1_000 })

  it('start sets the game and mode, shows it and marks it starting', () => {
    expect(launchReducer(state(), { type: 'start', game: slot, mode: 'modal', now: 1_000 })).toEqual(
      state({ game: slot, mode: 'modal', starting: true, visible: true, startedAt: 1_000 }),
    )
  })

  it('start on desktop replaces the running game and drops its url', () => {
    expect(launchReducer(playing, { type: 'start', game: otherSlot, mode: 'window', now: 5_000 })).toEqual(
      state({ game: otherSlot, mode: 'window', starting: true, visible: true, startedAt: 5_000 }),
    )
  })

  it('start clears a quitting flag that has expired', () => {
    const stale = state({ quitting: true, quittingSince: 0 })
    expect(launchReducer(stale, { type: 'start', game: slot, mode: 'window', now: 40_000 })).toMatchObject({
      quitting: false,
      quittingSince: null,
    })
  })

  it('game.url for the running game stores session and url and ends starting', () => {
    const event: LaunchEvent = { type: 'url', sessionId: 's9', url: 'https://g/9', gpId: 'GPR8', gameCode: 'fortune' }
    expect(launchReducer(starting, event)).toEqual({
      ...starting,
      starting: false,
      game: { ...slot, sessionId: 's9', url: 'https://g/9' },
    })
  })

  it.each<[string, LaunchState, { gpId: string; gameCode: string }]>([
    ['another game code', starting, { gpId: 'GPR8', gameCode: 'dragon' }],
    ['another provider', starting, { gpId: 'GPJD', gameCode: 'fortune' }],
    ['no game running', state(), { gpId: 'GPR8', gameCode: 'fortune' }],
  ])('game.url for %s is ignored', (_, given, target) => {
    expect(launchReducer(given, { type: 'url', sessionId: 's9', url: 'https://g/9', ...target })).toBe(given)
  })

  it.each<LaunchEvent['type'] & ('failed' | 'maintenance')>(['failed', 'maintenance'])(
    '%s resets to the initial state, quitting flag included',
    (type) => {
      expect(launchReducer(starting, { type })).toEqual(initialLaunchState)
      expect(launchReducer(state({ quitting: true, quittingSince: 1 }), { type })).toEqual(initialLaunchState)
    },
  )

  it('quit closes and clears the game and raises the quitting flag', () => {
    expect(launchReducer(playing, { type: 'quit', now: 7_000 })).toEqual(
      state({ game: null, starting: false, visible: false, quitting: true, quittingSince: 7_000, mode: null }),
    )
  })

  it('quit while starting ends starting', () => {
    expect(launchReducer(starting, { type: 'quit', now: 7_000 })).toMatchObject({ starting: false, quitting: true })
  })

  it.each<'cash' | 'quitFailed'>(['cash', 'quitFailed'])('%s clears the quitting flag', (type) => {
    const quitting = state({ quitting: true, quittingSince: 7_000 })
    expect(launchReducer(quitting, { type })).toEqual(state())
  })

  it.each<'cash' | 'quitFailed'>(['cash', 'quitFailed'])('%s with no quitting flag changes nothing', (type) => {
    expect(launchReducer(playing, { type })).toBe(playing)
  })

  it.each<[string, number, boolean]>([
    ['before 30 s keeps', 36_999, true],
    ['at 30 s clears', 37_000, false],
  ])('tick %s the quitting flag', (_, now, stillQuitting) => {
    const quitting = state({ quitting: true, quittingSince: 7_000 })
    const next = launchReducer(quitting, { type: 'tick', now })
    expect(next.quitting).toBe(stillQuitting)
    if (stillQuitting) expect(next).toBe(quitting)
    else expect(next.quittingSince).toBeNull()
  })

  it('tick with no quitting flag changes nothing', () => {
    expect(launchReducer(playing, { type: 'tick', now: 1e9 })).toBe(playing)
  })

  it('a whole round: start, url, quit, cash, then the next game may start', () => {
    const events: LaunchEvent[] = [
      { type: 'start', game: slot, mode: 'window', now: 0 },
      { type: 'url', sessionId: 's1', url: 'https://g/1', gpId: 'GPR8', gameCode: 'fortune' },
      { type: 'quit', now: 60_000 },
    ]
    const left = events.reduce(launchReducer, initialLaunchState)
    expect(checkLaunch(left, request(otherSlot), 60_001)).toEqual({ ok: false, reason: 'pg.alert_quitting' })
    const cashed = launchReducer(left, { type: 'cash' })
    expect(checkLaunch(cashed, request(otherSlot, { device: 'mobile' }), 60_002)).toEqual({ ok: true })
  })
})

describe('member channel check (spec section 4)', () => {
  it.each<[string, number | null, boolean, number, boolean]>([
    ['no launch', null, false, 10_000, false],
    ['1 ms short of 2 s', 1_000, false, 2_999, false],
    ['2 s after launch with no channel', 1_000, false, 3_000, true],
    ['long after launch with no channel', 1_000, false, 60_000, true],
    ['2 s after launch with the channel joined', 1_000, true, 3_000, false],
  ])('%s: log out %s', (_, startedAt, joined, now, expected) => {
    expect(shouldLogoutForMissingChannel(startedAt, joined, now)).toBe(expected)
  })
})

describe('a game left open across a page load (spec section 4)', () => {
  it.each<[string | null | undefined, ReturnType<typeof restoreOnLoad>]>([
    ['1', { quitAfterMs: 300, clearIsPlay: true }],
    ['0', null],
    ['', null],
    [' 1', null],
    [null, null],
    [undefined, null],
  ])('isPlay %j on load: %j', (isPlay, expected) => {
    expect(restoreOnLoad(isPlay)).toEqual(expected)
  })

  it.each<[boolean, string | null, boolean]>([
    [true, '1', true],
    [true, '0', false],
    [true, null, false],
    [false, '1', false],
  ])('pageshow persisted %s with isPlay %j reloads: %s', (persisted, isPlay, expected) => {
    expect(shouldReloadOnPageShow(persisted, isPlay)).toBe(expected)
  })
})

describe('a failed play call (spec section 8)', () => {
  it.each<[string | number, 'maintenance' | 'toast']>([
    ['203', 'maintenance'],
    [203, 'maintenance'],
    [' 203 ', 'maintenance'],
    ['202', 'toast'],
    ['2030', 'toast'],
    ['500', 'toast'],
    ['', 'toast'],
  ])('code %j: %s', (code, expected) => {
    expect(playFailureAction(code)).toBe(expected)
    expect(PLAY_MAINTENANCE_CODE).toBe('203')
  })
})
