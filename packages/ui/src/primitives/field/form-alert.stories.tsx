import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FormAlert } from './form-alert.tsx'

const meta = {
  title: 'Primitives/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  args: { children: 'The account or the password is wrong.', className: 'max-w-sm' },
} satisfies Meta<typeof FormAlert>

export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account or the password is wrong.')
  },
}

export const LongText: Story = {
  args: {
    children: 'Withdrawals are closed until 06:00 (server maintenance). Reference: WD-2025-0101-000000000000000000001',
  },
}

/** Without text it renders nothing. */
export const Empty: Story = {
  // Nothing on screen to shoot.
  tags: ['no-visual'],
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
