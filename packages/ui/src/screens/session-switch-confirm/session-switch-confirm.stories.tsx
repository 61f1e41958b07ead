import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { expectConfirmThenCancel, expectEscapeAsksToClose, renderInDialogFrame } from '../../fixtures/dialog-story.tsx'
import { SessionSwitchConfirm } from './session-switch-confirm.tsx'

const meta = {
  title: 'Lobby/SessionSwitchConfirm',
  component: SessionSwitchConfirm,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    currentAccount: 'player01',
    incomingAccount: 'player02',
  },
  render: renderInDialogFrame(SessionSwitchConfirm),
} satisfies Meta<typeof SessionSwitchConfirm>

export default meta
type Story = StoryObj<typeof meta>

/** Signed in as player01, a link for player02: both accounts are named before anything changes. */
export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' })
    await expect(dialog).toHaveAccessibleDescription(
      'You are signed in as player01. This link signs in as player02. Switching signs player01 out on this page.',
    )
    await expectConfirmThenCancel(dialog, {
      confirm: 'Switch account',
      cancelStep: 'Cancel asks to close, keeping the current session',
      args,
      step,
    })
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: mobileGlobals,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' })
    await expect(dialog).toHaveAccessibleDescription(/player01.*player02/)
    await expectEscapeAsksToClose(args)
  },
}

/** The switch is running: neither button can be pressed twice. */
export const Switching: Story = {
  args: { ...Default.args, switching: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' })
    await expect(within(dialog).getByRole('button', { name: 'Switch account' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Accounts at their longest (12 characters) on a phone: the text wraps, the buttons stay side by side. */
export const LongAccounts: Story = {
  args: { ...Default.args, currentAccount: 'abcdefghijkl', incomingAccount: 'mnopqrstuvwx' },
  globals: mobileGlobals,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' })
    await expect(dialog).toHaveAccessibleDescription(/abcdefghijkl.*mnopqrstuvwx/)
  },
}
