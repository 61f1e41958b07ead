import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { StartScreen } from './start-screen.tsx'

const meta = {
  title: 'Console/StartScreen',
  component: StartScreen,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'checking', errorMessage: '', onRetry: fn() },
} satisfies Meta<typeof StartScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Checking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.app.loading)
  },
}

export const Failed: Story = {
  args: { ...Checking.args, status: 'error', errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.app.startFailedTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
