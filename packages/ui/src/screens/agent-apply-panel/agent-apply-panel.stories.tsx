import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AGENT_REASON_MAX, AgentApplyPanel } from './agent-apply-panel.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const meta = {
  title: 'AgentCentre/AgentApplyPanel',
  component: AgentApplyPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    state: 'form',
    onSubmit: fn(),
    onOpenAgreement: fn(),
    submitting: false,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
    state: { control: 'inline-radio', options: ['form', 'pending', 'closed', 'done'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-3xl rounded-2xl border'}>
      <AgentApplyPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof AgentApplyPanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
const reasonName = 'Why do you want to be an agent? (optional)'
const agreeName = 'I have read and agree to the agent agreement'

/** The member writes a reason, reads the agreement, ticks it and applies. */
export const Form: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Apply to become an agent' })).toBeVisible()
    const reason = canvas.getByRole('textbox', { name: reasonName })
    await step('the count follows the reason', async () => {
      await expect(reason).toHaveAccessibleDescription(`0/${AGENT_REASON_MAX}`)
      await userEvent.type(reason, '  I run a football fan group of 2,000 people.  ')
      await expect(reason).toHaveAccessibleDescription(`47/${AGENT_REASON_MAX}`)
    })
    await step('the agreement opens from its link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Read the agent agreement' }))
      await expect(args.onOpenAgreement).toHaveBeenCalledOnce()
    })
    await step('ticked: the application goes with the reason trimmed', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: agreeName }))
      await userEvent.click(canvas.getByRole('button', { name: 'Send application' }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'I run a football fan group of 2,000 people.' })
    })
  },
}

/** Not ticked: the message is on the checkbox and nothing is sent; ticked, an empty reason is fine. */
export const AgreementNotTicked: Story = {
  args: { ...Form.args },
  play: async ({ args, canvas }) => {
    const agree = canvas.getByRole('checkbox', { name: agreeName })
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(agree).toHaveAttribute('aria-invalid', 'true')
    await expect(agree).toHaveAccessibleDescription('Tick the box to accept the agent agreement.')
    await expect(agree).toHaveFocus()
    await userEvent.click(agree)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: '' })
  },
}

/** 501 characters: the count turns red, a message, nothing sent; one fewer and it goes. */
export const TooLong: Story = {
  args: { ...Form.args },
  play: async ({ args, canvas, canvasElement }) => {
    const reason = canvas.getByRole('textbox', { name: reasonName })
    await userEvent.click(reason)
    await userEvent.paste('x'.repeat(AGENT_REASON_MAX + 1))
    const count = slot(canvasElement, 'agent-apply-panel-reason-count')
    await expect(count).toHaveTextContent(`501/${AGENT_REASON_MAX}`)
    await expect(count).toHaveAttribute('data-state', 'over')
    await userEvent.click(canvas.getByRole('checkbox', { name: agreeName }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Keep it to 500 characters or fewer.')
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(reason).toHaveFocus()
    await userEvent.type(reason, '{Backspace}')
    await expect(count).toHaveAttribute('data-state', 'within')
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'x'.repeat(AGENT_REASON_MAX) })
  },
}

export const Submitting: Story = {
  args: { ...Form.args, submitting: true },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Sending application…' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('checkbox', { name: agreeName })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: reasonName })).toHaveAttribute('readonly')
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The apply call's refusal, passed as the key of its code (101). */
export const ServerError: Story = {
  args: { ...Form.args, serverError: 'agent_join.err_pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You already have an application under review.')
    await expect(canvas.getByRole('button', { name: 'Send application' })).toBeEnabled()
  },
}

/** An application is under review (check code 101): no form. */
export const Pending: Story = {
  args: { ...Form.args, state: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Your application is under review.')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The programme is closed for this member (check code 104): no form. */
export const Closed: Story = {
  args: { ...Form.args, state: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('The agent programme is not open to your account.')
    await expect(canvas.queryByRole('checkbox')).toBeNull()
  },
}

/** Just applied: the operator decides. */
export const Done: Story = {
  args: { ...Form.args, state: 'done' },
  play: async ({ canvas }) => {
    const done = canvas.getByRole('status')
    await expect(done).toHaveTextContent('Application sent')
    await expect(done).toHaveTextContent('The operator will review your application.')
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Form.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Form.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("We couldn't check whether you can apply.")
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { ...Form.args },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const root = slot(canvasElement, 'agent-apply-panel')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const submit = canvas.getByRole('button', { name: 'Send application' })
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await userEvent.click(canvas.getByRole('checkbox', { name: agreeName }))
    await userEvent.click(submit)
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: '' })
  },
}
