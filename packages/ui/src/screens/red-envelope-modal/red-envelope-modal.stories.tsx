import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { RedEnvelopeModal } from './red-envelope-modal.tsx'

/** 2026-11-22 12:00 UTC: every visual story reads this fixed clock, so its countdown never moves. */
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
/** Two hours, five minutes and thirty seconds later: 10:05 in Caracas (UTC-4). */
const END_AT = new Date(NOW + (2 * 3600 + 5 * 60 + 30) * 1000).toISOString()

/** A clock the play function moves by hand. */
function fakeClock(start: number) {
  let ms = start
  return {
    now: () => ms,
    set: (to: number) => {
      ms = to
    },
  }
}

const almostOverClock = fakeClock(NOW)

/** Dialogs portal into a frame inside the story root, so screenshots include them (see DialogFrame). */
const meta = {
  title: 'Lobby/RedEnvelopeModal',
  component: RedEnvelopeModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onClaim: fn(),
    onExpire: fn(),
    state: { kind: 'countdown', endAt: END_AT },
    now: () => NOW,
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <RedEnvelopeModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof RedEnvelopeModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (name: string) => screen.findByRole('dialog', { name })

export const Countdown: Story = {
  play: async ({ args, step }) => {
    const view = within(await findDialog('Red envelope'))
    await step('the time left and the end time in Caracas', async () => {
      await expect(view.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('02:05:30')
      await expect(view.getByText('Ends at Nov 22, 2026, 10:05 AM GMT-4')).toBeVisible()
    })
    await step('the claim button claims, and leaves the rest to the caller', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Open the envelope' }))
      await expect(args.onClaim).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
      await expect(args.onExpire).not.toHaveBeenCalled()
    })
  },
}

/**
 * Three seconds left on a clock the test moves: reaching zero calls
 * `onExpire` once, however many ticks follow. A live timer: not screenshotted.
 */
export const AlmostOver: Story = {
  args: { ...Countdown.args, state: { kind: 'countdown', endAt: new Date(NOW + 3_000).toISOString() } },
  tags: ['no-visual'],
  beforeEach: () => {
    almostOverClock.set(NOW)
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <RedEnvelopeModal {...args} now={almostOverClock.now} portalContainer={container} />}
    </DialogFrame>
  ),
  play: async ({ args, step }) => {
    const view = within(await findDialog('Red envelope'))
    const timer = view.getByRole('timer', { name: 'Ends in' })
    await expect(timer).toHaveTextContent('00:00:03')
    await step('at zero the countdown ends and tells the caller', async () => {
      almostOverClock.set(NOW + 3_000)
      // The clock is read once a second: allow a few.
      await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce(), { timeout: 5_000 })
      await waitFor(() => expect(timer).toHaveTextContent('00:00:00'), { timeout: 5_000 })
    })
    await step('only once, however long it stays past zero', async () => {
      almostOverClock.set(NOW + 60_000)
      // Once done the timer stops reading the clock (Countdown's contract); wait past two would-be ticks.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await expect(args.onExpire).toHaveBeenCalledOnce()
      await expect(timer).toHaveTextContent('00:00:00')
    })
  },
}

export const Claiming: Story = {
  args: { ...Countdown.args, state: { kind: 'claiming', endAt: END_AT } },
  play: async ({ args }) => {
    const view = within(await findDialog('Red envelope'))
    const claim = view.getByRole('button', { name: 'Opening…' })
    await expect(claim).toBeDisabled()
    await expect(view.getByRole('timer')).toHaveTextContent('02:05:30')
    await userEvent.click(claim, { pointerEventsCheck: 0 })
    await expect(args.onClaim).not.toHaveBeenCalled()
  },
}

export const Won: Story = {
  args: { ...Countdown.args, state: { kind: 'won', cash: 1_288_800, currency: 'RMB' } },
  play: async ({ args }) => {
    const view = within(await findDialog('Congratulations!'))
    await expect(view.getByText('¥ 12,888.00')).toBeVisible()
    await expect(view.queryByRole('timer')).toBeNull()
    const buttons = view.getAllByRole('button', { name: 'Close' })
    await userEvent.click(buttons.at(-1)!)
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(args.onClaim).not.toHaveBeenCalled()
  },
}

export const Ended: Story = {
  args: { ...Countdown.args, state: { kind: 'ended' } },
  play: async () => {
    const view = within(await findDialog('Event over'))
    await expect(view.getByText('This red envelope has ended. Watch out for the next one!')).toBeVisible()
    await expect(view.queryByRole('button', { name: 'Open the envelope' })).toBeNull()
  },
}

/** Claim answered 102: the server's message, as given. */
export const Gone: Story = {
  args: { ...Countdown.args, state: { kind: 'gone', message: 'All the red envelopes have been taken.' } },
  play: async () => {
    const view = within(await findDialog('No envelope left'))
    await expect(view.getByText('All the red envelopes have been taken.')).toBeVisible()
  },
}

export const Error: Story = {
  args: { ...Countdown.args, state: { kind: 'error', message: 'The server is busy. Please try again.' } },
  play: async ({ args }) => {
    const view = within(await findDialog("Couldn't open the envelope"))
    await expect(view.getByRole('alert')).toHaveTextContent('The server is busy. Please try again.')
    await userEvent.click(view.getByRole('button', { name: 'Try again' }))
    await expect(args.onClaim).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: { ...Countdown.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await findDialog('Red envelope')
    const claim = within(dialog).getByRole('button', { name: 'Open the envelope' })
    // The claim button takes the footer's width.
    const footer = dialog.querySelector<HTMLElement>('[data-slot="dialog-footer"]')!
    await expect(claim.getBoundingClientRect().width).toBeGreaterThan(footer.getBoundingClientRect().width * 0.8)
    await userEvent.click(claim)
    await expect(args.onClaim).toHaveBeenCalledOnce()
  },
}

/** The countdown's end time in the reader's language. */
export const ChineseCopy: Story = {
  args: { ...Countdown.args },
  globals: { locale: 'zh_CN' },
  play: async () => {
    const view = within(await findDialog('红包'))
    await expect(view.getByRole('button', { name: '拆红包' })).toBeEnabled()
    await expect(view.getByText(/2026年11月22日/)).toBeVisible()
  },
}
