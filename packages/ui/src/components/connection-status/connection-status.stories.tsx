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
