import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Checkbox } from './checkbox.tsx'
import { Field } from './field.tsx'
import { PasswordInput } from './password-input.tsx'
import { Select } from './select.tsx'
import { TextInput } from './text-input.tsx'

/**
 * A field wires its control without the caller writing an id or an aria
 * attribute: the label names the control, the error and the hint describe it.
 */
const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Account',
    className: 'max-w-sm',
    children: <TextInput name="account" autoComplete="username" />,
  },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-state', 'valid')
  },
}

export const WithHint: Story = {
  args: { hint: '6 to 16 letters or digits' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).toHaveAccessibleDescription('6 to 16 letters or digits')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const WithError: Story = {
  args: { hint: '6 to 16 letters or digits', error: 'Enter your account' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    // The error first, then the hint.
    await expect(input).toHaveAccessibleDescription('Enter your account 6 to 16 letters or digits')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your account')
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-state', 'invalid')
  },
}

/** A control's own props win over the field's: here a caller wires the description itself. */
export const ControlPropsWin: Story = {
  args: {
    controlId: 'member-account',
    error: 'Enter your account',
    children: <TextInput aria-describedby={undefined} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).toHaveAttribute('id', 'member-account')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).not.toHaveAttribute('aria-describedby')
  },
}

export const WithPassword: Story = {
  args: {
    label: 'Password',
    hint: '6 to 12 characters',
    children: <PasswordInput autoComplete="current-password" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' })
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAccessibleDescription('6 to 12 characters')
  },
}

export const WithSelect: Story = {
  args: {
    label: 'Bank',
    error: 'Choose a bank',
    children: (
      <Select defaultValue="">
        <option value="">Choose…</option>
        <option value="bdv">Banco de Venezuela</option>
        <option value="mercantil">Mercantil</option>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('Choose a bank')
  },
}

/** A checkbox names itself: the field gives no label, only the error under it. */
export const WithCheckbox: Story = {
  args: {
    label: undefined,
    error: 'Accept the agreement to go on',
    children: <Checkbox label="I have read and accept the agreement" labelClassName="text-sm text-foreground" />,
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read and accept the agreement' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('Accept the agreement to go on')
    await userEvent.click(canvas.getByText('I have read and accept the agreement'))
    await expect(box).toBeChecked()
  },
}
