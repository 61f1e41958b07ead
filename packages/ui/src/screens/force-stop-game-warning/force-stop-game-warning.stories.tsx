import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { ForceStopGameWarning } from './force-stop-game-warning.tsx'

const meta = {
  title: 'Game/ForceStopGameWarning',
  component: ForceStopGameWarning,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), action: 'logout' },
  argTypes: {
    action: { control: 'inline-radio', options: ['logout', 'switch'] },
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <ForceStopGameWarning {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof ForceStopGameWarning>

export default meta
type Story = StoryObj<typeof meta>

export const Logout: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'A game is still open' })
    await expect(dialog).toHaveAccessibleDescription('Quit the game and log out?')
    await step('confirm reports the choice and leaves closing to the caller', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Quit and log out' }))
      await expect(args.onConfirm).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('cancel asks to close and confirms nothing', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
      await expect(args.onConfirm).toHaveBeenCalledOnce()
    })
  },
}

export const Switch: Story = {
  args: { ...Logout.args, action: 'switch', gameName: 'Fortune Dragon' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Dragon is still open' })
    await expect(dialog).toHaveAccessibleDescription('Quit the game and continue?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quit and continue' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { ...Logout.args, gameName: 'Fortune Dragon' },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Dragon is still open' })
    // The two buttons share one row across the dialog.
    const [cancel, confirm] = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect())
    await expect(cancel!.top).toBeCloseTo(confirm!.top, 0)
    await expect(cancel!.width + confirm!.width).toBeGreaterThan(dialog.getBoundingClientRect().width * 0.75)
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
