import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { AwardAlert } from './award-alert.tsx'
import { roulettePrizes } from './roulette-fixtures.ts'

const prize = roulettePrizes(8)[3]!

/** Dialogs portal into a frame inside the story root, so screenshots include them (see DialogFrame). */
const meta = {
  title: 'Lobby/AwardAlert',
  component: AwardAlert,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    kind: 'prize',
    prize,
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['prize', 'no-draws'] },
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <AwardAlert {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof AwardAlert>

export default meta
type Story = StoryObj<typeof meta>

export const Prize: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' })
    await expect(dialog).toHaveAccessibleDescription('You won ¥ 88 cash')
    await expect(within(dialog).getByRole('img', { name: '¥ 88 cash' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** A prize without a picture shows a gift. */
export const PrizeWithoutImage: Story = {
  args: { ...Prize.args, prize: roulettePrizes(8)[4]! },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' })
    await expect(dialog).toHaveAccessibleDescription('You won Thanks for playing')
  },
}

/** Spin answered 2093101: a warning with a confirm button. */
export const NoDraws: Story = {
  args: { ...Prize.args, kind: 'no-draws', prize: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'No draws left' })
    await expect(dialog).toHaveAccessibleDescription('You have used all your draws. Come back when you have more.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The server's own message, as given. */
export const NoDrawsServerMessage: Story = {
  args: { ...NoDraws.args, message: 'No draws left today. Deposit to earn more.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'No draws left' })
    await expect(dialog).toHaveAccessibleDescription('No draws left today. Deposit to earn more.')
  },
}

export const Mobile: Story = {
  args: { ...Prize.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Congratulations!' })
  },
}
