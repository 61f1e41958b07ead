import { TRANSACTION_TYPES } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { TransactionRecord, type TransactionView } from './transaction-record.tsx'

const WALLETS: Record<string, string> = { pg: 'PG Soft', ae: 'AE Sexy Live' }

const transactions: TransactionView[] = [
  {
    id: 906,
    created_at: '2026-11-20T14:30:00.000Z',
    type: 'payout',
    kind: 'payout',
    wallet: 'pg',
    amount: 25_000,
    balance_after: 61_500,
  },
  {
    id: 905,
    created_at: '2026-11-20T14:10:00.000Z',
    type: 'bet',
    kind: 'bet',
    wallet: 'pg',
    amount: -5_000,
    balance_after: 36_500,
  },
  {
    id: 904,
    created_at: '2026-11-20T14:00:00.000Z',
    type: 'transfer',
    kind: 'transfer_out',
    wallet: 'main',
    amount: -41_500,
    balance_after: 58_500,
  },
  {
    id: 903,
    created_at: '2026-11-19T09:00:00.000Z',
    type: 'deposit',
    kind: 'deposit',
    wallet: 'main',
    amount: 100_000,
    balance_after: 100_000,
  },
  {
    id: 902,
    created_at: '2026-11-18T22:15:00.000Z',
    type: 'bonus',
    kind: 'red_envelope',
    wallet: 'main',
    amount: 888,
    balance_after: 888,
  },
  {
    id: 901,
    created_at: '2026-11-15T08:00:00.000Z',
    type: 'withdrawal',
    kind: 'withdrawal',
    wallet: 'main',
    amount: -20_000,
    balance_after: 0,
  },
]
const SUM = transactions.reduce((total, row) => total + row.amount, 0)

/** `count` ledger rows from id `first` down, ten minutes apart, every type in turn. */
function manyTransactions(count: number, first = 2000): TransactionView[] {
  const newest = Date.UTC(2026, 10, 20, 12, 0, 0)
  return Array.from({ length: count }, (_, index): TransactionView => {
    const type = TRANSACTION_TYPES[index % TRANSACTION_TYPES.length]!
    const out = type === 'bet' || type === 'withdrawal' || type === 'transfer'
    return {
      id: first - index,
      created_at: new Date(newest - index * 600_000).toISOString(),
      type,
      kind: type,
      wallet: index % 3 === 0 ? 'ae' : 'main',
      amount: (out ? -1 : 1) * (index + 1) * 1_250,
      balance_after: 500_000 - index * 1_000,
    }
  })
}

const meta = {
  title: 'Fund/TransactionRecord',
  component: TransactionRecord,
  args: {
    ...records.recordListArgs(20, transactions.length),
    filter: { type: 'all', start_date: '2026-11-14', end_date: '2026-11-20' },
    transactions,
    sum: SUM,
    currency: 'USD',
    formatTime: records.storyTime,
    walletName: (gpId: string) => WALLETS[gpId] ?? gpId,
  },
  argTypes: records.recordStatusArgTypes,
  render: records.renderRecordPanel(TransactionRecord),
} satisfies Meta<typeof TransactionRecord>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: HTMLElement, id: string | RegExp) =>
  within(canvas).getByRole('row', { name: typeof id === 'string' ? new RegExp(id) : id })

const signedAmount = (row: HTMLElement) => row.querySelector('[data-slot="signed-amount"]')

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('each row: time, type, wallet, the signed amount and the balance after', async () => {
      const bet = row(canvasElement, '2026-11-20 14:10')
      await expect(bet).toHaveTextContent('2026-11-20 14:10BetPG Soft-$ 50.00$ 365.00')
      await expect(signedAmount(bet)).toHaveTextContent('-$ 50.00')
      await expect(signedAmount(bet)).toHaveAttribute('data-sign', 'out')
      const deposit = row(canvasElement, '2026-11-19 09:00')
      await expect(deposit).toHaveTextContent('DepositMain wallet+$ 1,000.00$ 1,000.00')
      await expect(signedAmount(deposit)).toHaveTextContent('+$ 1,000.00')
      await expect(signedAmount(deposit)).toHaveAttribute('data-sign', 'in')
    })
    await step('the sum of the filter under the rows', async () => {
      const total = canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')!
      await expect(total).toHaveTextContent('+$ 593.88')
    })
    await step('sorting by amount asks the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Amount' }))
      await expect(args.onSort).toHaveBeenCalledWith('amount', 'desc')
      await expect(canvas.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending')
    })
    await step('a type and Search', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Bet')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenCalledWith({
        type: 'bet',
        start_date: '2026-11-14',
        end_date: '2026-11-20',
      })
    })
  },
}

/** More than 90 days: the end date is named, and nothing is searched. */
export const DateRangeTooLong: Story = {
  play: async ({ args, canvas }) => {
    const start = canvas.getByLabelText('From')
    await userEvent.clear(start)
    await userEvent.type(start, '2026-01-01')
    await expect(start).toHaveValue('2026-01-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    const end = canvas.getByLabelText('To')
    await expect(end).toHaveAttribute('aria-invalid', 'true')
    await expect(end).toHaveAccessibleDescription(
      'Choose a start date on or before the end date, at most 90 days apart.',
    )
    await expect(end).toHaveFocus()
    await expect(start).not.toHaveAttribute('aria-invalid')
    await expect(args.onSearch).not.toHaveBeenCalled()
    // A changed date clears the message; a range of 90 days is searched.
    await userEvent.clear(start)
    await userEvent.type(start, '2026-08-23')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith({ type: 'all', start_date: '2026-08-23', end_date: '2026-11-20' })
  },
}

/** A start after the end: the end date is named too. */
export const DateRangeReversed: Story = {
  args: { ...Default.args, filter: { type: 'deposit', start_date: '2026-11-21', end_date: '2026-11-20' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('at most 90 days apart')
    await expect(canvas.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSearch).not.toHaveBeenCalled()
  },
}

/** 47 rows, 20 a page. */
export const LongList: Story = {
  args: { ...Default.args, transactions: manyTransactions(20), total: 47, sum: -123_450 },
  play: async ({ args, canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(22)
    await expect(canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('-$ 1,234.50')
    const pager = within(canvas.getByRole('navigation', { name: 'Record pages' }))
    await expect(pager.getByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

/** Without `walletName` a provider wallet shows its gp_id. */
export const WalletIds: Story = {
  args: { ...Default.args, walletName: undefined },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, '2026-11-20 14:30')).toHaveTextContent('Payoutpg+$ 250.00')
  },
}

/** A search is running: Search waits and does not ask again. */
export const Searching: Story = {
  args: { ...Default.args, searching: true, status: 'loading', transactions: [] },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('button', { name: 'Search' })
    await expect(search).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(search)
    await expect(args.onSearch).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', transactions: [], total: 0, sum: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled()
  },
}

export const Error: Story = records.errorStory(Loading.args)

export const Empty: Story = {
  args: { ...Loading.args, status: 'idle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Mobile: Story = {
  args: { ...LongList.args },
  globals: records.recordMobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull()
    const cards = within(canvas.getByRole('list', { name: 'Transaction record' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(21)
    await expect(within(cards[0]!).getByText('Balance after')).toBeVisible()
    await expect(cards.at(-1)).toHaveTextContent('Total')
    await records.expectNoSideScroll(canvasElement, 'transaction-record')
  },
}
