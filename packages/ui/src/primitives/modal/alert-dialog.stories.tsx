import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { AlertDialog, type AlertDialogProps } from './alert-dialog.tsx'

function Framed(args: AlertDialogProps & { mobile?: boolean }) {
  return (
    <DialogFrame mobile={args.mobile}>
      {(container) => <AlertDialog {...args} portalContainer={container} />}
    </DialogFrame>
  )
}

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  render: (args, { globals }) => <Framed {...args} mobile={globals.layout === 'mobile'} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Quit the game to log out?',
    description: 'Fortune Dragon is still open. Logging out quits it first.',
    cancel: { label: 'Cancel' },
    confirm: { label: 'Quit and log out', variant: 'destructive', onClick: fn() },
  },
} satisfies Meta<typeof AlertDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A confirm step: Cancel (outline) asks to close, the main choice reports itself and leaves closing to the caller. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Quit the game to log out?' })
    await expect(dialog).toHaveAccessibleDescription('Fortune Dragon is still open. Logging out quits it first.')
    // No close (×) button and no empty body: the two choices are the only buttons.
    const buttons = within(dialog).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Quit and log out'])
    await expect(dialog.querySelector('[data-slot="dialog-body"]')).not.toBeVisible()
    await userEvent.click(buttons[1]!)
    await expect(args.confirm.onClick).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
    await userEvent.click(buttons[0]!)
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** A notice with one button, which fills the phone's row and is at least 7 rem wide on desktop. */
export const Notice: Story = {
  args: {
    title: 'Under maintenance',
    description: 'This provider is under maintenance. Try again later.',
    cancel: undefined,
    confirm: { label: 'OK', onClick: fn() },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Under maintenance' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(args.confirm.onClick).toHaveBeenCalledOnce()
  },
}

/** Content under the description goes in the body (a detail, a picture, a prompt). */
export const WithBody: Story = {
  args: {
    title: 'Under maintenance',
    description: 'This provider is under maintenance.',
    cancel: { label: 'Customer service', onClick: fn() },
    confirm: { label: 'OK', onClick: fn() },
    children: (
      <dl className="rounded-lg border bg-muted px-4 py-3 text-sm">
        <dt className="text-muted-foreground">Maintenance time</dt>
        <dd className="mt-1 font-semibold">27 Nov, 10:00 – 12:00 (UTC-4)</dd>
      </dl>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Under maintenance' })
    await expect(within(dialog).getByText('Maintenance time')).toBeVisible()
    // A cancel with its own action does it instead of closing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Customer service' }))
    await expect(args.cancel?.onClick).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** Escape asks to close, as a click outside does; the dialog never closes itself. */
export const EscapeAsksToClose: Story = {
  tags: ['no-visual'],
  play: async ({ args }) => {
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(args.confirm.onClick).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: mobileGlobals,
  play: Confirm.play,
}

export const MobileNotice: Story = {
  args: Notice.args,
  globals: mobileGlobals,
  play: Notice.play,
}
