import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OperationReport, type OperationRowView } from './operation-report.tsx'

const total: OperationRowView = {
  level: 0,
  members: 42,
  active_members: 17,
  bets: 12_345_600,
  wins: 11_000_000,
  deposits: 5_000_000,
  withdrawals: 2_500_050,
  net: 1_345_600,
}

const levels: OperationRowView[] = [
  {
    level: 1,
    members: 12,
    active_members: 8,
    bets: 8_000_000,
    wins: 7_200_000,
    deposits: 3_000_000,
    withdrawals: 1_500_000,
    net: 800_000,
  },
  {
    level: 2,
    members: 20,
    active_members: 7,
    bets: 3_845_600,
    wins: 3_100_000,
    deposits: 1_500_000,
    withdrawals: 800_050,
    net: 745_600,
  },
  {
    level: 3,
    members: 10,
    active_members: 2,
    bets: 500_000,
    wins: 700_000,
    deposits: 500_000,
    withdrawals: 200_000,
    net: -200_000,
  },
]

const none: OperationRowView = {
  level: 0,
  members: 0,
  active_members: 0,
  bets: 0,
  wins: 0,
  deposits: 0,
  withdrawals: 0,
  net: 0,
}

const meta = {
  title: 'AgentCentre/OperationReport',
  component: OperationReport,
  args: {
    mode: 'operation',
    range: { start_date: '2026-11-14', end_date: '2026-11-20' },
    today: '2026-11-20',
    onSearch: fn(),
    rangeError: null,
    status: 'idle',
    onRetry: fn(),
    report: { total, levels },
    currency: 'USD',
    levelNames: { 1: 'Direct members' },
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['operation', 'stratified'] },
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-5xl rounded-2xl border'}>
      <OperationReport {...args} />
    </div>
  ),
} satisfies Meta<typeof OperationReport>

export default meta
type Story = StoryObj<typeof meta>

const valueOf = (root: HTMLElement, key: string) =>
  root.querySelector(`[data-slot="operation-report-figure"][data-key="${key}"] [data-slot="operation-report-value"]`)
    ?.textContent

/** The whole downline as figures; the presets search at once with their site days. */
export const Operation: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('the figures: counts, and money in the currency', async () => {
      await expect(canvas.getByRole('heading', { name: 'Operations report' })).toBeVisible()
      await expect(canvas.getByText('Showing 2026-11-14 to 2026-11-20')).toBeVisible()
      await expect(valueOf(canvasElement, 'members')).toBe('42')
      await expect(valueOf(canvasElement, 'active_members')).toBe('17')
      await expect(valueOf(canvasElement, 'bets')).toBe('$ 123,456.00')
      await expect(valueOf(canvasElement, 'wins')).toBe('$ 110,000.00')
      await expect(valueOf(canvasElement, 'deposits')).toBe('$ 50,000.00')
      await expect(valueOf(canvasElement, 'withdrawals')).toBe('$ 25,000.50')
      await expect(valueOf(canvasElement, 'net')).toBe('$ 13,456.00')
      const net = canvasElement.querySelector(
        '[data-slot="operation-report-figure"][data-key="net"] [data-slot="money"]',
      )
      await expect(net).toHaveAttribute('data-sign', 'positive')
      await expect(net).toHaveClass('text-success')
    })
    const presets = within(canvas.getByRole('group', { name: 'Quick dates' }))
    await step('the range shown is the last 7 days', async () => {
      await expect(presets.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true')
      await expect(presets.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false')
    })
    await step('each preset searches its site days, counted from today', async () => {
      await userEvent.click(presets.getByRole('button', { name: 'Yesterday' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-11-19', end_date: '2026-11-19' })
      await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-19')
      await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-19')
      await userEvent.click(presets.getByRole('button', { name: 'Today' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-11-20', end_date: '2026-11-20' })
      await userEvent.click(presets.getByRole('button', { name: 'This month' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-11-01', end_date: '2026-11-20' })
      await userEvent.click(presets.getByRole('button', { name: 'Last 7 days' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-11-14', end_date: '2026-11-20' })
      await expect(args.onSearch).toHaveBeenCalledTimes(4)
    })
    await step('two dates and Search', async () => {
      const start = canvas.getByLabelText('From')
      await userEvent.clear(start)
      await userEvent.type(start, '2026-10-01')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-10-01', end_date: '2026-11-20' })
    })
  },
}

/** "Yesterday" across a month's first day, and "this month" on the 1st: one day each. */
export const OperationMonthStart: Story = {
  args: { ...Operation.args, today: '2026-12-01', range: { start_date: '2026-12-01', end_date: '2026-12-01' } },
  play: async ({ args, canvas }) => {
    const presets = within(canvas.getByRole('group', { name: 'Quick dates' }))
    await expect(presets.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')
    await expect(presets.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(presets.getByRole('button', { name: 'Yesterday' }))
    await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-11-30', end_date: '2026-11-30' })
    await userEvent.click(presets.getByRole('button', { name: 'Last 7 days' }))
    await expect(args.onSearch).toHaveBeenLastCalledWith({ start_date: '2026-11-25', end_date: '2026-12-01' })
  },
}

export const OperationLoading: Story = {
  args: { ...Operation.args, status: 'loading', report: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvasElement.querySelector('[data-slot="operation-report-figures"]')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled()
  },
}

export const OperationError: Story = {
  args: { ...OperationLoading.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("The report couldn't be loaded.")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Nobody in the downline yet. */
export const OperationEmpty: Story = {
  args: { ...Operation.args, report: { total: none, levels: [] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No downline yet')).toBeVisible()
    await expect(canvas.getByText(/Share your agent link/)).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="operation-report-figures"]')).toBeNull()
  },
}

/** A row a level (the site's name, else "Level n") and the total under them. */
export const Stratified: Story = {
  args: { ...Operation.args, mode: 'stratified' },
  play: async ({ canvas, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Report by level' })).toBeVisible()
    const table = within(canvas.getByRole('table', { name: 'Results by level' }))
    await step('the columns', async () => {
      const heads = table.getAllByRole('columnheader').map((head) => head.textContent)
      await expect(heads).toEqual([
        'Level',
        'Members',
        'Active members',
        'Bets',
        'Wins',
        'Net result',
        'Total deposits',
        'Total withdrawals',
      ])
    })
    await step('a row a level, named by the site or numbered', async () => {
      const cells = (name: RegExp) =>
        within(table.getByRole('row', { name }))
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
      await expect(cells(/^Direct members/)).toEqual([
        'Direct members',
        '12',
        '8',
        '$ 80,000.00',
        '$ 72,000.00',
        '$ 8,000.00',
        '$ 30,000.00',
        '$ 15,000.00',
      ])
      await expect(cells(/^Level 2/)[0]).toBe('Level 2')
      await expect(cells(/^Level 3/)[5]).toBe('$ -2,000.00')
      const lost = within(table.getByRole('row', { name: /^Level 3/ })).getByText('$ -2,000.00')
      await expect(lost).toHaveAttribute('data-sign', 'negative')
    })
    await step('the total under the levels, on one page', async () => {
      const footer = table.getByRole('row', { name: /^Total/ })
      await expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total')
      await expect(
        within(footer)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['42', '17', '$ 123,456.00', '$ 110,000.00', '$ 13,456.00', '$ 50,000.00', '$ 25,000.50'])
      await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull()
    })
  },
}

export const StratifiedLoading: Story = {
  args: { ...Stratified.args, status: 'loading', report: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
  },
}

export const StratifiedEmpty: Story = {
  args: { ...Stratified.args, report: { total: none, levels: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No downline yet')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/**
 * The server refused the start date (400): the field says why until it is
 * edited. A range checked here (end before start) is refused without a search.
 */
export const RangeError: Story = {
  args: { ...Operation.args, rangeError: { field: 'start_date', message: 'fund.err_date_range' } },
  play: async ({ args, canvas, step }) => {
    const start = canvas.getByLabelText('From')
    const end = canvas.getByLabelText('To')
    const message = 'Choose a start date on or before the end date, at most 90 days apart.'
    await step('the server’s refusal on the date it names', async () => {
      await expect(start).toHaveAttribute('aria-invalid', 'true')
      await expect(start).toHaveAccessibleDescription(message)
      await expect(end).not.toHaveAttribute('aria-invalid')
    })
    await step('editing that date clears it', async () => {
      await userEvent.clear(start)
      await userEvent.type(start, '2026-11-21')
      await expect(start).not.toHaveAttribute('aria-invalid')
      await expect(canvas.queryByRole('alert')).toBeNull()
    })
    await step('an end before the start is refused here, and nothing is searched', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(end).toHaveAttribute('aria-invalid', 'true')
      await expect(end).toHaveFocus()
      await expect(canvas.getByRole('alert')).toHaveTextContent(message)
      await expect(args.onSearch).not.toHaveBeenCalled()
    })
    await step('more than 90 days is refused too', async () => {
      await userEvent.clear(start)
      await userEvent.type(start, '2026-01-01')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(canvas.getByRole('alert')).toHaveTextContent(message)
      await expect(args.onSearch).not.toHaveBeenCalled()
    })
  },
}

/** A server message given as text is shown as it is. */
export const RangeErrorText: Story = {
  args: { ...Operation.args, rangeError: { field: 'end_date', message: 'The end date is after today.' } },
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('To')
    await expect(end).toHaveAttribute('aria-invalid', 'true')
    await expect(end).toHaveAccessibleDescription('The end date is after today.')
  },
}

export const Mobile: Story = {
  args: { ...Operation.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="operation-report"]')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    await expect(valueOf(canvasElement, 'net')).toBe('$ 13,456.00')
    const search = canvas.getByRole('button', { name: 'Search' })
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await userEvent.click(canvas.getByRole('button', { name: 'Yesterday' }))
    await expect(args.onSearch).toHaveBeenCalledWith({ start_date: '2026-11-19', end_date: '2026-11-19' })
  },
}

export const MobileStratified: Story = {
  args: { ...Stratified.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="operation-report"]')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    const cards = within(canvas.getByRole('list', { name: 'Results by level' })).getAllByRole('listitem')
    // Three levels and the total.
    await expect(cards).toHaveLength(4)
    await expect(cards[0]).toHaveTextContent('Direct members')
    await expect(cards[3]).toHaveTextContent('Total')
    await expect(cards[3]).toHaveTextContent('$ 13,456.00')
  },
}
