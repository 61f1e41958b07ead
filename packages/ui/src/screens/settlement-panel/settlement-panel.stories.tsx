import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import {
  expectNoSideScroll,
  expectRetryAlert,
  loadStatusArgTypes,
  renderInPanelFrame,
} from '../../fixtures/panel-story.tsx'
import { SettlementPanel, type SettlementView } from './settlement-panel.tsx'

const list: SettlementView[] = [
  {
    period: '2026-11',
    net: 420_000,
    active_members: 6,
    rate_bp: 3000,
    commission: 126_000,
    settled: 0,
    settled_at: null,
    settleable: 0,
  },
  {
    period: '2026-10',
    net: 1_234_567,
    active_members: 8,
    rate_bp: 3000,
    commission: 370_370,
    settled: 0,
    settled_at: null,
    settleable: 1,
  },
  {
    period: '2026-09',
    net: -45_000,
    active_members: 3,
    rate_bp: 2000,
    commission: 0,
    settled: 0,
    settled_at: null,
    settleable: 1,
  },
  {
    period: '2026-08',
    net: 800_000,
    active_members: 4,
    rate_bp: 2050,
    commission: 164_000,
    settled: 1,
    settled_at: '2026-09-02T14:30:00.000Z',
    settleable: 0,
  },
  {
    period: '2026-07',
    net: 600_000,
    active_members: 5,
    rate_bp: 3000,
    commission: 180_000,
    settled: 1,
    settled_at: '2026-08-01T09:15:00.000Z',
    settleable: 0,
  },
]

const tiers = [
  { min_net: 0, min_active: 1, rate_bp: 2000 },
  { min_net: 500_000, min_active: 5, rate_bp: 3000 },
  { min_net: 5_000_000, min_active: 10, rate_bp: 4000 },
]

const meta = {
  title: 'AgentCentre/SettlementPanel',
  component: SettlementPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    list,
    tiers,
    currency: 'USD',
    onSettle: fn(),
    settling: null,
    justSettled: null,
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
  },
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(SettlementPanel, 'wide'),
} satisfies Meta<typeof SettlementPanel>

export default meta
type Story = StoryObj<typeof meta>

const texts = (root: HTMLElement, slot: string) =>
  [...root.querySelectorAll(`[data-slot="${slot}"]`)].map((node) => node.textContent)

/** A month in progress, two to settle (one paying nothing) and two settled; the rate table above. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('the rate table, from basis points', async () => {
      const rates = within(canvas.getByRole('table', { name: 'Commission rates' }))
      await expect(rates.getAllByRole('row')).toHaveLength(4)
      await expect(texts(canvasElement, 'settlement-panel-tier-rate')).toEqual(['20%', '30%', '40%'])
      await expect(rates.getByText('From $ 5,000.00')).toBeVisible()
    })
    await step('each month: its name, net, members, rate and commission', async () => {
      await expect(texts(canvasElement, 'settlement-panel-rate')).toEqual(['30%', '30%', '20%', '20.5%', '30%'])
      const october = within(canvas.getByRole('row', { name: /October 2026/ }))
      await expect(october.getByText('$ 12,345.67')).toBeVisible()
      await expect(october.getByText('8')).toBeVisible()
      await expect(october.getByText('$ 3,703.70')).toBeVisible()
      await expect(canvas.getByRole('row', { name: /September 2026/ })).toHaveTextContent('$ -450.00')
    })
    await step('the month in progress and the settled ones have no Settle button', async () => {
      const november = within(canvas.getByRole('row', { name: /November 2026/ }))
      await expect(november.getByText('In progress')).toBeVisible()
      await expect(november.queryByRole('button')).toBeNull()
      const august = within(canvas.getByRole('row', { name: /August 2026/ }))
      await expect(august.getByText('Settled on 2026-09-02 14:30')).toBeVisible()
      await expect(august.queryByRole('button')).toBeNull()
      await expect(canvas.getAllByRole('button', { name: /^Settle/ })).toHaveLength(2)
    })
    await step('a month with nothing to pay can still be settled', async () => {
      const september = within(canvas.getByRole('row', { name: /September 2026/ }))
      await expect(september.getByText('Nothing to pay this month')).toBeVisible()
      await expect(september.getByRole('button', { name: 'Settle September 2026' })).toBeEnabled()
    })
    await step('Settle sends the period', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Settle October 2026' }))
      await expect(args.onSettle).toHaveBeenCalledOnce()
      await expect(args.onSettle).toHaveBeenCalledWith('2026-10')
    })
  },
}

/** October is being settled: its button waits, and no other month can be settled meanwhile. */
export const Settling: Story = {
  args: { ...Default.args, settling: '2026-10' },
  play: async ({ args, canvas }) => {
    const october = canvas.getByRole('button', { name: 'Settling… October 2026' })
    await expect(october).toBeDisabled()
    await expect(october).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Settle September 2026' })).toBeDisabled()
    await expect(args.onSettle).not.toHaveBeenCalled()
  },
}

/** October was just paid: a note says how much went to the main wallet, and the row is settled. */
export const JustSettled: Story = {
  args: {
    ...Default.args,
    list: list.map((row) =>
      row.period === '2026-10' ? { ...row, settled: 1, settleable: 0, settled_at: '2026-11-21T10:00:00.000Z' } : row,
    ),
    justSettled: { period: '2026-10', commission: 370_370 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'October 2026 is settled: $ 3,703.70 has been paid into your main wallet.',
    )
    const october = within(canvas.getByRole('row', { name: /October 2026/ }))
    await expect(october.getByText('Settled on 2026-11-21 10:00')).toBeVisible()
    await expect(october.queryByRole('button')).toBeNull()
    await expect(canvas.getAllByRole('button', { name: /^Settle/ })).toHaveLength(1)
  },
}

/** The server's code 107, mapped to its key by the site. */
export const ServerError: Story = {
  args: { ...Default.args, serverError: 'agent_report.err_settled' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This month has already been settled.')
    await userEvent.click(canvas.getByRole('button', { name: 'Settle September 2026' }))
    await expect(args.onSettle).toHaveBeenCalledWith('2026-09')
  },
}

/** Code 106: the month has not ended. */
export const PeriodOpen: Story = {
  args: { ...Default.args, serverError: 'agent_report.err_period_open' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "This month hasn't ended yet. You can settle it once it's over.",
    )
  },
}

export const Empty: Story = {
  args: { ...Default.args, list: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No months yet')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('table', { name: 'Commission rates' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', list: [], tiers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByText('No months yet')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "Your settlements couldn't be loaded.", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list', { name: 'Commission by month' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(5)
    await expect(cards[0]).toHaveTextContent('In progress')
    await expect(within(cards[0]!).queryByRole('button')).toBeNull()
    await expect(cards[3]).toHaveTextContent('20.5%')
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Settle October 2026' }))
    await expect(args.onSettle).toHaveBeenCalledWith('2026-10')
    await expectNoSideScroll(canvasElement, 'settlement-panel')
  },
}
