import type { RealityCheckWords } from '@lobby/ui'
import { describe, expect, it, vi } from 'vitest'
import {
  answerFromGame,
  gameOrigin,
  gameWindowTarget,
  listenToGameWindow,
  postToGame,
  realityCheckCopy,
  realityCheckRelay,
  type GameWindowMessage,
  type GameWindowTarget,
  type RealityCheckCopy,
} from './game-window-messages.ts'

/*
 * Messages to a game's window (issue 25): the reality check is posted to a game playing in a window of its own,
 * addressed to the game's origin only, and the member's answer there is taken from that window and origin only. The
 * windows are stand-ins: what is checked is what is posted where, and which answers reach the dialog's actions.
 */

const LOBBY = 'https://lobby.example'
const GAME = 'https://games.provider.example'

const gameWindow = (closed = false) => ({ closed, postMessage: vi.fn<(message: unknown, origin: string) => void>() })

const copy: RealityCheckCopy = {
  title: 'Reality check: Axolotl Reels',
  text: 'If you keep playing, we will remind you again in 15 minutes.',
  played: 'You have been playing for 15 min.',
  net: 'You are even this session.',
  keep: 'Keep playing',
  stop: 'Stop playing',
}

describe("the game's origin", () => {
  it("is the origin of the game's address; a relative address is on the lobby's", () => {
    expect(gameOrigin(`${GAME}/slots/play?token=abc`, LOBBY)).toBe(GAME)
    expect(gameOrigin('/house/play/slot.html?token=abc', LOBBY)).toBe(LOBBY)
    expect(gameOrigin('//cdn.provider.example/game', LOBBY)).toBe('https://cdn.provider.example')
  })

  it('is none for an address no message can be addressed to', () => {
    expect(gameOrigin('data:text/html,<p>game</p>', LOBBY)).toBeNull()
    expect(gameOrigin('about:blank', LOBBY)).toBeNull()
    expect(gameOrigin('http://[bad', LOBBY)).toBeNull()
  })
})

describe('posting to the game window', () => {
  it("posts to the game's window with the game's origin as target, never *", () => {
    const win = gameWindow()
    const target = gameWindowTarget({ mode: 'window', window: win, origin: GAME })
    expect(postToGame(target, { type: 'lobby.reality_check', open: false })).toBe(true)
    expect(win.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'lobby.reality_check', open: false }, GAME)
  })

  it('posts nothing with no game window, a closed one, another mode, or no known origin', () => {
    const win = gameWindow()
    expect(gameWindowTarget({ mode: 'window', window: null, origin: GAME })).toBeNull()
    expect(gameWindowTarget({ mode: 'window', window: gameWindow(true), origin: GAME })).toBeNull()
    for (const mode of ['modal', 'page', 'redirect', null] as const) {
      expect(gameWindowTarget({ mode, window: win, origin: GAME })).toBeNull()
    }
    // Still on /loading: the game's address has not come.
    expect(gameWindowTarget({ mode: 'window', window: win, origin: null })).toBeNull()
    expect(postToGame(null, { type: 'lobby.reality_check', open: false })).toBe(false)
    expect(win.postMessage).not.toHaveBeenCalled()
  })

  it('survives a browser that refuses the post', () => {
    const target = {
      window: {
        closed: false,
        postMessage: () => {
          throw new Error('refused')
        },
      },
      origin: GAME,
    }
    expect(postToGame(target, { type: 'lobby.reality_check', open: false })).toBe(false)
  })
})

describe("the reality check's words for the game window", () => {
  // Stand-ins for realityCheckWords' answer (its own words are tested in @lobby/ui): each field says where it goes.
  const words: RealityCheckWords = {
    title: 'the title',
    played: 'the time played',
    verdict: 'the result',
    next: 'the next check',
    keep: 'keep',
    stop: 'stop',
    stopping: 'stopping',
  }

  it("are the dialog's own (realityCheckWords): title, time played, the result, the next check, both buttons", () => {
    expect(realityCheckCopy(words, 'Loading…')).toEqual({
      title: 'the title',
      text: 'the next check',
      played: 'the time played',
      net: 'the result',
      keep: 'keep',
      stop: 'stop',
    })
  })

  it('say that the result is being read while it is', () => {
    expect(realityCheckCopy({ ...words, verdict: null }, 'Loading…').net).toBe('Loading…')
  })
})

describe('the relay that keeps the game window told', () => {
  it('posts the check once, again when its words change, then that it closed', () => {
    const post = vi.fn<(message: GameWindowMessage) => boolean>(() => true)
    const relay = realityCheckRelay(post)
    relay.update(null)
    expect(post).not.toHaveBeenCalled()
    const loading = { ...copy, net: 'Loading…' }
    relay.update(loading)
    relay.update({ ...loading })
    expect(post).toHaveBeenCalledExactlyOnceWith({ type: 'lobby.reality_check', open: true, ...loading })
    relay.update(copy)
    expect(post).toHaveBeenLastCalledWith({ type: 'lobby.reality_check', open: true, ...copy })
    relay.update(null)
    relay.update(null)
    expect(post).toHaveBeenCalledTimes(3)
    expect(post).toHaveBeenLastCalledWith({ type: 'lobby.reality_check', open: false })
  })

  it('posts no close when no open reached a game window', () => {
    const post = vi.fn<(message: GameWindowMessage) => boolean>(() => false)
    const relay = realityCheckRelay(post)
    relay.update(copy)
    relay.update(null)
    expect(post).toHaveBeenCalledOnce()
    // A game window there by the next render is told.
    post.mockReturnValue(true)
    relay.update(copy)
    relay.update(null)
    expect(post).toHaveBeenLastCalledWith({ type: 'lobby.reality_check', open: false })
  })
})

describe("the game window's answer", () => {
  const win = gameWindow()
  const target: GameWindowTarget = { window: win, origin: GAME }
  /** A house game: its page is on the lobby's own origin. */
  const house: GameWindowTarget = { window: win, origin: LOBBY }
  const answer = (value: unknown) => ({ type: 'lobby.reality_check.answer', answer: value })

  it('is taken from the game window, from the game origin, while the check waits', () => {
    expect(answerFromGame({ source: win, origin: GAME, data: answer('stop') }, target, true, LOBBY)).toBe('stop')
    // Keep playing only from a game on the lobby's own origin (the house provider): a third party could post it unasked.
    expect(answerFromGame({ source: win, origin: GAME, data: answer('keep') }, target, true, LOBBY)).toBeNull()
    expect(answerFromGame({ source: win, origin: LOBBY, data: answer('keep') }, house, true, LOBBY)).toBe('keep')
    expect(answerFromGame({ source: win, origin: LOBBY, data: answer('stop') }, house, true, LOBBY)).toBe('stop')
  })

  it('is ignored from another window or origin, in another shape, or when no check waits', () => {
    const ignored = [
      { source: gameWindow(), origin: GAME, data: answer('stop') },
      { source: null, origin: GAME, data: answer('stop') },
      { source: win, origin: LOBBY, data: answer('stop') },
      { source: win, origin: 'https://games.provider.example.evil.example', data: answer('stop') },
      { source: win, origin: GAME, data: answer('quit') },
      { source: win, origin: GAME, data: { type: 'lobby.reality_check', answer: 'stop' } },
      { source: win, origin: GAME, data: JSON.stringify(answer('stop')) },
      { source: win, origin: GAME, data: null },
      { source: win, origin: GAME, data: ['stop'] },
    ]
    for (const event of ignored) expect(answerFromGame(event, target, true, LOBBY)).toBeNull()
    expect(answerFromGame({ source: win, origin: GAME, data: answer('stop') }, target, false, LOBBY)).toBeNull()
    expect(answerFromGame({ source: win, origin: GAME, data: answer('stop') }, null, true, LOBBY)).toBeNull()
  })

  it("reaches the dialog's Keep playing and Stop, nothing else, until the listener is removed", () => {
    const listeners = new Set<(event: MessageEvent) => void>()
    const lobby = {
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    } as unknown as Window
    const send = (event: { source: unknown; origin: string; data: unknown }) => {
      for (const listener of listeners) listener(event as MessageEvent)
    }
    const keep = vi.fn()
    const stop = vi.fn()
    let awaiting = true
    const off = listenToGameWindow(lobby, {
      target: () => house,
      awaiting: () => awaiting,
      lobbyOrigin: LOBBY,
      keep,
      stop,
    })

    send({ source: win, origin: LOBBY, data: answer('keep') })
    expect(keep).toHaveBeenCalledOnce()
    expect(stop).not.toHaveBeenCalled()
    send({ source: win, origin: LOBBY, data: answer('stop') })
    expect(stop).toHaveBeenCalledOnce()
    send({ source: win, origin: GAME, data: answer('stop') })
    send({ source: gameWindow(), origin: LOBBY, data: answer('keep') })
    send({ source: win, origin: LOBBY, data: { type: 'something.else' } })
    awaiting = false
    send({ source: win, origin: LOBBY, data: answer('stop') })
    expect(keep).toHaveBeenCalledOnce()
    expect(stop).toHaveBeenCalledOnce()

    awaiting = true
    off()
    expect(listeners.size).toBe(0)
  })
})
