import { roulettePrizeAt } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { roulettePrizes } from './roulette-fixtures.ts'
import { RouletteWheel, type RouletteTarget, type RouletteWheelProps } from './roulette-wheel.tsx'

/** The slice the story's "server" decides: the sixth prize, or the last of a smaller wheel. */
const WINNER_INDEX = 5

/**
 * Plays the caller: a spin sets `spinning` and the server's `target` at once,
 * the end clears `spinning` and takes a draw; every callback also reaches the
 * story's spies.
 */
function SpinHarness(args: RouletteWheelProps) {
  const [spinning, setSpinning] = useState(args.spinning)
  const [target, setTarget] = useState<RouletteTarget | null>(args.target)
  const [remainingDraws, setRemainingDraws] = useState(args.remainingDraws)
  const [quickBet, setQuickBet] = useState(args.quickBet)
  const winner = args.prizes[Math.min(WINNER_INDEX, args.prizes.length - 1)]!
  return (
    <RouletteWheel
      {...args}
      spinning={spinning}
      target={target}
      remainingDraws={remainingDraws}
      quickBet={quickBet}
      onQuickBetChange={(next) => {
        args.onQuickBetChange(next)
        setQuickBet(next)
      }}
      onSpin={() => {
        args.onSpin()
        setSpinning(true)
        setTarget((last) => ({ prizeId: winner.prize_id, nonce: (last?.nonce ?? 0) + 1 }))
      }}
      onSpinEnd={(prizeId) => {
        args.onSpinEnd(prizeId)
        setSpinning(false)
        setRemainingDraws((draws) => draws - 1)
      }}
    />
  )
}

const meta = {
  title: 'Lobby/RouletteWheel',
  component: RouletteWheel,
  args: {
    prizes: roulettePrizes(8),
    remainingDraws: 3,
    target: null,
    quickBet: false,
    onQuickBetChange: fn(),
    spinning: false,
    onSpin: fn(),
    onSpinEnd: fn(),
    random: () => 0.5,
  },
  render: (args) => <SpinHarness {...args} />,
} satisfies Meta<typeof RouletteWheel>

export default meta
type Story = StoryObj<typeof meta>

/** The prize under the pointer, read from the disk's rotation. */
function prizeUnderPointer(canvasElement: HTMLElement): number {
  const disk = canvasElement.querySelector<HTMLElement>('[data-slot="roulette-wheel-disk"]')!
  return roulettePrizeAt(Number(disk.dataset.angle ?? 0), Number(disk.dataset.prizes))
}

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Prize roulette' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8)
    await expect(canvas.getByText('Draws left: 3')).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Quick spin' })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Spin' })).toBeEnabled()
    await expect(args.onSpin).not.toHaveBeenCalled()
  },
}

export const NoDrawsLeft: Story = {
  args: { ...Ready.args, remainingDraws: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Draws left: 0')).toBeVisible()
    const spin = canvas.getByRole('button', { name: 'Spin' })
    await expect(spin).toBeDisabled()
    await userEvent.click(spin, { pointerEventsCheck: 0 })
    await expect(args.onSpin).not.toHaveBeenCalled()
  },
}

/** The server has answered and the wheel turns: the button is disabled, and clicking it does nothing. */
export const Spinning: Story = {
  args: { ...Ready.args, spinning: true, target: { prizeId: 103, nonce: 1 } },
  play: async ({ canvas, canvasElement, args }) => {
    const spin = canvas.getByRole('button', { name: 'Spinning…' })
    await expect(spin).toBeDisabled()
    await userEvent.click(spin, { pointerEventsCheck: 0 })
    await expect(args.onSpin).not.toHaveBeenCalled()
    // A target the wheel mounted with is shown at rest, not spun again.
    await expect(prizeUnderPointer(canvasElement)).toBe(2)
    await expect(args.onSpinEnd).not.toHaveBeenCalled()
  },
}

/** The wheel turns ten turns and more over 1.5 s and stops on the server's prize. A live animation: not screenshotted. */
export const Spin: Story = {
  args: { ...Ready.args },
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, args, step }) => {
    await step('a spin asks the caller, and a second click while it turns does nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Spin' }))
      await expect(args.onSpin).toHaveBeenCalledOnce()
      const spinning = canvas.getByRole('button', { name: 'Spinning…' })
      await expect(spinning).toBeDisabled()
      await userEvent.click(spinning, { pointerEventsCheck: 0 })
      await expect(args.onSpin).toHaveBeenCalledOnce()
    })
    await step('the wheel stops on the prize and says so once', async () => {
      await waitFor(() => expect(args.onSpinEnd).toHaveBeenCalledWith(106), { timeout: 5_000 })
      await expect(args.onSpinEnd).toHaveBeenCalledOnce()
      await expect(prizeUnderPointer(canvasElement)).toBe(WINNER_INDEX)
      await expect(canvas.getByText('Draws left: 2')).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Spin' })).toBeEnabled()
    })
  },
}

/** Quick spin: the target lands at once, with no animation. */
export const QuickBet: Story = {
  args: { ...Ready.args, quickBet: true },
  play: async ({ canvas, canvasElement, args, step }) => {
    await expect(canvas.getByRole('switch', { name: 'Quick spin' })).toBeChecked()
    await step('a target ends the spin at once, on that prize', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Spin' }))
      await waitFor(() => expect(args.onSpinEnd).toHaveBeenCalledWith(106))
      const disk = canvasElement.querySelector<HTMLElement>('[data-slot="roulette-wheel-disk"]')!
      await expect(getComputedStyle(disk).transitionDuration).toBe('0s')
      await expect(prizeUnderPointer(canvasElement)).toBe(WINNER_INDEX)
    })
    await step('the switch reports its change', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Quick spin' }))
      await expect(args.onQuickBetChange).toHaveBeenCalledWith(false)
    })
  },
}

/** Under `prefers-reduced-motion` a spin lands at once, as with quick spin. Looks as Ready: not screenshotted. */
export const ReducedMotion: Story = {
  args: { ...Ready.args },
  tags: ['no-visual'],
  beforeEach: () => {
    const matchMedia = window.matchMedia
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : matchMedia.call(window, query)
    return () => {
      window.matchMedia = matchMedia
    }
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('switch', { name: 'Quick spin' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }))
    await waitFor(() => expect(args.onSpinEnd).toHaveBeenCalledWith(106))
    const disk = canvasElement.querySelector<HTMLElement>('[data-slot="roulette-wheel-disk"]')!
    await expect(getComputedStyle(disk).transitionDuration).toBe('0s')
    await expect(prizeUnderPointer(canvasElement)).toBe(WINNER_INDEX)
  },
}

export const TwelvePrizes: Story = {
  args: { ...Ready.args, prizes: roulettePrizes(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12)
    await expect(canvas.getByText('¥ 8,888 jackpot')).toBeInTheDocument()
  },
}

export const TwoPrizes: Story = {
  args: { ...Ready.args, prizes: roulettePrizes(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

export const Mobile: Story = {
  args: { ...Ready.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const spin = canvas.getByRole('button', { name: 'Spin' })
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="roulette-wheel"]')!
    // The spin button takes the width of the screen, less the padding.
    await expect(spin.getBoundingClientRect().width).toBeGreaterThan(section.getBoundingClientRect().width * 0.8)
  },
}
