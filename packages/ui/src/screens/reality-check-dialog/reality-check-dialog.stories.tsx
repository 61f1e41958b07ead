import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { renderInDialogFrame } from '../../fixtures/dialog-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { RealityCheckDialog } from './reality-check-dialog.tsx'

const meta = {
  title: 'Game/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    playedMinutes: 65,
    net: -2_550,
    currency: 'USD',
    intervalMinutes: 30,
    onKeepPlaying: fn(),
    onStop: fn(),
  },
  render: renderInDialogFrame(RealityCheckDialog),
} satisfies Meta<typeof RealityCheckDialog>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (name = 'Reality check') => screen.findByRole('dialog', { name })

/** Keep playing reports the choice and leaves closing (and the next check) to the caller. */
export const Keep: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAccessibleDescription('You have been playing for 1 h 5 min.')
    await expect(within(dialog).getByText('If you keep playing, we will remind you again in 30 minutes.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }))
    await expect(args.onKeepPlaying).toHaveBeenCalledOnce()
    await expect(args.onStop).not.toHaveBeenCalled()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** Stop reports the choice: the caller quits the game the usual way. Esc only asks to close. */
export const Stop: Story = {
  args: { ...Keep.args, gameName: 'Fortune Dragon' },
  play: async ({ args }) => {
    const dialog = await findDialog('Reality check: Fortune Dragon')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop playing' }))
    await expect(args.onStop).toHaveBeenCalledOnce()
    await expect(args.onKeepPlaying).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** A losing session: the net with its minus, and in words. */
export const Loss: Story = {
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText('$ -25.50')).toBeVisible()
    await expect(dialog.getByText('You have lost $ 25.50 this session.')).toBeVisible()
  },
}

/** A winning session: the net with its plus, and in words. */
export const Win: Story = {
  args: { ...Keep.args, playedMinutes: 15, net: 12_000, intervalMinutes: 15 },
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAccessibleDescription('You have been playing for 15 min.')
    await expect(within(dialog).getByText('$ +120.00')).toBeVisible()
    await expect(within(dialog).getByText('You have won $ 120.00 this session.')).toBeVisible()
  },
}

export const Even: Story = {
  args: { ...Keep.args, net: 0, playedMinutes: 60, intervalMinutes: 60 },
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAccessibleDescription('You have been playing for 1 h.')
    await expect(within(dialog).getByText('You are even this session.')).toBeVisible()
  },
}

/** The session's result is being read. */
export const Loading: Story = {
  args: { ...Keep.args, net: null, loading: true },
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText('Loading…')).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Stop playing' })).toBeEnabled()
  },
}

/** The result could not be read: the time played still shows, and both choices still work. */
export const ResultUnknown: Story = {
  args: { ...Keep.args, net: null },
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText("Your session's result couldn't be loaded.")).toBeVisible()
    await expect(dialog.getByText('1 h 5 min')).toBeVisible()
  },
}

/** The game is being quit: Stop waits and Keep playing is off. */
export const Stopping: Story = {
  args: { ...Keep.args, stopping: true },
  play: async ({ args }) => {
    const dialog = within(await findDialog())
    const stop = dialog.getByRole('button', { name: 'Stopping…' })
    await expect(stop).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(stop)
    await expect(args.onStop).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeDisabled()
  },
}

export const Mobile: Story = {
  args: { ...Keep.args },
  globals: mobileGlobals,
  play: async () => {
    const dialog = await findDialog()
    const [keep, stop] = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect())
    // The two choices share one row across the dialog.
    await expect(keep!.top).toBeCloseTo(stop!.top, 0)
  },
}
