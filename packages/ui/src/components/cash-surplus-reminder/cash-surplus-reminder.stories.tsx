import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CashSurplusReminder } from './cash-surplus-reminder.tsx'

const meta = {
  title: 'Wallet/CashSurplusReminder',
  component: CashSurplusReminder,
  args: { onPullAll: fn(), onShowWallets: fn(), pulling: false, cooldownSeconds: 0 },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? 'mx-auto max-w-[390px] p-3' : 'max-w-2xl p-4'}>
      <CashSurplusReminder {...args} />
    </div>
  ),
} satisfies Meta<typeof CashSurplusReminder>

export default meta
type Story = StoryObj<typeof meta>

/** `cash_surplus/check` answered active: the reminder and its pull. */
export const Active: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Money is still in your game wallets' })
    await expect(region).toHaveAccessibleDescription(/Pull it back to your main wallet/)
    await userEvent.click(canvas.getByRole('button', { name: 'Pull back to main wallet' }))
    await expect(args.onPullAll).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Show my wallets' }))
    await expect(args.onShowWallets).toHaveBeenCalledOnce()
  },
}

export const Pulling: Story = {
  args: { pulling: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pulling back…' })).toBeDisabled()
  },
}

/** A pull ran a moment ago (spec section 9: 10 s between pulls). */
export const Cooldown: Story = {
  args: { cooldownSeconds: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pull back (6s)' })).toBeDisabled()
  },
}

export const Mobile: Story = {
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pull back to main wallet' })).toBeVisible()
  },
}
