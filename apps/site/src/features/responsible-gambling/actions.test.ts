import {
  ApiError,
  RG_CODE,
  rgCancelLimit,
  rgExclude,
  rgSession,
  rgSetLimit,
  rgSettings,
  type Endpoint,
  type RgSettings,
} from '@lobby/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * Responsible gaming's actions against stand-ins of the page's calls, copy and logout: what is checked is what each
 * action asks of the server and what it leaves in the store for the panel and the reality check.
 */

/** Answers by endpoint path, a value or an error to throw; each call kept with its body. */
const answers = vi.hoisted(() => new Map<string, unknown>())
const calls = vi.hoisted(() => [] as { path: string; body: unknown }[])
const logout = vi.hoisted(() => vi.fn(async () => {}))

vi.mock('../../app/api.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint, body: unknown) => {
      calls.push({ path: endpoint.path, body })
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer
    }),
  },
}))
vi.mock('../../app/i18n.ts', () => ({
  siteText: vi.fn(async (key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`),
}))
vi.mock('../account/actions.ts', () => ({ logout }))

const actions = await import('./actions.ts')
const { rgStore, resetResponsibleGambling } = await import('./store.ts')
const { toastStore } = await import('../toast/store.ts')
const { session } = await import('../../app/session.ts')

const settings = (over: Partial<RgSettings> = {}): RgSettings => ({
  currency: 'USD',
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      amount: 10_000,
      pending: null,
      used: 4_000,
      left: 6_000,
      renews_at: '2026-11-21T04:00:00.000Z',
    },
  ],
  reality_check_minutes: 30,
  ...over,
})
const business = (code: string, message: string) => new ApiError({ kind: 'business', code, message })

beforeEach(() => {
  answers.clear()
  calls.length = 0
  logout.mockClear()
  toastStore.toasts = []
  resetResponsibleGambling()
})

describe('limits', () => {
  it('a saved limit closes its form and shows the settings the server answered', async () => {
    const raised = settings({
      limits: [
        {
          ...settings().limits[0]!,
          pending: { amount: 20_000, effective_at: '2026-11-21T15:30:00.000Z' },
        },
      ],
    })
    answers.set(rgSetLimit.path, raised)
    actions.openLimitForm({ kind: 'deposit', period: 'day' })
    await actions.saveLimit({ kind: 'deposit', period: 'day', amount: 20_000 })
    expect(calls).toEqual([{ path: rgSetLimit.path, body: { kind: 'deposit', period: 'day', amount: 20_000 } }])
    expect(rgStore.limitForm).toBeNull()
    expect(rgStore.settings.data).toEqual(raised)
    expect(rgStore.settings.status).toBe('ready')
  })

  it('a refusal stays in the form of that limit, in the server words; a 400 by its reason', async () => {
    answers.set(rgSetLimit.path, business('400', 'the limit service is closed'))
    await actions.saveLimit({ kind: 'wager', period: 'week', amount: 5_000 })
    expect(rgStore.limitForm).toEqual({ kind: 'wager', period: 'week', error: 'the limit service is closed' })
    answers.set(
      rgSetLimit.path,
      new ApiError({ kind: 'invalid', code: '400', message: 'amount: at most 1440', field: 'amount', status: 400 }),
    )
    await actions.saveLimit({ kind: 'session', period: 'day', amount: 2_000 })
    expect(rgStore.limitForm).toEqual({ kind: 'session', period: 'day', error: 'amount: at most 1440' })
  })

  it('a form being sent is not sent again', async () => {
    rgStore.limitForm = { kind: 'deposit', period: 'day', saving: true }
    await actions.saveLimit({ kind: 'deposit', period: 'day', amount: 1 })
    expect(calls).toEqual([])
  })

  it('cancelling a pending change shows the answer; 175 (nothing pending) says so and reloads', async () => {
    answers.set(rgCancelLimit.path, settings())
    await actions.cancelPending({ kind: 'deposit', period: 'day' })
    expect(rgStore.settings.data).toEqual(settings())
    expect(rgStore.cancelling).toBeNull()

    answers.set(rgCancelLimit.path, business(RG_CODE.nothingPending, 'no change to this limit is waiting to apply'))
    answers.set(rgSettings.path, settings({ reality_check_minutes: null }))
    await actions.cancelPending({ kind: 'deposit', period: 'day' })
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['no change to this limit is waiting to apply {}'])
    await vi.waitFor(() => expect(rgStore.settings.data?.reality_check_minutes).toBeNull())
    expect(rgStore.cancelling).toBeNull()
  })
})

describe('rg.changed: an operator imposed a limit', () => {
  const event = { channel: 'member.7', kind: 'deposit', period: 'day' } as const

  beforeEach(() => {
    vi.spyOn(session, 'getToken').mockReturnValue('member-token')
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads the settings again for the panel and the reality check, and tells the member until closed', async () => {
    rgStore.settings = { status: 'ready', data: settings({ limits: [] }) }
    answers.set(rgSettings.path, settings())
    await actions.onRgChanged(event)
    expect(calls).toEqual([{ path: rgSettings.path, body: {} }])
    expect(rgStore.settings).toEqual({ status: 'ready', data: settings() })
    expect(toastStore.toasts).toHaveLength(1)
    expect(toastStore.toasts[0]).toMatchObject({
      type: 'info',
      text: 'member_site.rg_operator_limit {}',
      durationMs: 0,
    })
  })

  it('a reload that fails keeps what was shown, and the member is still told', async () => {
    rgStore.settings = { status: 'ready', data: settings() }
    answers.set(rgSettings.path, ApiError.network())
    await actions.onRgChanged(event)
    expect(rgStore.settings).toEqual({ status: 'ready', data: settings() })
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['member_site.rg_operator_limit {}'])
  })

  it('says nothing once the member logged out meanwhile (the next person on the device must not read it)', async () => {
    vi.spyOn(session, 'getToken').mockReturnValueOnce('member-token').mockReturnValue(null)
    answers.set(rgSettings.path, settings())
    await actions.onRgChanged(event)
    expect(toastStore.toasts).toEqual([])
  })
})

describe('time-out and self-exclusion', () => {
  it('once taken, the member is logged out the usual way, leaves for the lobby and reads until when', async () => {
    answers.set(rgExclude.path, { kind: 'timeout', ends_at: '2026-11-21T14:00:00.000Z' })
    const leave = vi.fn()
    actions.askExclusion({ kind: 'timeout', days: 1 })
    await actions.exclude({ kind: 'timeout', days: 1 }, leave)
    expect(calls).toEqual([{ path: rgExclude.path, body: { kind: 'timeout', days: 1 } }])
    expect(logout).toHaveBeenCalledOnce()
    expect(leave).toHaveBeenCalledOnce()
    expect(rgStore.exclusion).toBeNull()
    const [toast] = toastStore.toasts
    expect(toast?.text).toMatch(/^member_site\.rg_logged_out_timeout \{"time":".*2026.*"\}$/)
  })

  it('a permanent self-exclusion says so', async () => {
    answers.set(rgExclude.path, { kind: 'self_exclusion', ends_at: null })
    await actions.exclude({ kind: 'self_exclusion', days: 0 }, () => {})
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['member_site.rg_logged_out_permanent {}'])
  })

  it('a refusal keeps the confirm open with the reason, and logs nobody out', async () => {
    answers.set(rgExclude.path, ApiError.network())
    const leave = vi.fn()
    await actions.exclude({ kind: 'self_exclusion', days: 365 }, leave)
    expect(rgStore.exclusion).toEqual({ kind: 'self_exclusion', days: 365, error: 'networkError' })
    expect(logout).not.toHaveBeenCalled()
    expect(leave).not.toHaveBeenCalled()
  })

  it('the confirm cannot be closed while the exclusion is being sent', () => {
    rgStore.exclusion = { kind: 'timeout', days: 7, saving: true }
    actions.askExclusion(null)
    expect(rgStore.exclusion).toEqual({ kind: 'timeout', days: 7, saving: true })
  })
})

describe('the reality check', () => {
  const now = Date.parse('2026-11-20T13:05:00.000Z')

  it('shows the time played since the session started and its net result', async () => {
    answers.set(rgSession.path, {
      open: true,
      started_at: '2026-11-20T12:00:00.000Z',
      net: -2_550,
      reality_check_minutes: 30,
    })
    await actions.openRealityCheck(now - 30 * 60_000, now)
    expect(rgStore.check).toMatchObject({ open: true, loading: false, playedMinutes: 65, net: -2_550 })
  })

  it('closes when the server has no game open any more', async () => {
    answers.set(rgSession.path, { open: false, started_at: null, net: 0, reality_check_minutes: 30 })
    await actions.openRealityCheck(now - 30 * 60_000, now)
    expect(rgStore.check.open).toBe(false)
  })

  it('a failed read still shows the time played since the launch, the result unknown', async () => {
    answers.set(rgSession.path, ApiError.network())
    await actions.openRealityCheck(now - 45 * 60_000, now)
    expect(rgStore.check).toMatchObject({ open: true, loading: false, playedMinutes: 45, net: null })
  })
})
