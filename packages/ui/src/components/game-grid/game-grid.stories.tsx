import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { gameGridArgs, gameGridArgTypes, games, longNameGames, manyGames } from '../../fixtures/games.ts'
import { filterGames } from '@lobby/domain'
import { GAME_TILE_SIZE, GameGrid, type GameGridProps, type GameTile } from './game-grid.tsx'

/**
 * Plays the caller: owns the search text and favourites, filters `games` by
 * name with `filterGames`, and still reports every callback to the story's spies.
 */
function ControlledGrid({
  games: all,
  search: initialSearch = '',
  onSearchChange,
  onToggleFavorite,
  ...args
}: GameGridProps) {
  const [search, setSearch] = useState(initialSearch)
  const [favorites, setFavorites] = useState<ReadonlyMap<string, boolean>>(new Map())
  const withFavorites = all.map((game): GameTile => {
    const favorite = favorites.get(game.id)
    return favorite === undefined ? game : { ...game, favorite }
  })
  return (
    <GameGrid
      {...args}
      games={filterGames(withFavorites, { search })}
      search={search}
      onSearchChange={
        onSearchChange &&
        ((value) => {
          setSearch(value)
          onSearchChange(value)
        })
      }
      onToggleFavorite={
        onToggleFavorite &&
        ((id, next) => {
          setFavorites((current) => new Map(current).set(id, next))
          onToggleFavorite(id, next)
        })
      }
    />
  )
}

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: { ...gameGridArgs(), variant: 'slot' },
  argTypes: gameGridArgTypes,
  render: (args) => <ControlledGrid {...args} />,
} satisfies Meta<typeof GameGrid>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The rows render once the scroll area has a measured size; a story switched in place (the visual
 * suite, the Storybook UI) can start its play before that. Plays wait for the first tile.
 */
const tilesShown = (canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0))

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await tilesShown(canvas)
    await step('a tile is a play button named after its game', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Fortune Gems 1' }))
      await expect(args.onPlay).toHaveBeenCalledWith('G0001')
    })
    await step('a tagged tile describes its tag', async () => {
      await expect(canvas.getByRole('button', { name: 'Fortune Gems 1' })).toHaveAccessibleDescription('Hot')
      await expect(canvas.getByRole('button', { name: 'Dragon Gems 4' })).toHaveAccessibleDescription('New')
    })
    await step('the favourite toggle reports the next state and shows it', async () => {
      const toggle = canvas.getByRole('button', { name: 'Favourite Golden Gems 2' })
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await userEvent.click(toggle)
      await expect(args.onToggleFavorite).toHaveBeenCalledWith('G0002', true)
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await userEvent.click(canvas.getByRole('button', { name: 'Favourite Lucky Gems 3' }))
      await expect(args.onToggleFavorite).toHaveBeenLastCalledWith('G0003', false)
      await expect(args.onPlay).toHaveBeenCalledTimes(1)
    })
    await step('Demo opens the demo, not the game', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Demo: Mega Gems 5' }))
      await expect(args.onDemo).toHaveBeenCalledWith('G0005')
      await expect(args.onPlay).toHaveBeenCalledTimes(1)
    })
    await step('the search box is labelled and reports what is typed', async () => {
      const box = canvas.getByRole('searchbox', { name: 'Search games' })
      await userEvent.type(box, 'gems 1')
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('gems 1')
      await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
      await expect(canvas.getByRole('status')).toHaveTextContent('4 games')
      await userEvent.clear(box)
      await expect(canvas.getAllByRole('listitem')).toHaveLength(30)
    })
  },
}

/** 2,500 games: only the rows near the visible area are in the DOM. */
export const Thousands: Story = {
  args: { ...Default.args, games: manyGames, maxHeight: 640 },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await tilesShown(canvas)
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="game-grid-viewport"]')!
    await step('fewer than 300 tiles are rendered', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('2,500 games')
      const tiles = canvas.getAllByRole('listitem')
      await expect(tiles.length).toBeGreaterThan(0)
      await expect(tiles.length).toBeLessThan(300)
      await expect(tiles[0]).toHaveAttribute('aria-setsize', '2500')
    })
    await step('tiles have a fixed height', async () => {
      const heights = canvas.getAllByRole('listitem').map((tile) => tile.getBoundingClientRect().height)
      await expect(new Set(heights).size).toBe(1)
    })
    await step('scrolling brings later games in and keeps the DOM small', async () => {
      await expect(canvas.queryByRole('button', { name: 'Wild Riches 1206' })).toBeNull()
      // Row 200 holds games 1201 to 1206.
      const { tile, gap } = GAME_TILE_SIZE.slot.desktop
      viewport.scrollTop = 200 * (tile + gap)
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Wild Riches 1206' })).toBeInTheDocument())
      viewport.scrollTop = viewport.scrollHeight
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Dragon Lanterns 2500' })).toBeVisible())
      await expect(canvas.getAllByRole('listitem').length).toBeLessThan(300)
      await expect(canvas.queryByRole('button', { name: 'Fortune Gems 1' })).toBeNull()
    })
    await step('a search scrolls back to the top', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'Jade')
      await waitFor(() => expect(viewport.scrollTop).toBe(0))
      await expect(canvas.getByRole('button', { name: 'Jade Gems 8' })).toBeVisible()
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search games' }))
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Fortune Gems 1' })).toBeVisible())
    })
  },
}

/**
 * `maxHeight="none"` (a lobby section, a hall's hot games): no scroll area of its own, every tile in the page,
 * which scrolls instead.
 */
export const AllRows: Story = {
  args: { ...Default.args, games: games.slice(0, 14), maxHeight: 'none', onSearchChange: undefined },
  play: async ({ canvas, canvasElement }) => {
    const tiles = canvas.getAllByRole('listitem')
    await expect(tiles).toHaveLength(14)
    await expect(tiles.at(-1)).toHaveAttribute('aria-posinset', '14')
    await expect(canvas.getByRole('button', { name: games[13]!.name })).toBeInTheDocument()
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="game-grid-viewport"]')!
    await expect(getComputedStyle(viewport).overflowY).toBe('visible')
    await expect(viewport.scrollHeight).toBe(viewport.clientHeight)
  },
}

export const SearchNoResults: Story = {
  args: { ...Default.args, search: 'zzz' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No games match “zzz”. Try another name.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onSearchChange).toHaveBeenCalledWith('')
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(30))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'zzz')
    await expect(canvas.getByText('No matching games')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Games' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…')
    await expect(canvas.queryByRole('listitem')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: 'The game list timed out. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The game list timed out')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Empty: Story = {
  args: { ...Default.args, games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no games here yet. Please check back soon.')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('0 games')
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await tilesShown(canvas)
    const tiles = canvas.getAllByRole('listitem')
    await expect(tiles[0]!.getBoundingClientRect().top).toBe(tiles[2]!.getBoundingClientRect().top)
    await expect(tiles[3]!.getBoundingClientRect().top).toBeGreaterThan(tiles[2]!.getBoundingClientRect().top)
    await userEvent.click(canvas.getByRole('button', { name: 'Tiger Gems 9' }))
    await expect(args.onPlay).toHaveBeenCalledWith('G0009')
  },
}

/** Without `onDemo`, `onToggleFavorite` and `onSearchChange`: tiles only. */
export const PlayOnly: Story = {
  args: { ...Default.args, onDemo: undefined, onToggleFavorite: undefined, onSearchChange: undefined },
  play: async ({ canvas }) => {
    await tilesShown(canvas)
    await expect(canvas.queryByRole('searchbox')).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Demo/ })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).toBeNull()
  },
}

export const LongNames: Story = {
  args: { ...Default.args, games: longNameGames },
  play: async ({ canvas }) => {
    await tilesShown(canvas)
    const name = canvas.getByText(/^Extraordinarily Long Game Name/)
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight)
    const tiles = canvas.getAllByRole('listitem')
    await expect(tiles[0]!.getBoundingClientRect().height).toBe(tiles[5]!.getBoundingClientRect().height)
  },
}

export const MobileLongNames: Story = {
  args: LongNames.args,
  globals: Mobile.globals,
}

/** A member's favourites: every toggle is on; turning one off reports `false`. */
export const Favourites: Story = {
  args: { ...Default.args, games: games.map((game) => ({ ...game, favorite: true })).slice(0, 8) },
  play: async ({ canvas, userEvent, args }) => {
    await tilesShown(canvas)
    const toggles = canvas.getAllByRole('button', { name: /^Favourite / })
    await expect(toggles).toHaveLength(8)
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggles[1]!)
    await expect(args.onToggleFavorite).toHaveBeenCalledWith('G0002', false)
    await expect(toggles[1]).toHaveAttribute('aria-pressed', 'false')
  },
}

export const Crash: Story = {
  args: { ...Default.args, variant: 'crash', games: games.slice(0, 6) },
  play: async ({ canvas }) => {
    await tilesShown(canvas)
    const tiles = canvas.getAllByRole('listitem')
    await expect(tiles[0]!.getBoundingClientRect().top).toBe(tiles[3]!.getBoundingClientRect().top)
    await expect(tiles[4]!.getBoundingClientRect().top).toBeGreaterThan(tiles[3]!.getBoundingClientRect().top)
  },
}
