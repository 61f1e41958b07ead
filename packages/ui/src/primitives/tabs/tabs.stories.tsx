import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx'

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'deposit', onValueChange: fn(), activationMode: 'automatic' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Records">
        <TabsTrigger value="deposit">Deposits</TabsTrigger>
        <TabsTrigger value="withdrawal">Withdrawals</TabsTrigger>
      </TabsList>
      <TabsContent value="deposit">
        <p className="text-sm">3 deposits this month.</p>
      </TabsContent>
      <TabsContent value="withdrawal">
        <p className="text-sm">No withdrawals yet.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta

const CATEGORIES = ['All', 'Hot', 'New', 'Slots', 'Live casino', 'Fishing']
type Story = StoryObj<typeof meta>

/** Desktop: underlined tabs. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Records' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Deposits' })).toHaveTextContent('3 deposits')
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('withdrawal')
    await expect(canvas.getByRole('tabpanel', { name: 'Withdrawals' })).toHaveTextContent('No withdrawals')
  },
}

/** A phone: the same tabs as a segmented control. */
export const Mobile: Story = {
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('data-state', 'active')
  },
}

/** Arrow keys move between tabs and, with automatic activation, select them. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposits' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveFocus()
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** Chips that scroll sideways: game labels, promotion categories. */
export const Pill: Story = {
  args: { defaultValue: 'All' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pill" aria-label="Categories">
        {CATEGORIES.map((label) => (
          <TabsTrigger key={label} value={label}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CATEGORIES.map((label) => (
        <TabsContent key={label} value={label}>
          <p className="text-sm">{label} games</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Categories' })).toHaveAttribute('data-variant', 'pill')
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }))
    await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const PillMobile: Story = { ...Pill, globals: { layout: 'mobile' } }
