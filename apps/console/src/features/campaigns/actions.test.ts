import {
  ADMIN_CAMPAIGNS_CODE,
  adminRedEnvelopeDecide,
  adminRedEnvelopes,
  adminRouletteCreate,
  adminRouletteDecide,
  adminRouletteDraws,
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
  giveDraws,
  startCreating,
  startGivingDraws,
  startRejectingCampaign,
  stopGivingDraws,
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

describe('giving a member draws on a roulette', () => {
  const [running] = siteRoulettes as [(typeof siteRoulettes)[number]]
  const draws = c.roulettes.draws
  const invalid = (field: string, reason: string) =>
    new ApiError({ kind: 'invalid', code: '400', status: 400, field, message: `${field}: ${reason}` })

  beforeEach(() => {
    Object.assign(campaigns, {
      kind: 'roulettes',
      givingDraws: null,
      drawsSending: false,
      drawsError: '',
      drawsFieldErrors: {},
    })
  })

  it('sends the roulette, the account and the draws; the notice says what the member has left', async () => {
    answers.set(adminRouletteDraws.path, { id: running.id, member_account: 'demo01', remaining_draws: 8 })
    startGivingDraws(running)
    expect(campaigns.givingDraws).toEqual(running)
    await giveDraws({ member_account: 'demo01', draws: 5 })
    expect(calls).toEqual([
      { path: adminRouletteDraws.path, body: { id: running.id, member_account: 'demo01', draws: 5 } },
    ])
    expect(campaigns.givingDraws).toBeNull()
    expect(campaigns.drawsSending).toBe(false)
    expect(campaigns.notice).toEqual({ tone: 'success', text: draws.given('demo01', 8, c.roulettes.name(running.id)) })
  })

  it('a pending roulette takes draws too', async () => {
    answers.set(adminRouletteDraws.path, { id: pendingRoulette.id, member_account: 'demo02', remaining_draws: 4 })
    startGivingDraws(pendingRoulette)
    await giveDraws({ member_account: 'demo02', draws: 1 })
    expect(calls[0]?.body).toEqual({ id: pendingRoulette.id, member_account: 'demo02', draws: 1 })
    expect(campaigns.notice).toEqual({
      tone: 'success',
      text: draws.given('demo02', 4, c.roulettes.name(pendingRoulette.id)),
    })
  })

  it.each([
    [ADMIN_CAMPAIGNS_CODE.memberNotFound, 'no such member on this site'],
    [ADMIN_CAMPAIGNS_CODE.memberNotInRoulette, "this member's currency is not the roulette's"],
  ])('refusal %s: the server’s words under the account, the dialog open', async (code, message) => {
    answers.set(adminRouletteDraws.path, refusal(code, message))
    startGivingDraws(running)
    await giveDraws({ member_account: 'nobody', draws: 2 })
    expect(campaigns.givingDraws).not.toBeNull()
    expect(campaigns.drawsFieldErrors).toEqual({ member_account: draws.refused(message) })
    expect(campaigns.drawsError).toBe('')
    expect(campaigns.notice).toBeNull()
    await settled()
    expect(pathsCalled()).toEqual([adminRouletteDraws.path])
  })

  it('149, ended or rejected: said in the dialog, the list read again behind it', async () => {
    const message = 'this roulette has ended or was rejected'
    answers.set(adminRouletteDraws.path, refusal(ADMIN_CAMPAIGNS_CODE.rouletteClosed, message))
    startGivingDraws(running)
    await giveDraws({ member_account: 'demo01', draws: 2 })
    expect(campaigns.givingDraws).not.toBeNull()
    expect(campaigns.drawsError).toBe(draws.refused(message))
    await settled()
    expect(pathsCalled()).toEqual([adminRouletteDraws.path, adminRoulettes.path])
  })

  it('143, gone: the dialog closes with an alert and the list is read again', async () => {
    answers.set(adminRouletteDraws.path, refusal(ADMIN_CAMPAIGNS_CODE.campaignNotFound, 'no such campaign'))
    startGivingDraws(running)
    await giveDraws({ member_account: 'demo01', draws: 2 })
    expect(campaigns.givingDraws).toBeNull()
    expect(campaigns.notice).toEqual({ tone: 'error', text: c.notFound })
    await settled()
    expect(pathsCalled()).toEqual([adminRouletteDraws.path, adminRoulettes.path])
  })

  it('a role that may not (403): the dialog closes with an alert', async () => {
    answers.set(
      adminRouletteDraws.path,
      new ApiError({ kind: 'http', code: '403', message: 'your role may not do this', status: 403 }),
    )
    startGivingDraws(running)
    await giveDraws({ member_account: 'demo01', draws: 2 })
    expect(campaigns.givingDraws).toBeNull()
    expect(campaigns.notice).toEqual({ tone: 'error', text: c.actionForbidden })
    await settled()
    expect(pathsCalled()).toEqual([adminRouletteDraws.path])
  })

  it.each([
    ['member_account', 'Too small: expected string to have >=1 characters'],
    ['draws', 'Too big: expected number to be <=1000'],
  ])('a 400 naming %s shows under that field', async (field, reason) => {
    answers.set(adminRouletteDraws.path, invalid(field, reason))
    startGivingDraws(running)
    await giveDraws({ member_account: 'demo01', draws: 2 })
    expect(campaigns.givingDraws).not.toBeNull()
    expect(campaigns.drawsFieldErrors).toEqual({ [field]: c.serverRefused(reason) })
    expect(campaigns.drawsError).toBe('')
  })

  it.each([
    [
      'a 400 naming no field of the form',
      invalid('id', 'Too small'),
      draws.failed(copy.failure.invalid('id: Too small')),
    ],
    ['a network failure', ApiError.network(), draws.failed(copy.failure.network)],
  ])('%s stays above the form, nothing typed lost', async (_, error, text) => {
    answers.set(adminRouletteDraws.path, error)
    startGivingDraws(running)
    await giveDraws({ member_account: 'demo01', draws: 2 })
    expect(campaigns.givingDraws).not.toBeNull()
    expect(campaigns.drawsError).toBe(text)
    expect(campaigns.drawsFieldErrors).toEqual({})
  })

  it('one send at a time, and none without the dialog', async () => {
    await giveDraws({ member_account: 'demo01', draws: 2 })
    startGivingDraws(running)
    campaigns.drawsSending = true
    await giveDraws({ member_account: 'demo01', draws: 2 })
    expect(calls).toEqual([])
    stopGivingDraws()
    expect(campaigns.givingDraws).not.toBeNull()
    campaigns.drawsSending = false
    stopGivingDraws()
    expect(campaigns.givingDraws).toBeNull()
  })
})
