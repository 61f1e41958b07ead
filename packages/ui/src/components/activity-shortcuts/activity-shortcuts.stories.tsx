import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ActivityShortcuts } from './activity-shortcuts.tsx'

const meta = {
  title: 'Activities/ActivityShortcuts',
  component: ActivityShortcuts,
  args: { unreadCount: 0, onOpenLetters: fn() },
} satisfies Meta<typeof ActivityShortcuts>

export default meta
type Story = StoryObj<typeof meta>

/** No unread letter and no activity running: the inbox alone, without a badge. */
export const InboxOnly: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="unread-badge"]')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Red envelope' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Prize roulette' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Inbox' }))
    await expect(args.onOpenLetters).toHaveBeenCalledOnce()
  },
}

export const Unread: Story = {
  args: { unreadCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 unread' })).toHaveTextContent('3')
  },
}

/** More than 99 unread: the badge stops at 99+ and still names the count. */
export const ManyUnread: Story = {
  args: { unreadCount: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '150 unread' })).toHaveTextContent('99+')
  },
}

/** A red envelope and a roulette are running: their buttons open them. */
export const ActivitiesRunning: Story = {
  args: { unreadCount: 1, onOpenEnvelope: fn(), onOpenRoulette: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Red envelope' }))
    await expect(args.onOpenEnvelope).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Prize roulette' }))
    await expect(args.onOpenRoulette).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { unreadCount: 12, onOpenEnvelope: fn(), onOpenRoulette: fn() },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
}

/**
 * On a phone: a column at the bottom right, above the footer bar. The frame
 * (a transform makes it the column's containing block) stands in for the screen.
 */
export const Floating: Story = {
  decorators: [
    (Story) => (
      <div className="relative h-72 w-full transform-gpu">
        <Story />
      </div>
    ),
  ],
  args: { unreadCount: 4, onOpenEnvelope: fn(), onOpenRoulette: fn(), placement: 'floating' },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="activity-shortcuts"]')
    await expect(bar).toHaveAttribute('data-placement', 'floating')
    await expect(getComputedStyle(bar as Element).position).toBe('fixed')
  },
}
