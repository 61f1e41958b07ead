import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SportQuickbet } from './sport-quickbet.tsx'

/** Stories frame `about:blank`: no network. */
const meta = {
  title: 'Game/SportQuickbet',
  component: SportQuickbet,
  args: { status: 'loading', url: null, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'check-failed', 'unavailable', 'error'] },
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? 'mx-auto max-w-[390px] p-3' : 'max-w-4xl p-4'}>
      <SportQuickbet {...args} />
    </div>
  ),
} satisfies Meta<typeof SportQuickbet>

export default meta
type Story = StoryObj<typeof meta>

/** The address is being asked for and checked: no frame yet. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    const board = canvas.getByRole('region', { name: 'Sports quick bet' })
    await expect(board).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the sports board…')
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** The server approved the address: the board in its frame. */
export const Ready: Story = {
  args: { status: 'ready', url: 'about:blank' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Sports quick bet')
    await expect(frame.tagName).toBe('IFRAME')
    await expect(frame).toHaveAttribute('src', 'about:blank')
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** `/check_iframe` refused the address (spec section 8): the page error, never the frame. */
export const CheckFailed: Story = {
  args: { status: 'check-failed', url: 'https://sport.example/quickbet' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("The sports board can't be shown here")
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** No sport board is offered in this currency (or on this device). */
export const NoSportConfigured: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No sports board here')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** The request failed: the server's message when there is one, and a retry. */
export const Error: Story = {
  args: { status: 'error', errorMessage: 'Network error. Please check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const MobileReady: Story = {
  args: { status: 'ready', url: 'about:blank' },
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Sports quick bet')).toBeVisible()
  },
}
