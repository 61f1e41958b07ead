import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { MyWalletEntry } from './my-wallet-panel.tsx'
import { MyWalletPanel } from './my-wallet-panel.tsx'
import { providerNames, slot } from '../../fixtures/wallets.ts'
import { loadStatusArgTypes } from '../../fixtures/panel-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const wallets: MyWalletEntry[] = [
  { gp_id: 'pg', gp_name: 'PG Soft', balance: 12_000, maintenance: 0 },
  { gp_id: 'jdb', gp_name: 'JDB Gaming', balance: 0, maintenance: 0 },
  { gp_id: 'ae', gp_name: 'AE Sexy Live', balance: 250_050, maintenance: 0 },
  { gp_id: 'saba', gp_name: 'SABA Sports', balance: 8_800, maintenance: 1 },
]

/** Desktop stories sit in the member centre's content area; mobile takes the screen. */
const meta = {
  title: 'MemberCentre/MyWalletPanel',
  component: MyWalletPanel,
  args: {
    currency: 'RMB',
    cash: 100_000,
    total: 370_850,
    wallets,
    status: 'idle',
    onRetry: fn(),
    onTransfer: fn(),
    transferring: false,
    transferError: undefined,
    transferDone: false,
    onPullAll: fn(),
    pulling: false,
  },
  argTypes: loadStatusArgTypes,
  render: (args, { globals }) =>
    globals.layout === 'mobile' ? (
      <MyWalletPanel {...args} />
    ) : (
      <div className="max-w-4xl">
        <MyWalletPanel {...args} />
      </div>
    ),
} satisfies Meta<typeof MyWalletPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    const from = form.getByLabelText('From')
    const to = form.getByLabelText('To')
    const amount = form.getByLabelText('Amount')
    await step('the totals and one row per provider', async () => {
      await expect(slot(canvasElement, 'my-wallet-panel-total')).toHaveTextContent('¥ 3,708.50')
      await expect(slot(canvasElement, 'my-wallet-panel-cash')).toHaveTextContent('¥ 1,000.00')
      const list = within(canvas.getByRole('list', { name: 'Game wallets' }))
      await expect(list.getAllByRole('listitem')).toHaveLength(4)
      await expect(list.getByText('Maintenance')).toBeVisible()
    })
    await step('from main to the first open provider; a provider in maintenance cannot be chosen', async () => {
      await expect(from).toHaveValue('main')
      await expect(to).toHaveValue('pg')
      await expect(within(to).getByRole('option', { name: 'SABA Sports (Maintenance)' })).toBeDisabled()
      await expect(amount).toHaveAttribute('inputmode', 'decimal')
      await expect(amount).toHaveAccessibleDescription('Available: ¥ 1,000.00')
    })
    await step('more than the source holds is refused here', async () => {
      await userEvent.type(amount, '1,000.01')
      await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
      await expect(amount).toHaveAccessibleDescription(
        'You can transfer at most ¥ 1,000.00 from this wallet. Available: ¥ 1,000.00',
      )
      await expect(amount).toHaveAttribute('aria-invalid', 'true')
      await expect(args.onTransfer).not.toHaveBeenCalled()
    })
    await step('a typed amount goes out in minor units', async () => {
      await userEvent.clear(amount)
      await userEvent.type(amount, '12.5')
      await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
      await expect(args.onTransfer).toHaveBeenCalledOnce()
      await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'main', to: 'pg', amount: 1250 })
    })
    await step('pull all asks the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pull all back to main' }))
      await expect(args.onPullAll).toHaveBeenCalledOnce()
    })
  },
}

/** A provider as the source makes the other side main; All fills the source's balance. */
export const FromProvider: Story = {
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    const from = form.getByLabelText('From')
    const to = form.getByLabelText('To')
    const amount = form.getByLabelText('Amount')
    await userEvent.selectOptions(from, 'ae')
    await expect(to).toHaveValue('main')
    await expect(amount).toHaveAccessibleDescription('Available: ¥ 2,500.50')
    await userEvent.click(form.getByRole('button', { name: 'All' }))
    await expect(amount).toHaveValue('2500.50')
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'ae', to: 'main', amount: 250_050 })
    // Choosing main as the source again picks a provider as the target.
    await userEvent.selectOptions(from, 'main')
    await expect(to).toHaveValue('pg')
    await userEvent.selectOptions(to, 'main')
    await expect(from).toHaveValue('pg')
  },
}

/** Local refusals: nothing typed, not a number, too many decimals, zero. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    const amount = form.getByLabelText('Amount')
    const submit = form.getByRole('button', { name: 'Transfer' })
    const cases: [string, string][] = [
      ['', 'Please enter an amount.'],
      ['12abc', 'Use digits and at most one decimal point.'],
      ['1.234', 'Use at most 2 decimal places.'],
      ['0', 'The amount must be more than zero.'],
    ]
    for (const [typed, message] of cases) {
      await userEvent.clear(amount)
      if (typed) await userEvent.type(amount, typed)
      await userEvent.click(submit)
      await expect(form.getByRole('alert')).toHaveTextContent(message)
    }
    await expect(args.onTransfer).not.toHaveBeenCalled()
  },
}

/** A currency without minor digits (VND): whole numbers only. */
export const WholeNumberCurrency: Story = {
  args: {
    ...Default.args,
    currency: 'VND',
    cash: 1_500_000,
    total: 2_000_000,
    wallets: wallets.map((wallet) => ({ ...wallet, balance: wallet.balance * 10 })),
  },
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    const amount = form.getByLabelText('Amount')
    await userEvent.type(amount, '100.5')
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
    await expect(form.getByRole('alert')).toHaveTextContent('Use at most 0 decimal places.')
    await userEvent.click(form.getByRole('button', { name: 'All' }))
    await expect(amount).toHaveValue('1500000')
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'main', to: 'pg', amount: 1_500_000 })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your wallets…')
    await expect(slot(canvasElement, 'my-wallet-panel-total')).toHaveTextContent(/^-$/)
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your wallets couldn't be loaded")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** No provider wallet: nothing to transfer with. */
export const Empty: Story = {
  args: { ...Default.args, total: 100_000, wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No game wallets yet')).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Pull all back to main' })).toBeNull()
  },
}

/** Every provider in maintenance: there is no target to choose. */
export const AllInMaintenance: Story = {
  args: { ...Default.args, wallets: wallets.map((wallet) => ({ ...wallet, maintenance: 1 as const })) },
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    await expect(form.getByLabelText('To')).toHaveValue('')
    await userEvent.type(form.getByLabelText('Amount'), '10')
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
    await expect(form.getByRole('alert')).toHaveTextContent('Choose a game wallet to transfer to or from.')
    await expect(args.onTransfer).not.toHaveBeenCalled()
  },
}

const names = [...providerNames.slice(0, 19), 'Ultimate Poker Super League International Championship Live']

export const LongList: Story = {
  args: {
    ...Default.args,
    wallets: names.map((name, index) => ({
      gp_id: `gp${index}`,
      gp_name: name,
      balance: index % 4 === 0 ? 0 : index * 1_234_567,
      maintenance: index % 7 === 3 ? 1 : 0,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = within(canvas.getByRole('list', { name: 'Game wallets' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(20)
    const last = rows.at(-1)!
    const amount = last.querySelector<HTMLElement>('[data-slot="my-wallet-panel-amount"]')!
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(last.getBoundingClientRect().right)
    await expect(amount).toHaveTextContent('¥ 234,567.73')
    const panel = slot(canvasElement, 'my-wallet-panel')
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
  },
}

export const Transferring: Story = {
  args: { ...Default.args, transferring: true },
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    const submit = form.getByRole('button', { name: 'Transferring…' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(form.getByLabelText('From')).toBeDisabled()
    await expect(form.getByLabelText('Amount')).toHaveAttribute('readonly')
    await expect(canvas.getByRole('button', { name: 'Pull all back to main' })).toBeDisabled()
    await userEvent.click(submit)
    await expect(args.onTransfer).not.toHaveBeenCalled()
  },
}

/** The server refused (e.g. 958: the provider's transfer failed); a key or text. */
export const TransferError: Story = {
  args: { ...Default.args, transferError: "The game provider didn't answer. Nothing was moved; please try again." },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    await expect(form.getByRole('alert')).toHaveTextContent(
      "The game provider didn't answer. Nothing was moved; please try again.",
    )
  },
}

export const TransferErrorKey: Story = {
  args: { ...Default.args, transferError: 'wallet.one_key_err_code_103' },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    await expect(form.getByRole('alert')).toHaveTextContent('Your wallet is frozen. Please contact customer service.')
  },
}

export const TransferDone: Story = {
  args: { ...Default.args, transferDone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The transfer is complete.')
    await expect(canvas.getByLabelText('Amount')).toHaveValue('')
  },
}

export const Pulling: Story = {
  args: { ...Default.args, pulling: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pulling back…' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPullAll).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const panel = slot(canvasElement, 'my-wallet-panel')
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
    const form = within(canvas.getByRole('form', { name: 'Transfer between wallets' }))
    // One column: the target under the source.
    const from = form.getByLabelText('From').getBoundingClientRect()
    const to = form.getByLabelText('To').getBoundingClientRect()
    await expect(to.top).toBeGreaterThan(from.bottom)
    await userEvent.type(form.getByLabelText('Amount'), '5')
    await userEvent.click(form.getByRole('button', { name: 'Transfer' }))
    await expect(args.onTransfer).toHaveBeenCalledWith({ from: 'main', to: 'pg', amount: 500 })
  },
}

/** Each provider holding money has its own Back (`balance_get_back`); empty or maintenance rows have none. */
export const PullOne: Story = {
  args: { ...Default.args, onPullOne: fn() },
  play: async ({ args, canvas }) => {
    const back = canvas.getAllByRole('button', { name: /^Back to the main wallet: / })
    // PG Soft and AE Sexy Live hold money; JDB is empty, SABA is in maintenance.
    await expect(back.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Back to the main wallet: PG Soft',
      'Back to the main wallet: AE Sexy Live',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the main wallet: AE Sexy Live' }))
    await expect(args.onPullOne).toHaveBeenCalledOnce()
    await expect(args.onPullOne).toHaveBeenCalledWith('ae')
    await expect(args.onPullAll).not.toHaveBeenCalled()
  },
}

/** One provider on its way back: every Back and the pull of all wait. */
export const PullingOne: Story = {
  args: { ...PullOne.args, pulling: true, pullingGpId: 'pg' },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /^Back to the main wallet: / })) {
      await expect(button).toBeDisabled()
    }
    await expect(canvas.getByRole('button', { name: 'Pull all back to main' })).toBeDisabled()
  },
}
