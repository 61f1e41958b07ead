import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { renderInDialogFrame } from '../../fixtures/dialog-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { AgeGateDialog } from './age-gate-dialog.tsx'

const meta = {
  title: 'Game/AgeGateDialog',
  component: AgeGateDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), onLeave: fn() },
  render: renderInDialogFrame(AgeGateDialog),
} satisfies Meta<typeof AgeGateDialog>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: 'Are you 18 or older?' })

/** "I am 18 or older" reports the confirmation and leaves closing (and the launch) to the caller. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAccessibleDescription(
      'You must be 18 or older to play here, free demo games included. We ask once on this device.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'I am 18 or older' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onLeave).not.toHaveBeenCalled()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** Leave reports it; Esc only asks to close (the caller drops the launch either way). */
export const Leave: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }))
    await expect(args.onLeave).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async () => {
    const dialog = await findDialog()
    const [leave, confirm] = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect())
    await expect(leave!.top).toBeCloseTo(confirm!.top, 0)
  },
}
