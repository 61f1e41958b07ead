import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Checkbox } from './checkbox.tsx'

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: "Don't show again today", labelClassName: 'text-sm text-muted-foreground', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: "Don't show again today" })
    await expect(box).not.toBeChecked()
    // The whole row toggles it.
    await userEvent.click(canvas.getByText("Don't show again today"))
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: "Don't show again today" })).toBeChecked()
  },
}

/** An on/off setting: the same box announced as a switch. */
export const Switch: Story = {
  args: { role: 'switch', label: 'Quick bet', labelClassName: 'text-sm' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Quick bet' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
  },
}

/** Without `label` it is the box alone; it must then be named another way. */
export const BoxOnly: Story = {
  args: { label: undefined, 'aria-label': 'Select row' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select row' })).toHaveAttribute('data-slot', 'checkbox')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: "Don't show again today" })).toBeDisabled()
  },
}
