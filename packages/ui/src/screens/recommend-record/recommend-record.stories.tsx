import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { RecommendRecord, type RecommendRewardView } from './recommend-record.tsx'

const reward = (
  id: number,
  friend_account: string,
  deposit_amount: number,
  reward: number,
  created_at: string,
): RecommendRewardView => ({ id, friend_account, deposit_amount, reward, created_at })

/** Page 1 of 2 (12 rewards, 10 a page); the third hit the cap of $ 500.00. */
const rewards: RecommendRewardView[] = [
  reward(12, 'mia_chen', 50_000, 10_000, '2026-11-20T14:05:00.000Z'),
  reward(11, 'leo_park', 12_345, 2_469, '2026-11-18T09:30:00.000Z'),
  reward(10, 'noah_tan', 1_000_000, 50_000, '2026-11-15T22:10:00.000Z'),
  ...Array.from({ length: 7 }, (_, index) =>
    reward(9 - index, `friend_${9 - index}`, 10_000, 2_000, `2026-11-0${9 - index}T12:00:00.000Z`),
  ),
]

const meta = {
  title: 'MemberCentre/RecommendRecord',
  component: RecommendRecord,
  args: {
    ...records.recordPageArgs(10, 12),
    rewards,
    totalReward: 80_469,
    currency: 'USD',
    formatTime: records.storyTime,
  },
  argTypes: records.recordStatusArgTypes,
  render: records.renderRecordPanel(RecommendRecord),
} satisfies Meta<typeof RecommendRecord>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

/** Page 1 of 2: each reward's time, friend, first deposit and reward; the sum of both pages; paging. */
export const Filled: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the columns and each reward', async () => {
      const headers = canvas.getAllByRole('columnheader').map((cell) => cell.textContent)
      await expect(headers).toEqual(['Time', 'Friend', 'First deposit', 'Reward'])
      await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(rewards.length + 2)
      await expect(canvas.getByRole('row', { name: /mia_chen/ })).toHaveTextContent(
        '2026-11-20 14:05mia_chen$ 500.00$ 100.00',
      )
      await expect(canvas.getByRole('row', { name: /noah_tan/ })).toHaveTextContent('$ 10,000.00$ 500.00')
    })
    await step('the sum of every page under the rows', async () => {
      const footer = canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')!
      await expect(footer).toHaveTextContent('$ 804.69')
    })
    await step('the next page', () => records.expectNextPage(canvas, 2, args.onPage))
  },
}

/** The last page: Next is off, Previous asks for page 1. */
export const LastPage: Story = {
  args: { ...Filled.args, rewards: rewards.slice(0, 2), page: 2 },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Record pages' }))
    await expect(pager.getByText('Page 2 of 2')).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(pager.getByRole('button', { name: 'Previous page' }))
    await expect(args.onPage).toHaveBeenCalledWith(1)
    // The sum is of every page, not of the rows shown.
    await expect(canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('$ 804.69')
  },
}

export const Empty: Story = {
  args: { ...Filled.args, rewards: [], total: 0, totalReward: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No rewards yet. You earn one when a friend you invited makes a qualifying first deposit.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Empty.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).toBeNull()
  },
}

export const Error: Story = records.errorStory(Empty.args)

/** One card a reward and the sum as the last card, nothing wider than the phone. */
export const Mobile: Story = {
  args: { ...Filled.args },
  globals: records.recordMobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list', { name: "Rewards from your friends' first deposits" }))
      .getAllByRole('listitem')
      .filter((item) => item.dataset.slot === 'record-table-card')
    await expect(cards).toHaveLength(rewards.length)
    await expect(cards[0]).toHaveTextContent('Friendmia_chen')
    await expect(cards[0]).toHaveTextContent('Reward$ 100.00')
    await expect(slot(canvasElement, 'record-table-card-footer')).toHaveTextContent('TotalReward$ 804.69')
    await records.expectNoSideScroll(canvasElement, 'recommend-record')
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}
