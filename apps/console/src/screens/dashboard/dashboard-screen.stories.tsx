import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { oneCurrency, quietDashboard, severalCurrencies } from '../../fixtures/dashboard.ts'
import { storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { DashboardScreen } from './dashboard-screen.tsx'

const words = copy.dashboard

const meta = {
  title: 'Console/Dashboard',
  component: DashboardScreen,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    dashboard: severalCurrencies,
    currency: 'USD',
    onCurrency: fn(),
    onRetry: fn(),
    formatTime: storyTime,
    chartHeight: 200,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The value of the figure named `name` in the section named `section`. */
const figure = (canvas: ReturnType<typeof within>, section: string, name: string) => {
  const term = within(canvas.getByRole('region', { name: section })).getByText(name, { selector: 'dt' })
  return term.nextElementSibling as HTMLElement
}

export const SeveralCurrencies: Story = {
  play: async ({ args, canvas, step }) => {
    await step('a tab per currency, the chosen one selected', async () => {
      const tabs = within(canvas.getByRole('tablist', { name: words.currencies }))
      await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['RMB', 'USD', 'VND'])
      await expect(tabs.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByText(words.asOf('2026-11-20 16:30 UTC'))).toBeVisible()
    })
    await step('today’s and this week’s figures in minor units', async () => {
      const today = words.periodOf(words.today, 'USD')
      await expect(figure(canvas, today, words.figures.deposits)).toHaveTextContent('$ 12,450.00')
      await expect(figure(canvas, today, words.figures.deposits).nextElementSibling).toHaveTextContent(
        words.count(12, words.deposit),
      )
      await expect(figure(canvas, today, words.figures.ggr)).toHaveTextContent('$ 2,700.50')
      await expect(figure(canvas, today, words.figures.activeMembers)).toHaveTextContent('57')
      const week = words.periodOf(words.week, 'USD')
      await expect(figure(canvas, week, words.figures.withdrawals)).toHaveTextContent('$ 18,740.00')
      await expect(figure(canvas, week, words.figures.newMembers)).toHaveTextContent('41')
      const now = words.periodOf(words.now, 'USD')
      await expect(figure(canvas, now, words.online)).toHaveTextContent('23')
      await expect(figure(canvas, now, words.pendingWithdrawals)).toHaveTextContent('4')
    })
    await step('the charts say what they show in words, and the table holds every day', async () => {
      await expect(canvas.getByText(words.ggrChart)).toBeVisible()
      await userEvent.click(canvas.getByText(words.showTable))
      const table = canvas.getByRole('table', { name: words.tableCaption('USD') })
      await expect(within(table).getAllByRole('row')).toHaveLength(15)
      await expect(within(table).getByRole('rowheader', { name: '2026-11-20' })).toBeVisible()
    })
    await step('choosing another currency asks for it', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'VND' }))
      await expect(args.onCurrency).toHaveBeenCalledWith('VND')
    })
  },
}

export const AnotherCurrency: Story = {
  args: { currency: 'VND' },
  play: async ({ canvas }) => {
    const today = words.periodOf(words.today, 'VND')
    await expect(figure(canvas, today, words.figures.ggr)).toHaveTextContent('₫ -2,500,000')
    await expect(figure(canvas, today, words.figures.deposits)).toHaveTextContent('₫ 25,000,000')
  },
}

export const OneCurrency: Story = {
  args: { dashboard: oneCurrency },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.getByRole('region', { name: words.periodOf(words.today, 'USD') })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { dashboard: quietDashboard, currency: 'RMB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
    const today = words.periodOf(words.today, 'RMB')
    await expect(figure(canvas, today, words.figures.deposits)).toHaveTextContent('¥ 0.00')
  },
}

export const Loading: Story = {
  args: { status: 'loading', dashboard: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
    await expect(canvas.queryByRole('tablist')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', dashboard: null, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', dashboard: null },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.forbidden.title)
    await expect(alert).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
    await expect(canvas.queryByRole('button', { name: words.refresh })).toBeNull()
  },
}

export const Refreshing: Story = {
  args: { status: 'loading', dashboard: severalCurrencies },
  play: async ({ args, canvas }) => {
    const refresh = canvas.getByRole('button', { name: words.refresh })
    await expect(refresh).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(refresh)
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

export const RefreshAsked: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: words.refresh }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
