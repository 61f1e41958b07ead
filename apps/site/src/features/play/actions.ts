import {
  ApiError,
  balanceAllBack,
  balanceGetBack,
  failureText,
  gameLeave,
  gamePlay,
  IDEMPOTENCY_HEADER,
  maintenanceOf,
  myCash,
  type PullResult,
} from '@lobby/api'
import {
  checkBalancePull,
  checkLaunch,
  detectInAppBrowser,
  DEVICE,
  INTERIM_WINDOW_POLL_MS,
  isQuitting,
  launchReducer,
  LOADING_PATH,
  playFailureAction,
  pullCountdown,
  pullErrorKey,
  QUIT_FLAG_RESET_MS,
  REALTIME_CHANNEL_WAIT_MS,
  resolveOpenMode,
  restoreOnLoad,
  shouldLogoutForMissingChannel,
  shouldReloadOnPageShow,
  BALANCE_PULL_TICK_MS,
  blockedPopupMode,
  CLOSED_SITE_VARIANT,
  forcedProviders,
  WAITING_WINDOW_NAMES,
  type LaunchDevice,
  type LaunchEvent,
  type OpenMode,
} from '@lobby/domain'
import type {
  AllTransferBackPayload,
  ForwardGameStatusPayload,
  GameStopPayload,
  GameUrlPayload,
  MemberCashPayload,
} from '@lobby/realtime'
import { api } from '../../app/api.ts'
import { siteText } from '../../app/i18n.ts'
import { realtime } from '../../app/realtime.ts'
import { readStorage, removeStorage, writeStorage } from '../../app/session.ts'
import { readWindowMessage, WINDOW_MESSAGE_KEY } from '../../app/window-messages.ts'
import { subscribeKey } from 'valtio/utils'
import { accountStore } from '../account/store.ts'
import type { PlayableGame } from '../../app/play-gate.ts'
import { connectionStore } from '../connection/store.ts'
import { showGameStopped, showLimitRefusal } from '../responsible-gambling/limit-reached.ts'
import { shellStore } from '../shell/store.ts'
import { appShell, notifyShell } from '../native/bridge.ts'
import { showToast } from '../toast/store.ts'
import {
  gameOrigin as originOf,
  gameWindowTarget,
  postToGame,
  type GameWindowMessage,
  type GameWindowTarget,
} from './game-window-messages.ts'
import { playStore } from './store.ts'

/**
 * Real play (spec sections 4, 5, 7, 8): launch, the game's address from
 * `game.url`, quit, the balances and the one-key pull. The launch rules are
 * the domain's state machine (`@lobby/domain` game-launch); this module keeps
 * the browser's side: the game window, timers, storage, calls and events.
 */

/** Local-storage keys of spec section 3. */
const IS_PLAY_KEY = 'isPlay'
const WAITING_WINDOW_KEY = 'waitingWindow'
const MAINTAIN_KEY = 'maintain'
/** The name of the game window (spec section 2: `/loading` in the named window `redirect`): a second launch reuses it. */
export const GAME_WINDOW_NAME = WAITING_WINDOW_NAMES.gameWindow
/** The lobby return address the provider gets (spec section 2: `/close`). */
export const CLOSE_PATH = '/close'

/** Local storage of the play state (blocked storage: the restore after a reload is lost, nothing else). */
function store(key: string, value: string | null): void {
  if (value === null) removeStorage(key)
  else writeStorage(key, value)
}

function dispatch(event: LaunchEvent): void {
  const next = launchReducer(playStore.launch, event)
  if (next !== playStore.launch) playStore.launch = next
}

async function toast(type: 'error' | 'warning' | 'success' | 'info', key: string): Promise<void> {
  showToast({ type, text: await siteText(key) })
}

/** Catalogue key of a domain message key: `pg.*` as it is, the one-key pull's under `wallet.`. */
export function messageKey(key: string): string {
  return key.startsWith('pg.') ? key : `wallet.${key}`
}

let gameWindow: Window | null = null
/** The origin of the game's address in `gameWindow` (messages to it are addressed to it), once it went there. */
let gameOrigin: string | null = null
let pollTimer: ReturnType<typeof setInterval> | undefined
let channelTimer: ReturnType<typeof setTimeout> | undefined
let quitResetTimer: ReturnType<typeof setTimeout> | undefined
let navigateTo: (path: string) => void = (path) => window.location.assign(path)

/** How the page changes route (the router's navigate); the play view sets it. */
export function setPlayNavigate(navigate: (path: string) => void): void {
  navigateTo = navigate
}

function stopPolling(): void {
  if (pollTimer !== undefined) clearInterval(pollTimer)
  pollTimer = undefined
}

/** Whether the game's own window is open (spec section 4: language change is refused then). */
export function gameWindowOpen(): boolean {
  return gameWindow !== null && !gameWindow.closed
}

/** The game's own window and origin while a game plays in one (game-window-messages.ts); null otherwise. */
export function currentGameWindow(): GameWindowTarget | null {
  return gameWindowTarget({ mode: playStore.launch.mode, window: gameWindow, origin: gameOrigin })
}

/** Posts to the game's window, addressed to the game's origin (docs/contract.md); false when there is none. */
export function postToGameWindow(message: GameWindowMessage): boolean {
  return postToGame(currentGameWindow(), message)
}

/**
 * Launches a real game. Synchronous up to `window.open`, so the window opens
 * inside the click and no popup blocker stops it: the window shows `/loading`
 * until `game.url` arrives and navigates it.
 */
export function launch(game: PlayableGame, device: LaunchDevice): void {
  // One brand's site is closed: no game starts (spec section 8, r88close_msg).
  if (shellStore.detail.env?.site_variant === CLOSED_SITE_VARIANT) {
    void toast('error', 'pg.r88close_msg')
    return
  }
  const now = Date.now()
  const check = checkLaunch(
    playStore.launch,
    { gpId: game.gpId, gameCode: game.gameCode, gameType: game.gameType, device, pullRunning: playStore.pull.running },
    now,
  )
  if (!check.ok) {
    void toast('warning', messageKey(check.reason))
    return
  }
  let mode: OpenMode = resolveOpenMode({
    device,
    // An app shell forces window mode: the shell opens the game window as its own web view (docs/native-bridge.md).
    inAppShell: appShell() !== null,
    inAppBrowser: detectInAppBrowser(navigator.userAgent),
    gameType: game.gameType,
    gpId: game.gpId,
    // The operator's per-provider setting (site details): some providers always open in a window or the modal.
    ...forcedProviders(shellStore.detail.env?.provider_open_modes),
  })
  if (mode === 'window') {
    const search = new URLSearchParams({ game: game.name })
    gameWindow = window.open(`${LOADING_PATH}?${search}`, GAME_WINDOW_NAME)
    gameOrigin = null
    // A blocked popup: the game plays in a modal on desktop, in this tab elsewhere.
    if (!gameWindow) mode = blockedPopupMode(device)
  }
  dispatch({
    type: 'start',
    game: { gpId: game.gpId, gameCode: game.gameCode, gameType: game.gameType },
    mode,
    now,
  })
  playStore.gameName = game.name
  store(IS_PLAY_KEY, '1')
  if (mode === 'window') {
    store(WAITING_WINDOW_KEY, 'gameWindow')
    stopPolling()
    // The member may close the interim or game window: that is a quit.
    pollTimer = setInterval(() => {
      if (gameWindow?.closed) void quitGame()
    }, INTERIM_WINDOW_POLL_MS)
  }
  if (mode === 'page') navigateTo('/play')
  if (channelTimer !== undefined) clearTimeout(channelTimer)
  channelTimer = setTimeout(() => {
    // No member channel, no `game.url`: the session is not live (spec section 4), so log out.
    const joined = connectionStore.memberChannel !== null
    if (shouldLogoutForMissingChannel(playStore.launch.startedAt, joined, Date.now())) {
      void import('../account/actions.ts').then((a) => a.logout())
    }
  }, REALTIME_CHANNEL_WAIT_MS)
  void callPlay(game, device)
}

async function callPlay(game: PlayableGame, device: LaunchDevice): Promise<void> {
  try {
    await api.call(gamePlay, {
      gpId: game.gpId,
      game_type: game.gameType,
      game_code: game.gameCode,
      // A path of this site: the server refuses anything else (issue 19).
      lobby_url: CLOSE_PATH,
      // An app shell plays as the app (spec section 9: device 2), a browser as desktop or mobile.
      device: appShell() !== null ? DEVICE.app : device === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
    })
  } catch (error) {
    // Another launch replaced this one meanwhile: its failure is not this game's.
    const running = playStore.launch.game
    if (!running || running.gpId !== game.gpId || running.gameCode !== game.gameCode) return
    closeGameWindow()
    store(IS_PLAY_KEY, '0')
    if (error instanceof ApiError && playFailureAction(error.code) === 'maintenance') {
      dispatch({ type: 'maintenance' })
      const maintain = maintenanceOf(error.data)
      if (maintain) {
        store(MAINTAIN_KEY, JSON.stringify(maintain))
        playStore.maintenance = { ...maintain, providerName: game.providerName ?? game.name }
      } else {
        void toast('warning', error.message || 'pg.start_failed')
      }
      return
    }
    dispatch({ type: 'failed' })
    // A loss, wager or session time limit (171-173) has a dialog of its own: which limit, and from when play is possible.
    if (showLimitRefusal(error)) return
    const text = failureText(error)
    void toast('error', error instanceof ApiError && error.kind === 'business' ? text : text || 'pg.start_failed')
  }
}

/** `game.url` on the member channel: the waiting window (or modal, page, this tab) goes to the game. */
export function onGameUrl(event: GameUrlPayload): void {
  const running = playStore.launch.game
  if (!running || running.gpId !== event.gp_id || running.gameCode !== event.game_code) return
  dispatch({
    type: 'url',
    sessionId: event.game_session_id,
    url: event.url,
    gpId: event.gp_id,
    gameCode: event.game_code,
  })
  if (channelTimer !== undefined) clearTimeout(channelTimer)
  const mode = playStore.launch.mode
  // The shell hears of the game as it opens (docs/native-bridge.md); a closed game window is a quit instead.
  if (mode !== 'window' || (gameWindow && !gameWindow.closed)) {
    notifyShell({ type: 'game_launch', gp_id: event.gp_id, game_code: event.game_code, url: event.url })
  }
  if (mode === 'window') {
    if (gameWindow && !gameWindow.closed) {
      gameOrigin = originOf(event.url, window.location.origin)
      gameWindow.location.replace(event.url)
    } else void quitGame()
  } else if (mode === 'redirect') {
    window.location.assign(event.url)
  }
}

function closeGameWindow(): void {
  stopPolling()
  if (gameWindow && !gameWindow.closed) gameWindow.close()
  gameWindow = null
  gameOrigin = null
  if (readStorage(WAITING_WINDOW_KEY) === 'gameWindow') store(WAITING_WINDOW_KEY, null)
}

/**
 * Force quit (spec section 4): closes the window or modal, clears the state,
 * calls leave and refreshes the balance. The quitting flag stays until
 * `member.cash` answers, a failure, or 30 s.
 */
export async function quitGame(): Promise<void> {
  const wasPage = playStore.launch.mode === 'page'
  closeGameWindow()
  if (channelTimer !== undefined) clearTimeout(channelTimer)
  dispatch({ type: 'quit', now: Date.now() })
  store(IS_PLAY_KEY, '0')
  if (quitResetTimer !== undefined) clearTimeout(quitResetTimer)
  quitResetTimer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), QUIT_FLAG_RESET_MS)
  // Leaving /play goes back to / (spec section 2).
  if (wasPage && window.location.pathname === '/play') navigateTo('/')
  await leave()
}

async function leave(): Promise<void> {
  try {
    const left = await api.call(gameLeave, {})
    setBalance(left.cash, left.total)
  } catch {
    dispatch({ type: 'quitFailed' })
  }
  void loadBalance()
}

function setBalance(cash: number, total: number): void {
  playStore.balance.cash = cash
  playStore.balance.total = total
}

/**
 * Balance pushes seen: a `my_cash` answer that was out while one came may have been read before the change the push
 * announced, and must not put the older balance back (loadBalance).
 */
let balancePushes = 0

/** `member.cash`: the balance changed (spec section 7: update the balance, clear the quitting flag). */
export function onMemberCash(event: MemberCashPayload): void {
  balancePushes += 1
  setBalance(event.cash, event.total)
  dispatch({ type: 'cash' })
  if (event.gp_id !== undefined && event.balance !== undefined) {
    const entry = playStore.wallet.entries.find((e) => e.gp_id === event.gp_id)
    if (entry) entry.balance = event.balance
  }
}

/** `forward_game.status`: the launch's transfer did not happen (957: the provider takes no transfers). */
export function onForwardGameStatus(event: ForwardGameStatusPayload): void {
  void toast('warning', event.code === '957' ? 'pg.transfers_disabled' : 'pg.transfer_failed')
}

/**
 * `game.stop`: the server stopped the member's game (issue 25: a session time limit ran out; the session is closed
 * and its money is back in the main wallet). The page with the game open quits it the usual way (window closed,
 * leave, balance refreshed) and its limit dialog says why and from when the member can play again, until they close
 * it; any other page of the member only refreshes its balance.
 */
export function onGameStop(event: GameStopPayload): void {
  if (playStore.launch.game === null) {
    void loadBalance()
    return
  }
  void quitGame()
  showGameStopped(event.renews_at)
}

/** `all_transfer_back`: a pull finished (here or in another window): reload the list. */
export function onAllTransferBack(event: AllTransferBackPayload): void {
  balancePushes += 1
  setBalance(event.cash, event.total)
  void loadWallets()
}

/** The header balance and the wallet list from `/member/profile/my_cash`; a dash while it refreshes. */
export async function loadBalance(): Promise<void> {
  playStore.balance.refreshing = true
  try {
    const pushesBefore = balancePushes
    const cash = await api.call(myCash, {}, { signal: api.sharedSignal })
    // A push that came meanwhile is at least as new as this answer: it keeps the balance.
    if (balancePushes === pushesBefore) setBalance(cash.cash, cash.total)
    playStore.wallet.entries = cash.my_cash_list
    playStore.wallet.status = 'ready'
  } catch {
    if (playStore.wallet.status !== 'ready') playStore.wallet.status = 'error'
  } finally {
    playStore.balance.refreshing = false
  }
}

export async function loadWallets(): Promise<void> {
  if (playStore.wallet.status !== 'ready') playStore.wallet.status = 'loading'
  await loadBalance()
}

export function openWallets(): void {
  playStore.wallet.open = true
  void loadWallets()
}

export function closeWallets(): void {
  playStore.wallet.open = false
}

let pullTicker: ReturnType<typeof setInterval> | undefined

function tickCooldown(): void {
  playStore.pull.cooldownSeconds = pullCountdown(playStore.pull.lastPullAt, Date.now())
  if (playStore.pull.cooldownSeconds === 0 && pullTicker !== undefined) {
    clearInterval(pullTicker)
    pullTicker = undefined
  }
}

function startCooldown(): void {
  playStore.pull.lastPullAt = Date.now()
  tickCooldown()
  if (pullTicker === undefined) pullTicker = setInterval(tickCooldown, BALANCE_PULL_TICK_MS)
}

/** A key that is new for every pull: a retry of the same request is then applied once. */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What a pull answers: each provider's result, the main wallet and the total after it. */
type PullAnswer = { results: PullResult[]; cash: number; total: number }

/**
 * Runs one balance pull under the rules of spec sections 4, 5 and 8: refused
 * (with its reason) while a game starts, quits or is open, and during the 10 s
 * cooldown; each provider's result is kept, success starts the cooldown, codes
 * 101-105 show `one_key_err_code_*`, others the server's message, and the
 * balance reloads at the end. `succeeded` tells the member it worked.
 */
async function runPull(
  gpId: string | null,
  send: (headers: Record<string, string>) => Promise<PullAnswer>,
  succeeded: () => Promise<void>,
): Promise<void> {
  const now = Date.now()
  const launch = playStore.launch
  const check = checkBalancePull({
    starting: launch.starting,
    quitting: isQuitting(launch, now),
    gameOpen: launch.game !== null,
    lastPullAt: playStore.pull.lastPullAt,
    now,
  })
  if (!check.ok) {
    void toast('warning', messageKey(check.reason))
    return
  }
  playStore.pull.running = true
  playStore.pull.pullingGpId = gpId
  playStore.pull.results = null
  playStore.balance.refreshing = true
  try {
    const answer = await send({ [IDEMPOTENCY_HEADER]: idempotencyKey() })
    playStore.pull.results = Object.fromEntries(answer.results.map((r: PullResult) => [r.gp_id, r.status]))
    setBalance(answer.cash, answer.total)
    startCooldown()
    if (answer.results.some((r) => r.status === 'failed')) void toast('warning', 'wallet.pull_some_failed')
    else await succeeded()
  } catch (error) {
    const key = error instanceof ApiError ? pullErrorKey(error.code) : null
    if (error instanceof ApiError && error.code === '105') startCooldown()
    void toast('error', key ? messageKey(key) : failureText(error))
  } finally {
    playStore.pull.running = false
    playStore.pull.pullingGpId = null
    playStore.balance.refreshing = false
    void loadBalance()
  }
}

/** One-key balance pull: every provider's balance back to the main wallet (`balance/all/back`). */
export function pullAll(): Promise<void> {
  return runPull(
    null,
    (headers) => api.call(balanceAllBack, {}, { headers }),
    async () => void toast('success', 'wallet.pull_done'),
  )
}

/**
 * One provider's balance back to the main wallet (`balance_get_back` with its
 * `gp_id`): the same rules, codes and shared cooldown as the pull of all.
 */
export function pullOne(gpId: string, providerName: string): Promise<void> {
  return runPull(
    gpId,
    (headers) => api.call(balanceGetBack, { gp_id: gpId }, { headers }),
    async () => {
      showToast({ type: 'success', text: await siteText('wallet.pull_one_done', { provider: providerName }) })
    },
  )
}

/** Logout while a game is open asks first (spec section 4). Returns true when the caller may go on. */
export function confirmBeforeLogout(): boolean {
  if (playStore.launch.game === null) return true
  playStore.forceStop = { open: true, action: 'logout' }
  return false
}

/** The member confirmed the force-stop warning: quit, then log out. */
export async function forceStopAndLogout(): Promise<void> {
  playStore.forceStop.open = false
  await quitGame()
  const { logout } = await import('../account/actions.ts')
  await logout()
}

export function closeMaintenance(): void {
  playStore.maintenance = null
}

/** A `quickGame` message from a waiting window (spec section 4): close the game window and run the quit step. */
export function onQuickGame(waitingWindow: string | undefined): void {
  // A deposit or first-pay window's `quickGame` is the cashier's (app/payment-windows.ts).
  if (waitingWindow !== undefined && waitingWindow !== 'gameWindow') return
  if (playStore.launch.game !== null) void quitGame()
}

let started = false

/**
 * Starts real play for a member page: listens to the member channel's money
 * events, restores after a reload mid-game (`isPlay` 1: quit after 300 ms),
 * reloads on a back/forward-cache return mid-game, and re-syncs the balance
 * when the socket reconnects or the tab becomes visible again.
 */
export function startPlay(): () => void {
  if (started) return () => {}
  started = true
  const offs = [
    realtime.on('game.url', onGameUrl),
    realtime.on('member.cash', onMemberCash),
    realtime.on('forward_game.status', onForwardGameStatus),
    realtime.on('game.stop', onGameStop),
    realtime.on('all_transfer_back', onAllTransferBack),
    realtime.onMemberChannel((channel) => {
      if (channel !== null) void loadBalance()
    }),
  ]
  const restore = restoreOnLoad(readStorage(IS_PLAY_KEY))
  if (restore) {
    store(IS_PLAY_KEY, '0')
    setTimeout(() => void leave(), restore.quitAfterMs)
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (shouldReloadOnPageShow(event.persisted, readStorage(IS_PLAY_KEY))) window.location.reload()
  }
  // A waiting window is done (the game's lobby button, `/close`): window-msg `quickGame`.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== WINDOW_MESSAGE_KEY || !event.newValue) return
    const message = readWindowMessage(event.newValue)
    if (message?.type === 'quickGame') onQuickGame(message.waitingWindow)
  }
  window.addEventListener('storage', onStorage)
  // Logout or a 401: nothing of the last member's play lingers.
  offs.push(
    subscribeKey(accountStore, 'member', (member) => {
      if (member === null) resetPlay()
    }),
  )
  const onVisible = () => {
    if (document.visibilityState === 'visible') void loadBalance()
  }
  window.addEventListener('pageshow', onPageShow)
  document.addEventListener('visibilitychange', onVisible)
  void loadBalance()
  return () => {
    started = false
    for (const off of offs) off()
    window.removeEventListener('pageshow', onPageShow)
    window.removeEventListener('storage', onStorage)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/** Clears everything of the member's play (logout): no balance of the last member lingers. */
export function resetPlay(): void {
  closeGameWindow()
  playStore.launch = launchReducer(playStore.launch, { type: 'failed' })
  playStore.balance = { cash: null, total: null, refreshing: false }
  playStore.wallet = { open: false, status: 'idle', entries: [] }
  playStore.pull.results = null
  store(IS_PLAY_KEY, null)
}
