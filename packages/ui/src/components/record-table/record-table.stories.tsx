import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RecordTable, type RecordColumn } from './record-table.tsx'

interface DemoRow {
  id: number
  date: string
  name: string
  amount: number
}

/** The table for one row shape: a generic component needs its `Row` fixed to be a story's component. */
const DemoTable = RecordTable<DemoRow>

const columns: RecordColumn<DemoRow>[] = [
  { key: 'date', label: 'Date', sortable: true, render: (row) => row.date },
  { key: 'name', label: 'Name', render: (row) => row.name },
  { key: 'amount', label: 'Amount', align: 'end', sortable: true, render: (row) => `$ ${row.amount.toFixed(2)}` },
]

const rows = (count: number, first = 1): DemoRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: first + index,
    date: `2026-11-${String(28 - (index % 28)).padStart(2, '0')}`,
    name: `Order ${first + index}`,
    amount: ((first + index) * 37.5) % 900,
  }))

const meta = {
  title: 'Fund/RecordTable',
  component: DemoTable,
  args: {
    caption: 'Orders',
    columns,
    rows: rows(5),
    rowKey: (row: DemoRow) => row.id,
    sort: { field: 'date', order: 'desc' },
    onSort: fn(),
    page: 1,
    pageSize: 20,
    total: 5,
    onPage: fn(),
    status: 'idle',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? undefined : 'max-w-3xl'}>
      <DemoTable {...args} />
    </div>
  ),
} satisfies Meta<typeof DemoTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const table = canvas.getByRole('table', { name: 'Orders' })
    await step('the sorted column says so; the others can be sorted', async () => {
      await expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending')
      await expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'none')
      await expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort')
      await expect(within(table).getAllByRole('row')).toHaveLength(6)
    })
    await step('a click on the sorted header asks for the other direction', async () => {
      await userEvent.click(within(table).getByRole('button', { name: 'Date' }))
      await expect(args.onSort).toHaveBeenLastCalledWith('date', 'asc')
    })
    await step('a click on another header sorts by it, newest or largest first', async () => {
      await userEvent.click(within(table).getByRole('button', { name: 'Amount' }))
      await expect(args.onSort).toHaveBeenLastCalledWith('amount', 'desc')
    })
    await step('one page: both page buttons are off', async () => {
      const pager = within(canvas.getByRole('navigation', { name: 'Record pages' }))
      await expect(pager.getByText('Page 1 of 1')).toBeVisible()
      await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled()
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
    })
  },
}

/** Sorted by amount, smallest first: the header turns the other way. */
export const SortedAscending: Story = {
  args: { ...Default.args, sort: { field: 'amount', order: 'asc' } },
  play: async ({ args, canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Amount' })
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(within(header).getByRole('button'))
    await expect(args.onSort).toHaveBeenCalledWith('amount', 'desc')
  },
}

/** 45 rows, 20 a page: the pager moves on. */
export const LongList: Story = {
  args: { ...Default.args, rows: rows(20), total: 45 },
  play: async ({ args, canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(21)
    const pager = within(canvas.getByRole('navigation', { name: 'Record pages' }))
    await expect(pager.getByText('Page 1 of 3')).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

/** The last page: next is off, previous goes back. */
export const LastPage: Story = {
  args: { ...LongList.args, rows: rows(5, 41), page: 3 },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Record pages' }))
    await expect(pager.getByText('Page 3 of 3')).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(pager.getByRole('button', { name: 'Previous page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

/** A sum row under the rows. */
export const WithFooter: Story = {
  args: { ...Default.args, footer: { label: 'Total', cells: { amount: '$ 1,234.50' } } },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('rowheader', { name: 'Total' })
    await expect(total.closest('tr')).toHaveTextContent('Total$ 1,234.50')
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('[data-slot="record-table-skeleton"]')).toHaveLength(5)
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Couldn't load this")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records')).toBeVisible()
    await expect(canvas.getByText('Nothing in this period. Try other dates or filters.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** On a phone each row is a card of label: value pairs; the sort is a row of buttons. */
export const Mobile: Story = {
  args: { ...LongList.args, footer: WithFooter.args?.footer },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull()
    const cards = within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')
    // 20 rows and the sum.
    await expect(cards).toHaveLength(21)
    await expect(within(cards[0]!).getByText('Name')).toBeVisible()
    await expect(within(cards[0]!).getByText('Order 1')).toBeVisible()
    const sortBar = within(canvas.getByRole('group', { name: 'Sort by' }))
    await expect(sortBar.getByRole('button', { name: 'Date' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(sortBar.getByRole('button', { name: 'Amount' }))
    await expect(args.onSort).toHaveBeenCalledWith('amount', 'desc')
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="record-table"]')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}
