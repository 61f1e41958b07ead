import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { RecommendMemberSearch, type RecommendFriendView } from './recommend-member-search.tsx'

const friends: RecommendFriendView[] = [
  {
    member_account: 'mia_chen',
    created_at: '2026-11-19T08:00:00.000Z',
    first_deposit_at: '2026-11-20T14:05:00.000Z',
    reward: 10_000,
  },
  // Deposited under the least: no reward.
  {
    member_account: 'sam_ortiz',
    created_at: '2026-11-17T10:20:00.000Z',
    first_deposit_at: '2026-11-17T11:00:00.000Z',
    reward: null,
  },
  { member_account: 'ivy_wong', created_at: '2026-11-12T06:45:00.000Z', first_deposit_at: null, reward: null },
]

const meta = {
  title: 'MemberCentre/RecommendMemberSearch',
  component: RecommendMemberSearch,
  args: {
    ...records.recordPageArgs(10, 23),
    friends,
    keyword: '',
    onSearch: fn(),
    currency: 'USD',
    formatTime: records.storyTime,
  },
  argTypes: records.recordStatusArgTypes,
  render: records.renderRecordPanel(RecommendMemberSearch),
} satisfies Meta<typeof RecommendMemberSearch>

export default meta
type Story = StoryObj<typeof meta>

const searchForm = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('search', { name: 'Search your invited friends' }))

/** A page of 23 friends: deposited and rewarded, deposited without a reward, not yet; paging and search. */
export const Filled: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the total and each friend’s row', async () => {
      await expect(canvas.getByText('Friends: 23')).toBeVisible()
      const headers = canvas.getAllByRole('columnheader').map((cell) => cell.textContent)
      await expect(headers).toEqual(['Member account', 'Registered', 'First deposit time', 'Reward'])
      await expect(canvas.getByRole('row', { name: /mia_chen/ })).toHaveTextContent(
        'mia_chen2026-11-19 08:002026-11-20 14:05$ 100.00',
      )
      const sam = canvas.getByRole('row', { name: /sam_ortiz/ })
      await expect(sam).toHaveTextContent('2026-11-17 11:00')
      await expect(within(sam).getByText('—')).toBeVisible()
      await expect(within(sam).getByText('No reward')).toHaveClass('sr-only')
      const ivy = canvas.getByRole('row', { name: /ivy_wong/ })
      await expect(within(ivy).getByText('Not yet')).toBeVisible()
      await expect(ivy).toHaveTextContent('No reward')
    })
    await step('the next page', () => records.expectNextPage(canvas, 3, args.onPage))
    await step('Search sends the trimmed account; Clear sends nothing', async () => {
      const search = searchForm(canvas)
      const input = search.getByRole('textbox', { name: 'Search by account' })
      await expect(search.queryByRole('button', { name: 'Clear' })).toBeNull()
      await userEvent.type(input, '  mia  ')
      await userEvent.click(search.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('mia')
      await userEvent.type(input, '_c{Enter}')
      await expect(args.onSearch).toHaveBeenLastCalledWith('mia  _c')
      await userEvent.click(search.getByRole('button', { name: 'Clear' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('')
      await expect(input).toHaveValue('')
      await expect(input).toHaveFocus()
      await expect(args.onSearch).toHaveBeenCalledTimes(3)
    })
  },
}

/** A search without a match names the account; Clear goes back to every friend. */
export const SearchNoMatch: Story = {
  args: { ...Filled.args, friends: [], total: 0, keyword: 'zed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('No friend has registered with your code yet.')).toBeNull()
    await records.expectClearFromNoMatch(canvas, 'No friend matches “zed”.', 'zed', args.onSearch)
  },
}

/** Nobody registered with the code yet, no search. */
export const Empty: Story = {
  args: { ...Filled.args, friends: [], total: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No friend has registered with your code yet.')).toBeVisible()
    await expect(canvas.queryByText(/No friend matches/)).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull()
    // An empty search still asks (the caller may reload), with the empty keyword.
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('')
  },
}

export const Loading: Story = {
  args: { ...Empty.args, status: 'loading' },
  play: ({ canvas }) => records.expectSearchableLoading(canvas, 'Search your invited friends', /^Friends:/),
}

export const Error: Story = records.errorStory(Empty.args)

/** One card a friend, full-width Search, nothing wider than the phone. */
export const Mobile: Story = {
  args: { ...Filled.args },
  globals: records.recordMobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const cards = within(
      canvas.getByRole('list', { name: 'Friends who registered with your invite code' }),
    ).getAllByRole('listitem')
    await expect(cards).toHaveLength(friends.length)
    await expect(cards[2]).toHaveTextContent('First deposit timeNot yet')
    await records.expectNoSideScroll(canvasElement, 'recommend-member-search')
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="recommend-member-search"]')!
    const search = canvas.getByRole('button', { name: 'Search' })
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}
