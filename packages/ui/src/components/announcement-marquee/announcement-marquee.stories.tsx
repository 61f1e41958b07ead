import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { announcements, longAnnouncements } from '../../fixtures/content.ts'
import { AnnouncementMarquee } from './announcement-marquee.tsx'

const meta = {
  title: 'Lobby/AnnouncementMarquee',
  component: AnnouncementMarquee,
  args: { items: announcements, onOpen: fn() },
} satisfies Meta<typeof AnnouncementMarquee>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('screen readers get each announcement once, as a list', async () => {
      const list = canvas.getByRole('list')
      await expect(list.querySelectorAll('li')).toHaveLength(announcements.length)
    })
    await step('the history button reports the request', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'All bulletins' }))
      await expect(args.onOpen).toHaveBeenCalledOnce()
    })
  },
}

export const LongText: Story = {
  args: { ...Default.args, items: longAnnouncements },
}

export const WithoutHistory: Story = {
  args: { ...Default.args, onOpen: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcements right now.')).toBeVisible()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
}
