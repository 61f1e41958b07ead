import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { demoGames } from '../../fixtures/content.ts'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { DemoGameListModal } from './demo-game-list-modal.tsx'

const meta = {
  title: 'Lobby/DemoGameListModal',
  component: DemoGameListModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onPlay: fn(),
    onRetry: fn(),
    games: demoGames,
    status: 'ready',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <DemoGameListModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof DemoGameListModal>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Try for free' })
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(demoGames.length)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play Jade Garden for free' }))
    await expect(args.onPlay).toHaveBeenCalledOnce()
    await expect(args.onPlay).toHaveBeenCalledWith('jd-jade')
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

export const ProviderTitle: Story = {
  args: { ...Default.args, title: 'R8 Gaming' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'R8 Gaming' })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading demo games…')
    await expect(within(dialog).queryByRole('listitem')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent("We couldn't load the demo games.")
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { ...Default.args, games: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByText('No demo games are available right now.')).toBeVisible()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog')
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, status: 'loading' },
  globals: Mobile.globals,
  play: Mobile.play,
}

/** A provider with thousands of demo games: the first page, then more on demand. */
export const ManyGames: Story = {
  args: {
    ...Default.args,
    title: 'Reel Eight Studios',
    pageSize: 10,
    games: Array.from({ length: 25 }, (_, index) => ({
      ...demoGames[index % demoGames.length]!,
      id: `g-${index + 1}`,
      name: `Demo Game ${index + 1}`,
    })),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reel Eight Studios' })
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more (15 left)' }))
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(20)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more (5 left)' }))
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(25)
    await expect(within(dialog).queryByRole('button', { name: /Show more/ })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play Demo Game 25 for free' }))
    await expect(args.onPlay).toHaveBeenCalledWith('g-25')
  },
}
