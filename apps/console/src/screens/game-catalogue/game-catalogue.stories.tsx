import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { catalogueGames, gameProviders, manyGames } from '../../fixtures/games.ts'
import { tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { GameCatalogue } from './game-catalogue.tsx'

const golden = catalogueGames[0]!

const meta = {
  title: 'Console/GameCatalogue',
  component: GameCatalogue,
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: catalogueGames,
    total: catalogueGames.length,
    page: 1,
    pageSize: 50,
    providers: gameProviders,
    filter: { provider: '', query: '', state: 'all', label: 'all' },
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    canManage: true,
    saving: null,
    notice: null,
    onSwitch: fn(),
  },
} satisfies Meta<typeof GameCatalogue>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.games.gamesCaption })

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('each game with its switches as they are', async () => {
      const headers = within(tableOf(canvas)).getAllByRole('columnheader')
      await expect(headers.map((h) => h.textContent)).toEqual(Object.values(copy.games.gameColumns))
      await expect(canvas.getByRole('switch', { name: copy.games.toggleHot('Golden Axolotl') })).toBeChecked()
      await expect(canvas.getByRole('switch', { name: copy.games.toggleNew('Golden Axolotl') })).not.toBeChecked()
      await expect(canvas.getByRole('switch', { name: copy.games.toggleEnabled('Tidal Jackpot') })).not.toBeChecked()
    })
    await step('a switch reports the game, the field and the new state', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: copy.games.toggleNew('Golden Axolotl') }))
      await expect(args.onSwitch).toHaveBeenCalledWith(golden, 'is_new', true)
      await userEvent.click(canvas.getByRole('switch', { name: copy.games.toggleEnabled('Golden Axolotl') }))
      await expect(args.onSwitch).toHaveBeenCalledWith(golden, 'enabled', false)
    })
  },
}

export const Filters: Story = {
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('search', { name: copy.games.filters }))
    await userEvent.selectOptions(form.getByRole('combobox', { name: copy.games.provider }), 'GPDL')
    await userEvent.type(form.getByRole('searchbox', { name: copy.games.search }), ' reef ')
    await userEvent.selectOptions(form.getByRole('combobox', { name: copy.games.state }), 'off')
    await userEvent.selectOptions(form.getByRole('combobox', { name: copy.games.label }), 'hot')
    await userEvent.click(form.getByRole('button', { name: copy.games.apply }))
    await expect(args.onFilter).toHaveBeenCalledWith({ provider: 'GPDL', query: 'reef', state: 'off', label: 'hot' })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(copy.games.readOnly)).toBeVisible()
    const hot = canvas.getByRole('switch', { name: copy.games.toggleHot('Golden Axolotl') })
    await expect(hot).toBeDisabled()
    await userEvent.click(hot)
    await expect(args.onSwitch).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { saving: golden.game_id },
  play: async ({ args, canvas }) => {
    const other = canvas.getByRole('switch', { name: copy.games.toggleHot('Reef Riches') })
    await expect(other).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(other)
    await expect(args.onSwitch).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { notice: { tone: 'error', text: copy.games.gameSaveFailed('Golden Axolotl', copy.failure.network) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.games.gamesLoading)
  },
}

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.games.gamesEmptyTitle)).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], total: 0, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(copy.games.forbiddenWhat))
  },
}

export const LongList: Story = {
  args: { rows: manyGames(50, 51), total: 120, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.games.gamePages })
    await expect(within(pager).getByText('Page 2 of 3')).toBeVisible()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

export const Tablet: Story = {
  globals: tabletGlobals,
}
