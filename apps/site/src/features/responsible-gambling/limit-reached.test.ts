import { ApiError, gamePlay, RG_CODE, type Endpoint, type RgRefusal } from '@lobby/api'
import { initialLaunchState } from '@lobby/domain'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The limit-reached dialog's state (issue 25): a launch refused by the loss, wager or session time limit (171, 172,
 * 173) opens it with the server's words and the refusal's renewal instead of a toast; other refusals keep their
 * toast. The page's calls, copy, socket and member-page opener are stand-ins: what is checked is what is asked of them
 * and what the store holds for the dialog.
 */

/** Answers by endpoint path, a value or an error to throw. */
const answers = vi.hoisted(() => new Map<string, unknown>())
const openMemberPage = vi.hoisted(() => vi.fn())

vi.mock('../../app/api.ts', () => ({
  api: {
    sharedSignal: undefined,
    call: vi.fn(async (endpoint: Endpoint) => {
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer ?? { cash: 0, total: 0, my_cash_list: [] }
    }),
  },
}))
vi.mock('../../app/i18n.ts', () => ({ siteText: vi.fn(async (key: string) => key) }))
vi.mock('../../app/realtime.ts', () => ({
  realtime: { on: () => () => {}, onMemberChannel: () => () => {}, memberChannel: null },
}))
vi.mock('../../app/login-gate.ts', () => ({ openMemberPage }))
// A desktop browser's launch: the play code reads the user agent (in-app browser, app shell).
vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' })

const { closeLimitReached, limitReached, openLimitSettings, showGameStopped, showLimitRefusal } =
  await import('./limit-reached.ts')
const { launch } = await import('../play/actions.ts')
const { playStore } = await import('../play/store.ts')
const { shellStore } = await import('../shell/store.ts')
const { toastStore } = await import('../toast/store.ts')

const renewsAt = '2026-11-21T04:00:00.000Z'
const refusal = (code: string, message: string, data?: unknown) =>
  new ApiError({ kind: 'business', code, message, data })
const lossData: RgRefusal = { kind: 'loss', period: 'day', limit: 10_000, left: 0, renews_at: renewsAt }

beforeEach(() => {
  answers.clear()
  openMemberPage.mockClear()
  closeLimitReached()
  Object.assign(limitReached, { reason: 'loss', message: '', renewsAt: null })
  toastStore.toasts = []
})

describe('the refusals it shows', () => {
  it.each([
    [RG_CODE.lossLimit, 'loss', 'day'],
    [RG_CODE.wagerLimit, 'wager', 'week'],
    [RG_CODE.sessionLimit, 'session', 'month'],
  ] as const)('%s opens it as %s, with the server words and the renewal', (code, kind, period) => {
    const message = `your ${kind} limit is reached`
    const data: RgRefusal = { kind, period, limit: 120, left: 0, renews_at: renewsAt }
    expect(showLimitRefusal(refusal(code, message, data))).toBe(true)
    expect({ ...limitReached }).toEqual({ open: true, reason: kind, message, renewsAt })
  })

  it('a refusal without a readable renewal still opens it, without one', () => {
    expect(showLimitRefusal(refusal(RG_CODE.wagerLimit, 'your wager limit is reached'))).toBe(true)
    expect(limitReached.renewsAt).toBeNull()
    expect(showLimitRefusal(refusal(RG_CODE.lossLimit, '', { ...lossData, renews_at: 'soon' }))).toBe(true)
    expect({ ...limitReached }).toEqual({ open: true, reason: 'loss', message: '', renewsAt: null })
    expect(showLimitRefusal(refusal(RG_CODE.sessionLimit, '', 'not an object'))).toBe(true)
    expect(limitReached.renewsAt).toBeNull()
  })

  it.each([
    ['another business code', refusal('104', 'provider not found')],
    ['the deposit limit (its form shows it)', refusal(RG_CODE.depositLimit, 'deposit limit', lossData)],
    ['a 400', new ApiError({ kind: 'invalid', code: RG_CODE.lossLimit, message: 'x', status: 400 })],
    ['a failed call', ApiError.network()],
    ['not an ApiError', new Error(RG_CODE.lossLimit)],
  ])('%s is not its to show', (_, error) => {
    expect(showLimitRefusal(error)).toBe(false)
    expect(limitReached.open).toBe(false)
  })

  it('game.stop opens it as stopped, with the renewal and no words of the server', () => {
    showGameStopped(renewsAt)
    expect({ ...limitReached }).toEqual({ open: true, reason: 'stopped', message: '', renewsAt })
    showGameStopped('not a date')
    expect(limitReached.renewsAt).toBeNull()
  })

  it('Responsible gaming closes it and opens the member tools where member pages open', () => {
    showGameStopped(renewsAt)
    const navigate = vi.fn()
    openLimitSettings(navigate)
    expect(limitReached.open).toBe(false)
    expect(openMemberPage).toHaveBeenCalledExactlyOnceWith('/user/ResponsibleGaming', navigate)
  })
})

describe('a launch refused by a limit', () => {
  const game = { gpId: 'GPR8', gameCode: 'r80001', gameType: 2, name: 'Fortune Dragon' }
  /** The launch ended, and whatever it shows after (a toast's copy is read first) is shown. */
  const settle = async () => {
    await vi.waitFor(() => expect(playStore.launch.starting).toBe(false))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }

  beforeEach(() => {
    playStore.launch = { ...initialLaunchState }
    // The provider plays in the lobby's modal on desktop: no window to open here.
    shellStore.detail.env = { ...shellStore.detail.env, provider_open_modes: { GPR8: 'modal' } } as never
  })

  it('171 opens the dialog instead of a toast, and the launch ends', async () => {
    const message = 'your loss limit is reached: nothing more can go into play until it renews on 2026-11-21 00:00'
    answers.set(gamePlay.path, refusal(RG_CODE.lossLimit, message, lossData))
    launch(game, 'desktop')
    await settle()
    expect(playStore.launch.game).toBeNull()
    expect({ ...limitReached }).toEqual({ open: true, reason: 'loss', message, renewsAt })
    expect(toastStore.toasts).toEqual([])
  })

  it('173 says the session time limit', async () => {
    answers.set(gamePlay.path, refusal(RG_CODE.sessionLimit, 'your session time limit is used up', lossData))
    launch(game, 'desktop')
    await settle()
    expect(limitReached).toMatchObject({ open: true, reason: 'session' })
    expect(toastStore.toasts).toEqual([])
  })

  it('another refusal keeps its toast and leaves the dialog closed', async () => {
    answers.set(gamePlay.path, refusal('105', 'game not found'))
    launch(game, 'desktop')
    await settle()
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['game not found'])
    expect(limitReached.open).toBe(false)
  })
})
