import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { TileSkeletons } from './tile-skeletons.tsx'

const meta = {
  title: 'Games/TileSkeletons',
  component: TileSkeletons,
  args: {
    columns: 4,
    gridClassName: 'grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-5',
    tileClassName: 'flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-sm',
    children: (
      <>
        <Skeleton className="aspect-[2/1] w-full" />
        <Skeleton className="h-4 w-2/3" />
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof TileSkeletons>

export default meta
type Story = StoryObj<typeof meta>

/** Two rows of four: hidden from assistive technology, without the tiles' shadow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('[data-slot="tile-skeleton"]')
    await expect(tiles).toHaveLength(8)
    for (const tile of tiles) {
      await expect(tile).toHaveAttribute('aria-hidden', 'true')
      await expect(tile).toHaveClass('shadow-none')
    }
  },
}

/** A phone: two rows of two. */
export const Mobile: Story = {
  args: { columns: 2 },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="tile-skeleton"]')).toHaveLength(4)
  },
}
