import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { renderInDialogFrame } from '../../fixtures/dialog-story.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { LimitReachedDialog } from './limit-reached-dialog.tsx'

/** Midnight of Saturday 21 November 2026 in Caracas (UTC-4): when a daily limit renews. */
const DAY_RENEWS = '2026-11-21T04:00:00.000Z'
/** Midnight of Monday 23 November 2026 in Caracas: when a weekly limit renews. */
const WEEK_RENEWS = '2026-11-23T04:00:00.000Z'
/** The server's words (`server.rg.*`, the request's language), as `play1` answers 171, 172 and 173. */
const LOSS_MESSAGE =
  'your loss limit is reached: nothing more can go into play until it renews on 2026-11-21 00:00 (UTC-4)'
const WAGER_MESSAGE =
  'your wager limit is reached: nothing more can go into play until it renews on 2026-11-23 00:00 (UTC-4)'
const SESSION_MESSAGE =
  'your session time limit of 120 minutes is used up: you can play again from 2026-11-21 00:00 (UTC-4)'

const meta = {
  title: 'Game/LimitReachedDialog',
  component: LimitReachedDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onOpenSettings: fn(),
    reason: 'loss',
    message: LOSS_MESSAGE,
    renewsAt: DAY_RENEWS,
  },
  render: renderInDialogFrame(LimitReachedDialog),
} satisfies Meta<typeof LimitReachedDialog>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (name: string) => screen.findByRole('dialog', { name })
const renewal = (dialog: HTMLElement) => dialog.querySelector('[data-slot="limit-reached-dialog-renewal"]')

/**
 * A launch refused by the loss limit (171): the server's words, from when play is possible again on the site's clock,
 * Responsible gaming reports the choice and leaves closing to the caller; Close and Esc ask to close.
 */
export const Loss: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog('Loss limit reached')
    await expect(dialog).toHaveAccessibleDescription(LOSS_MESSAGE)
    await step('the renewal on the site clock, with its offset', async () => {
      await expect(renewal(dialog)).toHaveTextContent('You can play again from')
      await expect(renewal(dialog)).toHaveTextContent('Nov 21, 2026, 12:00 AM GMT-4')
      await expect(within(dialog).getByText(/Nov 21, 2026/)).toHaveAttribute('datetime', DAY_RENEWS)
    })
    await step('Responsible gaming reports the choice and leaves closing to the caller', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Responsible gaming' }))
      await expect(args.onOpenSettings).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('Close asks to close', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
    await step('Esc asks to close', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(args.onOpenChange).toHaveBeenCalledTimes(2)
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
      await expect(args.onOpenSettings).toHaveBeenCalledOnce()
    })
  },
}

/** A launch refused by the weekly wager limit (172). */
export const Wager: Story = {
  args: { reason: 'wager', message: WAGER_MESSAGE, renewsAt: WEEK_RENEWS },
  play: async () => {
    const dialog = await findDialog('Wager limit reached')
    await expect(dialog).toHaveAccessibleDescription(WAGER_MESSAGE)
    await expect(renewal(dialog)).toHaveTextContent('Nov 23, 2026, 12:00 AM GMT-4')
  },
}

/** A launch refused because a session time limit has no time left (173). */
export const Session: Story = {
  args: { reason: 'session', message: SESSION_MESSAGE },
  play: async () => {
    const dialog = await findDialog('Session time limit reached')
    await expect(dialog).toHaveAccessibleDescription(SESSION_MESSAGE)
    await expect(renewal(dialog)).toHaveTextContent('Nov 21, 2026, 12:00 AM GMT-4')
  },
}

/** `game.stop`: the server stopped the open game when the session time limit ran out; the push has no words. */
export const Stopped: Story = {
  args: { reason: 'stopped', message: undefined },
  play: async () => {
    const dialog = await findDialog('Your game was stopped')
    await expect(dialog).toHaveAccessibleDescription(
      'Your session time limit is up: the game was closed and its balance is back in your main wallet.',
    )
    await expect(renewal(dialog)).toHaveTextContent('You can play again from')
    await expect(renewal(dialog)).toHaveTextContent('Nov 21, 2026, 12:00 AM GMT-4')
  },
}

/** The refusal came without words (an older server, an empty message): our text for the reason. */
export const NoMessage: Story = {
  args: { reason: 'wager', message: '', renewsAt: WEEK_RENEWS },
  play: async () => {
    const dialog = await findDialog('Wager limit reached')
    await expect(dialog).toHaveAccessibleDescription(
      'You have reached the wager limit you set. No game can start until it renews.',
    )
  },
}

/** A long message wraps inside the dialog: nothing runs out of it sideways. */
export const LongMessage: Story = {
  args: {
    reason: 'session',
    message: `${SESSION_MESSAGE}. ${'Take a break, stretch, drink some water and come back another day. '.repeat(6).trim()} https://example.com/responsible-gaming/a-very-long-address-without-any-break-in-it`,
  },
  play: async () => {
    const dialog = await findDialog('Session time limit reached')
    await expect(within(dialog).getByText(/Take a break, stretch/)).toBeVisible()
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

/** No renewal known: no such line, the message alone. */
export const NoRenewal: Story = {
  args: { renewsAt: undefined },
  play: async () => {
    const dialog = await findDialog('Loss limit reached')
    await expect(dialog).toHaveAccessibleDescription(LOSS_MESSAGE)
    await expect(renewal(dialog)).toBeNull()
    await expect(within(dialog).queryByText('You can play again from')).toBeNull()
  },
}

/** Without `onOpenSettings` (a page that is the member's tools already): Close alone. */
export const WithoutSettings: Story = {
  args: { onOpenSettings: undefined },
  play: async ({ args }) => {
    const dialog = await findDialog('Loss limit reached')
    const buttons = within(dialog).getAllByRole('button')
    await expect(buttons).toHaveLength(1)
    await userEvent.click(buttons[0]!)
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** In the member's language: our copy and the renewal in Chinese, the server's words as it sent them. */
export const Chinese: Story = {
  args: { message: '您已达到亏损限额：在 2026-11-21 00:00 (UTC-4) 重置之前无法再投入游戏' },
  globals: { locale: 'zh_CN' },
  play: async () => {
    const dialog = await findDialog('已达亏损限额')
    await expect(renewal(dialog)).toHaveTextContent('可再次游戏的时间')
    await expect(renewal(dialog)).toHaveTextContent(/2026年11月21日.*GMT-4/)
    await expect(within(dialog).getByRole('button', { name: '理性游戏' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible()
  },
}

/** On a phone the two buttons share one row across the dialog. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async () => {
    const dialog = await findDialog('Loss limit reached')
    const [settings, close] = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect())
    await expect(settings!.top).toBeCloseTo(close!.top, 0)
  },
}
