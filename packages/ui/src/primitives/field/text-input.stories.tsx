import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TextInput } from './text-input.tsx'

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Account', placeholder: '6 to 16 letters or digits', className: 'max-w-sm' },
} satisfies Meta<typeof TextInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await userEvent.type(input, 'player01')
    await expect(input).toHaveValue('player01')
    await expect(input).toHaveAttribute('data-slot', 'input')
  },
}

export const Filled: Story = { args: { defaultValue: 'player01' } }

export const Invalid: Story = {
  args: { defaultValue: 'p1', 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveClass('border-destructive')
  },
}

/** Read-only while its form is being sent: faded, still focusable and readable. */
export const ReadOnly: Story = {
  args: { defaultValue: 'player01', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveAttribute('readonly')
  },
}

export const Disabled: Story = {
  args: { defaultValue: 'player01', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toBeDisabled()
  },
}

export const Date: Story = {
  args: { 'aria-label': 'Start date', type: 'date', defaultValue: '2025-01-01', placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2025-01-01')
  },
}
