import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { captchaFixture, loginContent, longLoginContent, storyText as t } from '../../fixtures/account.ts'
import { LoginModal, type LoginModalProps } from './login-modal.tsx'

/** Dialogs portal into a frame inside the story root, so screenshots include them (see DialogFrame). */
const meta = {
  title: 'Lobby/LoginModal',
  component: LoginModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onRefreshCaptcha: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
    captcha: captchaFixture('7G4K'),
    submitting: false,
    captchaLoading: false,
    captchaWaitSeconds: 0,
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <LoginModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof LoginModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: t('login.title') })

export const Default: Story = {
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    await step('a filled form is sent as typed', async () => {
      await userEvent.type(view.getByLabelText(t('login.account')), 'player01')
      await userEvent.type(view.getByLabelText(t('login.password')), 'secret 12')
      await userEvent.type(view.getByLabelText(t('login.captcha')), '7g4k')
      await userEvent.click(view.getByRole('button', { name: t('login.submit') }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({
        account: 'player01',
        password: 'secret 12',
        captcha: '7g4k',
      })
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('the password can be shown and hidden', async () => {
      const password = view.getByLabelText(t('login.password'))
      const toggle = view.getByRole('button', { name: t('login.show_password') })
      await expect(password).toHaveAttribute('type', 'password')
      await userEvent.click(toggle)
      await expect(password).toHaveAttribute('type', 'text')
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await userEvent.click(toggle)
      await expect(password).toHaveAttribute('type', 'password')
    })
    await step('captcha refresh, forgot password and sign up call back', async () => {
      await expect(view.getByRole('img', { name: t('login.captcha_image') })).toBeVisible()
      await userEvent.click(view.getByRole('button', { name: t('login.captcha_refresh') }))
      await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
      await userEvent.click(view.getByRole('button', { name: t('login.forgot_password') }))
      await expect(args.onForgotPassword).toHaveBeenCalledOnce()
      await userEvent.click(view.getByRole('button', { name: t('login.register') }))
      await expect(args.onRegister).toHaveBeenCalledOnce()
    })
    await step('closing asks the caller', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
  },
}

export const ValidationOrder: Story = {
  args: { ...Default.args },
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    const account = view.getByLabelText(t('login.account'))
    const password = view.getByLabelText(t('login.password'))
    const captcha = view.getByLabelText(t('login.captcha'))
    const submit = view.getByRole('button', { name: t('login.submit') })
    await step('empty: the account is first', async () => {
      await userEvent.click(submit)
      await expect(account).toHaveFocus()
      await expect(account).toHaveAttribute('aria-invalid', 'true')
      await expect(account).toHaveAccessibleDescription(t('ph_account_name'))
      await expect(view.getByRole('alert')).toHaveTextContent(t('ph_account_name'))
      await expect(password).not.toHaveAttribute('aria-invalid')
    })
    await step('typing clears the message; the next submit moves on to the password', async () => {
      await userEvent.type(account, 'player01')
      await expect(account).not.toHaveAttribute('aria-invalid')
      await expect(view.queryByRole('alert')).toBeNull()
      await userEvent.click(submit)
      await expect(password).toHaveFocus()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAccessibleDescription(t('ph_password'))
    })
    await step('then the captcha', async () => {
      await userEvent.type(password, 'secret12')
      await userEvent.click(submit)
      await expect(captcha).toHaveFocus()
      await expect(captcha).toHaveAttribute('aria-invalid', 'true')
      await expect(captcha).toHaveAccessibleDescription(t('ph_account_verify_code'))
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('a blank-only account counts as empty', async () => {
      await userEvent.clear(account)
      await userEvent.type(account, '   ')
      await userEvent.type(captcha, 'abcd')
      await userEvent.click(submit)
      await expect(account).toHaveFocus()
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('Enter in the last field submits the valid form', async () => {
      await userEvent.clear(account)
      await userEvent.type(account, 'player01')
      await userEvent.type(captcha, '{Enter}')
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({
        account: 'player01',
        password: 'secret12',
        captcha: 'abcd',
      })
    })
  },
}

export const WithContent: Story = {
  args: { ...Default.args, content: loginContent },
  play: async () => {
    const dialog = await findDialog()
    const form = dialog.querySelector<HTMLElement>('[data-slot="login-modal-form"]')!
    const panel = within(dialog).getByRole('region', { name: t('login.content_label') })
    await expect(within(panel).getByRole('heading', { name: 'Keep your account safe' })).toBeVisible()
    await expect(within(panel).getByRole('link', { name: 'customer service' })).toHaveAttribute('href', '/service')
    // Desktop: the content sits beside the form.
    await expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(form.getBoundingClientRect().right)
  },
}

export const Mobile: Story = {
  args: { ...Default.args, content: loginContent },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog()
    const form = dialog.querySelector<HTMLElement>('[data-slot="login-modal-form"]')!
    const panel = within(dialog).getByRole('region', { name: t('login.content_label') })
    // Mobile: a full sheet, the content under the form.
    await expect(dialog).toHaveAttribute('data-size', 'full')
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(form.getBoundingClientRect().bottom)
  },
}

export const Submitting: Story = {
  args: { ...Default.args, submitting: true },
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    const submit = view.getByRole('button', { name: t('login.submitting') })
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    for (const label of ['login.account', 'login.password', 'login.captcha']) {
      await expect(view.getByLabelText(t(label))).toHaveAttribute('readonly')
    }
    await expect(view.getByRole('button', { name: t('login.captcha_refresh') })).toBeDisabled()
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  args: { ...Default.args, formError: 'Account or password is incorrect' },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.getByRole('alert')).toHaveTextContent('Account or password is incorrect')
  },
}

/**
 * Login refused during a time-out or self-exclusion (responsible gaming, code 174): the server's message says until
 * when, and the modal shows it as any refusal.
 */
export const Excluded: Story = {
  args: {
    ...Default.args,
    formError: 'Your account is on a time-out until Nov 22, 2026, 10:00 AM: you cannot log in before then.',
  },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.getByRole('alert')).toHaveTextContent(
      'Your account is on a time-out until Nov 22, 2026, 10:00 AM: you cannot log in before then.',
    )
  },
}

export const ServerFieldError: Story = {
  args: { ...Default.args, fieldErrors: { captcha: 'The verification code is wrong' } },
  play: async () => {
    const captcha = within(await findDialog()).getByLabelText(t('login.captcha'))
    // The server's field error takes the focus, so it is read out where it is fixed.
    await waitFor(() => expect(captcha).toHaveFocus())
    await expect(captcha).toHaveAttribute('aria-invalid', 'true')
    await expect(captcha).toHaveAccessibleDescription('The verification code is wrong')
  },
}

export const CaptchaLoading: Story = {
  args: { ...Default.args, captcha: null, captchaLoading: true },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.queryByRole('img', { name: t('login.captcha_image') })).toBeNull()
    await expect(view.getByRole('status')).toHaveTextContent(t('login.captcha_loading'))
    await expect(view.getByRole('button', { name: t('login.captcha_refresh') })).toBeDisabled()
  },
}

export const CaptchaWait: Story = {
  args: { ...Default.args, captchaWaitSeconds: 1 },
  play: async () => {
    const view = within(await findDialog())
    const refresh = view.getByRole('button', { name: t('login.captcha_wait', { seconds: 1 }) })
    await expect(refresh).toBeDisabled()
    await expect(refresh).toHaveTextContent(t('login.captcha_seconds', { seconds: 1 }))
  },
}

/** The caller swaps the captcha on refresh; the old answer goes with the old image. */
function RefreshingLogin(props: LoginModalProps) {
  const [round, setRound] = useState(0)
  return (
    <LoginModal
      {...props}
      captcha={captchaFixture(round === 0 ? '7G4K' : 'Q2M9', round === 0 ? 230 : 150)}
      onRefreshCaptcha={() => {
        props.onRefreshCaptcha()
        setRound((value) => value + 1)
      }}
    />
  )
}

export const NewCaptchaClearsAnswer: Story = {
  args: { ...Default.args },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <RefreshingLogin {...args} portalContainer={container} />}
    </DialogFrame>
  ),
  play: async ({ args }) => {
    const view = within(await findDialog())
    const account = view.getByLabelText(t('login.account'))
    const captcha = view.getByLabelText(t('login.captcha'))
    await userEvent.type(account, 'player01')
    await userEvent.type(captcha, '7G4K')
    await userEvent.click(view.getByRole('button', { name: t('login.captcha_refresh') }))
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
    await expect(captcha).toHaveValue('')
    await expect(account).toHaveValue('player01')
  },
}

/** A caller that refuses every login and bumps `resetKey`, as the site does after a failure. */
function RefusingLogin(props: LoginModalProps) {
  const [failures, setFailures] = useState(0)
  return (
    <LoginModal
      {...props}
      resetKey={failures}
      formError={failures > 0 ? 'Account or password is incorrect' : undefined}
      onSubmit={(values) => {
        props.onSubmit(values)
        setFailures((count) => count + 1)
      }}
    />
  )
}

export const FailureClearsCaptcha: Story = {
  args: { ...Default.args },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <RefusingLogin {...args} portalContainer={container} />}
    </DialogFrame>
  ),
  play: async ({ args }) => {
    const view = within(await findDialog())
    await userEvent.type(view.getByLabelText(t('login.account')), 'player01')
    await userEvent.type(view.getByLabelText(t('login.password')), 'secret12')
    await userEvent.type(view.getByLabelText(t('login.captcha')), '7G4K')
    await userEvent.click(view.getByRole('button', { name: t('login.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(view.getByRole('alert')).toHaveTextContent('Account or password is incorrect')
    await expect(view.getByLabelText(t('login.captcha'))).toHaveValue('')
    await expect(view.getByLabelText(t('login.account'))).toHaveValue('player01')
  },
}

export const LongContent: Story = {
  args: { ...Default.args, content: longLoginContent },
  play: async () => {
    const dialog = await findDialog()
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)
    // The dialog stays inside the frame; its body scrolls.
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(frame.getBoundingClientRect().height)
  },
}

export const Closed: Story = {
  args: { ...Default.args, open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}
