import { startCountdown, startSmsCountdown, type CountdownState } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { captchaFixture, storyText as t } from '../../fixtures/account.ts'
import {
  ForgotPasswordModal,
  type ForgotPasswordModalProps,
  type ForgotPasswordStep,
} from './forgot-password-modal.tsx'

/** A clock held still, so a running 300 s wait reads the same in every screenshot. */
const NOW = Date.parse('2025-06-01T12:00:00Z')
const justSent = startSmsCountdown(NOW)

const meta = {
  title: 'Lobby/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'request',
    onStepChange: fn(),
    captcha: captchaFixture('7G4K'),
    captchaLoading: false,
    captchaWaitSeconds: 0,
    onRefreshCaptcha: fn(),
    onSendCode: fn(),
    smsCountdown: null,
    onSubmit: fn(),
    submitting: false,
    onLogin: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: ['request', 'reset', 'done'] },
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <ForgotPasswordModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof ForgotPasswordModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: t('forgot_password.title') })

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    const account = view.getByLabelText(t('login.account'))
    const phone = view.getByLabelText(t('forgot_password.phone'))
    const captcha = view.getByLabelText(t('login.captcha'))
    const send = view.getByRole('button', { name: t('forgot_password.send') })
    await expect(dialog).toHaveAccessibleDescription(t('forgot_password.description_request'))
    await expect(view.getByText(t('forgot_password.step', { step: 1 }))).toBeVisible()
    await step('the account is checked first', async () => {
      await userEvent.click(send)
      await expect(account).toHaveFocus()
      await expect(account).toHaveAccessibleDescription(t('ph_account_name'))
    })
    await step('then the phone: required, digits only', async () => {
      await userEvent.type(account, 'player01')
      await userEvent.click(send)
      await expect(phone).toHaveFocus()
      await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('signup.require_text')))
      await userEvent.type(phone, '0912-345')
      await userEvent.click(send)
      await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_phone_invalid')))
    })
    await step('then the captcha', async () => {
      await userEvent.clear(phone)
      await userEvent.type(phone, '0912345678')
      await userEvent.click(send)
      await expect(captcha).toHaveFocus()
      await expect(captcha).toHaveAccessibleDescription(t('ph_account_verify_code'))
      await expect(args.onSendCode).not.toHaveBeenCalled()
    })
    await step('a valid form asks for the code', async () => {
      await userEvent.type(captcha, '7g4k')
      await userEvent.click(send)
      await expect(args.onSendCode).toHaveBeenCalledOnce()
      await expect(args.onSendCode).toHaveBeenCalledWith({ account: 'player01', phone: '0912345678', captcha: '7g4k' })
      await expect(args.onStepChange).not.toHaveBeenCalled()
    })
    await step('captcha refresh and closing call back', async () => {
      await userEvent.click(view.getByRole('button', { name: t('login.captcha_refresh') }))
      await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
      await userEvent.keyboard('{Escape}')
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
  },
}

export const ServerErrors: Story = {
  args: {
    ...Default.args,
    fieldErrors: { phone: 'This phone number is not the one on the account' },
    formError: t('signup.err_sms_no_balance'),
  },
  play: async () => {
    const view = within(await findDialog())
    const phone = view.getByLabelText(t('forgot_password.phone'))
    // The server's field error takes the focus, so it is read out where it is fixed.
    await waitFor(() => expect(phone).toHaveFocus())
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('This phone number is not the one on the account'),
    )
    await expect(view.getAllByRole('alert').map((alert) => alert.textContent)).toContain(t('signup.err_sms_no_balance'))
  },
}

export const Sending: Story = {
  args: { ...Default.args, submitting: true },
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    const send = view.getByRole('button', { name: t('forgot_password.sending') })
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    for (const label of ['login.account', 'forgot_password.phone', 'login.captcha']) {
      await expect(view.getByLabelText(t(label))).toHaveAttribute('readonly')
    }
    await userEvent.click(send)
    await expect(args.onSendCode).not.toHaveBeenCalled()
  },
}

export const CountdownRunning: Story = {
  args: { ...Default.args, smsCountdown: justSent, now: NOW, captcha: captchaFixture('Q2M9', 150) },
  play: async ({ args }) => {
    const view = within(await findDialog())
    // A code went out less than 300 s ago (or the server said 102): no new one yet.
    const send = view.getByRole('button', { name: t('forgot_password.resend_in', { seconds: 300 }) })
    await expect(send).toBeDisabled()
    await userEvent.type(view.getByLabelText(t('login.account')), 'player01')
    await userEvent.type(view.getByLabelText(t('forgot_password.phone')), '0912345678')
    await userEvent.type(view.getByLabelText(t('login.captcha')), 'Q2M9{Enter}')
    await expect(args.onSendCode).not.toHaveBeenCalled()
    // The code already sent can still be used.
    await userEvent.click(view.getByRole('button', { name: t('forgot_password.have_code') }))
    await expect(args.onStepChange).toHaveBeenCalledWith('reset')
  },
}

export const Reset: Story = {
  args: { ...Default.args, step: 'reset', smsCountdown: justSent, now: NOW },
  play: async ({ args, step }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    const code = view.getByLabelText(t('forgot_password.code'))
    const password = view.getByLabelText(t('login.new_password'))
    const check = view.getByLabelText(t('login.check_password'))
    const submit = view.getByRole('button', { name: t('forgot_password.submit') })
    await expect(dialog).toHaveAccessibleDescription(t('forgot_password.description_reset'))
    await expect(view.getByText(t('forgot_password.step', { step: 2 }))).toBeVisible()
    // Step 1 is kept (hidden) for a resend, out of sight and out of the accessibility tree.
    await expect(view.queryByRole('textbox', { name: t('forgot_password.phone') })).toBeNull()
    await step('the code is checked first: required, then 6 digits', async () => {
      await userEvent.click(submit)
      await expect(code).toHaveFocus()
      await expect(code).toHaveAccessibleDescription(expect.stringContaining(t('signup.require_text')))
      await userEvent.type(code, '12a456')
      await userEvent.click(submit)
      await expect(code).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_phone_verify_format')))
    })
    await step('then the new password and its confirmation', async () => {
      await userEvent.clear(code)
      await userEvent.type(code, '123456')
      await userEvent.type(password, 'short')
      await userEvent.click(submit)
      await expect(password).toHaveFocus()
      await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_psw_length')))
      await userEvent.clear(password)
      await userEvent.type(password, 'newpass99')
      await userEvent.type(check, 'newpass98')
      await userEvent.click(submit)
      await expect(check).toHaveAccessibleDescription(t('signup.err_checkPsw_diff'))
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('a valid step 2 is sent', async () => {
      await userEvent.clear(check)
      await userEvent.type(check, 'newpass99')
      await userEvent.click(submit)
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({
        code: '123456',
        password: 'newpass99',
        checkPassword: 'newpass99',
      })
    })
    await step('no new code while the wait runs', async () => {
      const resend = view.getByRole('button', { name: t('forgot_password.resend_in', { seconds: 300 }) })
      await expect(resend).toBeDisabled()
      await expect(args.onStepChange).not.toHaveBeenCalled()
    })
  },
}

export const ResetServerError: Story = {
  args: {
    ...Reset.args,
    fieldErrors: { code: t('signup.err_phone_verify_wrong'), phone: 'Not shown on step 2' },
  },
  play: async () => {
    const view = within(await findDialog())
    const code = view.getByLabelText(t('forgot_password.code'))
    await waitFor(() => expect(code).toHaveFocus())
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_phone_verify_wrong')))
    await expect(view.queryByText('Not shown on step 2')).toBeNull()
  },
}

export const Submitting: Story = {
  args: { ...Reset.args, submitting: true },
  play: async ({ args }) => {
    const view = within(await findDialog())
    const submit = view.getByRole('button', { name: t('forgot_password.submitting') })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    for (const label of ['forgot_password.code', 'login.new_password', 'login.check_password']) {
      await expect(view.getByLabelText(t(label))).toHaveAttribute('readonly')
    }
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Done: Story = {
  args: { ...Default.args, step: 'done' },
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription(t('forgot_password.description_done'))
    await expect(view.getByText(t('forgot_password.done'))).toBeVisible()
    await expect(view.queryByRole('textbox')).toBeNull()
    await userEvent.click(view.getByRole('button', { name: t('forgot_password.log_in') }))
    await expect(args.onLogin).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog()
    // A full-screen sheet, as the login modal on mobile.
    await expect(dialog).toHaveAttribute('data-size', 'full')
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(frame.clientWidth, 0)
    const send = within(dialog).getByRole('button', { name: t('forgot_password.send') })
    await expect(send.getBoundingClientRect().width).toBeGreaterThan(dialog.getBoundingClientRect().width / 2)
  },
}

/** The caller's side, as the site runs it: step by step, with a short real countdown instead of 300 s. */
function ForgotPasswordFlow(props: ForgotPasswordModalProps) {
  const [step, setStep] = useState<ForgotPasswordStep>('request')
  const [countdown, setCountdown] = useState<CountdownState | null>(null)
  const [round, setRound] = useState(0)
  return (
    <ForgotPasswordModal
      {...props}
      step={step}
      smsCountdown={countdown}
      captcha={captchaFixture(round === 0 ? '7G4K' : 'Q2M9', round === 0 ? 230 : 150)}
      onSendCode={(values) => {
        props.onSendCode(values)
        setCountdown(startCountdown(1_500, Date.now()))
        setStep('reset')
      }}
      onStepChange={(next) => {
        props.onStepChange(next)
        if (next === 'request') setRound((value) => value + 1)
        setStep(next)
      }}
      onSubmit={(values) => {
        props.onSubmit(values)
        setStep('done')
      }}
    />
  )
}

export const Flow: Story = {
  args: { ...Default.args },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <ForgotPasswordFlow {...args} portalContainer={container} />}
    </DialogFrame>
  ),
  play: async ({ args, step }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await step('step 1 sends the code and step 2 opens', async () => {
      await userEvent.type(view.getByLabelText(t('login.account')), 'player01')
      await userEvent.type(view.getByLabelText(t('forgot_password.phone')), '0912345678')
      await userEvent.type(view.getByLabelText(t('login.captcha')), '7G4K{Enter}')
      await expect(args.onSendCode).toHaveBeenCalledOnce()
      await expect(await view.findByLabelText(t('forgot_password.code'))).toBeVisible()
    })
    await step('a new code can be asked for when the countdown ends', async () => {
      const resend = view.getByRole('button', { name: /^Send a new code/ })
      await expect(resend).toBeDisabled()
      await expect(resend).toHaveAttribute('data-state', 'waiting')
      await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4_000 })
      await expect(resend).toHaveTextContent(t('forgot_password.resend'))
      await userEvent.click(resend)
      await expect(args.onStepChange).toHaveBeenCalledWith('request')
    })
    await step('back on step 1, account and phone are kept and the new captcha needs a new answer', async () => {
      await expect(view.getByLabelText(t('login.account'))).toHaveValue('player01')
      await expect(view.getByLabelText(t('forgot_password.phone'))).toHaveValue('0912345678')
      await expect(view.getByLabelText(t('login.captcha'))).toHaveValue('')
      await userEvent.type(view.getByLabelText(t('login.captcha')), 'Q2M9')
      await userEvent.click(view.getByRole('button', { name: t('forgot_password.send') }))
      await expect(args.onSendCode).toHaveBeenLastCalledWith({
        account: 'player01',
        phone: '0912345678',
        captcha: 'Q2M9',
      })
    })
    await step('step 2 starts empty, is sent, and the member is sent to log in', async () => {
      const code = await view.findByLabelText(t('forgot_password.code'))
      await expect(code).toHaveValue('')
      await userEvent.type(code, '654321')
      await userEvent.type(view.getByLabelText(t('login.new_password')), 'newpass99')
      await userEvent.type(view.getByLabelText(t('login.check_password')), 'newpass99{Enter}')
      await expect(args.onSubmit).toHaveBeenCalledWith({
        code: '654321',
        password: 'newpass99',
        checkPassword: 'newpass99',
      })
      await userEvent.click(await view.findByRole('button', { name: t('forgot_password.log_in') }))
      await expect(args.onLogin).toHaveBeenCalledOnce()
    })
  },
}
