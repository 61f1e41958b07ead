import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { DwRecordView } from '../../lib/views.ts'
import { WithdrawalPanel, type WithdrawInfoView } from './withdrawal-panel.tsx'
import { bankAccounts, expectPhoneWidth } from '../../fixtures/fund.ts'
import { expectLoading, expectRetryAlert, loadStatusArgTypes, renderInPanelFrame } from '../../fixtures/panel-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const accounts = bankAccounts

const info: WithdrawInfoView = {
  min_amount: 1_000,
  max_amount: 500_000,
  daily_count_max: 3,
  today_count: 1,
  is_withdraw_password: 1,
  accounts,
  pending: null,
  balance: 120_000,
}

const pending: DwRecordView = {
  order_number: 'W20261120007',
  kind: 'withdrawal',
  amount: 30_000,
  status: 'pending',
  detail: 'First Bank ****6789',
  reason: '',
  created_at: '2026-11-20T16:30:00.000Z',
  decided_at: null,
}

const meta = {
  title: 'Fund/WithdrawalPanel',
  component: WithdrawalPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    info,
    currency: 'USD',
    onSubmit: fn(),
    submitting: false,
    done: null,
    onCancel: fn(),
    cancelling: false,
    onSetWithdrawPassword: fn(),
    onBindAccount: fn(),
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
  },
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(WithdrawalPanel),
} satisfies Meta<typeof WithdrawalPanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

/** More than the balance and a 3-digit password are refused; then the request goes with the chosen account. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    const password = canvas.getByLabelText('Withdrawal password')
    const submit = canvas.getByRole('button', { name: 'Withdraw' })
    await step('the balance, the limits and the day’s count', async () => {
      await expect(slot(canvasElement, 'withdrawal-panel-balance')).toHaveTextContent('$ 1,200.00')
      await expect(slot(canvasElement, 'withdrawal-panel-limits')).toHaveTextContent('$ 10.00 – $ 5,000.00')
      await expect(slot(canvasElement, 'withdrawal-panel-count')).toHaveTextContent('1 of 3')
      const account = canvas.getByRole('combobox', { name: 'Withdraw to' })
      await expect(account).toHaveDisplayValue('First Bank ****6789 · Quinn Avery')
    })
    await step('more than the balance and a 3-digit password are refused', async () => {
      await userEvent.type(amount, '1500')
      await userEvent.type(password, '123')
      await userEvent.click(submit)
      await expect(amount).toHaveAccessibleDescription(
        'That is more than your balance of $ 1,200.00. Available: $ 1,200.00',
      )
      await expect(amount).toHaveFocus()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAccessibleDescription('Enter your 4-digit withdrawal password.')
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('within the balance, with 4 digits, to the second account', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Withdraw to' }), '12')
      await userEvent.clear(amount)
      await userEvent.type(amount, '250.75')
      await userEvent.type(password, '4')
      await userEvent.click(submit)
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({
        amount: 25_075,
        bank_account_id: 12,
        withdraw_password: '1234',
      })
    })
  },
}

/** Below the least and above the most, in the member's words. */
export const ValidationErrors: Story = {
  args: { ...Default.args, info: { ...info, balance: 900_000 } },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '1234')
    await userEvent.type(amount, '9.99')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('The least you can ask for is $ 10.00.')
    await userEvent.clear(amount)
    await userEvent.type(amount, '5,000.01')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('The most you can ask for is $ 5,000.00.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  args: { ...Default.args, serverError: 'fund.err_withdraw_password_wrong' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The withdrawal password is wrong.')
  },
}

export const Submitting: Story = {
  args: { ...Default.args, submitting: true },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Sending…' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Withdraw to' })).toBeDisabled()
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Asked for: the money is held until the operator approves; the order can still be cancelled. */
export const Success: Story = {
  args: { ...Default.args, done: pending, info: { ...info, balance: 90_000, today_count: 2 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your withdrawal of $ 300.00 is held until it is approved.',
    )
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'pending')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel withdrawal' }))
    await expect(args.onCancel).toHaveBeenCalledWith('W20261120007')
  },
}

export const NoWithdrawPassword: Story = {
  args: { ...Default.args, info: { ...info, is_withdraw_password: 0 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Set a withdrawal password before you withdraw.')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Set withdrawal password' }))
    await expect(args.onSetWithdrawPassword).toHaveBeenCalledOnce()
  },
}

export const NoAccount: Story = {
  args: { ...Default.args, info: { ...info, accounts: [] } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Bind a bank account to receive your withdrawals.')
    await userEvent.click(canvas.getByRole('button', { name: 'Bind a bank account' }))
    await expect(args.onBindAccount).toHaveBeenCalledOnce()
  },
}

/** One withdrawal at a time: the pending one is shown, with Cancel. */
export const PendingWithdrawal: Story = {
  args: { ...Default.args, info: { ...info, pending } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('A withdrawal is waiting for approval.')
    const order = within(slot(canvasElement, 'withdrawal-panel-order'))
    await expect(order.getByText('W20261120007')).toBeVisible()
    await expect(order.getByText('$ 300.00')).toBeVisible()
    await expect(order.getByText('First Bank ****6789')).toBeVisible()
    await userEvent.click(order.getByRole('button', { name: 'Cancel withdrawal' }))
    await expect(args.onCancel).toHaveBeenCalledWith('W20261120007')
  },
}

export const Cancelling: Story = {
  args: { ...PendingWithdrawal.args, cancelling: true },
  play: async ({ args, canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancelling…' })
    await expect(cancel).toBeDisabled()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const DailyLimitReached: Story = {
  args: { ...Default.args, info: { ...info, today_count: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      "You have made today's 3 withdrawals. You can withdraw again tomorrow.",
    )
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getByText('3 of 3')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', info: null },
  play: ({ canvas }) => expectLoading(canvas),
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "Your withdrawal details couldn't be loaded.", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: ({ canvasElement }) => expectPhoneWidth(canvasElement, 'withdrawal-panel', 'Withdraw'),
}
