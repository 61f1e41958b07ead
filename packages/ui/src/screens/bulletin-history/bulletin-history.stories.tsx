import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { bulletinHistory } from '../../fixtures/content.ts'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { BulletinHistory } from './bulletin-history.tsx'

const meta = {
  title: 'Lobby/BulletinHistory',
  component: BulletinHistory,
  args: { open: true, onOpenChange: fn(), items: bulletinHistory, loading: false },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <BulletinHistory {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof BulletinHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Bulletin history' })
    await expect(within(dialog).getAllByRole('article')).toHaveLength(3)
    await expect(within(dialog).getByRole('article', { name: 'Maintenance notice' })).toHaveTextContent(
      '2025-03-10 18:30',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Empty: Story = {
  args: { ...Default.args, items: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByText('Nothing here yet')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, items: [], loading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading bulletins…')
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog')
  },
}
