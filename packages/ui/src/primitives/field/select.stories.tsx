import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Select } from './select.tsx'

const options = (
  <>
    <option value="">Choose a bank</option>
    <option value="bdv">Banco de Venezuela</option>
    <option value="mercantil">Mercantil</option>
  </>
)

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { 'aria-label': 'Bank', defaultValue: '', className: 'max-w-sm', children: options },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' })
    await userEvent.selectOptions(select, 'mercantil')
    await expect(select).toHaveValue('mercantil')
    await expect(select).toHaveAttribute('data-slot', 'select')
  },
}

export const Chosen: Story = { args: { defaultValue: 'bdv' } }

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toHaveClass('border-destructive')
  },
}

export const Disabled: Story = {
  args: { defaultValue: 'bdv', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toBeDisabled()
  },
}
