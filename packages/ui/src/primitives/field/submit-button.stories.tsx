import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SubmitButton } from './submit-button.tsx'

/** The form around the button was submitted. */
const submitted = fn()

const meta = {
  title: 'Primitives/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { submitting: false, label: 'Log in', busyLabel: 'Logging in…', className: 'max-w-sm' },
  decorators: [
    (Story) => (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submitted()
        }}
      >
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear()
    const button = canvas.getByRole('button', { name: 'Log in' })
    await expect(button).toHaveAttribute('type', 'submit')
    await userEvent.click(button)
    await expect(submitted).toHaveBeenCalledTimes(1)
  },
}

/** Sending: the button keeps focus (aria-disabled, not disabled) and shows the busy text. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Logging in…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).not.toBeDisabled()
    await expect(button).toHaveAttribute('data-state', 'submitting')
  },
}

export const Outline: Story = { args: { variant: 'outline', label: 'Save' } }
