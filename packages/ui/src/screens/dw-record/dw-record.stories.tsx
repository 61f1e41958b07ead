import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { DwRecord, type DwRecordView } from './dw-record.tsx'

const deposits: DwRecordView[] = [
  {
    order_number: 'D20261120001',
    kind: 'deposit',
    amount: 50_000,
    status: 'pending',
    detail: 'Online banking',
    reason: '',
    created_at: '2026-11-20T15:00:00.000Z',
    decided_at: null,
  },
  {
    order_number: 'D20261119004',
    kind: 'deposit',
    amount: 100_000,
    status: 'completed',
    detail: 'Bank transfer',
    reason: '',
    created_at: '2026-11-19T09:00:00.000Z',
    decided_at: '2026-11-19T09:04:00.000Z',
  },
  {
    order_number: 'D20261118002',
    kind: 'deposit',
    amount: 20_000,
    status: 'expired',
    detail: 'E-wallet',
    reason: '',
    created_at: '2026-11-18T11:20:00.000Z',
    decided_at: '2026-11-18T11:50:00.000Z',
  },
  {
    order_number: 'D20261117001',
    kind: 'deposit',
    amount: 5_000,
    status: 'cancelled',
    detail: 'Online banking',
    reason: '',
    created_at: '2026-11-17T20:45:00.000Z',
    decided_at: '2026-11-17T20:46:00.000Z',
  },
]

const withdrawals: DwRecordView[] = [
  {
    order_number: 'W20261120007',
    kind: 'withdrawal',
    amount: 30_000,
    status: 'pending',
    detail: 'First Bank ****6789',
    reason: '',
    created_at: '2026-11-20T16:30:00.000Z',
    decided_at: null,
  },
  {
    order_number: 'W20261118003',
    kind: 'withdrawal',
    amount: 80_000,
    status: 'rejected',
    detail: 'First Bank ****6789',
    reason: 'The holder name does not match the member name.',
    created_at: '2026-11-18T10:00:00.000Z',
    decided_at: '2026-11-18T12:00:00.000Z',
  },
  {
    order_number: 'W20261116002',
    kind: 'withdrawal',
    amount: 45_050,
    status: 'approved',
    detail: 'City Savings ****0042',
    reason: '',
    created_at: '2026-11-16T08:10:00.000Z',
    decided_at: '2026-11-16T09:00:00.000Z',
  },
  {
    order_number: 'W20261115001',
    kind: 'withdrawal',
    amount: 10_000,
    status: 'cancelled',
    detail: 'City Savings ****0042',
    reason: '',
    created_at: '2026-11-15T07:00:00.000Z',
    decided_at: '2026-11-15T07:05:00.000Z',
  },
]

/** `count` completed deposits, an hour apart. */
const manyDeposits = (count: number): DwRecordView[] =>
  Array.from({ length: count }, (_, index) => ({
    order_number: `D2026111${String(count - index).padStart(4, '0')}`,
    kind: 'deposit',
    amount: (index + 1) * 2_500,
    status: index % 5 === 0 ? 'expired' : 'completed',
    detail: index % 2 === 0 ? 'Bank transfer' : 'E-wallet',
    reason: '',
    created_at: new Date(Date.UTC(2026, 10, 20, 12) - index * 3_600_000).toISOString(),
    decided_at: null,
  }))

const filter = { status: 'all', start_date: '2026-11-14', end_date: '2026-11-20' } as const

const meta = {
  title: 'Fund/DwRecord',
  component: DwRecord,
  args: {
    kind: 'deposit',
    onKindChange: fn(),
    ...records.recordListArgs(20, deposits.length),
    filter,
    records: deposits,
    onCancelWithdrawal: fn(),
    cancelling: null,
    currency: 'USD',
    formatTime: records.storyTime,
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['deposit', 'withdrawal'] },
    ...records.recordStatusArgTypes,
  },
  render: records.renderRecordPanel(DwRecord, 'max-w-5xl'),
} satisfies Meta<typeof DwRecord>

export default meta
type Story = StoryObj<typeof meta>

const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent)

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the Deposits tab, with the statuses of deposits', async () => {
      await expect(canvas.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true')
      const status = canvas.getByRole('combobox', { name: 'Status' })
      await expect(optionsOf(status)).toEqual(['All statuses', 'Pending', 'Completed', 'Cancelled', 'Expired'])
    })
    await step('each order: number, time, amount, detail and status; no cancel for a deposit', async () => {
      const row = canvas.getByRole('row', { name: /D20261119004/ })
      await expect(row).toHaveTextContent('D202611190042026-11-19 09:00$ 1,000.00Bank transferCompleted')
      await expect(within(row).getByText('Completed').closest('[data-slot="status-badge"]')).toHaveAttribute(
        'data-tone',
        'success',
      )
      await expect(canvas.queryByRole('button', { name: /Cancel withdrawal/ })).toBeNull()
      await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    })
    await step('a status and Search', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Expired')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenCalledWith({
        status: 'expired',
        start_date: '2026-11-14',
        end_date: '2026-11-20',
      })
    })
    await step('the other tab asks the caller', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }))
      await expect(args.onKindChange).toHaveBeenCalledWith('withdrawal')
    })
  },
}

/** Withdrawals: the operator's reason under a rejection, and Cancel on the pending one. */
export const Withdrawals: Story = {
  args: { ...Default.args, kind: 'withdrawal', records: withdrawals, total: withdrawals.length },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true')
    await expect(optionsOf(canvas.getByRole('combobox', { name: 'Status' }))).toEqual([
      'All statuses',
      'Pending',
      'Approved',
      'Rejected',
      'Cancelled',
    ])
    const rejected = canvas.getByRole('row', { name: /W20261118003/ })
    await expect(rejected).toHaveTextContent('Reason: The holder name does not match the member name.')
    await expect(within(rejected).getByText('Rejected').closest('[data-slot="status-badge"]')).toHaveAttribute(
      'data-tone',
      'failure',
    )
    const cancels = canvas.getAllByRole('button', { name: /^Cancel withdrawal/ })
    await expect(cancels).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel withdrawal W20261120007' }))
    await expect(args.onCancelWithdrawal).toHaveBeenCalledWith('W20261120007')
  },
}

/** The cancel is being sent: its button waits. */
export const Cancelling: Story = {
  args: { ...Withdrawals.args, cancelling: 'W20261120007' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel withdrawal W20261120007' })).toBeDisabled()
  },
}

/** A status the new tab lacks (approved, on Deposits) goes back to all. */
export const StatusOfOtherTab: Story = {
  args: { ...Default.args, filter: { ...filter, status: 'approved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('all')
  },
}

/** More than 90 days: the end date is named, and nothing is searched. */
export const DateRangeTooLong: Story = {
  play: async ({ args, canvas }) => {
    const end = canvas.getByLabelText('To')
    await userEvent.clear(end)
    await userEvent.type(end, '2027-03-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(end).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Choose a start date on or before the end date, at most 90 days apart.',
    )
    await expect(args.onSearch).not.toHaveBeenCalled()
  },
}

/** 60 orders, 20 a page, sorted by amount. */
export const LongList: Story = {
  args: { ...Default.args, records: manyDeposits(20), total: 60, sort: { field: 'amount', order: 'asc' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }))
    await expect(args.onSort).toHaveBeenCalledWith('amount', 'desc')
    const pager = within(canvas.getByRole('navigation', { name: 'Record pages' }))
    await expect(pager.getByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', records: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = records.errorStory(Loading.args)

export const Empty: Story = {
  args: { ...Loading.args, status: 'idle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Deposits' })).toBeVisible()
  },
}

export const Mobile: Story = {
  args: { ...Withdrawals.args },
  globals: records.recordMobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(4)
    await expect(cards[1]).toHaveTextContent('Reason: The holder name does not match the member name.')
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /^Cancel withdrawal/ }))
    await expect(args.onCancelWithdrawal).toHaveBeenCalledWith('W20261120007')
    await records.expectNoSideScroll(canvasElement, 'dw-record')
  },
}
