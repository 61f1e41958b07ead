import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { copy } from '../../copy.ts'
import { tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { LoginScreen } from './login-screen.tsx'

const meta = {
  title: 'Console/LoginScreen',
  component: LoginScreen,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen', ...tabletParameters },
  args: {
    step: 'password',
    account: '',
    submitting: false,
    failure: null,
    onSubmitPassword: fn(),
    onSubmitTotp: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const account = canvas.getByLabelText(copy.login.account)
    const password = canvas.getByLabelText(copy.login.password)
    await step('the browser can fill the account and password', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: copy.login.title })).toBeVisible()
      await expect(account).toHaveAttribute('autocomplete', 'username')
      await expect(password).toHaveAttribute('autocomplete', 'current-password')
      await expect(password).toHaveAttribute('type', 'password')
    })
    await step('a filled form is reported, the account trimmed', async () => {
      await userEvent.type(account, '  finance01 ')
      await userEvent.type(password, 'correct horse{Enter}')
      await expect(args.onSubmitPassword).toHaveBeenCalledOnce()
      await expect(args.onSubmitPassword).toHaveBeenCalledWith({ account: 'finance01', password: 'correct horse' })
    })
  },
}

export const EmptyFields: Story = {
  args: { ...Default.args },
  play: async ({ args, canvas, step }) => {
    const account = canvas.getByLabelText(copy.login.account)
    const password = canvas.getByLabelText(copy.login.password)
    const submit = canvas.getByRole('button', { name: copy.login.submit })
    await step('no account: named, announced, focused', async () => {
      await userEvent.click(submit)
      await expect(account).toHaveFocus()
      await expect(account).toHaveAttribute('aria-invalid', 'true')
      await expect(account).toHaveAccessibleDescription(copy.login.accountRequired)
      await expect(canvas.getByRole('alert')).toHaveTextContent(copy.login.accountRequired)
    })
    await step('then the password', async () => {
      await userEvent.type(account, 'finance01')
      await expect(canvas.queryByRole('alert')).toBeNull()
      await userEvent.click(submit)
      await expect(password).toHaveFocus()
      await expect(canvas.getByRole('alert')).toHaveTextContent(copy.login.passwordRequired)
      await expect(args.onSubmitPassword).not.toHaveBeenCalled()
    })
  },
}

export const Submitting: Story = {
  args: { ...Default.args, account: 'finance01', submitting: true },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: copy.login.submitting })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(submit)
    await expect(args.onSubmitPassword).not.toHaveBeenCalled()
  },
}

export const WrongPassword: Story = {
  args: { ...Default.args, account: 'finance01', failure: { kind: 'bad-login' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.login.badLogin)
    await expect(canvas.getByLabelText(copy.login.account)).toHaveValue('finance01')
  },
}

export const SecondFactor: Story = {
  args: { ...Default.args, step: 'totp', account: 'finance01' },
  play: async ({ args, canvas, step }) => {
    const code = canvas.getByLabelText(copy.login.totp)
    await step('the code is asked for the account, and has the focus', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: copy.login.totpTitle })).toBeVisible()
      await expect(canvas.getByText(copy.login.totpDescription('finance01'))).toBeVisible()
      await expect(code).toHaveFocus()
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
      await expect(code).toHaveAttribute('inputmode', 'numeric')
    })
    await step('fewer than six digits: named, nothing reported', async () => {
      await userEvent.type(code, '12a3{Enter}')
      await expect(code).toHaveValue('123')
      await expect(canvas.getByRole('alert')).toHaveTextContent(copy.login.totpInvalid)
      await expect(args.onSubmitTotp).not.toHaveBeenCalled()
    })
    await step('six digits are reported', async () => {
      await userEvent.type(code, '456')
      await userEvent.click(canvas.getByRole('button', { name: copy.login.totpSubmit }))
      await expect(args.onSubmitTotp).toHaveBeenCalledWith('123456')
    })
    await step('another account: back to the password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.login.back }))
      await expect(args.onBack).toHaveBeenCalledOnce()
    })
  },
}

export const WrongCode: Story = {
  args: { ...SecondFactor.args, failure: { kind: 'bad-totp' } },
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText(copy.login.totp)
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.login.badTotp)
    await expect(code).toHaveFocus()
    // Typing the next code clears the message.
    await userEvent.type(code, '9')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const NoSecondFactor: Story = {
  args: { ...Default.args, account: 'support01', failure: { kind: 'totp-not-set-up' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.login.totpNotSetUp)
  },
}

export const NetworkError: Story = {
  args: { ...Default.args, account: 'finance01', failure: { kind: 'failed', message: copy.failure.network } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

export const ServerError: Story = {
  args: { ...Default.args, account: 'finance01', failure: { kind: 'failed', message: copy.failure.server(500) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.failure.server(500))
  },
}

export const Tablet: Story = {
  args: { ...Default.args },
  globals: tabletGlobals,
}
