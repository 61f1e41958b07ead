import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { games, generateGames } from '../../fixtures/games.ts'
import { categoryItems } from '../../fixtures/lobby.ts'
import { useText } from '../../text/text-provider.tsx'
import { GameGrid } from '../../components/game-grid/game-grid.tsx'
import { liveProviders, longNameHallProviders, maintenanceProviders, manyProviders, slotProviders } from './fixtures.ts'
import { GameHallScreen, type GameHallScreenProps, type GameHallTarget } from './game-hall-screen.tsx'

/** Category and Popular labels are message keys here, translated at render so the locale toolbar applies. */
const keyedCategories = categoryItems((key) => key)

/**
 * Links as the site builds them (spec section 2): a provider's games page with
 * its house flag; the slot hall's Popular page with house 0.
 */
function hrefIn(categoryId: number) {
  return (target: GameHallTarget) =>
    target === 'popular'
      ? `/slotgame?gt_id=${categoryId}&house=0`
      : `/slotgame?gt_id=${categoryId}&gp_id=${target.id}&house=${target.house}`
}

/**
 * The category's hot games, as the site fills the slot: at most 24 (the
 * server's cap), every row shown and the page scrolling, not a box that cuts
 * a row at its bottom edge (issue 21).
 */
function HotGames({ count }: { count?: number }) {
  const { t } = useText()
  return (
    <GameGrid
      games={count === undefined ? games.filter((game) => game.tag === 'hot') : generateGames(count, 'H')}
      status="ready"
      onPlay={() => {}}
      maxHeight="none"
      label={t('hall.hot_games')}
    />
  )
}

/**
 * Plays the caller: owns `categoryId`, translates the category labels, and
 * routes on the client (prevents the link's navigation), still reporting
 * every callback to the story's spies.
 */
function ControlledHall({ categories, categoryId, onCategoryChange, onSelect, popular, ...args }: GameHallScreenProps) {
  const { t } = useText()
  const [active, setActive] = useState(categoryId)
  return (
    <GameHallScreen
      {...args}
      categories={categories.map((item) => ({ ...item, label: t(item.label) }))}
      popular={popular && { ...popular, label: t(popular.label) }}
      categoryId={active}
      onCategoryChange={(id) => {
        setActive(id)
        onCategoryChange(id)
      }}
      onSelect={(id, event) => {
        event.preventDefault()
        onSelect(id, event)
      }}
    />
  )
}

const meta = {
  title: 'Lobby/GameHallScreen',
  component: GameHallScreen,
  args: {
    categories: keyedCategories,
    categoryId: 2,
    status: 'ready',
    providers: slotProviders,
    popular: { label: 'hall.popular', count: 128 },
    hrefFor: hrefIn(2),
    onCategoryChange: fn(),
    onSelect: fn(),
    onRetry: fn(),
    hotGames: <HotGames />,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    hotGames: { control: false },
    hrefFor: { control: false },
  },
  render: (args) => <ControlledHall {...args} />,
} satisfies Meta<typeof GameHallScreen>

export default meta
type Story = StoryObj<typeof meta>

function cards(canvasElement: HTMLElement): HTMLAnchorElement[] {
  return Array.from(canvasElement.querySelectorAll<HTMLAnchorElement>('a[data-slot="game-hall-screen-card"]'))
}

export const Slots: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('the hall is headed by its category', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
      await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true')
    })
    await step('Popular comes first and links to the Popular page with house 0', async () => {
      const [first, ...rest] = cards(canvasElement)
      await expect(first).toHaveAttribute('data-variant', 'popular')
      await expect(first).toHaveAccessibleName(/\S/)
      await expect(first).toHaveAttribute('href', '/slotgame?gt_id=2&house=0')
      await expect(rest).toHaveLength(slotProviders.length)
      await userEvent.click(first!)
      await expect(args.onSelect).toHaveBeenLastCalledWith('popular', expect.anything())
    })
    await step('a provider card is a link named after its provider, carrying its house', async () => {
      const card = canvas.getByRole('link', { name: 'Jade Dragon' })
      await expect(card).toHaveAttribute('href', '/slotgame?gt_id=2&gp_id=GPJD&house=1')
      await userEvent.click(card)
      await expect(args.onSelect).toHaveBeenLastCalledWith('GPJD', expect.anything())
    })
    await step('only the first row of logos loads eagerly', async () => {
      const eager = cards(canvasElement).filter((card) => card.querySelector('img[loading="eager"]'))
      // Popular plus three providers fill the first row of four.
      await expect(eager).toHaveLength(3)
    })
    await step('hot games sit under the cards, under their own heading', async () => {
      const heading = canvas.getByRole('heading', { level: 2 })
      const hot = heading.closest<HTMLElement>('[data-slot="game-hall-screen-hot"]')!
      await expect(within(hot).getAllByRole('listitem')).toHaveLength(games.filter((g) => g.tag === 'hot').length)
    })
    await step('picking another category reports it', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Live Casino' }))
      await expect(args.onCategoryChange).toHaveBeenLastCalledWith(3)
      await expect(canvas.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible()
    })
    // Leave the story as it renders, in the slot hall.
    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }))
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(2)
  },
}

export const Live: Story = {
  args: {
    ...Slots.args,
    categoryId: 3,
    providers: liveProviders,
    popular: undefined,
    hotGames: undefined,
    hrefFor: hrefIn(3),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible()
    const all = cards(canvasElement)
    await expect(all).toHaveLength(liveProviders.length)
    await expect(all.some((card) => card.dataset.variant === 'popular')).toBe(false)
    await expect(all[0]).toHaveAccessibleName(liveProviders[0]!.name)
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Slots.args, status: 'loading', hotGames: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="game-hall-screen-providers"]')).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.queryByRole('link')).toBeNull()
    // The categories are known already: the nav stays usable while the hall loads.
    await expect(canvas.getAllByRole('tab')).toHaveLength(keyedCategories.length)
  },
}

export const Error: Story = {
  args: { ...Slots.args, status: 'error', errorMessage: 'The hall timed out. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The hall timed out. Check your connection.')
    await expect(canvas.queryByRole('link')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { ...Live.args, providers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No game providers in this hall yet. Please check back soon.')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Slots.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(cards(canvasElement)).toHaveLength(slotProviders.length + 1)
    await userEvent.click(canvas.getByRole('link', { name: 'PG Soft' }))
    await expect(args.onSelect).toHaveBeenLastCalledWith('GPPG', expect.anything())
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, status: 'loading', hotGames: undefined },
  globals: Mobile.globals,
}

export const Maintenance: Story = {
  args: { ...Slots.args, providers: maintenanceProviders, hotGames: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('link', { name: 'Jade Dragon' })
    await expect(card).toHaveAttribute('data-state', 'maintenance')
    // The card says so in place of its call to action, and that text is its description.
    const notice = document.getElementById(card.getAttribute('aria-describedby') ?? '')
    await expect(notice).toHaveAttribute('data-slot', 'game-hall-screen-card-cta')
    await expect(card).toHaveAccessibleDescription(notice!.textContent!)
    await expect(canvas.getByRole('link', { name: 'R8 Gaming' })).not.toHaveAttribute('aria-describedby')
    // A pick still reaches the caller, which explains the maintenance (spec: maintenance dialog).
    await userEvent.click(card)
    await expect(args.onSelect).toHaveBeenLastCalledWith('GPJD', expect.anything())
  },
}

export const ManyProviders: Story = {
  args: { ...Live.args, categoryId: 6, providers: manyProviders, hrefFor: hrefIn(6) },
  play: async ({ canvas, canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(30)
    await expect(canvas.getByRole('link', { name: 'Pragmatic Play 3' })).toBeVisible()
    // Light and dark logos of every card but the first row's four.
    const lazy = canvasElement.querySelectorAll('[data-slot="game-hall-screen-card"] img[loading="lazy"]')
    await expect(lazy).toHaveLength((30 - 4) * 2)
  },
}

export const LongNames: Story = {
  args: {
    ...Live.args,
    providers: longNameHallProviders,
  },
  play: async ({ canvasElement }) => {
    const all = cards(canvasElement)
    const name = all[0]!.querySelector<HTMLElement>('[data-slot="game-hall-screen-card-name"] > span')!
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight)
    const heights = new Set(all.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().height)))
    await expect(heights.size).toBe(1)
  },
}

/** The server's most hot games (24): every row whole, none cut by the grid's bottom edge. */
export const ManyHotGames: Story = {
  args: { ...Slots.args, hotGames: <HotGames count={24} /> },
  play: async ({ canvas }) => {
    const hot = canvas.getByRole('region', { name: 'Hot games' })
    await expect(within(hot).getAllByRole('listitem')).toHaveLength(24)
    const viewport = hot.querySelector<HTMLElement>('[data-slot="game-grid-viewport"]')!
    await expect(viewport.scrollHeight).toBeLessThanOrEqual(viewport.clientHeight)
    const last = within(hot).getAllByRole('listitem').at(-1)!
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport.getBoundingClientRect().bottom)
  },
}
