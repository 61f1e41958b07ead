import { initialLaunchState } from '@lobby/domain'
import type { GameUrlPayload } from '@lobby/realtime'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The game's own window as messages see it (issue 25, docs/contract.md "Messages to a game's window"): once the game
 * window goes to the game's address, messages to it are addressed to that address's origin; before that, in another
 * mode, or once the window closed, nothing is posted. The page's calls, copy, socket and windows are stand-ins.
 */

vi.mock('../../app/api.ts', () => ({
  api: { sharedSignal: undefined, call: vi.fn(async () => ({ cash: 0, total: 0, my_cash_list: [] })) },
}))
vi.mock('../../app/i18n.ts', () => ({ siteText: vi.fn(async (key: string) => key) }))
vi.mock('../../app/realtime.ts', () => ({
  realtime: { on: () => () => {}, onMemberChannel: () => () => {}, memberChannel: null },
}))

const LOBBY = 'https://lobby.example'

const { currentGameWindow, launch, onGameUrl, postToGameWindow, resetPlay } = await import('./actions.ts')
const { playStore } = await import('./store.ts')

const game = { gpId: 'GPX1', gameCode: 'x1', gameType: 2, name: 'Axolotl Reels' }
const url = (address: string): GameUrlPayload =>
  ({ gp_id: game.gpId, game_code: game.gameCode, url: address, game_session_id: 's1' }) as GameUrlPayload
const closed = { type: 'lobby.reality_check', open: false } as const

let gameWin: { closed: boolean; postMessage: ReturnType<typeof vi.fn>; location: { replace: ReturnType<typeof vi.fn> } }
let opened: typeof gameWin | null

describe("the game's window for messages", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    gameWin = { closed: false, postMessage: vi.fn(), location: { replace: vi.fn() }, close: vi.fn() } as typeof gameWin
    opened = gameWin
    vi.stubGlobal('window', { open: vi.fn(() => opened), location: { origin: LOBBY, pathname: '/', assign: vi.fn() } })
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0' })
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
  })
  afterEach(() => {
    resetPlay()
    playStore.launch = { ...initialLaunchState }
    vi.clearAllTimers()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("addresses the game's origin once the window went to the game", () => {
    // A phone plays in a window of its own.
    launch(game, 'mobile')
    expect(playStore.launch.mode).toBe('window')
    // Still on /loading: the game's origin is not known yet.
    expect(currentGameWindow()).toBeNull()
    expect(postToGameWindow(closed)).toBe(false)

    onGameUrl(url('https://games.provider.example/play?token=abc'))
    expect(gameWin.location.replace).toHaveBeenCalledWith('https://games.provider.example/play?token=abc')
    expect(postToGameWindow(closed)).toBe(true)
    expect(gameWin.postMessage).toHaveBeenCalledExactlyOnceWith(closed, 'https://games.provider.example')
  })

  it("addresses the lobby's origin for a game on a path of the lobby's (the house)", () => {
    launch(game, 'mobile')
    onGameUrl(url('/house/play/slot.html?token=abc'))
    expect(currentGameWindow()).toEqual({ window: gameWin, origin: LOBBY })
  })

  it('posts nothing once the window closed, or when the game plays elsewhere', () => {
    launch(game, 'mobile')
    onGameUrl(url('https://games.provider.example/play'))
    gameWin.closed = true
    expect(postToGameWindow(closed)).toBe(false)
    resetPlay()

    // A blocked popup on desktop: the game plays in a modal, no window to post to.
    opened = null
    launch(game, 'desktop')
    expect(playStore.launch.mode).toBe('modal')
    onGameUrl(url('https://games.provider.example/play'))
    expect(currentGameWindow()).toBeNull()
    expect(gameWin.postMessage).not.toHaveBeenCalled()
  })
})
