import {
  ADMIN_CAMPAIGNS_CODE,
  adminRedEnvelopeDecide,
  adminRedEnvelopes,
  adminRouletteCreate,
  adminRouletteDecide,
  adminRoulettes,
  ApiError,
  type Endpoint,
} from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pendingEnvelope, pendingRoulette, siteEnvelopes, siteRoulettes } from '../../fixtures/campaigns.ts'
import { parseMoneyInput } from '../../lib/money-input.ts'

/** The admin calls answered per test: by endpoint path, a value or an error; each call kept with its body. */
const answers = new Map<string, unknown>()
const calls: { path: string; body: unknown }[] = []
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

const {
  approveCampaign,
  confirmCampaignRejection,
  createRoulette,
  startCreating,
  startRejectingCampaign,
  stopRejectingCampaign,
} = await import('./actions.ts')
const { campaigns } = await import('./store.ts')
const { copy } = await import('../../copy.ts')
const c = copy.campaigns

const refusal = (code: string, message: string) => new ApiError({ kind: 'business', code, message })
const pathsCalled = () => calls.map((call) => call.path)
/** The list reload the actions start without awaiting it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  answers.clear()
  calls.length = 0
  answers.set(adminRedEnvelopes.path, { list: siteEnvelopes, total_count: siteEnvelopes.length })
  answers.set(adminRoulettes.path, { list: siteRoulettes, total_count: siteRoulettes.length })
  Object.assign(campaigns, {
    kind: 'envelopes',
    notice: null,
    deciding: null,
    rejecting: null,
    rejectError: '',
    creating: false,
    saving: false,
    fieldErrors: {},
    saveError: '',
  })
})

describe('deciding a pending campaign', () => {
  it('an approved envelope: the envelope call, a notice, the list read again', async () => {
    answers.set(adminRedEnvelopeDecide.path, { ...pendingEnvelope, approval: 'approved', decided_by: 'owner01' })
    await approveCampaign(pendingEnvelope)
    expect(calls[0]).toEqual({
      path: adminRedEnvelopeDecide.path,
      body: { id: pendingEnvelope.id, decision: 'approve', reason: '' },
    })
    expect(campaigns.notice).toEqual({ tone: 'success', text: c.approved(c.envelopes.name(pendingEnvelope.id)) })
    expect(campaigns.deciding).toBeNull()
    await settled()
    expect(pathsCalled()).toContain(adminRedEnvelopes.path)
  })

  it('a rejected roulette: the roulette call with the reason, the dialog closed', async () => {
    campaigns.kind = 'roulettes'
    answers.set(adminRouletteDecide.path, { ...pendingRoulette, approval: 'rejected' })
    startRejectingCampaign(pendingRoulette)
    expect(campaigns.rejecting).toEqual(pendingRoulette)
    await confirmCampaignRejection('Too large for this week')
    expect(calls[0]).toEqual({
      path: adminRouletteDecide.path,
      body: { id: pendingRoulette.id, decision: 'reject', reason: 'Too large for this week' },
    })
    expect(campaigns.rejecting).toBeNull()
    expect(campaigns.notice).toEqual({ tone: 'success', text: c.rejected(c.roulettes.name(pendingRoulette.id)) })
    await settled()
    expect(pathsCalled()).toContain(adminRoulettes.path)
  })

  it.each([
    [ADMIN_CAMPAIGNS_CODE.campaignNotPending, 'this campaign is not waiting for approval'],
    [ADMIN_CAMPAIGNS_CODE.ownCampaign, 'you created this campaign: another operator must decide it'],
    [ADMIN_CAMPAIGNS_CODE.approverMadeByCreator, 'the operator who created it created your account'],
  ])('refusal %s: the server’s words, the dialog closed, the list read again', async (code, message) => {
    answers.set(adminRedEnvelopeDecide.path, refusal(code, message))
    startRejectingCampaign(pendingEnvelope)
    await confirmCampaignRejection('No')
    const name = c.envelopes.name(pendingEnvelope.id)
    expect(campaigns.notice).toEqual({ tone: 'error', text: c.decisionRefused(name, message) })
    expect(campaigns.rejecting).toBeNull()
    await settled()
    expect(pathsCalled()).toEqual([adminRedEnvelopeDecide.path, adminRedEnvelopes.path])
  })

  it('a failure that is not a refusal keeps the Reject dialog and its reason', async () => {
    answers.set(adminRedEnvelopeDecide.path, ApiError.timeout())
    startRejectingCampaign(pendingEnvelope)
    await confirmCampaignRejection('No')
    expect(campaigns.rejecting).not.toBeNull()
    expect(campaigns.rejectError).toBe(copy.failure.timeout)
    expect(pathsCalled()).toEqual([adminRedEnvelopeDecide.path])
    stopRejectingCampaign()
    expect(campaigns.rejecting).toBeNull()
  })

  it('an approval that fails says so above the list', async () => {
    answers.set(adminRedEnvelopeDecide.path, ApiError.network())
    await approveCampaign(pendingEnvelope)
    expect(campaigns.notice).toEqual({
      tone: 'error',
      text: c.decisionFailed(c.envelopes.name(pendingEnvelope.id), copy.failure.network),
    })
  })

  it('one decision at a time: a second while one is out asks nothing', async () => {
    campaigns.deciding = 99
    await approveCampaign(pendingEnvelope)
    expect(calls).toEqual([])
  })
})

describe('creating a roulette with a budget', () => {
  const draft = (budget: number, currency = 'USD') => ({
    currency,
    prizes: [
      { name: 'Big', cash: 500, weight: 1 },
      { name: 'None', cash: 0, weight: 1 },
    ],
    draws_per_member: 1,
    budget,
    end_at: '2026-11-21T14:00:00.000Z',
  })
  const typed = (text: string, currency: string) => {
    const parsed = parseMoneyInput(text, currency)
    if (!parsed.ok) throw new Error(`${text} ${currency}: ${parsed.error}`)
    return parsed.minor
  }

  it.each([
    ['1,000.50', 'USD', 100_050],
    ['2500.75', 'USD', 250_075],
    ['0.05', 'USD', 5],
    ['500000', 'VND', 500_000],
    ['1000', 'JPY', 1_000],
  ])('%s %s typed goes out as %i minor units', async (text, currency, minor) => {
    answers.set(adminRouletteCreate.path, { ...pendingRoulette, approval: 'approved' })
    startCreating()
    await createRoulette(draft(typed(text, currency), currency))
    expect(calls[0]?.path).toBe(adminRouletteCreate.path)
    expect(calls[0]?.body).toMatchObject({ currency, budget: minor })
  })

  it('approved at once: members are told now', async () => {
    answers.set(adminRouletteCreate.path, { ...pendingRoulette, approval: 'approved' })
    startCreating()
    await createRoulette(draft(100_000))
    expect(campaigns.creating).toBe(false)
    expect(campaigns.notice).toEqual({ tone: 'success', text: c.roulettes.created(pendingRoulette.id) })
  })

  it('above the threshold: it waits for a second operator, and the notice says so', async () => {
    answers.set(adminRouletteCreate.path, pendingRoulette)
    startCreating()
    await createRoulette(draft(2_000_000))
    expect(campaigns.notice).toEqual({ tone: 'success', text: c.roulettes.createdPending(pendingRoulette.id) })
  })

  it('a 400 naming the budget shows under the field, the dialog open', async () => {
    answers.set(
      adminRouletteCreate.path,
      new ApiError({
        kind: 'invalid',
        code: '400',
        status: 400,
        field: 'budget',
        message: 'budget: at least the largest cash prize',
      }),
    )
    startCreating()
    await createRoulette(draft(100))
    expect(campaigns.creating).toBe(true)
    expect(campaigns.fieldErrors).toEqual({ budget: c.serverRefused('at least the largest cash prize') })
  })
})
