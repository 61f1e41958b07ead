import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AgentTransferPanel, type AgentTransferMemberView } from './agent-transfer-panel.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const members: AgentTransferMemberView[] = [
  { id: 1, member_account: 'ava_lee', level: 1 },
  { id: 2, member_account: 'dan_wu', level: 1 },
  { id: 11, member_account: 'ben_kim', level: 2 },
  { id: 21, member_account: 'finn_ox', level: 3 },
]

const meta = {
  title: 'AgentCentre/AgentTransferPanel',
  component: AgentTransferPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    currency: 'USD',
    balance: 120_000,
    members,
    selectedId: null,
    hasWithdrawPassword: true,
    onSetWithdrawPassword: fn(),
    onSubmit: fn(),
    submitting: false,
    done: null,
    onAgain: fn(),
    levelNames: { 1: 'Partner', 2: 'Associate' },
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-3xl rounded-2xl border'}>
      <AgentTransferPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof AgentTransferPanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent)

/** Nothing filled in is refused field by field; then the request goes with the chosen member. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const member = canvas.getByRole('combobox', { name: 'Transfer to' })
    const amount = canvas.getByRole('textbox', { name: 'Amount to transfer' })
    const password = canvas.getByLabelText('Withdrawal password')
    const submit = canvas.getByRole('button', { name: 'Transfer' })
    await step('the main wallet and the members, with the site’s level names', async () => {
      await expect(slot(canvasElement, 'agent-transfer-panel-balance')).toHaveTextContent('$ 1,200.00')
      await expect(amount).toHaveAccessibleDescription('Available: $ 1,200.00')
      await expect(member).toHaveValue('')
      await expect(optionsOf(member)).toEqual([
        'Choose a member',
        'ava_lee · Partner',
        'dan_wu · Partner',
        'ben_kim · Associate',
        'finn_ox · Level 3',
      ])
    })
    await step('an empty form: each field says what it needs, nothing is sent', async () => {
      await userEvent.click(submit)
      await expect(member).toHaveAttribute('aria-invalid', 'true')
      await expect(member).toHaveAccessibleDescription('Choose the member to transfer to.')
      await expect(member).toHaveFocus()
      await expect(amount).toHaveAccessibleDescription('Enter the amount to transfer. Available: $ 1,200.00')
      await expect(password).toHaveAccessibleDescription('Enter your 4-digit withdrawal password.')
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('a member, an amount within the wallet and 4 digits', async () => {
      await userEvent.selectOptions(member, 'ben_kim · Associate')
      await expect(member).not.toHaveAttribute('aria-invalid')
      await userEvent.type(amount, '250.75')
      await userEvent.type(password, '1234')
      await userEvent.click(submit)
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({ member_id: 11, amount: 25_075, withdraw_password: '1234' })
    })
  },
}

/** From the downline's Transfer button: the member is already chosen. */
export const Preselected: Story = {
  args: { selectedId: 21 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Transfer to' })).toHaveDisplayValue('finn_ox · Level 3')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to transfer' }), '1,200')
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '0420')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ member_id: 21, amount: 120_000, withdraw_password: '0420' })
  },
}

/** More than the wallet holds, then zero: the amount's own message each time, nothing sent. */
export const InvalidAmount: Story = {
  args: { selectedId: 1 },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount to transfer' })
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '1234')
    await userEvent.type(amount, '1200.01')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveFocus()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "The amount to transfer is more than your main wallet's $ 1,200.00.",
    )
    await userEvent.clear(amount)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.type(amount, '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('The amount to transfer must be more than zero.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const BadPassword: Story = {
  args: { selectedId: 1 },
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText('Withdrawal password')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to transfer' }), '50')
    await userEvent.type(password, '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveFocus()
    await expect(password).toHaveAccessibleDescription('Enter your 4-digit withdrawal password.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Submitting: Story = {
  args: { selectedId: 1, submitting: true },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Transferring…' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Transfer to' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Amount to transfer' })).toHaveAttribute('readonly')
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Code 105 mapped to its key by the site: translated above the button. */
export const ServerError: Story = {
  args: { selectedId: 1, serverError: 'agent_team.err_insufficient' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Your main wallet doesn't hold enough for this transfer.")
    await expect(canvas.getByRole('button', { name: 'Transfer' })).not.toHaveAttribute('aria-disabled')
  },
}

/** The server's refusals of single fields (108 as a key, a text as it is) on their fields, until edited. */
export const FieldError: Story = {
  args: {
    selectedId: 2,
    fieldErrors: {
      member_id: 'agent_team.err_not_downline',
      withdraw_password: 'agent_team.err_withdraw_password',
    },
  },
  play: async ({ canvas }) => {
    const member = canvas.getByRole('combobox', { name: 'Transfer to' })
    const password = canvas.getByLabelText('Withdrawal password')
    await expect(member).toHaveAccessibleDescription('This member is not in your downline.')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription('That withdrawal password is wrong. Please try again.')
    await userEvent.type(password, '9')
    await expect(password).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByText('That withdrawal password is wrong. Please try again.')).toBeNull()
    await expect(member).toHaveAccessibleDescription('This member is not in your downline.')
  },
}

/** Sent: the note with the new balance replaces the form; "Another transfer" asks the caller. */
export const Done: Story = {
  args: { done: { member_account: 'ava_lee', amount: 30_000, balance: 90_000 } },
  play: async ({ args, canvas, canvasElement }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('$ 300.00 has been sent to ava_lee.')
    await expect(status).toHaveTextContent('Your main wallet now holds $ 900.00.')
    await expect(slot(canvasElement, 'agent-transfer-panel-balance')).toHaveTextContent('$ 900.00')
    await expect(canvas.queryByRole('combobox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Another transfer' }))
    await expect(args.onAgain).toHaveBeenCalledOnce()
  },
}

export const NoWithdrawPassword: Story = {
  args: { hasWithdrawPassword: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Set a withdrawal password before you transfer money to your members.',
    )
    await expect(canvas.queryByRole('combobox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Set withdrawal password' }))
    await expect(args.onSetWithdrawPassword).toHaveBeenCalledOnce()
  },
}

export const NoMembers: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No downline member to transfer to yet.')).toBeVisible()
    await expect(canvas.queryByRole('combobox')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', balance: null, members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('combobox')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your transfer details couldn't be loaded.")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { selectedId: 11 },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const root = slot(canvasElement, 'agent-transfer-panel')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const submit = canvas.getByRole('button', { name: 'Transfer' })
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to transfer' }), '5')
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '1234')
    await userEvent.click(submit)
    await expect(args.onSubmit).toHaveBeenCalledWith({ member_id: 11, amount: 500, withdraw_password: '1234' })
  },
}
