import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { siteChannels, siteCurrencies, strayChannels } from '../../fixtures/deposit-channels.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { DepositChannels } from './deposit-channels.tsx'

const words = copy.depositChannels
const bankTransfer = siteChannels.find((c) => c.name === 'Bank transfer')!
const eWallet = siteChannels.find((c) => c.name === 'E-wallet')!

const meta = {
  title: 'Console/DepositChannels',
  component: DepositChannels,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    currencies: siteCurrencies,
    rows: siteChannels,
    onRetry: fn(),
    canManage: true,
    notice: null,
    onCreate: fn(),
    onEdit: fn(),
    onSwitch: fn(),
    switching: null,
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    onSave: fn(),
    onEditCancel: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => (
    <PortalFrame>{(container) => <DepositChannels {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof DepositChannels>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas, currency: string) =>
  within(canvas.getByRole('table', { name: words.caption(currency) }))
const rowOf = (canvas: Canvas, currency: string, name: string) =>
  within(tableOf(canvas, currency).getByRole('rowheader', { name }).closest('tr')!)
const findEditor = (name: string) => screen.findByRole('dialog', { name })

export const List: Story = {
  play: async ({ args, canvas, step }) => {
    await step('a group per currency the site offers, in its order; one with no channel says so', async () => {
      const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
      await expect(headings).toEqual(siteCurrencies.map(words.currencyHeading))
      await expect(canvas.getByText(words.noChannelIn('RMB'))).toBeVisible()
      await expect(canvas.getByText(words.count(siteChannels.length))).toBeVisible()
    })
    await step('each channel: kind, amounts as money in its currency, order, whether members see it', async () => {
      const headers = tableOf(canvas, 'USD')
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
      await expect(headers).toEqual(Object.values(words.columns))
      const online = rowOf(canvas, 'USD', 'Online banking')
      await expect(online.getByText('$ 20.00')).toBeVisible()
      await expect(online.getByText('$ 20,000.00')).toBeVisible()
      await expect(online.getByText(words.on)).toBeVisible()
      await expect(rowOf(canvas, 'USD', 'E-wallet').getByText(words.off)).toBeVisible()
      const momo = rowOf(canvas, 'VND', 'Ví MoMo')
      await expect(momo.getByText(words.kinds.ewallet)).toBeVisible()
      await expect(momo.getByText('₫ 125,000')).toBeVisible()
    })
    await step('New, Edit, Turn off and Turn on ask the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: words.editChannel('Bank transfer') }))
      await expect(args.onEdit).toHaveBeenCalledWith(bankTransfer)
      await userEvent.click(canvas.getByRole('button', { name: words.turnOffChannel('Bank transfer') }))
      await expect(args.onSwitch).toHaveBeenCalledWith(bankTransfer, false)
      await userEvent.click(canvas.getByRole('button', { name: words.turnOnChannel('E-wallet') }))
      await expect(args.onSwitch).toHaveBeenCalledWith(eWallet, true)
    })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.readOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Turn on|Turn off) / })).toBeNull()
    const headers = tableOf(canvas, 'USD')
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    await expect(headers).not.toContain(words.columns.actions)
    await expect(rowOf(canvas, 'USD', 'E-wallet').getByText(words.off)).toBeVisible()
  },
}

export const Switching: Story = {
  args: { switching: bankTransfer.id },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: words.turnOnChannel('E-wallet') }))
    await userEvent.click(canvas.getByRole('button', { name: words.create }))
    await expect(args.onSwitch).not.toHaveBeenCalled()
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

export const Switched: Story = {
  args: { notice: { tone: 'success', text: words.switchedOff('Bank transfer') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.switchedOff('Bank transfer'))
  },
}

export const StrayCurrency: Story = {
  args: { rows: strayChannels },
  play: async ({ canvas }) => {
    const thb = canvas.getByRole('region', { name: words.currencyHeading('THB') })
    await expect(within(thb).getByText(words.notOffered)).toBeVisible()
    await expect(rowOf(canvas, 'THB', 'PromptPay').getByText('฿ 100.00')).toBeVisible()
    await expect(
      rowOf(canvas, 'USD', 'Interbank instant transfer with same-day confirmation (USD)').getByText(words.on),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
    await expect(canvas.getByRole('button', { name: words.create })).toBeVisible()
  },
}

export const EmptyReadOnly: Story = {
  args: { rows: [], canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyBodyReadOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
  },
}

export const NewChannel: Story = {
  args: { editing: 'new' },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(words.newTitle))
    const save = dialog.getByRole('button', { name: copy.content.save })
    const min = dialog.getByRole('textbox', { name: words.fields.min })
    const max = dialog.getByRole('textbox', { name: words.fields.max })
    await step('nothing chosen: the currency first, the amounts wait for it', async () => {
      await expect(min).toBeDisabled()
      await expect(dialog.getByRole('checkbox', { name: words.fields.enabled })).toBeChecked()
      await userEvent.click(save)
      await expect(dialog.getByRole('combobox', { name: words.fields.currency })).toHaveFocus()
      await expect(dialog.getByText(words.currencyChoose)).toBeVisible()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('amounts in the currency: too many decimals, and the most below the least, are refused', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: words.fields.currency }), 'USD')
      await expect(dialog.getAllByText(words.moneyHint('USD', 2))).toHaveLength(2)
      await expect(min).toBeEnabled()
      fireEvent.change(dialog.getByRole('textbox', { name: words.fields.name }), {
        target: { value: '  Crypto wallet ' },
      })
      fireEvent.change(min, { target: { value: '10.005' } })
      fireEvent.change(max, { target: { value: '5' } })
      await userEvent.click(save)
      await expect(dialog.getByText(words.moneyDigits('USD', 2))).toBeVisible()
      await expect(min).toHaveFocus()
      fireEvent.change(min, { target: { value: '10' } })
      await userEvent.click(save)
      await expect(dialog.getByText(words.maxBelowMin)).toBeVisible()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('a good draft is reported in minor units, trimmed, last in its currency (no order)', async () => {
      fireEvent.change(max, { target: { value: '2,500.50' } })
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: words.fields.kind }), 'ewallet')
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        currency: 'USD',
        name: 'Crypto wallet',
        kind: 'ewallet',
        min_amount: 1_000,
        max_amount: 250_050,
        enabled: true,
      })
    })
  },
}

export const EditChannel: Story = {
  args: { editing: eWallet },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle('E-wallet')))
    await expect(dialog.getByRole('textbox', { name: words.fields.min })).toHaveValue('5.00')
    await expect(dialog.getByRole('textbox', { name: words.fields.max })).toHaveValue('5000.00')
    await expect(dialog.getByRole('checkbox', { name: words.fields.enabled })).not.toBeChecked()
    await userEvent.click(dialog.getByRole('checkbox', { name: words.fields.enabled }))
    fireEvent.change(dialog.getByRole('textbox', { name: words.fields.sort }), { target: { value: '0' } })
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith({
      id: eWallet.id,
      currency: 'USD',
      name: 'E-wallet',
      kind: 'ewallet',
      min_amount: 500,
      max_amount: 500_000,
      enabled: true,
      sort: 0,
    })
  },
}

export const ServerRefusedField: Story = {
  args: {
    editing: bankTransfer,
    fieldErrors: { max_amount: words.serverRefused('the minimum must not be above the maximum') },
  },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle('Bank transfer')))
    await expect(dialog.getByText(words.serverRefused('the minimum must not be above the maximum'))).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: words.fields.max })).toHaveFocus()
  },
}

export const CurrencyNotOffered: Story = {
  args: {
    editing: 'new',
    fieldErrors: { currency: words.serverRefused('currency not offered') },
  },
  play: async () => {
    const dialog = within(await findEditor(words.newTitle))
    await expect(dialog.getByText(words.serverRefused('currency not offered'))).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: words.fields.currency })).toHaveFocus()
  },
}

export const Saving: Story = {
  args: { editing: bankTransfer, saving: true },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle('Bank transfer')))
    await userEvent.click(dialog.getByRole('button', { name: copy.content.saving }))
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { editing: bankTransfer, saveError: words.saveFailed(copy.failure.busy) },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle('Bank transfer')))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.busy)
  },
}
