import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton.tsx'

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-64 rounded-lg' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Card: Story = {
  render: (args) => (
    <div className="flex w-64 flex-col gap-3 rounded-lg border bg-card p-4">
      <Skeleton {...args} className="aspect-[5/2] h-auto w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  ),
}
