import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Modal } from './modal.tsx'

/** A page button that opens a controlled modal, as the site's features do (no Radix Trigger). */
function OpenerAndModal() {
  const [open, setOpen] = useState(false)
  return (
    <div className="p-4">
      <button type="button" className="rounded-md border px-3 py-2" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Terms" size="sm">
        <p className="px-5 py-4">One account per person.</p>
      </Modal>
    </div>
  )
}

/** A full-size stage under a one-line toolbar, as the game player uses it: no ×, a click outside does not close. */
function ToolbarModal({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Fortune Dragon"
      size="full"
      header="bar"
      showClose={false}
      closeOnOutsideClick={false}
      actions={
        <button type="button" className="rounded-md border px-3 py-1.5" onClick={() => onOpenChange(false)}>
          Quit game
        </button>
      }
      bodyClassName="flex flex-col"
    >
      <div className="flex-1 bg-black" />
    </Modal>
  )
}

const meta = {
  title: 'Primitives/Modal',
  component: OpenerAndModal,
  // A behaviour, not a look: the modals that use it have their shots.
  tags: ['autodocs', 'no-visual'],
} satisfies Meta<typeof OpenerAndModal>

export default meta

const toolbarOpenChange = fn()
type Story = StoryObj<typeof meta>

export const FocusReturnsToOpener: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Read the terms' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Terms' })
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    // Esc closes; focus goes back to the button that opened it, not to the page's body.
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('dialog', { name: 'Terms' })).toBeNull()
    await expect(opener).toHaveFocus()
    // The close button too.
    await userEvent.click(opener)
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Terms' })).getByRole('button'))
    await expect(opener).toHaveFocus()
  },
}

/** `header="bar"` with `actions`: the title and the controls share one line; Escape still asks to close. */
export const ToolbarHeader: Story = {
  render: () => <ToolbarModal onOpenChange={toolbarOpenChange} />,
  play: async () => {
    toolbarOpenChange.mockClear()
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Dragon' })
    const header = dialog.querySelector<HTMLElement>('[data-slot="dialog-header"]')!
    await expect(within(header).getByRole('button', { name: 'Quit game' })).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await expect(dialog).toHaveAttribute('data-slot', 'dialog-content')
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!, {
      pointerEventsCheck: 0,
    })
    await expect(toolbarOpenChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(toolbarOpenChange).toHaveBeenCalledWith(false))
  },
}
