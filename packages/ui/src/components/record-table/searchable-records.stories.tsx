import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { accountColumn, timeColumn } from './record-columns.tsx'
import { SearchableRecords } from './searchable-records.tsx'
import type { RecordColumn } from './record-table-types.ts'

interface DemoMember {
  id: number
  account: string
  joined: string
}

/** The component for one row shape: a generic component needs its `Row` fixed to be a story's component. */
const DemoRecords = SearchableRecords<DemoMember>

const columns: RecordColumn<DemoMember>[] = [
  accountColumn({ key: 'account', label: 'Account', value: (row) => row.account }),
  timeColumn({ key: 'joined', label: 'Joined', value: (row) => row.joined, formatTime: records.storyTime }),
]

const members: DemoMember[] = [
  { id: 1, account: 'ava_lee', joined: '2026-11-19T08:00:00.000Z' },
  { id: 2, account: 'dan_wu', joined: '2026-11-17T10:20:00.000Z' },
  { id: 3, account: 'eve_ho', joined: '2026-11-12T06:45:00.000Z' },
]

const meta = {
  title: 'Fund/SearchableRecords',
  component: DemoRecords,
  args: {
    ...records.recordPageArgs(3, 7),
    searchLabel: 'Search the members',
    fieldLabel: 'Account',
    keyword: '',
    onSearch: fn(),
    totalText: 'Members: 7',
    caption: 'Members',
    columns,
    rows: members,
    rowKey: (row: DemoMember) => row.id,
    emptyText: 'No members yet.',
  },
  argTypes: records.recordStatusArgTypes,
  render: records.renderRecordPanel(DemoRecords, 'parts'),
} satisfies Meta<typeof DemoRecords>

export default meta
type Story = StoryObj<typeof meta>

/** The search, the count and the first of three pages; Search and Clear hand the caller the keyword. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the count and the rows', async () => {
      await expect(canvas.getByText('Members: 7')).toBeVisible()
      await expect(canvas.getByRole('row', { name: /dan_wu/ })).toHaveTextContent('dan_wu2026-11-17 10:20')
    })
    await step('the next page', () => records.expectNextPage(canvas, 3, args.onPage))
    await step('Search sends the trimmed text; Clear sends nothing', async () => {
      const search = within(canvas.getByRole('search', { name: 'Search the members' }))
      await userEvent.type(search.getByRole('textbox', { name: 'Account' }), '  ava  ')
      await userEvent.click(search.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('ava')
      await userEvent.click(search.getByRole('button', { name: 'Clear' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('')
    })
  },
}

/** A search that found nothing: the count says 0, the caller’s text names the keyword, no pager. */
export const NoMatch: Story = {
  args: { rows: [], total: 0, keyword: 'zed', totalText: 'Members: 0', emptyText: 'No member matches “zed”.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No member matches “zed”.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveValue('zed')
    await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull()
  },
}

/** Loading: skeleton rows and no count over them; the search stays. */
export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: ({ canvas }) => records.expectSearchableLoading(canvas, 'Search the members', /^Members:/),
}

export const Error: Story = {
  args: { status: 'error', rows: [], total: 0 },
  play: async ({ args, canvas }) => {
    await records.expectRecordRetry(canvas, args.onRetry)
    await expect(canvas.queryByText(/^Members:/)).toBeNull()
  },
}

/** On a phone: the search stacked, a card a row. */
export const Mobile: Story = {
  globals: records.recordMobileGlobals,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Members' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(members.length)
    await expect(cards[0]).toHaveTextContent('Accountava_lee')
  },
}
