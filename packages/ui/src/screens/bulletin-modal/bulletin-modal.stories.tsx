import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { bulletinEntries, longBulletin } from '../../fixtures/content.ts'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { BulletinModal } from './bulletin-modal.tsx'

/** Dialogs portal into a frame inside the story root, so screenshots include them (see DialogFrame). */
const meta = {
  title: 'Lobby/BulletinModal',
  component: BulletinModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onClose: fn(),
    entries: bulletinEntries.slice(0, 1),
    cancelable: false,
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <BulletinModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof BulletinModal>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus 100%' })
    await step('the HTML renders as given', async () => {
      await expect(within(dialog).getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/discount/1')
      await expect(within(dialog).queryByRole('checkbox')).toBeNull()
    })
    await step('closing asks the caller and does not close by itself', async () => {
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
      await expect(args.onClose).toHaveBeenCalledOnce()
      await expect(args.onClose).toHaveBeenCalledWith({ dontShowAgain: false })
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
      await expect(screen.getByRole('dialog')).toBeVisible()
    })
  },
}

export const SeveralEntries: Story = {
  args: { ...Default.args, entries: bulletinEntries },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus 100%' })
    const view = within(dialog)
    await expect(view.getByText('1 of 3')).toBeVisible()
    await expect(view.getByRole('button', { name: 'Previous bulletin' })).toBeDisabled()
    await userEvent.click(view.getByRole('button', { name: 'Next bulletin' }))
    await expect(await screen.findByRole('dialog', { name: 'Maintenance notice' })).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: 'Next bulletin' }))
    // An entry without a title falls back to the generic heading.
    await expect(await screen.findByRole('dialog', { name: 'Bulletin' })).toBeVisible()
    await expect(view.getByRole('button', { name: 'Next bulletin' })).toBeDisabled()
    await userEvent.click(view.getByRole('button', { name: 'Previous bulletin' }))
    await userEvent.click(view.getByRole('button', { name: 'Previous bulletin' }))
    await expect(view.getByText('1 of 3')).toBeVisible()
  },
}

export const LongContent: Story = {
  args: { ...Default.args, entries: [longBulletin] },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)
    // The dialog itself stays inside the frame; only its body scrolls.
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(frame.getBoundingClientRect().height)
  },
}

export const Cancelable: Story = {
  args: { ...Default.args, cancelable: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show again today" }))
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(args.onClose).toHaveBeenCalledWith({ dontShowAgain: true })
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Closed: Story = {
  args: { ...Default.args, open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

export const Mobile: Story = {
  args: { ...Default.args, entries: bulletinEntries, cancelable: true },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog')
  },
}
