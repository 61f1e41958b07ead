import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AGENT_AGREEMENT_CLAUSES, AgentAgreementPanel } from './agent-agreement-panel.tsx'

const meta = {
  title: 'AgentCentre/AgentAgreementPanel',
  component: AgentAgreementPanel,
  args: { agentActive: false, onApply: fn() },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-3xl rounded-2xl border'}>
      <AgentAgreementPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof AgentAgreementPanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

/** A member reads the numbered terms and agrees. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Agent agreement terms' })).toBeVisible()
    const clauses = within(slot(canvasElement, 'agent-agreement-panel-clauses')).getAllByRole('listitem')
    await step('ten numbered clauses, each with its heading', async () => {
      await expect(clauses).toHaveLength(AGENT_AGREEMENT_CLAUSES.length)
      await expect(slot(canvasElement, 'agent-agreement-panel-clauses').tagName).toBe('OL')
      await expect(clauses[0]).toHaveTextContent(/^1\.Eligibility/)
      await expect(clauses[0]).toHaveTextContent('at least 18 years old')
      await expect(clauses[9]).toHaveTextContent(/^10\.Personal data/)
    })
    await step('the terms a serious operator needs', async () => {
      await expect(canvas.getByRole('heading', { name: 'No self-referral or multiple accounts' })).toBeVisible()
      await expect(canvas.getByText(/may withhold, reverse or cancel commission/)).toBeVisible()
      await expect(canvas.getByText(/never send spam/)).toBeVisible()
      await expect(canvas.getByText(/may suspend or close your agent account/)).toBeVisible()
      await expect(canvas.getByText(/Changes are announced in advance/)).toBeVisible()
    })
    await step(
      'the commission clause names the Plan and Performance settlement pages by their menu labels',
      async () => {
        const commission = clauses[3]!
        await expect(commission).toHaveTextContent('the rates on the Agent plan page')
        await expect(commission).toHaveTextContent('under Performance settlement')
      },
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Agree and apply' }))
    await expect(args.onApply).toHaveBeenCalledOnce()
  },
}

/** An active agent: the terms and a note that they apply, no button. */
export const Agent: Story = {
  args: { ...Default.args, agentActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('note')).toHaveTextContent('As an active agent, you work under these terms.')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(AGENT_AGREEMENT_CLAUSES.length)
  },
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    const root = slot(canvasElement, 'agent-agreement-panel')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const apply = canvas.getByRole('button', { name: 'Agree and apply' })
    await expect(apply.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await userEvent.click(apply)
    await expect(args.onApply).toHaveBeenCalledOnce()
  },
}
