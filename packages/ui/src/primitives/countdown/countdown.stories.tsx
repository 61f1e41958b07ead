import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { Countdown } from './countdown.tsx'

const NOW = Date.parse('2026-02-01T12:00:00Z')

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Ends in',
    endAt: NOW + (2 * 3600 + 5 * 60 + 9) * 1000,
    now: NOW,
    onEnd: fn(),
    className: 'text-3xl font-bold',
  },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

/** Time held still: two hours, five minutes and nine seconds left. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Ends in' })
    await expect(timer).toHaveTextContent('02:05:09')
    await expect(timer).toHaveAttribute('data-state', 'running')
    await expect(timer).not.toHaveAttribute('aria-live')
    await expect(args.onEnd).not.toHaveBeenCalled()
  },
}

/** Past its end: zeros, and `onEnd` once. */
export const Done: Story = {
  args: { endAt: new Date(NOW - 1_000).toISOString() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('00:00:00')
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1))
  },
}

/** No end time yet. */
export const Unknown: Story = {
  args: { endAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('--:--:--')
  },
}

/** A custom text: seconds only, as the SMS resend button shows it. */
export const Seconds: Story = {
  args: { endAt: NOW + 42_000, format: (left) => `${left.remainingMs / 1000} s`, 'aria-label': 'Resend in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Resend in' })).toHaveTextContent('42 s')
  },
}

/** With its start (`startAt`): a clock set back before the start reads the full duration, not more (5 min here). */
export const ClockSetBack: Story = {
  args: { startAt: NOW, endAt: NOW + 300_000, now: NOW - 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('00:05:00')
  },
}

/** On the wall clock: it ticks once a second and calls `onEnd` once at zero. */
export const Ticking: Story = {
  tags: ['no-visual'],
  args: { now: undefined },
  render: function Render(args) {
    const [endAt] = useState(() => Date.now() + 2_000)
    return <Countdown {...args} endAt={endAt} />
  },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Ends in' })
    await expect(timer).toHaveTextContent('00:00:02')
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'), { timeout: 1_500 })
    await waitFor(() => expect(timer).toHaveAttribute('data-state', 'done'), { timeout: 1_500 })
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1))
  },
}
