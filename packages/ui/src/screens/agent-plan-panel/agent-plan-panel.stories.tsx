import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AgentPlanPanel, type CommissionTierView } from './agent-plan-panel.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

/** The house's three rows, the middle one at a rate with a fraction of a percent. */
const tiers: CommissionTierView[] = [
  { min_net: 0, min_active: 1, rate_bp: 2000 },
  { min_net: 500_000, min_active: 5, rate_bp: 3050 },
  { min_net: 5_000_000, min_active: 10, rate_bp: 4000 },
]

const meta = {
  title: 'AgentCentre/AgentPlanPanel',
  component: AgentPlanPanel,
  args: { tiers, currency: 'USD', agentActive: false, onApply: fn() },
  argTypes: {
    tiers: { control: false },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-4xl rounded-2xl border'}>
      <AgentPlanPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof AgentPlanPanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

/** A member: the programme, the rate table in money and percent, and Apply. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Partner with us as an agent' })).toBeVisible()
    await step('three steps, in order', async () => {
      const steps = within(slot(canvasElement, 'agent-plan-panel-steps')).getAllByRole('listitem')
      await expect(steps).toHaveLength(3)
      await expect(steps[0]).toHaveTextContent('Apply')
      await expect(steps[1]).toHaveTextContent('Share your link')
      await expect(steps[2]).toHaveTextContent("Earn a monthly commission on your downline's net result.")
    })
    await step('a row per tier: net from, active members, rate from basis points', async () => {
      const table = canvas.getByRole('table', { name: 'Commission rates' })
      const rows = within(table).getAllByRole('row')
      await expect(rows).toHaveLength(1 + tiers.length)
      const cells = (index: number) =>
        within(rows[index]!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
      await expect(cells(1)).toEqual(['From $ 0.00', 'At least 1', '20%'])
      await expect(cells(2)).toEqual(['From $ 5,000.00', 'At least 5', '30.5%'])
      await expect(cells(3)).toEqual(['From $ 50,000.00', 'At least 10', '40%'])
    })
    await step(
      'payouts: per month, settled in Performance settlement, into the main wallet, no carry-over',
      async () => {
        const payout = within(slot(canvasElement, 'agent-plan-panel-payout'))
        await expect(payout.getByText(/settle it under Performance settlement/)).toBeVisible()
        await expect(payout.getByText('The commission is paid into your main wallet.')).toBeVisible()
        await expect(payout.getByText(/nothing is carried over to the next month/)).toBeVisible()
      },
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }))
    await expect(args.onApply).toHaveBeenCalledOnce()
  },
}

/** An active agent: the same plan, no Apply. */
export const Agent: Story = {
  args: { ...Default.args, agentActive: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).toBeNull()
    await expect(canvas.getByRole('note')).toHaveTextContent('You are an active agent.')
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + tiers.length)
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

/** No rate table published: a note in its place. */
export const NoRates: Story = {
  args: { ...Default.args, tiers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('note')).toHaveTextContent('The commission rates are not available right now.')
  },
}

/** A rate in a currency without minor digits, and a rate of hundredths of a percent. */
export const OtherCurrency: Story = {
  args: {
    ...Default.args,
    currency: 'VND',
    tiers: [
      { min_net: 0, min_active: 1, rate_bp: 1525 },
      { min_net: 50_000_000, min_active: 3, rate_bp: 2001 },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row')
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['From ₫ 0', 'At least 1', '15.25%'])
    await expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['From ₫ 50,000,000', 'At least 3', '20.01%'])
  },
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const root = slot(canvasElement, 'agent-plan-panel')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + tiers.length)
    const apply = canvas.getByRole('button', { name: 'Apply now' })
    await expect(apply.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await userEvent.click(apply)
    await expect(args.onApply).toHaveBeenCalledOnce()
  },
}
