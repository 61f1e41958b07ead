import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConnectionStatus } from './connection-status.tsx'

const meta = {
  title: 'Shell/ConnectionStatus',
  component: ConnectionStatus,
  args: { status: 'connected' },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'connecting', 'connected', 'disconnected'] } },
} satisfies Meta<typeof ConnectionStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Live')
  },
}

export const Connecting: Story = { args: { ...Connected.args, status: 'connecting' } }

/** Each state's word in a box as wide as the longest: a change moves nothing beside it (CLS 0). */
export const SameWidthInEveryState: Story = {
  // Nothing new to shoot: the states have their stories.
  tags: ['no-visual'],
  render: (args) => (
    <div className="flex flex-col items-start gap-2">
      {(['idle', 'connecting', 'connected', 'disconnected'] as const).map((status) => (
        <ConnectionStatus key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status')
    const widths = statuses.map((status) => status.getBoundingClientRect().width)
    await expect(new Set(widths).size).toBe(1)
    // Only the current word is read: the dot and the three other words are hidden from screen readers.
    const live = statuses[2]!
    await expect(live.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4)
    await expect(live.querySelector('[data-slot="connection-status-words"] > :not([aria-hidden])')).toHaveTextContent(
      /^Live$/,
    )
  },
}

export const Disconnected: Story = {
  args: { ...Connected.args, status: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-status', 'disconnected')
  },
}

export const Compact: Story = {
  args: { ...Connected.args, compact: true },
  play: async ({ canvas }) => {
    // The word stays available to screen readers.
    await expect(canvas.getByRole('status')).toHaveTextContent('Live')
  },
}
