import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { longDeposits, manyDeposits, someDeposits } from '../../fixtures/deposits.ts'
import { DepositOrders } from './deposit-orders.tsx'
import { NO_DEPOSIT_FILTER } from './deposit-filters.tsx'

const meta = {
  title: 'Console/DepositOrders',
  component: DepositOrders,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: someDeposits,
    total: someDeposits.length,
    page: 1,
    pageSize: 20,
    filter: NO_DEPOSIT_FILTER,
    currencies: ['RMB', 'USD', 'VND'],
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
} satisfies Meta<typeof DepositOrders>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.deposits.caption })
const rowOf = (canvas: ReturnType<typeof within>, order: string) =>
  within(within(tableOf(canvas)).getByRole('rowheader', { name: order }).closest('tr')!)

export const List: Story = {
  play: async ({ canvas, step }) => {
    await step('the columns, and each order in its currency’s minor units', async () => {
      const headers = within(tableOf(canvas)).getAllByRole('columnheader')
      await expect(headers.map((header) => header.textContent)).toEqual(Object.values(copy.deposits.columns))
      const paid = rowOf(canvas, 'D20261120004')
      await expect(paid.getByText('lucky_tiger88')).toBeVisible()
      await expect(paid.getByText('₫ 2,000,000')).toBeVisible()
      await expect(paid.getByText('Online banking')).toBeVisible()
      await expect(paid.getByText(copy.deposits.statuses.completed)).toBeVisible()
      await expect(paid.getByText('2026-11-20 16:32 UTC')).toBeVisible()
      await expect(rowOf(canvas, 'D20261120003').getByText(copy.deposits.noChannel)).toBeVisible()
      await expect(rowOf(canvas, 'D20261120003').getByText('¥ 1,234.56')).toBeVisible()
    })
    await step('an unpaid order has no paid time; every status is named in words', async () => {
      const waiting = rowOf(canvas, 'D20261120005')
      await expect(waiting.getByText(copy.deposits.statuses.pending)).toBeVisible()
      await expect(waiting.getByText(copy.deposits.notPaid)).toBeVisible()
      await expect(rowOf(canvas, 'D20261120002').getByText(copy.deposits.statuses.expired)).toBeVisible()
      await expect(rowOf(canvas, 'D20261120001').getByText(copy.deposits.statuses.cancelled)).toBeVisible()
      await expect(canvas.getByText(copy.deposits.count(5))).toBeVisible()
    })
    await step('read-only: nothing to press in the list', async () => {
      await expect(within(tableOf(canvas)).queryByRole('button')).toBeNull()
    })
  },
}

export const Filtered: Story = {
  args: {
    rows: someDeposits.slice(1, 2),
    total: 1,
    filter: { status: 'completed', member: 'lucky_tiger88', currency: 'VND', from: '2026-11-20', to: '2026-11-20' },
  },
  play: async ({ args, canvas, step }) => {
    const filters = within(canvas.getByRole('search', { name: copy.deposits.filters }))
    await step('the filter applied shows in the form', async () => {
      await expect(filters.getByRole('combobox', { name: copy.deposits.status })).toHaveValue('completed')
      await expect(filters.getByRole('combobox', { name: copy.deposits.currency })).toHaveValue('VND')
      await expect(filters.getByRole('searchbox', { name: copy.deposits.member })).toHaveValue('lucky_tiger88')
      await expect(canvas.getByText(copy.deposits.count(1))).toBeVisible()
    })
    await step('a start after the end is refused, named and focused', async () => {
      const to = filters.getByLabelText(copy.deposits.to)
      await userEvent.clear(to)
      await userEvent.type(to, '2026-11-01')
      await userEvent.click(filters.getByRole('button', { name: copy.deposits.apply }))
      await expect(canvas.getByText(copy.deposits.rangeInvalid)).toBeVisible()
      await expect(to).toHaveFocus()
      await expect(args.onFilter).not.toHaveBeenCalled()
    })
    await step('the filters apply together, the member trimmed', async () => {
      const to = filters.getByLabelText(copy.deposits.to)
      await userEvent.clear(to)
      await userEvent.type(to, '2026-11-21')
      await userEvent.selectOptions(filters.getByRole('combobox', { name: copy.deposits.status }), 'pending')
      const member = filters.getByRole('searchbox', { name: copy.deposits.member })
      await userEvent.clear(member)
      await userEvent.type(member, ' player07 ')
      await userEvent.click(filters.getByRole('button', { name: copy.deposits.apply }))
      await expect(args.onFilter).toHaveBeenCalledWith({
        status: 'pending',
        member: 'player07',
        currency: 'VND',
        from: '2026-11-20',
        to: '2026-11-21',
      })
    })
  },
}

export const Statuses: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('combobox', { name: copy.deposits.status })
    await expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Waiting for payment',
      'Paid',
      'Cancelled',
      'Expired',
    ])
  },
}

export const LongData: Story = {
  args: { rows: longDeposits, total: 1_234_567 },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, 'DMK7Q2Z9X1A4B5C6D7E8F9A0B1C2D3E4F5')
    await expect(row.getByText('a_member_account_of_sixty_four_characters_long_enough_to_wrap_x')).toBeVisible()
    await expect(row.getByText('₫ 999,999,999,999')).toBeVisible()
    await expect(canvas.getByText(copy.deposits.count(1_234_567))).toBeVisible()
  },
}

export const Paged: Story = {
  args: { rows: manyDeposits, total: 45, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: copy.deposits.pages }))
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.deposits.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.deposits.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(copy.deposits.emptyBody)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], total: 0, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.deposits.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.forbidden.title)
    await expect(alert).toHaveTextContent(copy.forbidden.body(copy.deposits.forbiddenWhat))
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}
