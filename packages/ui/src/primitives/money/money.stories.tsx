import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Money } from './money.tsx'

const meta = {
  title: 'Primitives/Money',
  component: Money,
  tags: ['autodocs'],
  args: { amount: 123456, currency: 'USD' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['inherit', 'signed', 'muted'] },
    signDisplay: { control: 'inline-radio', options: ['auto', 'always'] },
  },
} satisfies Meta<typeof Money>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ 1,234.56')).toHaveAttribute('data-sign', 'positive')
  },
}

/** A currency without minor units shows none. */
export const NoMinorUnits: Story = {
  args: { amount: 1500000, currency: 'VND' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₫ 1,500,000')).toBeVisible()
  },
}

/** A change: the sign is in the text, the colour repeats it. */
export const SignedGain: Story = {
  args: { amount: 2550, currency: 'USD', tone: 'signed', signDisplay: 'always' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ +25.50')).toHaveAttribute('data-sign', 'positive')
  },
}

export const SignedLoss: Story = {
  args: { amount: -2550, currency: 'USD', tone: 'signed', signDisplay: 'always' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ -25.50')).toHaveAttribute('data-sign', 'negative')
  },
}

export const Zero: Story = { args: { amount: 0, currency: 'USD', tone: 'signed', signDisplay: 'always' } }

/** Not known yet: a dash, never a zero. */
export const Unknown: Story = {
  args: { amount: null, currency: 'USD' },
  play: async ({ canvasElement }) => {
    const money = canvasElement.querySelector('[data-slot="money"]')
    await expect(money).toHaveTextContent('-')
    await expect(money).toHaveAttribute('data-sign', 'unknown')
  },
}

/** Grouped by the page's locale. */
export const Locale: Story = {
  args: { amount: 123456789, currency: 'INR' },
  globals: { locale: 'hi_IN' },
}

/** Tabular figures line up in a column. */
export const Column: Story = {
  render: (args) => (
    <div className="flex w-40 flex-col items-end text-sm">
      {[111111, 2000, -98765, 0].map((amount) => (
        <Money key={amount} {...args} amount={amount} />
      ))}
    </div>
  ),
}
