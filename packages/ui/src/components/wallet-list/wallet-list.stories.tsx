import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { WalletListEntry } from './wallet-list.tsx'
import { WalletList } from './wallet-list.tsx'
import { providerNames, slot } from '../../fixtures/wallets.ts'
import { loadStatusArgTypes } from '../../fixtures/panel-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

/** A provider's icon as an inline SVG (no network): dark letters on light for `is_light`, the reverse for `icon_dark`. */
function icon(letters: string, hue: number, dark: boolean): string {
  const [bg, fg] = dark
    ? [`hsl(${hue} 45% 22%)`, `hsl(${hue} 90% 80%)`]
    : [`hsl(${hue} 90% 92%)`, `hsl(${hue} 60% 30%)`]
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">` +
      `<rect width="36" height="36" rx="8" fill="${bg}"/>` +
      `<text x="18" y="23" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="13" fill="${fg}">${letters}</text>` +
      `</svg>`,
  )}`
}

function entry(gp_id: string, gp_name: string, balance: number, hue: number, maintenance: 0 | 1 = 0): WalletListEntry {
  const letters = gp_name.replace(/[^A-Z]/g, '').slice(0, 2) || gp_name.slice(0, 1)
  return {
    gp_id,
    gp_name,
    is_light: icon(letters, hue, false),
    icon_dark: icon(letters, hue, true),
    balance,
    maintenance,
  }
}

const entries: WalletListEntry[] = [
  entry('pg', 'PG Soft', 12_000, 20),
  entry('jdb', 'JDB Gaming', 0, 200),
  entry('ae', 'AE Sexy Live', 250_050, 320),
  entry('saba', 'SABA Sports', 8_800, 130),
]

const meta = {
  title: 'Wallet/WalletList',
  component: WalletList,
  args: {
    currency: 'RMB',
    cash: 100_000,
    total: 370_850,
    entries,
    theme: 'light',
    refreshing: false,
    status: 'idle',
    pullState: { running: false, cooldownSeconds: 0 },
    onPullAll: fn(),
    onRefresh: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    ...loadStatusArgTypes,
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? 'mx-auto max-w-[390px]' : 'max-w-xl'}>
      <WalletList {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('total and main wallet', async () => {
      await expect(slot(canvasElement, 'wallet-list-total')).toHaveTextContent('¥ 3,708.50')
      await expect(slot(canvasElement, 'wallet-list-cash')).toHaveTextContent('¥ 1,000.00')
    })
    await step('one named row per provider, with its light icon', async () => {
      const list = canvas.getByRole('list', { name: 'Game wallets' })
      const rows = within(list).getAllByRole('listitem')
      await expect(rows).toHaveLength(4)
      await expect(within(list).getByRole('listitem', { name: 'PG Soft ¥ 120.00' })).toBeVisible()
      await expect(within(list).getByRole('listitem', { name: 'AE Sexy Live ¥ 2,500.50' })).toBeVisible()
      await expect(rows[0]!.querySelector('img')).toHaveAttribute('src', entries[0]!.is_light)
    })
    await step('pull all and refresh call back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pull all back' }))
      await expect(args.onPullAll).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }))
      await expect(args.onRefresh).toHaveBeenCalledOnce()
    })
  },
}

/** Every provider wallet holds 0: the money is all in the main wallet. */
export const Empty: Story = {
  args: { ...Default.args, cash: 100_000, total: 100_000, entries: entries.map((e) => ({ ...e, balance: 0 })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('All your money is in the main wallet.')).toBeVisible()
    await expect(slot(canvasElement, 'wallet-list-total')).toHaveTextContent('¥ 1,000.00')
    await expect(canvas.getByRole('listitem', { name: 'JDB Gaming ¥ 0.00' })).toBeVisible()
  },
}

/** No provider wallet at all. */
export const NoWallets: Story = {
  args: { ...Default.args, total: 100_000, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByText('No game wallets yet')).toBeVisible()
  },
}

export const Refreshing: Story = {
  args: { ...Default.args, refreshing: true },
  play: async ({ canvas, canvasElement }) => {
    // Every amount is a dash while the balances are re-read.
    await expect(slot(canvasElement, 'wallet-list-total')).toHaveTextContent(/^-$/)
    await expect(slot(canvasElement, 'wallet-list-cash')).toHaveTextContent(/^-$/)
    const amounts = canvasElement.querySelectorAll('[data-slot="wallet-list-amount"]')
    await expect(amounts).toHaveLength(4)
    for (const amount of amounts) await expect(amount).toHaveTextContent(/^-$/)
    await expect(canvas.getByRole('listitem', { name: 'PG Soft -' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing balances…')
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading your wallets…')).toHaveAttribute('role', 'status')
    await expect(
      canvasElement.querySelectorAll('[data-slot="wallets-status-loading"] [data-slot="skeleton"]').length,
    ).toBe(12)
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Pull all back' })).toBeDisabled()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your wallets couldn't be loaded")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Pull all back' })).toBeDisabled()
  },
}

export const Pulling: Story = {
  args: { ...Default.args, pullState: { running: true, cooldownSeconds: 0 } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pulling back…' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPullAll).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Pulling back…')
  },
}

export const Cooldown: Story = {
  args: { ...Default.args, pullState: { running: false, cooldownSeconds: 7 } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pull all back (7s)' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Moves the money in every game wallet back to your main wallet.')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPullAll).not.toHaveBeenCalled()
  },
}

export const AfterPullWithFailures: Story = {
  args: {
    ...Default.args,
    cash: 358_050,
    total: 370_850,
    entries: entries.map((e) => (e.gp_id === 'ae' || e.gp_id === 'pg' ? { ...e, balance: 0 } : e)),
    pullState: {
      running: false,
      cooldownSeconds: 9,
      results: { pg: 'done', ae: 'done', jdb: 'skipped', saba: 'failed' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Some wallets couldn't be pulled back. Please try again later.",
    )
    const row = (name: RegExp) => canvas.getByRole('listitem', { name })
    await expect(row(/^PG Soft/)).toHaveTextContent('Pulled back')
    await expect(row(/^JDB Gaming/)).toHaveTextContent('Skipped')
    await expect(row(/^SABA Sports/)).toHaveTextContent('Failed')
    await expect(row(/^SABA Sports/)).toHaveAttribute('data-result', 'failed')
    await expect(canvas.getByRole('button', { name: 'Pull all back (9s)' })).toBeDisabled()
  },
}

export const Maintenance: Story = {
  args: {
    ...Default.args,
    entries: entries.map((e) => (e.gp_id === 'ae' ? { ...e, maintenance: 1 as const } : e)),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'AE Sexy Live ¥ 2,500.50' })
    await expect(within(row).getByText('Maintenance')).toBeVisible()
    await expect(canvas.getAllByText('Maintenance')).toHaveLength(1)
  },
}

const names = [...providerNames, 'Ultimate Poker Super League']

export const LongList: Story = {
  args: {
    ...Default.args,
    entries: names.map((name, index) => entry(`gp${index}`, name, index % 3 === 0 ? 0 : index * 123_457, index * 12)),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Game wallets' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(30)
    // A long name is cut with an ellipsis, never pushing the amount out.
    const last = rows.at(-1)!
    const amount = last.querySelector<HTMLElement>('[data-slot="wallet-list-amount"]')!
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(last.getBoundingClientRect().right)
    await expect(amount).toHaveTextContent('¥ 35,802.53')
  },
}

export const Mobile: Story = {
  args: { ...AfterPullWithFailures.args },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    const root = slot(canvasElement, 'wallet-list')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    // The pull button takes the whole width under its hint.
    const button = canvas.getByRole('button', { name: 'Pull all back (9s)' })
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
  },
}

/** The dark theme shows each provider's `icon_dark`. */
export const DarkThemeIcons: Story = {
  args: { ...Default.args, theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Game wallets' })).getAllByRole('listitem')
    for (const [index, row] of rows.entries()) {
      await expect(row.querySelector('img')).toHaveAttribute('src', entries[index]!.icon_dark)
    }
    await expect(document.documentElement).toHaveClass('dark')
  },
}

/** Each provider holding money has its own "Back" (`balance_get_back`); empty or maintenance rows have none. */
export const PullOne: Story = {
  args: {
    ...Default.args,
    onPullOne: fn(),
    entries: entries.map((e) => (e.gp_id === 'ae' ? { ...e, maintenance: 1 as const } : e)),
  },
  play: async ({ args, canvas }) => {
    const back = canvas.getAllByRole('button', { name: /^Back to the main wallet: / })
    // PG Soft and SABA Sports hold money; JDB is empty, AE is in maintenance.
    await expect(back.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Back to the main wallet: PG Soft',
      'Back to the main wallet: SABA Sports',
    ])
    const row = canvas.getByRole('listitem', { name: 'SABA Sports ¥ 88.00' })
    await userEvent.click(within(row).getByRole('button', { name: 'Back to the main wallet: SABA Sports' }))
    await expect(args.onPullOne).toHaveBeenCalledOnce()
    await expect(args.onPullOne).toHaveBeenCalledWith('saba')
    await expect(args.onPullAll).not.toHaveBeenCalled()
  },
}

/** One provider's balance on its way back: every pull button waits, the pull of all too. */
export const PullingOne: Story = {
  args: {
    ...PullOne.args,
    entries,
    refreshing: true,
    pullState: { running: true, pullingGpId: 'pg', cooldownSeconds: 0 },
  },
  play: async ({ canvas, canvasElement }) => {
    for (const button of canvas.getAllByRole('button', { name: /^Back to the main wallet: / })) {
      await expect(button).toBeDisabled()
    }
    await expect(canvas.getByRole('button', { name: 'Pull all back' })).toBeDisabled()
    await expect(slot(canvasElement, 'wallet-list-announcement')).toHaveTextContent('Pulling PG Soft back…')
  },
}

/** After one provider came back: the cooldown holds every pull button. */
export const PullOneCooldown: Story = {
  args: {
    ...PullOne.args,
    entries: entries.map((e) => (e.gp_id === 'pg' ? { ...e, balance: 0 } : e)),
    cash: 112_000,
    pullState: { running: false, cooldownSeconds: 7, results: { pg: 'done' } },
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'PG Soft ¥ 0.00' })
    await expect(within(row).getByText('Pulled back')).toBeVisible()
    await expect(within(row).queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Back to the main wallet: SABA Sports' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Pull all back (7s)' })).toBeDisabled()
  },
}

export const PullOneMobile: Story = {
  args: { ...PullOne.args, entries },
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Back to the main wallet: / })).toHaveLength(3)
  },
}
