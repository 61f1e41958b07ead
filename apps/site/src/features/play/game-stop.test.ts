import { gameLeave, myCash } from '@lobby/api'
import { initialLaunchState, launchReducer } from '@lobby/domain'
import type { GameStopPayload } from '@lobby/realtime'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * `game.stop` (issue 25): the server stopped the member's game because a session time limit ran out. The page with
 * the game open quits it the usual way and its limit dialog tells the member why and from when they can play again;
 * any other page refreshes its balance only. The page's calls, copy and socket are stand-ins: what is checked is what
 * the handler asks of them.
 */

const calls = vi.hoisted(() => [] as string[])

vi.mock('../../app/api.ts', () => ({
  api: {
    sharedSignal: undefined,
    call: vi.fn(async (endpoint: { path: string }) => {
      calls.push(endpoint.path)
      return endpoint.path.includes('leave')
        ? { closed: false, gp_id: null, pulled: 0, cash: 5_000, total: 5_000 }
        : { cash: 5_000, total: 5_000, my_cash_list: [] }
    }),
  },
}))
vi.mock('../../app/i18n.ts', () => ({
  siteText: vi.fn(async (key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`),
}))
vi.mock('../../app/realtime.ts', () => ({
  realtime: { on: () => () => {}, onMemberChannel: () => () => {}, memberChannel: null },
}))

const { onGameStop } = await import('./actions.ts')
const { playStore } = await import('./store.ts')
const { toastStore } = await import('../toast/store.ts')
const { limitReached, closeLimitReached } = await import('../responsible-gambling/limit-reached.ts')

const stop: GameStopPayload = {
  channel: 'member.7',
  reason: 'session_limit',
  renews_at: '2026-03-12T04:00:00.000Z',
  game_session_id: 'abc',
  gp_id: 'GPR8',
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('game.stop', () => {
  beforeEach(() => {
    calls.length = 0
    toastStore.toasts = []
    closeLimitReached()
  })
  afterEach(() => {
    playStore.launch = { ...initialLaunchState }
  })

  it('quits the open game the usual way and opens the limit dialog with when play is possible again', async () => {
    playStore.launch = launchReducer(initialLaunchState, {
      type: 'start',
      game: { gpId: 'GPR8', gameCode: 'r80001', gameType: 2 },
      mode: 'modal',
      now: Date.now(),
    })
    expect(playStore.launch.game).not.toBeNull()
    onGameStop(stop)
    await flush()
    // The quit: no game any more, leave1 called, then the balance read again.
    expect(playStore.launch.game).toBeNull()
    expect(calls).toEqual([gameLeave.path, myCash.path])
    expect(playStore.balance).toMatchObject({ cash: 5_000, total: 5_000 })
    // The dialog, not a toast: the push has no words, so the dialog says it in its own, with the renewal.
    expect({ ...limitReached }).toEqual({
      open: true,
      reason: 'stopped',
      message: '',
      renewsAt: '2026-03-12T04:00:00.000Z',
    })
    expect(toastStore.toasts).toEqual([])
  })

  it('on a page without the game only refreshes the balance', async () => {
    onGameStop(stop)
    await flush()
    expect(calls).toEqual([myCash.path])
    expect(limitReached.open).toBe(false)
    expect(toastStore.toasts).toEqual([])
  })
})
