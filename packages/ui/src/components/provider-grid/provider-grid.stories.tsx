import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { longNameProviders, providers } from '../../fixtures/lobby.ts'
import { ProviderGrid } from './provider-grid.tsx'

const meta = {
  title: 'Lobby/ProviderGrid',
  component: ProviderGrid,
  args: {
    providers,
    status: 'ready',
    onSelect: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
} satisfies Meta<typeof ProviderGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('a tile is a button named after its provider', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'R8 Gaming' }))
      await expect(args.onSelect).toHaveBeenCalledWith('GPR8')
    })
    await step('every logo loads lazily: on the lobby the banner is the only eager image', async () => {
      const tiles = canvas.getAllByRole('button')
      await expect(tiles).toHaveLength(providers.length)
      const images = tiles.flatMap((tile) => Array.from(tile.querySelectorAll('img')))
      await expect(images).toHaveLength(providers.length * 2)
      for (const img of images) await expect(img).toHaveAttribute('loading', 'lazy')
    })
    await step('a tagged tile describes its tag', async () => {
      await expect(canvas.getByRole('button', { name: 'R8 Gaming' })).toHaveAccessibleDescription('Hot')
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Game providers' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, providers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No game providers here yet. Please check back soon.')).toBeVisible()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: 'The provider list timed out. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The provider list timed out')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const ErrorWithoutRetry: Story = {
  args: { ...Default.args, status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the game providers.")
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PG Soft' }))
    await expect(args.onSelect).toHaveBeenCalledWith('GPPG')
    await expect(canvas.getAllByRole('button')[3]!.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, status: 'loading' },
  globals: Mobile.globals,
}

export const LongNames: Story = {
  args: { ...Default.args, providers: longNameProviders },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Extraordinarily Long Provider Name/)
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight)
    const tiles = canvas.getAllByRole('button')
    await expect(tiles[0]!.getBoundingClientRect().height).toBe(tiles[3]!.getBoundingClientRect().height)
  },
}

export const MobileLongNames: Story = {
  args: LongNames.args,
  globals: Mobile.globals,
}
