import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import {
  crashGames,
  gameGridArgs,
  gameGridArgTypes,
  games,
  generateGames,
  labels,
  providerLogo,
} from '../../fixtures/games.ts'
import { filterGames } from '@lobby/domain'
import { SlotGameScreen, type GameLabelValue, type SlotGameScreenProps } from './slot-game-screen.tsx'

/** Plays the caller: owns the label tab and search, and filters the games with `filterGames`. */
function ControlledScreen({
  games: all,
  label: initialLabel = 'all',
  search: initialSearch = '',
  onLabelChange,
  onSearchChange,
  ...args
}: SlotGameScreenProps) {
  const [label, setLabel] = useState<GameLabelValue>(initialLabel)
  const [search, setSearch] = useState(initialSearch)
  const ids = label === 'all' ? undefined : args.labels?.find((item) => item.id === label)?.gameIds
  return (
    <SlotGameScreen
      {...args}
      games={filterGames(all, { search, ids })}
      label={label}
      onLabelChange={(next) => {
        setLabel(next)
        onLabelChange?.(next)
      }}
      search={search}
      onSearchChange={(value) => {
        setSearch(value)
        onSearchChange?.(value)
      }}
    />
  )
}

const meta = {
  title: 'Games/SlotGameScreen',
  component: SlotGameScreen,
  args: {
    provider: { name: 'R8 Gaming', logoUrl: providerLogo('R8 Gaming', 265) },
    ...gameGridArgs(),
    variant: 'slot',
    labels,
    label: 'all',
    maxHeight: 720,
    onLabelChange: fn(),
  },
  argTypes: gameGridArgTypes,
  render: (args) => <ControlledScreen {...args} />,
} satisfies Meta<typeof SlotGameScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'R8 Gaming' })).toBeVisible()
    await step('label tabs filter the games', async () => {
      await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Hot', 'New'])
      await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }))
      await expect(args.onLabelChange).toHaveBeenLastCalledWith(1)
      await expect(canvas.getAllByRole('listitem')).toHaveLength(labels[0]!.gameIds.length)
      await userEvent.keyboard('{ArrowRight}')
      await expect(args.onLabelChange).toHaveBeenLastCalledWith(2)
      await expect(canvas.getAllByRole('listitem')).toHaveLength(labels[1]!.gameIds.length)
      await userEvent.click(canvas.getByRole('tab', { name: 'All' }))
      await expect(args.onLabelChange).toHaveBeenLastCalledWith('all')
      await expect(canvas.getAllByRole('listitem')).toHaveLength(games.length)
    })
    await step('search narrows the list, a tile plays its game', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'lucky')
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('lucky')
      await userEvent.click(canvas.getByRole('button', { name: 'Lucky Gems 3' }))
      await expect(args.onPlay).toHaveBeenCalledWith('G0003')
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search games' }))
      await expect(canvas.getAllByRole('listitem')).toHaveLength(games.length)
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'R8 Gaming games' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the games.")
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Empty: Story = {
  args: { ...Default.args, games: [], labels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.getByText('No games yet')).toBeVisible()
  },
}

/** `isCrashGame`: no label tabs, larger tiles. */
export const Crash: Story = {
  args: {
    ...Default.args,
    provider: { name: 'Sky Crash', logoUrl: providerLogo('Sky Crash', 20) },
    variant: 'crash',
    games: crashGames,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.getByText('Crash games')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Jet Multiplier' }))
    await expect(args.onToggleFavorite).toHaveBeenCalledWith('C0005', false)
  },
}

export const Mobile: Story = {
  args: { ...Default.args, maxHeight: 560 },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'New' }))
    await expect(args.onLabelChange).toHaveBeenCalledWith(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Demo: Dragon Gems 4' }))
    await expect(args.onDemo).toHaveBeenCalledWith('G0004')
  },
}

export const MobileCrash: Story = {
  args: { ...Crash.args, maxHeight: 560 },
  globals: Mobile.globals,
}

export const LongProviderName: Story = {
  args: {
    ...Default.args,
    provider: {
      name: 'Royal Golden Dragon Phoenix Fortune Interactive Entertainment Asia Pacific Limited Holdings International Group',
      logoUrl: providerLogo('Royal Golden', 40),
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth)
  },
}

const manyGames = generateGames(240, 'F')
const manyLabels = [
  { id: 1, tag: 'hot' as const, gameIds: manyGames.filter((game) => game.tag === 'hot').map((game) => game.id) },
  { id: 2, tag: 'new' as const, gameIds: manyGames.filter((game) => game.tag === 'new').map((game) => game.id) },
]

/**
 * `fill` (the `/slotgame` page): the screen fills a page one window high and
 * the games scroll inside it, so the Hot grid's bottom edge is inside the page
 * instead of under the window's bottom edge (issue 21).
 */
export const FillsItsPage: Story = {
  args: { ...Default.args, games: manyGames, labels: manyLabels, fill: true, maxHeight: undefined },
  decorators: [
    (Story) => (
      <div data-testid="page" className="flex h-[560px] flex-col">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }))
    const page = canvas.getByTestId('page').getBoundingClientRect()
    const grid = canvas.getByRole('region', { name: 'R8 Gaming games' })
    const viewport = grid.querySelector<HTMLElement>('[data-slot="game-grid-viewport"]')!
    await expect(grid.getBoundingClientRect().bottom).toBeLessThanOrEqual(page.bottom)
    // The scroll area reaches 4 px past the grid on each side (-m-1 p-1) so focus rings are not clipped.
    await expect(viewport.getBoundingClientRect().bottom).toBeLessThanOrEqual(page.bottom + 4)
    // The rows that do not fit scroll inside the grid, not the page.
    await expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight)
    await expect(viewport.clientHeight).toBeGreaterThan(150)
  },
}
