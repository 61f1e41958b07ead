import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { UnreadBadge } from '../../components/unread-badge/unread-badge.tsx'

const meta = {
  title: 'Lobby/UnreadBadge',
  component: UnreadBadge,
  args: { count: 5, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof UnreadBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Few: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 unread' })).toHaveTextContent('5')
  },
}

export const NinetyNine: Story = {
  args: { ...Few.args, count: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '99 unread' })).toHaveTextContent('99')
  },
}

/** Past 99 the pill says 99+, the name the full count. */
export const Many: Story = {
  args: { ...Few.args, count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '150 unread' })).toHaveTextContent('99+')
  },
}

/** Nothing at all for no unread letters. */
export const None: Story = {
  // Renders nothing: no screenshot to take.
  tags: ['no-visual'],
  args: { ...Few.args, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="unread-badge"]')).toBeNull()
  },
}

/** The small size sits on an icon. */
export const Small: Story = {
  args: { ...Many.args, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '150 unread' })).toHaveAttribute('data-size', 'sm')
  },
}
