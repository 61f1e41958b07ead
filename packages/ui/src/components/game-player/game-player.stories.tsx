import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { GamePlayer } from './game-player.tsx'

/** Stories load `about:blank`: no network. */
const meta = {
  title: 'Game/GamePlayer',
  component: GamePlayer,
  args: { mode: 'modal', open: true, url: null, title: 'Fortune Dragon', onQuit: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['modal', 'page'] },
  },
  render: (args, { globals }) =>
    args.mode === 'modal' ? (
      <DialogFrame mobile={globals.layout === 'mobile'}>
        {(container) => <GamePlayer {...args} portalContainer={container} />}
      </DialogFrame>
    ) : (
      <GamePlayer {...args} />
    ),
} satisfies Meta<typeof GamePlayer>

export default meta
type Story = StoryObj<typeof meta>

/** `play1` has answered; the game's URL has not arrived yet. */
export const ModalStarting: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Dragon' })
    await step('a starting veil and no frame yet', async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent('Starting the game…')
      await expect(dialog.querySelector('iframe')).toBeNull()
    })
    await step('quitting is possible while it starts, and leaves closing to the caller', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Quit game' }))
      await expect(args.onQuit).toHaveBeenCalledOnce()
      await expect(screen.getByRole('dialog', { name: 'Fortune Dragon' })).toBeVisible()
    })
  },
}

export const ModalPlaying: Story = {
  args: { ...ModalStarting.args, url: 'about:blank' },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Dragon' })
    const frame = dialog.querySelector('iframe')!
    await step('the game plays in a titled, sandboxed frame', async () => {
      await expect(frame).toHaveAttribute('title', 'Fortune Dragon')
      await expect(frame).toHaveAttribute('src', 'about:blank')
      await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay')
      await expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
        'allow-forms',
        'allow-popups',
        'allow-same-origin',
        'allow-scripts',
      ])
      await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull())
    })
    await step('a click outside does not quit; Esc asks to', async () => {
      await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!, {
        pointerEventsCheck: 0,
      })
      await expect(args.onQuit).not.toHaveBeenCalled()
      await userEvent.keyboard('{Escape}')
      await expect(args.onQuit).toHaveBeenCalledOnce()
    })
  },
}

/** Game type 4: played in the page at `/play`. */
export const PagePlaying: Story = {
  args: { ...ModalPlaying.args, mode: 'page' },
  parameters: { layout: 'fullscreen' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fortune Dragon' })).toBeVisible()
    await expect(canvas.queryByRole('dialog')).toBeNull()
    const frame = canvasElement.querySelector('iframe')!
    await expect(frame).toHaveAttribute('title', 'Fortune Dragon')
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull())
    // The stage takes the height the bar leaves.
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight / 2)
    await userEvent.click(canvas.getByRole('button', { name: 'Quit game' }))
    await expect(args.onQuit).toHaveBeenCalledOnce()
  },
}

export const PageStarting: Story = {
  args: { ...ModalStarting.args, mode: 'page' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Starting the game…')
    await expect(canvasElement.querySelector('[data-slot="game-player-stage"]')).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Quit game' })).toBeEnabled()
  },
}

export const Mobile: Story = {
  args: ModalPlaying.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Dragon' })
    // Edge to edge in the frame.
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(frame.clientWidth, 0)
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull())
    await expect(within(dialog).getByRole('button', { name: 'Quit game' })).toBeVisible()
  },
}
