import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { moneyColumn, timeColumn } from './record-columns.tsx'
import { FilteredRecords } from './filtered-records.tsx'
import type { RecordColumn } from './record-table-types.ts'

type Kind = 'all' | 'in' | 'out'

interface DemoRow {
  id: number
  at: string
  amount: number
}

/** The component for one row and choice shape: a generic component needs them fixed to be a story's component. */
const DemoRecords = FilteredRecords<DemoRow, Kind>

const columns: RecordColumn<DemoRow>[] = [
  timeColumn({ key: 'at', label: 'Time', sortable: true, value: (row) => row.at, formatTime: records.storyTime }),
  moneyColumn({ key: 'amount', label: 'Amount', sortable: true, value: (row) => row.amount, currency: 'USD' }),
]

const rows: DemoRow[] = [
  { id: 3, at: '2026-11-20T14:30:00.000Z', amount: 25_000 },
  { id: 2, at: '2026-11-19T09:00:00.000Z', amount: 100_000 },
  { id: 1, at: '2026-11-18T22:15:00.000Z', amount: 888 },
]

const meta = {
  title: 'Fund/FilteredRecords',
  component: DemoRecords,
  args: {
    ...records.recordListArgs(20, rows.length),
    filterLabel: 'Direction',
    filterOptions: [
      { value: 'all', label: 'All' },
      { value: 'in', label: 'Money in' },
      { value: 'out', label: 'Money out' },
    ],
    filterValue: 'all',
    range: { start_date: '2026-11-14', end_date: '2026-11-20' },
    onSearch: fn(),
    caption: 'Orders',
    columns,
    rows,
    rowKey: (row: DemoRow) => row.id,
  },
  argTypes: records.recordStatusArgTypes,
  render: records.renderRecordPanel(DemoRecords, 'parts'),
} satisfies Meta<typeof DemoRecords>

export default meta
type Story = StoryObj<typeof meta>

/** A choice, kept until Search, goes with the checked range; a header asks for its order. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Direction' }), 'Money out')
    await expect(args.onSearch).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('out', { start_date: '2026-11-14', end_date: '2026-11-20' })
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }))
    await expect(args.onSort).toHaveBeenCalledWith('amount', 'desc')
  },
}

/** A value the options lack (another tab's status) shows the first option. */
export const UnknownValue: Story = {
  args: { filterValue: 'pending' as Kind },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Direction' })).toHaveValue('all')
  },
}

/** A search is running: Search waits and asks nothing. */
export const Searching: Story = {
  args: { searching: true, status: 'loading', rows: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).not.toHaveBeenCalled()
  },
}

export const Error: Story = records.errorStory({ rows: [] })

/** On a phone: the filters stacked, a card a row. */
export const Mobile: Story = {
  globals: records.recordMobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('list', { name: 'Orders' })).toBeVisible()
  },
}
