import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    className: 'max-w-md',
    children: (
      <>
        <CardHeader>
          <CardTitle>Main wallet</CardTitle>
          <CardDescription>Move money between the main wallet and the games.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-2xl font-semibold tabular-nums">1,250.00 USD</p>
        </CardContent>
        <CardFooter>
          <Button size="sm">Deposit</Button>
          <Button size="sm" variant="outline">
            Withdraw
          </Button>
        </CardFooter>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outline', 'elevated', 'flat'] },
    padding: { control: 'inline-radio', options: ['md', 'panel', 'none'] },
    gap: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'none'] },
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Main wallet', level: 3 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeEnabled()
    const card = canvasElement.querySelector('[data-slot="card"]')
    await expect(card).toHaveAttribute('data-variant', 'outline')
    await expect(card?.querySelector('[data-slot="card-footer"]')).toContainElement(
      canvas.getByRole('button', { name: 'Withdraw' }),
    )
  },
}

export const Elevated: Story = { args: { ...Default.args, variant: 'elevated' } }

/** A panel's surface: full width, no border, the member centre's padding. */
export const Flat: Story = {
  args: { ...Default.args, className: undefined, variant: 'flat', padding: 'panel', gap: 'md' },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Main wallet' })).toBeVisible()
  },
}

/** `asChild` makes the card a landmark; the title names it. */
export const AsSection: Story = {
  args: {
    ...Default.args,
    asChild: true,
    children: (
      <section aria-labelledby="card-story-title">
        <CardHeader>
          <CardTitle id="card-story-title">Security</CardTitle>
          <CardDescription>Your login password was changed 3 days ago.</CardDescription>
        </CardHeader>
      </section>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Security' })
    await expect(region).toHaveAttribute('data-slot', 'card')
  },
}
