import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Button } from '../../primitives/button/button.tsx'
import { JackpotCounter, type JackpotCounterProps } from './jackpot-counter.tsx'

const meta = {
  title: 'Lobby/JackpotCounter',
  component: JackpotCounter,
  args: { amount: 123_456_789, currency: 'USD', animate: false, loading: false },
} satisfies Meta<typeof JackpotCounter>

export default meta
type Story = StoryObj<typeof meta>

function cells(canvasElement: HTMLElement): string {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="jackpot-counter-cell"]'))
    .map((cell) => cell.dataset.digit)
    .join('')
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Jackpot' })).toHaveTextContent('Jackpot total: $ 0,001,234,567.89')
    await expect(cells(canvasElement)).toBe('000123456789')
  },
}

export const Zero: Story = {
  args: { ...Default.args, amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement)).toBe('000000000000')
  },
}

export const Large: Story = {
  args: { ...Default.args, amount: 987_654_321_012, currency: 'RMB' },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement)).toBe('987654321012')
  },
}

/** VND has no minor unit: ten integer cells, no decimals. */
export const VND: Story = {
  args: { ...Default.args, amount: 2_468_013_579, currency: 'VND' },
  play: async ({ canvas, canvasElement }) => {
    await expect(cells(canvasElement)).toBe('2468013579')
    await expect(canvas.getByText('Jackpot total: ₫ 2,468,013,579')).toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { ...Default.args, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the jackpot…')
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, loading: true },
  globals: Mobile.globals,
}

function Growing(args: JackpotCounterProps) {
  const [amount, setAmount] = useState(args.amount)
  return (
    <div className="flex flex-col items-center gap-4">
      <JackpotCounter {...args} amount={amount} />
      <Button variant="outline" onClick={() => setAmount((value) => value + 1_234_567)}>
        Add 12,345.67
      </Button>
    </div>
  )
}

/** `animate`: the cells roll to the new value (a CSS transition; none under reduced motion). */
export const Animated: Story = {
  args: { ...Default.args, animate: true },
  render: (args) => <Growing {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add 12,345.67' }))
    await expect(cells(canvasElement)).toBe('000124691356')
  },
}
