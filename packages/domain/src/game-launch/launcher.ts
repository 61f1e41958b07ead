import type { LaunchDevice, OpenMode } from './open-mode.ts'

/** The quitting flag clears by itself after this long (spec section 9: 30 s). */
export const QUIT_FLAG_RESET_MS = 30_000
/** A launch with no member channel joined this long after it started logs the member out (spec section 9: 2 s). */
export const REALTIME_CHANNEL_WAIT_MS = 2_000
/** How often the site looks whether the interim game window is still open (spec section 9: 500 ms). */
export const INTERIM_WINDOW_POLL_MS = 500
/** Delay of the quit-game step when the page loads with `isPlay` 1 (spec section 9: 300 ms). */
export const QUIT_GAME_DELAY_MS = 300
/** The loading overlay is removed this long after the game shows (spec section 9: 400 ms). */
export const LOADING_OVERLAY_REMOVAL_MS = 400
/** The play call's code for a provider in maintenance (spec section 8). */
export const PLAY_MAINTENANCE_CODE = '203'

/** Message keys of the launch (spec section 8). */
export const LAUNCH_MESSAGES = {
  starting: 'pg.alert_starting',
  quitting: 'pg.alert_quitting',
  duplicate: 'pg.alert_duplicate',
  isPlaying: 'pg.err_is_playing',
  pullWaiting: 'one_key_waiting',
  /** The play call failed and the server sent no message of its own. */
  startFailed: 'pg.start_failed',
} as const

/** Why a launch is refused on the client (spec section 8). */
export type LaunchRejection = Exclude<(typeof LAUNCH_MESSAGES)[keyof typeof LAUNCH_MESSAGES], 'pg.start_failed'>

/** The game being launched or played. `sessionId` and `url` arrive with `game.url`. */
export interface RunningGame {
  gpId: string
  gameCode: string
  gameType: number
  sessionId?: string
  url?: string
}

/** The launcher's state (spec section 4: "Flags: starting, quitting, visible"). */
export interface LaunchState {
  game: RunningGame | null
  /** Play was called and no `game.url` arrived yet. */
  starting: boolean
  /** A game was left and `member.cash` has not answered yet. */
  quitting: boolean
  /** The game's window, modal or page is shown. */
  visible: boolean
  /** ms since epoch the quitting flag was set. */
  quittingSince: number | null
  /** ms since epoch of the last launch, for the member-channel check. */
  startedAt: number | null
  mode: OpenMode | null
}

export const initialLaunchState: LaunchState = {
  game: null,
  starting: false,
  quitting: false,
  visible: false,
  quittingSince: null,
  startedAt: null,
  mode: null,
}

export interface LaunchRequest {
  gpId: string
  gameCode: string
  gameType: number
  device: LaunchDevice
  /** A one-key balance pull is in progress. */
  pullRunning: boolean
}

export type LaunchCheck = { ok: true } | { ok: false; reason: LaunchRejection }

export type LaunchEvent =
  /** Play is being called: the game is set and shown while it starts. */
  | { type: 'start'; game: RunningGame; mode: OpenMode; now: number }
  /** `game.url` arrived on the member channel. */
  | { type: 'url'; sessionId: string; url: string; gpId: string; gameCode: string }
  /** The play call failed. */
  | { type: 'failed' }
  /** The play call answered 203; the caller shows the maintenance dialog. */
  | { type: 'maintenance' }
  /** The game was left (force quit or the window closed). */
  | { type: 'quit'; now: number }
  /** `member.cash` arrived: the leave went through. */
  | { type: 'cash' }
  /** The leave call failed. */
  | { type: 'quitFailed' }
  /** The caller's clock. */
  | { type: 'tick'; now: number }

/** The quitting flag as it stands at `now`: it counts as cleared once it is `QUIT_FLAG_RESET_MS` old (spec section 4). */
export function isQuitting(state: LaunchState, now: number): boolean {
  if (!state.quitting) return false
  return state.quittingSince === null || now - state.quittingSince < QUIT_FLAG_RESET_MS
}

function isSameGame(game: RunningGame | null, gpId: string, gameCode: string): boolean {
  return game !== null && game.gpId === gpId && game.gameCode === gameCode
}

/**
 * Whether a game may launch (spec section 4), checked in the spec's order:
 * not while one is starting, nor while one is being left (a flag older than
 * 30 s no longer counts), not the game already running, no second game on
 * mobile (on desktop the new game replaces the running one), and not while a
 * one-key balance pull is in progress.
 */
export function checkLaunch(state: LaunchState, request: LaunchRequest, now: number): LaunchCheck {
  if (state.starting) return { ok: false, reason: LAUNCH_MESSAGES.starting }
  if (isQuitting(state, now)) return { ok: false, reason: LAUNCH_MESSAGES.quitting }
  if (isSameGame(state.game, request.gpId, request.gameCode)) return { ok: false, reason: LAUNCH_MESSAGES.duplicate }
  if (state.game !== null && request.device !== 'desktop') return { ok: false, reason: LAUNCH_MESSAGES.isPlaying }
  if (request.pullRunning) return { ok: false, reason: LAUNCH_MESSAGES.pullWaiting }
  return { ok: true }
}

/** `game.url` for the running game stores its session and url and ends `starting`; one for another game changes nothing. */
function applyUrl(state: LaunchState, event: Extract<LaunchEvent, { type: 'url' }>): LaunchState {
  if (state.game === null || !isSameGame(state.game, event.gpId, event.gameCode)) return state
  return { ...state, starting: false, game: { ...state.game, sessionId: event.sessionId, url: event.url } }
}

/** The quitting flag cleared; the same state when it was not set. */
function clearQuitting(state: LaunchState): LaunchState {
  return state.quitting ? { ...state, quitting: false, quittingSince: null } : state
}

/**
 * The launcher's transitions (spec section 4). Events that change nothing
 * return the given state itself, so a store can skip the update.
 */
export function launchReducer(state: LaunchState, event: LaunchEvent): LaunchState {
  switch (event.type) {
    case 'start':
      return {
        ...initialLaunchState,
        game: event.game,
        mode: event.mode,
        starting: true,
        visible: true,
        startedAt: event.now,
      }
    case 'url':
      return applyUrl(state, event)
    case 'failed':
    case 'maintenance':
      return initialLaunchState
    case 'quit':
      return { ...initialLaunchState, quitting: true, quittingSince: event.now }
    case 'cash':
    case 'quitFailed':
      return clearQuitting(state)
    case 'tick':
      return isQuitting(state, event.now) ? state : clearQuitting(state)
  }
}

/**
 * The check 2 s after a launch (spec section 4: "if no realtime member
 * channel is found 2 s after launch, the member is logged out"): true when a
 * launch started at least `REALTIME_CHANNEL_WAIT_MS` ago and no member channel is joined.
 */
export function shouldLogoutForMissingChannel(startedAt: number | null, channelJoined: boolean, now: number): boolean {
  return startedAt !== null && !channelJoined && now - startedAt >= REALTIME_CHANNEL_WAIT_MS
}

/**
 * What a page load does about a game left open (spec section 4: "if isPlay
 * is 1 on load, the quit-game step runs after 300 ms and isPlay is set to 0").
 */
export function restoreOnLoad(isPlay: string | null | undefined): { quitAfterMs: number; clearIsPlay: true } | null {
  return isPlay === '1' ? { quitAfterMs: QUIT_GAME_DELAY_MS, clearIsPlay: true } : null
}

/** A page shown again from the back/forward cache while a game was open (`isPlay` 1) reloads, so the load step runs. */
export function shouldReloadOnPageShow(persisted: boolean, isPlay: string | null | undefined): boolean {
  return persisted && isPlay === '1'
}

/** A failed play call (spec section 8): 203 is maintenance (close the game, store the interval, show the dialog); anything else an error toast. */
export function playFailureAction(code: string | number): 'maintenance' | 'toast' {
  return String(code).trim() === PLAY_MAINTENANCE_CODE ? 'maintenance' : 'toast'
}
