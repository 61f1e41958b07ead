import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { GameCategoryNav } from '../components/game-category-nav/game-category-nav.tsx'
import { ProviderGrid, type ProviderGridStatus } from '../components/provider-grid/provider-grid.tsx'
import { categoryItems, providers } from '../fixtures/lobby.ts'
import { useText } from '../text/text-provider.tsx'

interface LobbyCatalogueProps {
  /** Status of the provider list for every category. */
  status: ProviderGridStatus
  /** Category shown first. */
  initialCategory: number
  onCategoryChange: (id: number) => void
  onSelectProvider: (id: string) => void
  onRetry: () => void
}

/** How the site composes the two: the category picks which providers the grid shows. */
function LobbyCatalogue({ status, initialCategory, onCategoryChange, onSelectProvider, onRetry }: LobbyCatalogueProps) {
  const { t } = useText()
  const [category, setCategory] = useState(initialCategory)
  const shown = providers.filter((_, index) => (index + category) % 3 !== 0)
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <h1 className="text-xl font-bold tracking-tight">{t('lobby.all_game')}</h1>
      <GameCategoryNav
        items={categoryItems(t)}
        value={category}
        onValueChange={(id) => {
          setCategory(id)
          onCategoryChange(id)
        }}
      >
        <ProviderGrid providers={shown} status={status} onSelect={onSelectProvider} onRetry={onRetry} />
      </GameCategoryNav>
    </main>
  )
}

const meta = {
  title: 'Compositions/LobbyCatalogue',
  component: LobbyCatalogue,
  args: {
    status: 'ready',
    initialCategory: 2,
    onCategoryChange: fn(),
    onSelectProvider: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LobbyCatalogue>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Lottery' }))
    await expect(args.onCategoryChange).toHaveBeenCalledWith(5)
    const panel = canvas.getByRole('tabpanel')
    await expect(panel).toHaveAccessibleName('Lottery')
    await userEvent.click(canvas.getAllByRole('button')[0]!)
    await expect(args.onSelectProvider).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = { args: { ...Default.args, status: 'loading' } }

export const Error: Story = { args: { ...Default.args, status: 'error' } }

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
}
