import { demoPlay, type Endpoint } from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** This device's local storage: what the age gate remembers. */
const storage = new Map<string, string>()
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, String(value)),
  removeItem: (key: string) => void storage.delete(key),
})

/** Real play's launch (the play code), the calls the demo makes, and a member signed in on a desktop. */
const launch = vi.fn()
vi.mock('../features/play/actions.ts', () => ({ launch }))
const calls: string[] = []
vi.mock('./api.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint) => {
      calls.push(endpoint.path)
      return { game_url: 'https://demo.example.test/game' }
    }),
  },
}))
vi.mock('./login-gate.ts', () => ({ requireLogin: () => true }))
vi.mock('../layouts/use-layout.ts', () => ({ currentLayout: () => 'layout-desktop' }))
vi.mock('./demo-mode.ts', () => ({ demoMode: () => false }))

const { AGE_CONFIRMED_KEY, ageConfirmed, ageGate, confirmAge, leaveAgeGate } = await import('./age-gate.ts')
const { playGame, preloadPlay } = await import('./play-gate.ts')
const { demoStore, openDemoGame } = await import('./demo-gate.ts')

const game = { gpId: 'house', gameCode: 'slot-1', gameType: 3, name: 'Fortune Dragon' }
const demo = {
  game_id: 'house-slot-1',
  game_name: 'Fortune Dragon',
  gp_id: 'house',
  game_type: 3,
  game_code: 'slot-1',
  house: 1,
}

beforeEach(async () => {
  storage.clear()
  calls.length = 0
  launch.mockClear()
  leaveAgeGate()
  // The play code is loaded, as it is for a member once the page is idle: a launch opens its window inside the click.
  await preloadPlay()
})

describe('the age gate', () => {
  it('asks before the first real launch, and launches only once confirmed', () => {
    playGame(game)
    expect(ageGate.open).toBe(true)
    expect(launch).not.toHaveBeenCalled()
    confirmAge()
    expect(ageGate.open).toBe(false)
    // Inside the confirm's click: no await between the answer and the launch.
    expect(launch).toHaveBeenCalledExactlyOnceWith(game, 'desktop')
    expect(storage.get(AGE_CONFIRMED_KEY)).toBe('1')
  })

  it('asks once per device: a confirmed device launches at once, every time', () => {
    playGame(game)
    confirmAge()
    playGame(game)
    playGame({ ...game, gameCode: 'slot-2' })
    expect(ageGate.open).toBe(false)
    expect(launch).toHaveBeenCalledTimes(3)
    expect(ageConfirmed()).toBe(true)
  })

  it('a refused confirmation launches nothing, remembers nothing, and asks again next time', () => {
    playGame(game)
    leaveAgeGate()
    expect(ageGate.open).toBe(false)
    expect(launch).not.toHaveBeenCalled()
    expect(storage.has(AGE_CONFIRMED_KEY)).toBe(false)
    // A later confirmation does not launch the game that was left.
    playGame({ ...game, gameCode: 'slot-2' })
    expect(ageGate.open).toBe(true)
    confirmAge()
    expect(launch).toHaveBeenCalledExactlyOnceWith({ ...game, gameCode: 'slot-2' }, 'desktop')
  })

  it('demo play asks too: Leave opens no demo, the confirmation opens the one asked for', async () => {
    await openDemoGame(demo, 'mobile')
    expect(ageGate.open).toBe(true)
    expect(demoStore.open).toBe(false)
    leaveAgeGate()
    expect(calls).toEqual([])
    expect(demoStore.open).toBe(false)

    await openDemoGame(demo, 'mobile')
    confirmAge()
    expect(demoStore.open).toBe(true)
    await vi.waitFor(() => expect(demoStore.url).toBe('https://demo.example.test/game'))
    expect(calls).toEqual([demoPlay.path])
  })

  it('a device that confirmed for a demo plays for real without asking again', async () => {
    storage.set(AGE_CONFIRMED_KEY, '1')
    await openDemoGame(demo, 'desktop')
    expect(ageGate.open).toBe(false)
    expect(calls).toEqual([demoPlay.path])
    playGame(game)
    expect(launch).toHaveBeenCalledOnce()
  })
})
