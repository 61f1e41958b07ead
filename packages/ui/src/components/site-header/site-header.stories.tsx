import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConnectionStatus } from '../connection-status/connection-status.tsx'
import { SiteHeader } from './site-header.tsx'

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: { brandName: 'Lobby', layout: 'desktop', status: <ConnectionStatus status="connected" /> },
  argTypes: { layout: { control: 'inline-radio', options: ['desktop', 'mobile'] }, status: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/')
  },
}

export const Mobile: Story = {
  args: { ...Default.args, layout: 'mobile', status: <ConnectionStatus status="connecting" compact /> },
  globals: { viewport: { value: 'mobile' } },
}

export const Offline: Story = {
  args: { ...Default.args, status: <ConnectionStatus status="disconnected" /> },
}

export const LongBrandName: Story = {
  args: { ...Default.args, brandName: 'Royal Golden Dragon Palace Entertainment' },
}
