import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { BalanceChip } from './balance-chip.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

const meta = {
  title: 'Wallet/BalanceChip',
  component: BalanceChip,
  args: { currency: 'RMB', amount: 123_456, refreshing: false, onRefresh: fn(), onOpen: fn() },
} satisfies Meta<typeof BalanceChip>

export default meta
type Story = StoryObj<typeof meta>

const amountOf = (element: HTMLElement) => element.querySelector('[data-slot="balance-chip-amount"]')

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const open = canvas.getByRole('button', { name: 'Balance: ¥ 1,234.56' })
    await step('the total shows with the symbol and the two minor digits', async () => {
      await expect(amountOf(canvasElement)).toHaveTextContent('¥ 1,234.56')
    })
    await step('a click on the balance opens the wallets', async () => {
      await userEvent.click(open)
      await expect(args.onOpen).toHaveBeenCalledOnce()
      await expect(open).toHaveAttribute('aria-haspopup', 'dialog')
    })
    await step('the refresh icon button has a name and calls back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }))
      await expect(args.onRefresh).toHaveBeenCalledOnce()
    })
  },
}

export const Refreshing: Story = {
  args: { ...Default.args, refreshing: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveTextContent(/^-$/)
    await expect(canvas.getByRole('button', { name: 'Balance: Refreshing balances…' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeDisabled()
    await expect(canvasElement.querySelector('[data-slot="balance-chip"]')).toHaveAttribute('aria-busy', 'true')
  },
}

/** Nothing known yet (before the first answer): a dash, and no click target is needed. */
export const Unknown: Story = {
  args: { ...Default.args, amount: null, onOpen: undefined, onRefresh: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveTextContent(/^-$/)
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByText('Not available')).toBeInTheDocument()
  },
}

export const LargeAmount: Story = {
  args: { ...Default.args, amount: 987_654_321_012 },
  play: async ({ canvas, canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveTextContent('¥ 9,876,543,210.12')
    const chip = canvasElement.querySelector<HTMLElement>('[data-slot="balance-chip"]')!
    // The chip grows with the amount: nothing is clipped.
    const open = canvas.getByRole('button', { name: /Balance/ })
    await expect(open.scrollWidth).toBeLessThanOrEqual(open.clientWidth + 1)
    await expect(chip.getBoundingClientRect().height).toBeCloseTo(40, 0)
  },
}

/** VND has no minor unit: the integer is shown as is. */
export const VND: Story = {
  args: { ...Default.args, currency: 'VND', amount: 1_500_000 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveTextContent('₫ 1,500,000')
  },
}

export const Mobile: Story = {
  args: { ...Default.args },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    const chip = canvasElement.querySelector<HTMLElement>('[data-slot="balance-chip"]')!
    await expect(chip.getBoundingClientRect().height).toBeCloseTo(32, 0)
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeVisible()
  },
}
