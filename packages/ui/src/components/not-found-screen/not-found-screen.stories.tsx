import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NotFoundScreen } from './not-found-screen.tsx'

const meta = {
  title: 'Shell/NotFoundScreen',
  component: NotFoundScreen,
  args: { path: '/no-such-page', homeHref: '/' },
} satisfies Meta<typeof NotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found: /no-such-page')
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/')
  },
}

export const LongPath: Story = {
  args: { ...Default.args, path: '/gameHall/9/providers/a-very-long-path-segment-that-wraps/and/keeps/going?x=1' },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { viewport: { value: 'mobile' } },
}
