import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from './button.tsx'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Play now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'accent', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Accent: Story = { args: { ...Default.args, variant: 'accent', children: 'Deposit' } }

export const Outline: Story = { args: { ...Default.args, variant: 'outline', children: 'Try demo' } }

export const Ghost: Story = { args: { ...Default.args, variant: 'ghost', children: 'Cancel' } }

export const Destructive: Story = { args: { ...Default.args, variant: 'destructive', children: 'Log out' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
}

export const Disabled: Story = {
  args: { ...Default.args, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play now' })).toBeDisabled()
  },
}

/** `asChild`: a link dressed as a button; it keeps the link's role and no `type`. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#deposit">Deposit</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Deposit' })
    await expect(link).toHaveAttribute('data-slot', 'button')
    await expect(link).not.toHaveAttribute('type')
  },
}
