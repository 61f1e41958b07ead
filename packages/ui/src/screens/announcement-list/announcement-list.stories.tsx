import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { AnnouncementList, type AnnouncementView } from './announcement-list.tsx'

const items: AnnouncementView[] = [
  {
    id: 3,
    date: '2026-11-24 09:00',
    content: 'Scheduled maintenance on 28 November from 02:00 to 04:00. Game wallets stay safe.',
  },
  { id: 2, date: '2026-11-20 18:30', content: 'New slot games from House Games are live in the lobby.' },
  {
    id: 1,
    date: '2026-11-15 12:00',
    content:
      'Deposits through local bank transfer now arrive within 5 minutes.\nContact customer service if yours has not.',
  },
]

const meta = {
  title: 'MemberCentre/AnnouncementList',
  component: AnnouncementList,
  args: { status: 'idle', items, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? 'w-[358px]' : 'max-w-3xl'}>
      <AnnouncementList {...args} />
    </div>
  ),
} satisfies Meta<typeof AnnouncementList>

export default meta
type Story = StoryObj<typeof meta>

/** Each announcement with its date, in the operator's order; line breaks kept. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    await expect(rows[0]).toHaveTextContent('2026-11-24 09:00Scheduled maintenance')
    await expect(rows[2]).toHaveTextContent('within 5 minutes.')
  },
}

/** Placeholders while the list loads, announced to screen readers. */
export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading announcements…')
    await expect(canvas.queryByRole('listitem')).toBeNull()
  },
}

/** Nothing to show: a quiet empty state, no error. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no announcements right now.')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The list could not be loaded: an alert and a retry. */
export const Error: Story = {
  args: { status: 'error', items: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Announcements couldn't be loaded")
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Many announcements, one very long and one long word: nothing overflows its card. */
export const LongList: Story = {
  args: {
    items: [
      ...Array.from({ length: 9 }, (_, index) => ({
        id: 100 + index,
        date: `2026-10-${String(20 - index).padStart(2, '0')} 10:00`,
        content: `Weekly promotion ${9 - index}: deposit bonus on every Friday for members of the VIP club.`,
      })),
      { id: 99, date: '2026-10-01 08:00', content: 'Reminder: '.repeat(40).trim() },
      { id: 98, date: '2026-09-30 08:00', content: `Visit https://lobby.example/${'promotions'.repeat(12)}` },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(11)
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="announcement-list"]')!
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
    }
  },
}

/** The phone layout: tighter cards at 358 px. */
export const Mobile: Story = {
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    // Tighter cards: 12 px in from each edge (16 on desktop).
    await expect(getComputedStyle(canvas.getAllByRole('listitem')[0]!).paddingLeft).toBe('12px')
  },
}
