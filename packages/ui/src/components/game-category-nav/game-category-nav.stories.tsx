import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { categoryItems, providers } from '../../fixtures/lobby.ts'
import { useText } from '../../text/text-provider.tsx'
import { ProviderGrid } from '../provider-grid/provider-grid.tsx'
import { GameCategoryNav, type GameCategoryNavProps } from './game-category-nav.tsx'

/** Labels are message keys here, translated at render so the locale toolbar applies. */
const keyedItems = categoryItems((key) => key)

/** Owns `value` like the site's container does, and still reports every change to the story's spy. */
function ControlledNav({ value, onValueChange, items, children, ...args }: GameCategoryNavProps) {
  const { t } = useText()
  const [active, setActive] = useState(value)
  const translated = items.map((item) => ({ ...item, label: t(item.label) }))
  const activeLabel = translated.find((item) => item.id === active)?.label ?? ''
  return (
    <GameCategoryNav
      {...args}
      items={translated}
      value={active}
      onValueChange={(id) => {
        setActive(id)
        onValueChange(id)
      }}
    >
      {children ?? (
        <div className="flex min-h-32 items-center justify-center rounded-xl border border-dashed bg-card p-6 text-sm text-muted-foreground">
          {activeLabel}
        </div>
      )}
    </GameCategoryNav>
  )
}

const meta = {
  title: 'Lobby/GameCategoryNav',
  component: GameCategoryNav,
  args: {
    items: keyedItems,
    value: 2,
    onValueChange: fn(),
    loading: false,
  },
  argTypes: {
    children: { control: false },
  },
  render: (args) => <ControlledNav {...args} />,
} satisfies Meta<typeof GameCategoryNav>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('clicking a tab selects its category', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Live Casino' }))
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3)
      await expect(canvas.getByRole('tab', { name: 'Live Casino' })).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Live Casino')
    })
    await step('arrow keys move between tabs', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expect(args.onValueChange).toHaveBeenLastCalledWith(4)
      await expect(canvas.getByRole('tab', { name: 'Sports' })).toHaveFocus()
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
      await expect(args.onValueChange).toHaveBeenLastCalledWith(2)
      await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true')
    })
    await step('every tab controls a panel that exists', async () => {
      for (const tab of canvas.getAllByRole('tab')) {
        const panelId = tab.getAttribute('aria-controls')
        await expect(panelId && document.getElementById(panelId)).toBeTruthy()
      }
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull()
    await expect(canvas.getByText('Loading…')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { ...Default.args, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.getByText('No game categories are available right now.')).toBeVisible()
  },
}

/** The categories load, the active category's providers do not. */
export const Error: Story = {
  args: {
    ...Default.args,
    children: <ProviderGrid providers={[]} status="error" onRetry={fn()} onSelect={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.getAllByRole('tab')).toHaveLength(8)
  },
}

export const Mobile: Story = {
  args: { ...Default.args, value: 7 },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Esports' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9)
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, loading: true },
  globals: Mobile.globals,
}

export const LongNames: Story = {
  args: {
    ...Default.args,
    items: [
      { ...keyedItems[0]!, label: 'Progressive Jackpot Mega Slots and Fishing Games' },
      { ...keyedItems[1]!, label: 'Live Dealer Baccarat, Roulette & Dragon Tiger' },
      ...keyedItems.slice(2),
    ],
    children: <ProviderGrid providers={providers.slice(0, 6)} status="ready" onSelect={fn()} />,
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Progressive Jackpot Mega Slots and Fishing Games')
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth)
    const list = canvas.getByRole('tablist')
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  },
}

export const MobileLongNames: Story = {
  args: { ...LongNames.args, children: undefined },
  globals: Mobile.globals,
}

/** A mobile template whose `game_nav` is `grid` (H5_2, H5_4, H5_6): four to a row, no scrolling. */
export const MobileGrid: Story = {
  args: { ...Default.args, arrangement: 'grid', value: 3 },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('data-arrangement', 'grid')
    await userEvent.click(canvas.getByRole('tab', { name: 'Esports' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9)
  },
}
