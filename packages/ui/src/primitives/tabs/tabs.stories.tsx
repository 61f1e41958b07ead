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
    // Each tab names the panel it controls, and the panel is named by its tab.
    const tab = canvas.getByRole('tab', { name: 'Deposits' })
    const panel = canvas.getByRole('tabpanel', { name: 'Deposits' })
    await expect(tab).toHaveAttribute('aria-controls', panel.id)
    await expect(panel).toHaveAttribute('aria-labelledby', tab.id)
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('withdrawal')
    await expect(canvas.getByRole('tabpanel', { name: 'Withdrawals' })).toHaveTextContent('No withdrawals')
    // Uncontrolled (`defaultValue`): the tab left is hidden and its content unmounted.
    await expect(canvas.queryByText('3 deposits this month.')).toBeNull()
    await expect(panel).not.toBeVisible()
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
    // A value with a space still ties its tab and panel together (then back to Hot, the state the shot shows).
    await userEvent.click(canvas.getByRole('tab', { name: 'Live casino' }))
    await expect(canvas.getByRole('tabpanel', { name: 'Live casino' })).toHaveTextContent('Live casino games')
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }))
    await expect(canvas.getByRole('tabpanel', { name: 'Hot' })).toHaveTextContent('Hot games')
  },
}

export const PillMobile: Story = { ...Pill, globals: { layout: 'mobile' } }

/** `size="lg"`: label-sized segments on a phone, taller underlined tabs on desktop (the lobby's tabs). */
export const SegmentedLarge: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList size="lg" aria-label="Records">
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
  play: Default.play,
}

export const SegmentedLargeMobile: Story = { ...SegmentedLarge, globals: { layout: 'mobile' } }

const categoryRender =
  (variant: 'category' | 'category-grid'): Story['render'] =>
  (args) => (
    <Tabs {...args}>
      <TabsList variant={variant} aria-label="Game categories">
        {CATEGORIES.map((label) => (
          <TabsTrigger key={label} value={label.replace(' ', '-')} title={label}>
            <span className="block max-w-full min-w-0 truncate desktop:text-center">{label}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {CATEGORIES.map((label) => (
        <TabsContent key={label} value={label.replace(' ', '-')}>
          <p className="text-sm">{label} games</p>
        </TabsContent>
      ))}
    </Tabs>
  )

/** Game categories: a card of equal tabs on desktop, a strip of chips that snap on a phone. */
export const Category: Story = {
  args: { defaultValue: 'All' },
  render: categoryRender('category'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Game categories' })).toHaveAttribute('data-variant', 'category')
    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const CategoryMobile: Story = { ...Category, globals: { layout: 'mobile' } }

/** The categories four to a row on a phone (a mobile template's `game_nav`). */
export const CategoryGrid: Story = {
  args: { defaultValue: 'All' },
  render: categoryRender('category-grid'),
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Game categories' })).toHaveAttribute(
      'data-variant',
      'category-grid',
    )
  },
}
