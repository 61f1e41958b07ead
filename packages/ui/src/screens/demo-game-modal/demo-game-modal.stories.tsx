import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoGameUrl } from '../../fixtures/content.ts'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { DemoGameModal } from './demo-game-modal.tsx'

const meta = {
  title: 'Lobby/DemoGameModal',
  component: DemoGameModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onRetry: fn(),
    title: 'Fortune Dragon',
    gameUrl: demoGameUrl,
    error: false,
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <DemoGameModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof DemoGameModal>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: /Fortune Dragon/ })
    await step('the game fills the stage once it has loaded', async () => {
      await expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'Fortune Dragon')
      await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull())
    })
    await step('the close button asks the caller', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
  },
}

/** The caller is still asking the server for the game's URL. */
export const Loading: Story = {
  args: { ...Default.args, gameUrl: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the game…')
    await expect(dialog.querySelector('iframe')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, gameUrl: undefined, error: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent("The demo game couldn't be loaded.")
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull())
  },
}
