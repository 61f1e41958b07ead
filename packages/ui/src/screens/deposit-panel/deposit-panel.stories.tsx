import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DepositPanel, type DepositChannelView } from './deposit-panel.tsx'
import { expectPhoneWidth, expectSubmitWaits } from '../../fixtures/fund.ts'
import { expectLoading, expectRetryAlert, loadStatusArgTypes, renderInPanelFrame } from '../../fixtures/panel-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const channels: DepositChannelView[] = [
  { id: 1, name: 'Bank transfer', kind: 'bank', min_amount: 1_000, max_amount: 500_000 },
  { id: 2, name: 'FastPay online', kind: 'online', min_amount: 10_000, max_amount: 5_000_000 },
  { id: 3, name: 'QuickWallet', kind: 'ewallet', min_amount: 500, max_amount: 100_000 },
]

const order = {
  order_number: 'D20261120001',
  amount: 10_050,
  pay_url: 'https://pay.example.test/cashier/D20261120001',
  expires_at: '2026-11-20T15:30:00.000Z',
}

const meta = {
  title: 'Fund/DepositPanel',
  component: DepositPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    channels,
    currency: 'USD',
    onSubmit: fn(),
    submitting: false,
    order: null,
    onPay: fn(),
    onReset: fn(),
    needVerification: false,
    onBindAccount: fn(),
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
  },
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(DepositPanel),
} satisfies Meta<typeof DepositPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Below the channel's least is refused; `100.5` dollars is sent as 10050 cents. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await step('the first channel is chosen; each card shows its limits', async () => {
      await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).toBeChecked()
      await expect(canvas.getByRole('radio', { name: /QuickWallet/ })).toHaveAccessibleName(
        'QuickWallet E-wallet $ 5.00 – $ 1,000.00',
      )
      await expect(amount).toHaveAccessibleDescription('$ 10.00 – $ 5,000.00')
    })
    await step('below the least is refused', async () => {
      await userEvent.type(amount, '5')
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
      await expect(amount).toHaveAttribute('aria-invalid', 'true')
      await expect(canvas.getByRole('alert')).toHaveTextContent('The least you can ask for is $ 10.00.')
      await expect(amount).toHaveFocus()
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('a valid amount is sent in the minor unit', async () => {
      await userEvent.clear(amount)
      await userEvent.type(amount, '100.5')
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({ channel_id: 1, amount: 10_050 })
    })
  },
}

/** Another channel changes the limits and the chips; a chip fills the amount. */
export const ChooseChannel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /FastPay online/ }))
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await expect(amount).toHaveAccessibleDescription('$ 100.00 – $ 50,000.00')
    const chips = within(canvas.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button')
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      '$ 100.00',
      '$ 200.00',
      '$ 500.00',
      '$ 1,000.00',
      '$ 2,000.00',
    ])
    await userEvent.click(chips[2]!)
    await expect(amount).toHaveValue('500')
    await expect(chips[2]).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ channel_id: 2, amount: 50_000 })
  },
}

/** Each rule of a typed amount, in the member's words. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    const submit = canvas.getByRole('button', { name: 'Deposit' })
    const cases: [string, string][] = [
      ['', 'Enter an amount.'],
      ['12a', 'Enter an amount in numbers, such as 100 or 100.50.'],
      ['10.555', 'Use at most 2 decimal places.'],
      ['5000.01', 'The most you can ask for is $ 5,000.00.'],
    ]
    for (const [typed, message] of cases) {
      await userEvent.clear(amount)
      if (typed) await userEvent.type(amount, typed)
      await userEvent.click(submit)
      await expect(amount).toHaveAccessibleDescription(`${message} $ 10.00 – $ 5,000.00`)
    }
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A currency without decimals (VND): whole numbers only, and chips in whole dong. */
export const WholeCurrency: Story = {
  args: {
    ...Default.args,
    currency: 'VND',
    channels: [{ id: 7, name: 'Chuyển khoản', kind: 'bank', min_amount: 50_000, max_amount: 50_000_000 }],
  },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await userEvent.type(amount, '100000.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a whole number, without decimals.')
    await userEvent.click(canvas.getByRole('button', { name: '₫ 200,000' }))
    await expect(amount).toHaveValue('200000')
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ channel_id: 7, amount: 200_000 })
  },
}

export const ServerError: Story = {
  args: { ...Default.args, serverError: 'fund.err_channel_unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This payment method is closed. Choose another one.')
  },
}

/**
 * The deposit limit (responsible gaming, code 170) refuses the order: the server's message, in the member's language,
 * says how much is left and when the limit renews; the panel shows it as it shows any refusal.
 */
export const DepositLimitReached: Story = {
  args: {
    ...Default.args,
    serverError:
      'This deposit is more than your deposit limit leaves: $ 25.00 left until it renews on Nov 21, 2026, 12:00 AM.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This deposit is more than your deposit limit leaves: $ 25.00 left until it renews on Nov 21, 2026, 12:00 AM.',
    )
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('readonly')
  },
}

/** The order is being opened: the button waits and does not send again. */
export const Submitting: Story = {
  args: { ...Default.args, submitting: true },
  play: ({ args, canvas }) => expectSubmitWaits(canvas, 'Creating order…', 'Amount', args.onSubmit),
}

/** The order opened: its number, amount and deadline, with Pay now and New deposit. */
export const OrderCreated: Story = {
  args: { ...Default.args, order },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your deposit order is ready. Pay before it expires.')
    await expect(canvas.getByText('D20261120001')).toBeVisible()
    await expect(canvas.getByText('$ 100.50')).toBeVisible()
    await expect(canvas.getByText('2026-11-20 15:30')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }))
    await expect(args.onPay).toHaveBeenCalledWith(order)
    await userEvent.click(canvas.getByRole('button', { name: 'New deposit' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

/** Deposits need a verified bank account: a notice and its button instead of the form. */
export const NeedVerification: Story = {
  args: { ...Default.args, needVerification: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Deposits need a verified bank account.')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Bind a bank account' }))
    await expect(args.onBindAccount).toHaveBeenCalledOnce()
  },
}

export const NoChannels: Story = {
  args: { ...Default.args, channels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment methods')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', channels: [] },
  play: ({ canvas }) => expectLoading(canvas),
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "The payment methods couldn't be loaded.", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement, 'deposit-panel', 'Deposit')
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="deposit-panel-channel"]')
    // One card a row on a phone.
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().bottom - 1)
  },
}
