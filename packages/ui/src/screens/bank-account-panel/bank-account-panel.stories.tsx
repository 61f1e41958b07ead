import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BankAccountPanel, type BankAccountView } from './bank-account-panel.tsx'
import { bankAccounts, expectPhoneWidth, expectSubmitWaits } from '../../fixtures/fund.ts'
import { expectLoading, expectRetryAlert, loadStatusArgTypes, renderInPanelFrame } from '../../fixtures/panel-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const banks = [
  { code: 'FBK', name: 'First Bank' },
  { code: 'CSV', name: 'City Savings' },
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'KBK', name: 'Kasikornbank' },
]

const accounts = bankAccounts

const fiveAccounts: BankAccountView[] = [
  ...accounts,
  ...[13, 14, 15].map((id) => ({
    ...accounts[0]!,
    id,
    bank_name: 'Kasikornbank',
    bank_code: 'KBK',
    account_number: `****${id}00`,
    branch: '',
  })),
]

const meta = {
  title: 'Fund/BankAccountPanel',
  component: BankAccountPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    accounts,
    banks,
    max: 5,
    onBind: fn(),
    binding: false,
    onDelete: fn(),
    deleting: null,
  },
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(BankAccountPanel),
} satisfies Meta<typeof BankAccountPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const list = within(canvas.getByRole('list', { name: 'Bound bank accounts' }))
    await step('each account: bank, holder, masked number, branch and whether it is verified', async () => {
      const first = list.getByRole('listitem', { name: 'First Bank ****6789' })
      await expect(first).toHaveTextContent('Account holderQuinn Avery')
      await expect(first).toHaveTextContent('BranchDowntown')
      await expect(within(first).getByText('Verified')).toHaveAttribute('data-tone', 'success')
      const second = list.getByRole('listitem', { name: 'City Savings ******0042' })
      await expect(within(second).getByText('Awaiting verification')).toHaveAttribute('data-tone', 'pending')
      await expect(second).not.toHaveTextContent('Branch')
      await expect(canvas.getByText('2 of 5')).toBeVisible()
    })
    await step('delete asks first; Keep is focused and changes nothing', async () => {
      const second = list.getByRole('listitem', { name: 'City Savings ******0042' })
      const remove = within(second).getByRole('button', { name: 'Delete' })
      await expect(remove).toHaveAccessibleDescription('City Savings ******0042')
      await userEvent.click(remove)
      const confirm = within(second).getByRole('group', { name: 'Delete this bank account?' })
      await expect(within(confirm).getByRole('button', { name: 'Keep' })).toHaveFocus()
      await userEvent.click(within(confirm).getByRole('button', { name: 'Keep' }))
      await expect(within(second).queryByRole('group')).toBeNull()
      await expect(remove).toHaveFocus()
      await expect(args.onDelete).not.toHaveBeenCalled()
    })
    await step('confirmed, the caller deletes it', async () => {
      const second = list.getByRole('listitem', { name: 'City Savings ******0042' })
      await userEvent.click(within(second).getByRole('button', { name: 'Delete' }))
      await userEvent.click(within(second).getByRole('button', { name: 'Delete account' }))
      await expect(args.onDelete).toHaveBeenCalledWith(12)
    })
  },
}

/**
 * A 5-digit number is refused; the fixed form is sent cleaned: names trimmed, the number without spaces and
 * hyphens, with the withdraw password binding asks for.
 */
export const Bind: Story = {
  play: async ({ args, canvas, step }) => {
    const number = canvas.getByRole('textbox', { name: 'Account number' })
    await step('five digits are too few', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bank' }), 'Vietcombank')
      await userEvent.type(canvas.getByRole('textbox', { name: 'Account holder' }), '  Nguyễn Văn An ')
      await userEvent.type(canvas.getByLabelText('Withdrawal password'), '2468')
      await userEvent.type(number, '12345')
      await userEvent.click(canvas.getByRole('button', { name: 'Bind account' }))
      await expect(number).toHaveAttribute('aria-invalid', 'true')
      await expect(number).toHaveAccessibleDescription('Enter the account number, 6 to 20 digits.')
      await expect(number).toHaveFocus()
      await expect(canvas.getAllByRole('alert')).toHaveLength(1)
      await expect(args.onBind).not.toHaveBeenCalled()
    })
    await step('a full number, typed with spaces and hyphens, is sent as digits', async () => {
      await userEvent.clear(number)
      await expect(number).not.toHaveAttribute('aria-invalid')
      await userEvent.type(number, '1234 5678-9012')
      await userEvent.type(canvas.getByRole('textbox', { name: 'Branch (optional)' }), ' Hanoi Central ')
      await userEvent.click(canvas.getByRole('button', { name: 'Bind account' }))
      await expect(args.onBind).toHaveBeenCalledOnce()
      await expect(args.onBind).toHaveBeenCalledWith({
        bank_code: 'VCB',
        account_name: 'Nguyễn Văn An',
        account_number: '123456789012',
        branch: 'Hanoi Central',
        withdraw_password: '2468',
      })
    })
  },
}

/** Sent empty: every broken rule shows under its field, and the first field gets focus. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Branch (optional)' }), 'x'.repeat(101))
    await userEvent.click(canvas.getByRole('button', { name: 'Bind account' }))
    const bank = canvas.getByRole('combobox', { name: 'Bank' })
    await expect(bank).toHaveFocus()
    await expect(bank).toHaveAccessibleDescription('Choose a bank.')
    await expect(canvas.getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      "Enter the holder's name, 2 to 50 characters.",
    )
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      'Enter the account number, 6 to 20 digits.',
    )
    await expect(canvas.getByRole('textbox', { name: 'Branch (optional)' })).toHaveAccessibleDescription(
      'Keep the branch to 100 characters or fewer.',
    )
    await expect(canvas.getByLabelText('Withdrawal password')).toHaveAccessibleDescription(
      'Enter your 4-digit withdrawal password.',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account holder' }), 'Q3 Avery')
    await userEvent.click(canvas.getByRole('button', { name: 'Bind account' }))
    await expect(canvas.getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      'Use letters, spaces, dots, hyphens and apostrophes only.',
    )
    await expect(args.onBind).not.toHaveBeenCalled()
  },
}

/** The server refused: a field's message (a key here) under it, with focus; the form's own above the button. */
export const ServerErrors: Story = {
  args: {
    ...Default.args,
    serverErrors: { account_number: 'fund.err_account_duplicate' },
    serverError: 'The bank is not available for your currency.',
  },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Account number' })
    // Focus moves in an effect after the first paint.
    await waitFor(() => expect(number).toHaveFocus())
    await expect(number).toHaveAccessibleDescription('This account number is already bound.')
    await expect(canvas.getByText('The bank is not available for your currency.')).toHaveAttribute('role', 'alert')
    // Editing the field hides its server message.
    await userEvent.type(number, '1')
    await expect(number).not.toHaveAttribute('aria-invalid')
  },
}

/** The server found the withdraw password wrong: its message under it, with focus; the field is cleared by typing. */
export const WrongWithdrawPassword: Story = {
  args: { ...Default.args, serverErrors: { withdraw_password: 'fund.err_withdraw_password_wrong' } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Withdrawal password')
    await waitFor(() => expect(password).toHaveFocus())
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription('The withdrawal password is wrong.')
    await userEvent.type(password, '1')
    await expect(password).not.toHaveAttribute('aria-invalid')
  },
}

/** Within the lock's last half of its fifteenth minute: rounded up, it says 15 minutes. */
const fifteenMinutesAway = new Date(Date.now() + 14.5 * 60_000).toISOString()

/**
 * Too many wrong withdraw passwords (wherever they were typed): the form says how many minutes are left and
 * cannot be sent; the password cannot be typed.
 */
export const WithdrawPasswordLocked: Story = {
  args: { ...Default.args, lockedUntil: fifteenMinutesAway },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords. Try again in 15 min.',
    )
    await expect(canvas.getByLabelText('Withdrawal password')).toHaveAttribute('readonly')
    const submit = canvas.getByRole('button', { name: 'Bind account' })
    await expect(submit).toBeDisabled()
    // Enter in a field does not send it either.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '1234567890{Enter}')
    await expect(args.onBind).not.toHaveBeenCalled()
  },
}

/** A lock that has already passed: the form is usable again, nothing is said. */
export const WithdrawPasswordLockPassed: Story = {
  args: { ...Default.args, lockedUntil: '2020-01-01T00:00:00.000Z' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bind account' })).toBeEnabled())
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByLabelText('Withdrawal password')).not.toHaveAttribute('readonly')
  },
}

/** No withdraw password yet: binding needs one, so the form gives way to a note that leads to setting it. */
export const NoWithdrawPassword: Story = {
  args: { ...Default.args, withdrawPasswordSet: false, onSetWithdrawPassword: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Binding a bank account needs your withdrawal password. Set one first.',
    )
    await expect(canvas.queryByRole('button', { name: 'Bind account' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Set withdrawal password' }))
    await expect(args.onSetWithdrawPassword).toHaveBeenCalledOnce()
  },
}

/** The bind is being sent: the form is read-only, the button waits. */
export const Binding: Story = {
  args: { ...Default.args, binding: true },
  play: ({ args, canvas }) => expectSubmitWaits(canvas, 'Binding…', 'Account number', args.onBind),
}

/** The delete is being sent: the confirm's button waits. */
export const Deleting: Story = {
  args: { ...Default.args, deleting: 11 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Delete' })[0]).toBeDisabled()
    await expect(canvas.getAllByRole('button', { name: 'Delete' })[1]).toBeEnabled()
  },
}

/** Five accounts: the form gives way to a note. */
export const MaxReached: Story = {
  args: { ...Default.args, accounts: fiveAccounts },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'You have bound the most accounts allowed (5). Delete one to bind another.',
    )
    await expect(canvas.queryByRole('button', { name: 'Bind account' })).toBeNull()
    await expect(canvas.getByText('5 of 5')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { ...Default.args, accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bank account yet. Bind one below to deposit and withdraw.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Bind account' })).toBeVisible()
  },
}

/** A long bank name, holder and branch wrap inside the card; the delete button keeps its place. */
export const LongText: Story = {
  args: {
    ...Default.args,
    accounts: [
      {
        ...accounts[0]!,
        bank_name: 'Commonwealth Agricultural and Rural Development Bank of the Northern Provinces',
        account_name: 'Maximiliano Alejandro de la Cruz-Fernández y Villalobos',
        branch: 'Old Town Market Street Branch, Second Floor, Next to the Railway Station Parking',
        account_number: '12345678901234567890',
      },
    ],
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem')
    await expect(item).toHaveAccessibleName(/\*{16}7890$/)
    const remove = canvas.getByRole('button', { name: 'Delete' })
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(item.getBoundingClientRect().right)
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', accounts: [], banks: [] },
  play: ({ canvas }) => expectLoading(canvas),
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "Your bank accounts couldn't be loaded.", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: ({ canvasElement }) => expectPhoneWidth(canvasElement, 'bank-account-panel', 'Bind account'),
}
