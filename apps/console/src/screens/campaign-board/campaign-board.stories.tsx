import type { Meta, StoryObj } from '@storybook/react-vite'
import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import {
  approvalEnvelopes,
  approvalRoulettes,
  CAMPAIGN_NOW,
  CAMPAIGN_SELF,
  emptyRouletteResults,
  envelopeResults,
  manyEnvelopes,
  ownPendingEnvelope,
  ownPendingRoulette,
  pendingEnvelope,
  pendingRoulette,
  rejectedEnvelope,
  rejectedRoulette,
  rouletteResults,
  siteEnvelopes,
  siteRoulettes,
} from '../../fixtures/campaigns.ts'
import { PortalFrame, storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { CampaignBoard } from './campaign-board.tsx'

const c = copy.campaigns
const [scheduled, running, ended] = siteEnvelopes as [
  (typeof siteEnvelopes)[number],
  (typeof siteEnvelopes)[number],
  (typeof siteEnvelopes)[number],
]

const meta = {
  title: 'Console/CampaignBoard',
  component: CampaignBoard,
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    kind: 'envelopes',
    onKind: fn(),
    status: 'ready',
    errorMessage: '',
    envelopes: siteEnvelopes,
    roulettes: siteRoulettes,
    total: siteEnvelopes.length,
    page: 1,
    pageSize: 20,
    onPage: fn(),
    onRetry: fn(),
    canManage: true,
    self: CAMPAIGN_SELF,
    deciding: null,
    onApprove: fn(),
    onReject: fn(),
    rejecting: null,
    rejectError: '',
    onRejectConfirm: fn(),
    onRejectCancel: fn(),
    notice: null,
    onCreate: fn(),
    creating: false,
    saving: false,
    saveError: '',
    fieldErrors: {},
    onSaveEnvelope: fn(),
    onSaveRoulette: fn(),
    onCreateCancel: fn(),
    onStop: fn(),
    stopping: null,
    stopBusy: false,
    stopError: '',
    onStopConfirm: fn(),
    onStopCancel: fn(),
    onResults: fn(),
    resultsOf: null,
    resultsStatus: 'ready',
    results: null,
    resultsError: '',
    onResultsClose: fn(),
    onGiveDraws: fn(),
    givingDraws: null,
    drawsSending: false,
    drawsError: '',
    drawsFieldErrors: {},
    onDrawsSend: fn(),
    onDrawsCancel: fn(),
    formatTime: storyTime,
    clock: () => CAMPAIGN_NOW,
  },
  render: (args) => <PortalFrame>{(container) => <CampaignBoard {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof CampaignBoard>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rowOf = (canvas: Canvas, name: string) => within(canvas.getByRole('rowheader', { name }).closest('tr')!)
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

export const Envelopes: Story = {
  play: async ({ args, canvas }) => {
    const table = within(canvas.getByRole('table', { name: c.envelopes.caption }))
    await expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      Object.values(c.envelopes.columns),
    )
    const live = rowOf(canvas, c.envelopes.name(running.id))
    await expect(live.getByText('18 / 50')).toBeVisible()
    await expect(live.getByText(c.states.running)).toBeVisible()
    await expect(rowOf(canvas, c.envelopes.name(scheduled.id)).getByText(c.states.scheduled)).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: /^Stop / })).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: c.stopName(c.envelopes.name(ended.id)) })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: c.stopName(c.envelopes.name(running.id)) }))
    await expect(args.onStop).toHaveBeenCalledWith(running)
    await userEvent.click(canvas.getByRole('button', { name: c.resultsName(c.envelopes.name(ended.id)) }))
    await expect(args.onResults).toHaveBeenCalledWith(ended)
    await userEvent.click(canvas.getByRole('button', { name: c.envelopes.create }))
    await expect(args.onCreate).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: c.tabs.roulettes }))
    await expect(args.onKind).toHaveBeenCalledWith('roulettes')
  },
}

export const Roulettes: Story = {
  args: { kind: 'roulettes', total: siteRoulettes.length },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, c.roulettes.name(7))
    await expect(row.getByText(c.roulettes.prizeLine('Jackpot', 1))).toBeVisible()
    await expect(row.getByText('240')).toBeVisible()
    await expect(canvas.getByRole('button', { name: c.tabs.roulettes })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: c.envelopes.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Stop / })).toBeNull()
    await expect(canvas.getAllByRole('button', { name: /^Results of / })).toHaveLength(3)
  },
}

export const Loading: Story = {
  args: { status: 'loading', envelopes: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(c.envelopes.loading)
  },
}

export const Empty: Story = {
  args: { envelopes: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.envelopes.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(c.envelopes.emptyBody)).toBeVisible()
  },
}

export const EmptyRoulettesReadOnly: Story = {
  args: { kind: 'roulettes', roulettes: [], total: 0, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.roulettes.emptyBodyReadOnly)).toBeVisible()
  },
}

export const Long: Story = {
  args: { envelopes: manyEnvelopes, total: 134 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.envelopes.count(134))).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { status: 'error', envelopes: [], total: 0, errorMessage: copy.failure.busy },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.envelopes.errorTitle)).toBeVisible()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', envelopes: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByText(new RegExp(c.forbiddenWhat))).toBeVisible()
  },
}

export const Created: Story = {
  args: { notice: { tone: 'success', text: c.envelopes.created(13) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.envelopes.created(13))).toBeVisible()
  },
}

export const CreateEnvelope: Story = {
  args: { creating: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: c.envelopes.dialogTitle }))
    const f = c.envelopes.fields
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(dialog.getByText(c.currencyChoose)).toBeVisible()
    await expect(dialog.getByText(c.untilRequired)).toBeVisible()
    await userEvent.selectOptions(dialog.getByLabelText(f.currency), 'USD')
    const pool = dialog.getByLabelText(f.pool)
    await expect(pool).toHaveAccessibleDescription(c.moneyHint('USD', 2))
    await userEvent.type(pool, '0.05')
    await userEvent.type(dialog.getByLabelText(f.shares), '10')
    pick(dialog.getByLabelText(f.from), '2026-11-21T12:00')
    pick(dialog.getByLabelText(f.until), '2026-11-21T11:00')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    // Five cents cannot make ten shares of at least a cent: said in money, not in minor units.
    await expect(dialog.getByText(c.envelopes.poolTooSmall('$ 0.10', 10))).toBeVisible()
    await expect(dialog.getByText(c.untilBeforeFrom)).toBeVisible()
    await expect(pool).toHaveFocus()
    await expect(args.onSaveEnvelope).not.toHaveBeenCalled()
    await userEvent.clear(pool)
    await userEvent.type(pool, '100.00')
    pick(dialog.getByLabelText(f.until), '2026-11-21T14:00')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(args.onSaveEnvelope).toHaveBeenCalledWith({
      currency: 'USD',
      pool: 10000,
      shares: 10,
      start_at: new Date('2026-11-21T12:00').toISOString(),
      end_at: new Date('2026-11-21T14:00').toISOString(),
    })
  },
}

export const CreateEnvelopeNoCurrency: Story = {
  args: { creating: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: c.envelopes.dialogTitle }))
    const f = c.envelopes.fields
    const pool = dialog.getByLabelText(f.pool)
    await expect(pool).toBeDisabled()
    await expect(pool).toHaveAccessibleDescription(c.currencyFirst)
    await userEvent.type(dialog.getByLabelText(f.shares), '5')
    pick(dialog.getByLabelText(f.until), '2026-11-21T14:00')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(dialog.getByText(c.currencyChoose)).toBeVisible()
    await expect(dialog.getByLabelText(f.currency)).toHaveFocus()
    await expect(args.onSaveEnvelope).not.toHaveBeenCalled()
    await userEvent.selectOptions(dialog.getByLabelText(f.currency), 'USD')
    await expect(pool).toBeEnabled()
    await expect(pool).toHaveAccessibleDescription(c.moneyHint('USD', 2))
  },
}

/** The new red envelope dialog with `currency` chosen, `shares` and an end filled in: the pool is left to type. */
async function envelopeIn(currency: string, shares: string) {
  const dialog = within(await screen.findByRole('dialog', { name: c.envelopes.dialogTitle }))
  const f = c.envelopes.fields
  await userEvent.selectOptions(dialog.getByLabelText(f.currency), currency)
  pick(dialog.getByLabelText(f.shares), shares)
  pick(dialog.getByLabelText(f.until), '2026-11-21T14:00')
  return { dialog, pool: dialog.getByLabelText(f.pool) }
}

export const CreateEnvelopeTooManyDecimals: Story = {
  args: { creating: true },
  play: async ({ args }) => {
    const { dialog, pool } = await envelopeIn('USD', '5')
    // Never rounded: 12.345 is refused, not sent as 12.34 or 12.35; a sign or an exponent is not money.
    for (const [typed, message] of [
      ['12.345', c.moneyDigits('USD', 2)],
      ['-5', c.moneyFormat],
      ['1e3', c.moneyFormat],
      ['0', c.envelopes.poolZero],
    ] as const) {
      pick(pool, typed)
      await userEvent.click(dialog.getByRole('button', { name: c.create }))
      await expect(pool).toHaveAccessibleDescription(`${message} ${c.moneyHint('USD', 2)}`)
    }
    await expect(args.onSaveEnvelope).not.toHaveBeenCalled()
    pick(pool, '0.05')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(args.onSaveEnvelope).toHaveBeenCalledWith(
      expect.objectContaining({ currency: 'USD', pool: 5, shares: 5 }),
    )
  },
}

export const CreateEnvelopeWholeCurrency: Story = {
  args: { creating: true },
  play: async ({ args }) => {
    const { dialog, pool } = await envelopeIn('VND', '20')
    await expect(pool).toHaveAccessibleDescription(c.moneyHint('VND', 0))
    await userEvent.type(pool, '1.5')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(dialog.getByText(c.moneyDigits('VND', 0))).toBeVisible()
    await userEvent.clear(pool)
    await userEvent.type(pool, '10')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(dialog.getByText(c.envelopes.poolTooSmall('₫ 20', 20))).toBeVisible()
    await expect(args.onSaveEnvelope).not.toHaveBeenCalled()
    await userEvent.clear(pool)
    await userEvent.type(pool, '500000')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(args.onSaveEnvelope).toHaveBeenCalledWith({
      currency: 'VND',
      pool: 500000,
      shares: 20,
      end_at: new Date('2026-11-21T14:00').toISOString(),
    })
  },
}

export const CreateEnvelopeRefused: Story = {
  args: { creating: true, fieldErrors: { currency: c.currencyNotOffered }, saveError: c.saveFailed('Try again.') },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.envelopes.dialogTitle }))
    await expect(dialog.getByText(c.currencyNotOffered)).toBeVisible()
    await expect(dialog.getByText(c.saveFailed('Try again.'))).toBeVisible()
  },
}

export const CreateRoulette: Story = {
  args: { kind: 'roulettes', creating: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: c.roulettes.dialogTitle }))
    const f = c.roulettes.fields
    // Values set at once (as a paste does): typing every field would take most of the story's time.
    pick(dialog.getByLabelText(f.currency), 'USD')
    pick(dialog.getByLabelText(f.prizeWeight(1)), '0')
    pick(dialog.getByLabelText(f.prizeWeight(2)), '0')
    pick(dialog.getByLabelText(f.until), '2026-11-21T14:00')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(dialog.getAllByText(c.roulettes.prizeNameRequired)).toHaveLength(2)
    await expect(dialog.getByText(c.roulettes.noWeight)).toBeVisible()
    await expect(args.onSaveRoulette).not.toHaveBeenCalled()
    await userEvent.click(dialog.getByRole('button', { name: c.roulettes.addPrize }))
    pick(dialog.getByLabelText(f.prizeName(1)), 'Big')
    pick(dialog.getByLabelText(f.prizeCash(1)), '5.001')
    pick(dialog.getByLabelText(f.prizeWeight(1)), '1')
    pick(dialog.getByLabelText(f.prizeName(2)), 'None')
    pick(dialog.getByLabelText(f.prizeName(3)), 'Small')
    pick(dialog.getByLabelText(f.prizeCash(3)), '')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(dialog.getByLabelText(f.prizeCash(1))).toHaveAccessibleDescription(
      `${c.moneyDigits('USD', 2)} ${c.moneyHint('USD', 2)}`,
    )
    await expect(dialog.getByLabelText(f.prizeCash(3))).toHaveAccessibleDescription(
      `${c.moneyRequired} ${c.moneyHint('USD', 2)}`,
    )
    await expect(args.onSaveRoulette).not.toHaveBeenCalled()
    pick(dialog.getByLabelText(f.prizeCash(1)), '5.00')
    pick(dialog.getByLabelText(f.prizeCash(3)), '0.5')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    // The budget was left empty: it is asked for, in money, before anything is sent.
    const budget = dialog.getByLabelText(f.budget)
    await expect(budget).toHaveAccessibleDescription(
      `${c.moneyRequired} ${c.roulettes.budgetHint} ${c.moneyHint('USD', 2)}`,
    )
    await expect(budget).toHaveFocus()
    await expect(args.onSaveRoulette).not.toHaveBeenCalled()
    pick(budget, '1,000.50')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(args.onSaveRoulette).toHaveBeenCalledWith({
      currency: 'USD',
      prizes: [
        { name: 'Big', cash: 500, weight: 1 },
        { name: 'None', cash: 0, weight: 0 },
        { name: 'Small', cash: 50, weight: 1 },
      ],
      draws_per_member: 1,
      budget: 100_050,
      end_at: new Date('2026-11-21T14:00').toISOString(),
    })
  },
}

export const CreateRouletteWholeCurrency: Story = {
  args: { kind: 'roulettes', creating: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: c.roulettes.dialogTitle }))
    const f = c.roulettes.fields
    const cash = dialog.getByLabelText(f.prizeCash(1))
    await expect(cash).toBeDisabled()
    await expect(cash).toHaveAccessibleDescription(c.currencyFirst)
    await userEvent.selectOptions(dialog.getByLabelText(f.currency), 'JPY')
    await expect(cash).toHaveAccessibleDescription(c.moneyHint('JPY', 0))
    pick(dialog.getByLabelText(f.prizeName(1)), 'Jackpot')
    pick(cash, '1000')
    pick(dialog.getByLabelText(f.prizeName(2)), 'Nothing')
    pick(dialog.getByLabelText(f.budget), '50000')
    pick(dialog.getByLabelText(f.until), '2026-11-21T14:00')
    await userEvent.click(dialog.getByRole('button', { name: c.create }))
    await expect(args.onSaveRoulette).toHaveBeenCalledWith({
      currency: 'JPY',
      prizes: [
        { name: 'Jackpot', cash: 1000, weight: 1 },
        { name: 'Nothing', cash: 0, weight: 1 },
      ],
      draws_per_member: 1,
      budget: 50_000,
      end_at: new Date('2026-11-21T14:00').toISOString(),
    })
  },
}

export const CreateRouletteOverlaps: Story = {
  args: { kind: 'roulettes', creating: true, fieldErrors: { end_at: c.roulettes.overlaps } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.roulettes.dialogTitle }))
    await expect(dialog.getByText(c.roulettes.overlaps)).toBeVisible()
  },
}

export const StopConfirm: Story = {
  args: { stopping: running },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: c.stopTitle }))
    await userEvent.click(dialog.getByRole('button', { name: c.stopConfirm }))
    await expect(args.onStopConfirm).toHaveBeenCalledOnce()
  },
}

export const StopFailed: Story = {
  args: { stopping: running, stopError: c.stopFailed(copy.failure.busy) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.stopTitle }))
    await expect(dialog.getByText(c.stopFailed(copy.failure.busy))).toBeVisible()
  },
}

export const EnvelopeResultsOpen: Story = {
  args: { resultsOf: running, results: envelopeResults },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.resultsTitle(c.envelopes.name(running.id)) }))
    await expect(dialog.getByText(c.envelopeTotals(18, 50))).toBeVisible()
    await expect(dialog.getByRole('table', { name: c.claimsCaption })).toBeVisible()
    await expect(dialog.getByText('demo02')).toBeVisible()
    await expect(dialog.getByText(c.moreResults(2, 18))).toBeVisible()
  },
}

export const RouletteResultsOpen: Story = {
  args: { kind: 'roulettes', resultsOf: siteRoulettes[0]!, results: rouletteResults },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.resultsTitle(c.roulettes.name(7)) }))
    await expect(dialog.getByText(c.rouletteTotals(240, 80))).toBeVisible()
    const prizes = within(dialog.getByRole('table', { name: c.prizesCaption }))
    await expect(prizes.getByText('226')).toBeVisible()
  },
}

export const RouletteResultsEmpty: Story = {
  args: { kind: 'roulettes', resultsOf: siteRoulettes[0]!, results: emptyRouletteResults },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.resultsTitle(c.roulettes.name(7)) }))
    await expect(dialog.getByText(c.resultsEmpty)).toBeVisible()
  },
}

export const ResultsLoading: Story = {
  args: { resultsOf: running, resultsStatus: 'loading' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.resultsTitle(c.envelopes.name(running.id)) }))
    await expect(dialog.getByRole('status')).toHaveTextContent(c.resultsLoading)
  },
}

export const ResultsFailed: Story = {
  args: { resultsOf: running, resultsStatus: 'error', resultsError: copy.failure.busy },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.resultsTitle(c.envelopes.name(running.id)) }))
    await expect(dialog.getByText(c.resultsFailed(copy.failure.busy))).toBeVisible()
  },
}

const envelopeName = (row: { id: number }) => c.envelopes.name(row.id)
const rouletteName = (row: { id: number }) => c.roulettes.name(row.id)
const findRejectDialog = (name: string) => screen.findByRole('dialog', { name: c.rejectTitle(name) })

export const PendingEnvelope: Story = {
  args: { envelopes: approvalEnvelopes, total: approvalEnvelopes.length },
  play: async ({ args, canvas, step }) => {
    const name = envelopeName(pendingEnvelope)
    await step('the approval column: pending, who created it', async () => {
      const table = within(canvas.getByRole('table', { name: c.envelopes.caption }))
      await expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        Object.values(c.envelopes.columns),
      )
      const row = rowOf(canvas, name)
      await expect(row.getByText(c.approvals.pending)).toBeVisible()
      await expect(row.getByText(c.createdBy('finance02'))).toBeVisible()
      await expect(row.getByText('$ 5,000.00')).toBeVisible()
    })
    await step('Approve and Reject name the campaign and report it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: c.approveName(name) }))
      await expect(args.onApprove).toHaveBeenCalledWith(pendingEnvelope)
      await userEvent.click(canvas.getByRole('button', { name: c.rejectName(name) }))
      await expect(args.onReject).toHaveBeenCalledWith(pendingEnvelope)
    })
    await step('approved by a second operator: no badge, who approved', async () => {
      const row = rowOf(canvas, envelopeName({ id: 12 }))
      await expect(row.queryByText(c.approvals.pending)).toBeNull()
      await expect(row.getByText(c.approvedBy('owner01'))).toBeVisible()
      await expect(row.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull()
    })
  },
}

export const PendingRoulette: Story = {
  args: { kind: 'roulettes', roulettes: approvalRoulettes, total: approvalRoulettes.length },
  play: async ({ args, canvas }) => {
    const name = rouletteName(pendingRoulette)
    const row = rowOf(canvas, name)
    await expect(row.getByText(c.approvals.pending)).toBeVisible()
    await expect(row.getByText(c.createdBy('finance02'))).toBeVisible()
    // The budget under what was paid; an older roulette has none.
    await expect(row.getByText('$ 20,000.00')).toBeVisible()
    await expect(rowOf(canvas, rouletteName({ id: 7 })).getByText('$ 5,000.00')).toBeVisible()
    await expect(rowOf(canvas, rouletteName({ id: 6 })).queryByText(c.roulettes.budgetOf)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: c.approveName(name) }))
    await expect(args.onApprove).toHaveBeenCalledWith(pendingRoulette)
    await userEvent.click(canvas.getByRole('button', { name: c.rejectName(name) }))
    await expect(args.onReject).toHaveBeenCalledWith(pendingRoulette)
  },
}

export const Rejected: Story = {
  args: {
    kind: 'roulettes',
    envelopes: [rejectedEnvelope],
    roulettes: [rejectedRoulette],
    total: 1,
  },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, rouletteName(rejectedRoulette))
    await expect(row.getByText(c.approvals.rejected)).toBeVisible()
    await expect(row.getByText(c.neverRuns)).toBeVisible()
    await expect(row.getByText(c.createdBy('finance02'))).toBeVisible()
    await expect(row.getByText(c.rejectedBy('owner01'))).toBeVisible()
    await expect(row.getByText(c.decisionReason(rejectedRoulette.decision_reason))).toBeVisible()
    // It never runs: nothing to decide or stop; its results stay readable.
    await expect(row.queryByRole('button', { name: /^(Approve|Reject|Stop|Give draws) / })).toBeNull()
    await expect(row.getByRole('button', { name: c.resultsName(rouletteName(rejectedRoulette)) })).toBeVisible()
  },
}

export const OwnPendingCampaign: Story = {
  args: { envelopes: [ownPendingEnvelope, pendingEnvelope], total: 2 },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, envelopeName(ownPendingEnvelope))
    await expect(row.getByText(c.approvals.pending)).toBeVisible()
    await expect(row.getByText(c.createdBy(CAMPAIGN_SELF))).toBeVisible()
    await expect(row.getByText(c.yours)).toBeVisible()
    await expect(row.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull()
    // The creator may still stop it before anyone decides.
    await expect(row.getByRole('button', { name: c.stopName(envelopeName(ownPendingEnvelope)) })).toBeVisible()
    await expect(
      rowOf(canvas, envelopeName(pendingEnvelope)).getByRole('button', {
        name: c.approveName(envelopeName(pendingEnvelope)),
      }),
    ).toBeVisible()
  },
}

export const OwnPendingRoulette: Story = {
  args: { kind: 'roulettes', roulettes: [ownPendingRoulette], total: 1 },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, rouletteName(ownPendingRoulette))
    await expect(row.getByText(c.yours)).toBeVisible()
    await expect(row.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull()
  },
}

export const AuditorView: Story = {
  args: { canManage: false, self: 'auditor01', envelopes: approvalEnvelopes, total: approvalEnvelopes.length },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, envelopeName(pendingEnvelope)).getByText(c.approvals.pending)).toBeVisible()
    await expect(rowOf(canvas, envelopeName(rejectedEnvelope)).getByText(c.approvals.rejected)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^(Approve|Reject|Stop) / })).toBeNull()
    await expect(canvas.queryByRole('button', { name: c.envelopes.create })).toBeNull()
    await expect(canvas.queryByText(c.yours)).toBeNull()
    await expect(canvas.getAllByRole('button', { name: /^Results of / })).toHaveLength(approvalEnvelopes.length)
  },
}

export const Deciding: Story = {
  args: { envelopes: approvalEnvelopes, total: approvalEnvelopes.length, deciding: pendingEnvelope.id },
  play: async ({ args, canvas }) => {
    const name = envelopeName(pendingEnvelope)
    const row = rowOf(canvas, name)
    await expect(row.getByRole('status')).toHaveTextContent(c.deciding)
    const approve = row.getByRole('button', { name: c.approveName(name) })
    await expect(approve).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(approve)
    await expect(args.onApprove).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: c.envelopes.create })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const RejectDialog: Story = {
  args: { envelopes: approvalEnvelopes, total: approvalEnvelopes.length, rejecting: pendingEnvelope },
  play: async ({ args, step }) => {
    const dialog = within(await findRejectDialog(envelopeName(pendingEnvelope)))
    const reason = dialog.getByRole('textbox', { name: c.reason })
    await step('a reason is required', async () => {
      await expect(dialog.getByText(c.rejectDescription)).toBeVisible()
      await userEvent.click(dialog.getByRole('button', { name: c.confirmReject }))
      await expect(args.onRejectConfirm).not.toHaveBeenCalled()
      await expect(dialog.getByText(c.reasonRequired)).toBeVisible()
      await expect(reason).toHaveFocus()
    })
    await step('with one, it is sent trimmed', async () => {
      await userEvent.type(reason, '  Too large for this week ')
      await expect(dialog.getByText(c.reasonHint(23, OPERATOR_REASON_MAX))).toBeVisible()
      await userEvent.click(dialog.getByRole('button', { name: c.confirmReject }))
      await expect(args.onRejectConfirm).toHaveBeenCalledWith('Too large for this week')
    })
    await step('Cancel asks the caller', async () => {
      await userEvent.click(dialog.getByRole('button', { name: c.cancel }))
      await expect(args.onRejectCancel).toHaveBeenCalledOnce()
    })
  },
}

export const RejectFailed: Story = {
  args: { rejecting: pendingEnvelope, rejectError: copy.failure.timeout },
  play: async () => {
    const dialog = within(await findRejectDialog(envelopeName(pendingEnvelope)))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

export const DecisionRefused: Story = {
  args: {
    envelopes: approvalEnvelopes,
    total: approvalEnvelopes.length,
    notice: {
      tone: 'error',
      text: c.decisionRefused(envelopeName(pendingEnvelope), 'this campaign is not waiting for approval'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('this campaign is not waiting for approval')
  },
}

export const Approved: Story = {
  args: { notice: { tone: 'success', text: c.approved(envelopeName(pendingEnvelope)) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(c.approved(envelopeName(pendingEnvelope)))
  },
}

export const CreatedPending: Story = {
  args: {
    envelopes: approvalEnvelopes,
    total: approvalEnvelopes.length,
    notice: { tone: 'success', text: c.envelopes.createdPending(pendingEnvelope.id) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(c.envelopes.createdPending(pendingEnvelope.id))
  },
}

export const CreateRouletteBudget: Story = {
  args: { kind: 'roulettes', creating: true },
  play: async ({ args, step }) => {
    const dialog = within(await screen.findByRole('dialog', { name: c.roulettes.dialogTitle }))
    const f = c.roulettes.fields
    const budget = dialog.getByLabelText(f.budget)
    await step('off until a currency is chosen; then the threshold is said', async () => {
      await expect(budget).toBeDisabled()
      await expect(dialog.queryByText(/second operator/)).toBeNull()
      pick(dialog.getByLabelText(f.currency), 'USD')
      await expect(budget).toBeEnabled()
      await expect(dialog.getByText(c.approvalNote('$ 1,000.00'))).toBeVisible()
    })
    await step('the budget must cover the largest prize, said in money', async () => {
      pick(dialog.getByLabelText(f.prizeName(1)), 'Jackpot')
      pick(dialog.getByLabelText(f.prizeCash(1)), '250')
      pick(dialog.getByLabelText(f.prizeName(2)), 'Nothing')
      pick(dialog.getByLabelText(f.until), '2026-11-21T14:00')
      pick(budget, '100')
      await userEvent.click(dialog.getByRole('button', { name: c.create }))
      await expect(dialog.getByText(c.roulettes.budgetBelowPrize('$ 250.00'))).toBeVisible()
      await expect(budget).toHaveFocus()
      await expect(args.onSaveRoulette).not.toHaveBeenCalled()
    })
    await step('typed in dollars, sent in cents', async () => {
      pick(budget, '2500.75')
      await userEvent.click(dialog.getByRole('button', { name: c.create }))
      await expect(args.onSaveRoulette).toHaveBeenCalledWith(
        expect.objectContaining({ currency: 'USD', budget: 250_075 }),
      )
    })
  },
}

export const CreateRouletteBudgetRefused: Story = {
  args: {
    kind: 'roulettes',
    creating: true,
    fieldErrors: { budget: c.serverRefused('at least the largest cash prize') },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: c.roulettes.dialogTitle }))
    const f = c.roulettes.fields
    pick(dialog.getByLabelText(f.currency), 'USD')
    await expect(dialog.getByLabelText(f.budget)).toHaveAccessibleDescription(
      `${c.serverRefused('at least the largest cash prize')} ${c.roulettes.budgetHint} ${c.moneyHint('USD', 2)}`,
    )
  },
}

// Give draws

const draws = c.roulettes.draws
const [runningRoulette] = siteRoulettes as [(typeof siteRoulettes)[number]]
const findDrawsDialog = (row: { id: number }) => screen.findByRole('dialog', { name: draws.title(rouletteName(row)) })
const giveDrawsName = (row: { id: number }) => c.roulettes.giveDrawsName(rouletteName(row))

export const GiveDrawsOffered: Story = {
  args: { kind: 'roulettes', roulettes: approvalRoulettes, total: approvalRoulettes.length },
  play: async ({ args, canvas, step }) => {
    await step('on a running or pending roulette (one’s own too), not on an ended or rejected one', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Give draws on / })).toHaveLength(3)
      for (const row of [pendingRoulette, ownPendingRoulette, runningRoulette])
        await expect(canvas.getByRole('button', { name: giveDrawsName(row) })).toBeVisible()
      await expect(canvas.queryByRole('button', { name: giveDrawsName(rejectedRoulette) })).toBeNull()
      await expect(canvas.queryByRole('button', { name: giveDrawsName({ id: 6 }) })).toBeNull()
    })
    await step('it asks the caller for that roulette', async () => {
      await userEvent.click(canvas.getByRole('button', { name: giveDrawsName(pendingRoulette) }))
      await expect(args.onGiveDraws).toHaveBeenCalledWith(pendingRoulette)
    })
  },
}

export const GiveDrawsReadOnly: Story = {
  args: { kind: 'roulettes', canManage: false, roulettes: approvalRoulettes, total: approvalRoulettes.length },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Give draws / })).toBeNull()
  },
}

export const GiveDrawsWaits: Story = {
  args: { kind: 'roulettes', stopBusy: true },
  play: async ({ args, canvas }) => {
    const give = canvas.getByRole('button', { name: giveDrawsName(runningRoulette) })
    await expect(give).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(give)
    await expect(args.onGiveDraws).not.toHaveBeenCalled()
  },
}

export const GiveDrawsDialog: Story = {
  args: { kind: 'roulettes', givingDraws: runningRoulette },
  play: async ({ args, step }) => {
    const dialog = within(await findDrawsDialog(runningRoulette))
    const account = dialog.getByRole('textbox', { name: draws.member })
    const count = dialog.getByRole('textbox', { name: draws.count })
    const send = dialog.getByRole('button', { name: draws.send })
    await step('empty account, one draw; what it adds to and whom it is for are said', async () => {
      await expect(dialog.getByText(draws.description(3, false))).toBeVisible()
      await expect(account).toHaveValue('')
      await expect(account).toHaveAccessibleDescription(draws.memberHint('USD'))
      await expect(count).toHaveValue('1')
      await expect(count).toHaveAccessibleDescription(draws.countHint)
    })
    await step('no account: said under it and focused; nothing is sent', async () => {
      await userEvent.click(send)
      await expect(dialog.getByRole('alert')).toHaveTextContent(draws.memberRequired)
      await expect(account).toHaveFocus()
      await expect(args.onDrawsSend).not.toHaveBeenCalled()
    })
    for (const typed of ['0', '1001', '2.5', 'ten'])
      await step(`${typed} draws is refused under the field`, async () => {
        pick(account, ' demo01 ')
        pick(count, typed)
        await userEvent.click(send)
        await expect(dialog.getByRole('alert')).toHaveTextContent(c.roulettes.drawsInvalid)
        await expect(count).toHaveFocus()
        await expect(args.onDrawsSend).not.toHaveBeenCalled()
      })
    await step('a good draft: the account trimmed, the draws a number', async () => {
      pick(count, '1000')
      await expect(dialog.queryByRole('alert')).toBeNull()
      await userEvent.click(send)
      await expect(args.onDrawsSend).toHaveBeenCalledWith({ member_account: 'demo01', draws: 1000 })
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.content.cancel }))
      await expect(args.onDrawsCancel).toHaveBeenCalledOnce()
    })
  },
}

export const GiveDrawsPending: Story = {
  args: { kind: 'roulettes', roulettes: approvalRoulettes, givingDraws: pendingRoulette },
  play: async () => {
    const dialog = within(await findDrawsDialog(pendingRoulette))
    await expect(dialog.getByText(draws.description(3, true))).toBeVisible()
  },
}

export const GiveDrawsSending: Story = {
  args: { kind: 'roulettes', givingDraws: runningRoulette, drawsSending: true },
  play: async ({ args }) => {
    const dialog = within(await findDrawsDialog(runningRoulette))
    const send = dialog.getByRole('button', { name: draws.sending })
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(send)
    await expect(args.onDrawsSend).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.content.cancel })).toBeDisabled()
    await expect(dialog.getByRole('textbox', { name: draws.member })).toHaveAttribute('readonly')
    await userEvent.keyboard('{Escape}')
    await expect(args.onDrawsCancel).not.toHaveBeenCalled()
  },
}

/** A 400 naming `draws`: under that field, focused, until it is changed. */
export const GiveDrawsFieldError: Story = {
  args: {
    kind: 'roulettes',
    givingDraws: runningRoulette,
    drawsFieldErrors: { draws: c.serverRefused('Too big: expected number to be <=1000') },
  },
  play: async () => {
    const dialog = within(await findDrawsDialog(runningRoulette))
    const count = dialog.getByRole('textbox', { name: draws.count })
    const reason = c.serverRefused('Too big: expected number to be <=1000')
    await expect(dialog.getByRole('alert')).toHaveTextContent(reason)
    await expect(count).toHaveAttribute('aria-invalid', 'true')
    await expect(count).toHaveFocus()
    pick(count, '5')
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

/** The server's refusals about the member (140 none on the site, 148 another currency): under the account. */
const memberRefused = (why: string): Story => ({
  args: {
    kind: 'roulettes',
    givingDraws: runningRoulette,
    drawsFieldErrors: { member_account: draws.refused(why) },
  },
  play: async () => {
    const dialog = within(await findDrawsDialog(runningRoulette))
    const account = dialog.getByRole('textbox', { name: draws.member })
    await expect(dialog.getByRole('alert')).toHaveTextContent(draws.refused(why))
    await expect(account).toHaveAccessibleDescription(`${draws.refused(why)} ${draws.memberHint('USD')}`)
    await expect(account).toHaveFocus()
  },
})
export const GiveDrawsNoSuchMember = memberRefused('no such member on this site')
export const GiveDrawsOtherCurrency = memberRefused('this member’s currency is not the roulette’s')

/** 149: the roulette ended (or was rejected) meanwhile; said above the form. */
export const GiveDrawsRouletteClosed: Story = {
  args: {
    kind: 'roulettes',
    givingDraws: runningRoulette,
    drawsError: draws.refused('this roulette has ended or was rejected'),
  },
  play: async () => {
    const dialog = within(await findDrawsDialog(runningRoulette))
    await expect(dialog.getByRole('alert')).toHaveTextContent(draws.refused('this roulette has ended or was rejected'))
  },
}

export const GiveDrawsFailed: Story = {
  args: { kind: 'roulettes', givingDraws: runningRoulette, drawsError: draws.failed(copy.failure.network) },
  play: async ({ args }) => {
    const dialog = within(await findDrawsDialog(runningRoulette))
    await expect(dialog.getByRole('alert')).toHaveTextContent(draws.failed(copy.failure.network))
    pick(dialog.getByRole('textbox', { name: draws.member }), 'demo01')
    await userEvent.click(dialog.getByRole('button', { name: draws.send }))
    await expect(args.onDrawsSend).toHaveBeenCalledWith({ member_account: 'demo01', draws: 1 })
  },
}

export const DrawsGiven: Story = {
  args: {
    kind: 'roulettes',
    notice: { tone: 'success', text: draws.given('demo01', 8, rouletteName(runningRoulette)) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(draws.given('demo01', 8, rouletteName(runningRoulette)))
  },
}

export const DrawsRouletteGone: Story = {
  args: { kind: 'roulettes', notice: { tone: 'error', text: c.notFound } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(c.notFound)
  },
}
