import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { FundFormActions, FundPasswordField } from './fund-form.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

/** The shared parts of the withdrawal and agent transfer forms: the withdraw password and the foot. */
function FundFormDemo({
  error,
  passwordError,
  submitting,
}: {
  error?: string
  passwordError?: string
  submitting: boolean
}) {
  const [password, setPassword] = useState('')
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="grid max-w-xl grid-cols-1 gap-4 desktop:grid-cols-2"
    >
      <FundPasswordField value={password} onValueChange={setPassword} error={passwordError} readOnly={submitting} />
      <FundFormActions
        error={error}
        submitting={submitting}
        label="Withdraw"
        busyLabel="Sending…"
        className="desktop:col-span-2"
      />
    </form>
  )
}

const meta = {
  title: 'Wallet/FundForm',
  component: FundFormDemo,
  args: { submitting: false },
} satisfies Meta<typeof FundFormDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Withdrawal password')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAttribute('maxLength', '4')
    await userEvent.type(input, '123456')
    await expect(input).toHaveValue('1234')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled()
  },
}

export const PasswordError: Story = {
  args: { ...Default.args, passwordError: 'Enter the 4-digit withdraw password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Withdrawal password')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 4-digit withdraw password.')
  },
}

export const ServerError: Story = {
  args: { ...Default.args, error: 'The withdraw password is wrong.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The withdraw password is wrong.')
  },
}

export const Submitting: Story = {
  args: { ...Default.args, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Withdrawal password')).toHaveAttribute('readonly')
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Mobile: Story = {
  args: { ...ServerError.args },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible()
  },
}
