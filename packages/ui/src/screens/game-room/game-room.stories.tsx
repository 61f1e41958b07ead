import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { generateGames } from '../../fixtures/games.ts'
import { longNameProviders, providers } from '../../fixtures/lobby.ts'
import { filterGames } from '@lobby/domain'
import { GameRoom, type GameRoomProps } from './game-room.tsx'

/** Each provider gets its own deterministic games, keyed by its id. */
const gamesByProvider = new Map(
  providers.map((provider, index) => [provider.id, generateGames(12 + index * 4, provider.id)]),
)

/** Plays the caller: owns the provider and search, passes that provider's games filtered by name. */
function ControlledRoom({
  providerId: initialProvider,
  search: initialSearch = '',
  onProviderChange,
  onSearchChange,
  games,
  ...args
}: GameRoomProps) {
  const [providerId, setProviderId] = useState(initialProvider)
  const [search, setSearch] = useState(initialSearch)
  const shown = games.length === 0 ? games : (gamesByProvider.get(providerId) ?? games)
  return (
    <GameRoom
      {...args}
      providerId={providerId}
      onProviderChange={(id) => {
        setProviderId(id)
        setSearch('')
        onProviderChange(id)
      }}
      games={filterGames(shown, { search })}
      search={search}
      onSearchChange={(value) => {
        setSearch(value)
        onSearchChange?.(value)
      }}
    />
  )
}

const meta = {
  title: 'Games/GameRoom',
  component: GameRoom,
  args: {
    providers,
    providerId: 'GPR8',
    games: gamesByProvider.get('GPR8')!,
    status: 'ready',
    search: '',
    maxHeight: 680,
    onProviderChange: fn(),
    onSearchChange: fn(),
    onPlay: fn(),
    onToggleFavorite: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    games: { control: false },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <ControlledRoom {...args} />,
} satisfies Meta<typeof GameRoom>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the providers are vertical tabs; picking one shows its games', async () => {
      await expect(canvas.getByRole('tablist', { name: 'Game providers' })).toHaveAttribute(
        'aria-orientation',
        'vertical',
      )
      await userEvent.click(canvas.getByRole('tab', { name: 'Fa Chai' }))
      await expect(args.onProviderChange).toHaveBeenLastCalledWith('GPFC')
      await expect(canvas.getByRole('region', { name: 'Fa Chai games' })).toBeVisible()
      await expect(canvas.getAllByRole('listitem')).toHaveLength(20)
      await userEvent.keyboard('{ArrowDown}')
      await expect(args.onProviderChange).toHaveBeenLastCalledWith('GPJL')
    })
    await step('a tile plays its game', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Fortune Gems 1' }))
      await expect(args.onPlay).toHaveBeenCalledWith('GPJL0001')
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, providersLoading: true, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull()
    await expect(canvas.getByText('Loading game providers…')).toBeInTheDocument()
  },
}

/** The provider list is there, its games are still loading. */
export const GamesLoading: Story = {
  args: { ...Default.args, status: 'loading' },
}

export const Empty: Story = {
  args: { ...Default.args, providers: [], games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No game providers are available right now.')).toBeVisible()
    await expect(canvas.getByText('No games yet')).toBeVisible()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const LongNames: Story = {
  args: { ...Default.args, providers: longNameProviders, providerId: 'GPL1' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Extraordinarily Long Provider Name/)
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
  },
}
