import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { expectConfirmThenCancel, expectEscapeAsksToClose, renderInDialogFrame } from '../../fixtures/dialog-story.tsx'
import { LoginRequiredConfirm } from './login-required-confirm.tsx'

const meta = {
  title: 'Lobby/LoginRequiredConfirm',
  component: LoginRequiredConfirm,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
  render: renderInDialogFrame(LoginRequiredConfirm),
} satisfies Meta<typeof LoginRequiredConfirm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in to play' })
    await expect(dialog).toHaveAccessibleDescription(/Please log in to play for real money/)
    await expectConfirmThenCancel(dialog, {
      confirm: 'Log in',
      args,
      step,
    })
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: mobileGlobals,
  play: async ({ args }) => {
    await screen.findByRole('dialog')
    await expectEscapeAsksToClose(args)
  },
}

/** A visitor's favourite: the copy says favourites are kept with an account. */
export const Favourite: Story = {
  args: { ...Default.args, reason: 'favourite' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in to save favourites' })
    await expect(dialog).toHaveAccessibleDescription(/Favourites are kept with your account/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** A member page asked for by a visitor (the `auth` middleware): nothing about play. */
export const MemberPage: Story = {
  args: { ...Default.args, reason: 'page' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' })
    await expect(dialog).toHaveAccessibleDescription('This page is for members. Log in to open it.')
  },
}
