import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { captchaFixture, storyText as t } from '../../fixtures/account.ts'
import { TransferVerifyModal, type TransferVerifyModalProps } from './transfer-verify-modal.tsx'

const meta = {
  title: 'Lobby/TransferVerifyModal',
  component: TransferVerifyModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onVerify: fn(),
    onReset: fn(),
    onRefreshCaptcha: fn(),
    step: 1,
    captcha: captchaFixture('R5TB', 20),
    captchaText: 'R5TB',
    submitting: false,
  },
  argTypes: {
    step: { control: 'inline-radio', options: [1, 2] },
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <TransferVerifyModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof TransferVerifyModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: t('login.tv_title') })

/** Step 1 filled in with the phone option and the fixture's captcha text, then Verify. */
async function verifyWithPhone(view: ReturnType<typeof within>) {
  await userEvent.type(view.getByLabelText(t('login.tv_withdraw_password')), '1234')
  await userEvent.type(view.getByLabelText(t('login.tv_phone')), '0912345678')
  await userEvent.type(view.getByLabelText(t('login.captcha')), 'R5TB')
  await userEvent.click(view.getByRole('button', { name: t('login.tv_verify') }))
}

/** Step 1 with the default option, phone. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription(t('login.tv_description_verify'))
    await expect(view.getByRole('radio', { name: t('login.tv_option_phone') })).toBeChecked()
    await expect(view.getByRole('img', { name: t('login.captcha_image') })).toBeVisible()
    await userEvent.type(view.getByLabelText(t('login.tv_withdraw_password')), '1234')
    await userEvent.type(view.getByLabelText(t('login.tv_phone')), '0912345678')
    // The drawn captcha is compared without regard to case.
    await userEvent.type(view.getByLabelText(t('login.captcha')), 'r5tb')
    await userEvent.click(view.getByRole('button', { name: t('login.tv_verify') }))
    await expect(args.onVerify).toHaveBeenCalledOnce()
    await expect(args.onVerify).toHaveBeenCalledWith({
      withdrawPassword: '1234',
      option: 'phone',
      memberPhone: '0912345678',
      memberEmail: '',
      code: 'r5tb',
    })
    await userEvent.click(view.getByRole('button', { name: t('login.captcha_refresh') }))
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
  },
}

export const OptionSwitch: Story = {
  args: { ...Default.args },
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    await step('phone number typed, then e-mail chosen', async () => {
      await userEvent.type(view.getByLabelText(t('login.tv_phone')), '0912345678')
      await userEvent.click(view.getByRole('radio', { name: t('login.tv_option_email') }))
      await expect(view.getByRole('radio', { name: t('login.tv_option_email') })).toBeChecked()
      await expect(view.queryByLabelText(t('login.tv_phone'))).toBeNull()
      await expect(view.getByLabelText(t('login.tv_email'))).toHaveAttribute('type', 'email')
    })
    await step('only the chosen contact is sent', async () => {
      await userEvent.type(view.getByLabelText(t('login.tv_withdraw_password')), '1234')
      await userEvent.type(view.getByLabelText(t('login.tv_email')), 'quinn@example.com')
      await userEvent.type(view.getByLabelText(t('login.captcha')), 'R5TB')
      await userEvent.click(view.getByRole('button', { name: t('login.tv_verify') }))
      await expect(args.onVerify).toHaveBeenCalledWith({
        withdrawPassword: '1234',
        option: 'email',
        memberEmail: 'quinn@example.com',
        memberPhone: '',
        code: 'R5TB',
      })
    })
    await step('back to phone keeps what was typed there', async () => {
      await userEvent.click(view.getByRole('radio', { name: t('login.tv_option_phone') }))
      await expect(view.getByLabelText(t('login.tv_phone'))).toHaveValue('0912345678')
    })
  },
}

export const ValidationErrors: Story = {
  args: { ...Default.args },
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    const submit = view.getByRole('button', { name: t('login.tv_verify') })
    const expectError = async (label: string, messageKey: string) => {
      const input = view.getByLabelText(label)
      await expect(input).toHaveFocus()
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(t(messageKey))
    }
    await step('withdrawal password first', async () => {
      await userEvent.click(submit)
      await expectError(t('login.tv_withdraw_password'), 'signup.require_text')
    })
    await step('then the phone: required, digits only', async () => {
      await userEvent.type(view.getByLabelText(t('login.tv_withdraw_password')), '1234')
      await userEvent.click(submit)
      await expectError(t('login.tv_phone'), 'signup.err_phone_invalid')
      await userEvent.type(view.getByLabelText(t('login.tv_phone')), '09-12')
      await userEvent.click(submit)
      await expectError(t('login.tv_phone'), 'signup.err_phone_invalid')
    })
    await step('or the e-mail when chosen', async () => {
      await userEvent.click(view.getByRole('radio', { name: t('login.tv_option_email') }))
      await userEvent.type(view.getByLabelText(t('login.tv_email')), 'quinn@')
      await userEvent.click(submit)
      await expectError(t('login.tv_email'), 'signup.err_email_format')
      await userEvent.type(view.getByLabelText(t('login.tv_email')), 'example.com')
    })
    await step('then the code: required, and equal to the captcha', async () => {
      await userEvent.click(submit)
      await expectError(t('login.captcha'), 'ph_account_verify_code')
      await userEvent.type(view.getByLabelText(t('login.captcha')), 'R5T8')
      await userEvent.click(submit)
      await expectError(t('login.captcha'), 'verify_failed')
      await expect(args.onVerify).not.toHaveBeenCalled()
    })
  },
}

export const CaptchaNotDecrypted: Story = {
  args: { ...Default.args, captcha: null, captchaText: undefined, captchaLoading: true },
  play: async ({ args }) => {
    const view = within(await findDialog())
    await verifyWithPhone(view)
    // Without a decrypted captcha no code can be right.
    await expect(view.getByLabelText(t('login.captcha'))).toHaveAccessibleDescription(t('verify_failed'))
    await expect(args.onVerify).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  args: { ...Default.args, formError: 'Verification expired. Please verify again.' },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.getByRole('alert')).toHaveTextContent('Verification expired. Please verify again.')
  },
}

export const Submitting: Story = {
  args: { ...Default.args, submitting: true },
  play: async ({ args }) => {
    const view = within(await findDialog())
    const submit = view.getByRole('button', { name: t('login.tv_verifying') })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(view.getByLabelText(t('login.tv_withdraw_password'))).toHaveAttribute('readonly')
    await expect(view.getByRole('radio', { name: t('login.tv_option_email') })).toBeDisabled()
    await userEvent.click(submit)
    await expect(args.onVerify).not.toHaveBeenCalled()
  },
}

export const ResetStep: Story = {
  args: { ...Default.args, step: 2 },
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription(t('login.tv_description_reset'))
    await expect(view.getByText(t('login.tv_step', { step: 2 }))).toBeVisible()
    await userEvent.type(view.getByLabelText(t('login.new_password')), 'newpass99')
    await userEvent.type(view.getByLabelText(t('login.check_password')), 'newpass99')
    await userEvent.click(view.getByRole('button', { name: t('login.tv_reset') }))
    await expect(args.onReset).toHaveBeenCalledOnce()
    await expect(args.onReset).toHaveBeenCalledWith({ password: 'newpass99', checkPassword: 'newpass99' })
  },
}

export const ResetValidation: Story = {
  args: { ...Default.args, step: 2 },
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    const password = view.getByLabelText(t('login.new_password'))
    const check = view.getByLabelText(t('login.check_password'))
    const submit = view.getByRole('button', { name: t('login.tv_reset') })
    await step('6 to 12 characters', async () => {
      await userEvent.type(password, 'abc')
      await userEvent.click(submit)
      await expect(password).toHaveFocus()
      await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_psw_length')))
    })
    await step('letters and digits, at least one of each', async () => {
      await userEvent.type(password, 'defgh')
      await userEvent.click(submit)
      await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_psw_format')))
    })
    await step('the confirmation must match', async () => {
      await userEvent.type(password, '7')
      await userEvent.type(check, 'abcdefgh8')
      await userEvent.click(submit)
      await expect(check).toHaveFocus()
      await expect(check).toHaveAccessibleDescription(t('signup.err_checkPsw_diff'))
      await expect(args.onReset).not.toHaveBeenCalled()
    })
  },
}

export const ResetServerError: Story = {
  args: { ...Default.args, step: 2, formError: 'Verification expired. Please verify again.' },
  play: async () => {
    const view = within(await findDialog())
    await expect(view.getByRole('alert')).toHaveTextContent('Verification expired. Please verify again.')
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog()
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(frame.getBoundingClientRect().width)
    await expect(within(dialog).getByRole('button', { name: t('login.tv_verify') })).toHaveAttribute('data-size', 'lg')
  },
}

export const MobileResetStep: Story = {
  args: { ...Default.args, step: 2 },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(within(await findDialog()).getByLabelText(t('login.new_password'))).toBeVisible()
  },
}

/** A caller that goes to step 2 on verify and, on reset, back to an empty step 1. */
function SuccessfulCaller(props: TransferVerifyModalProps) {
  const [state, setState] = useState<{ step: 1 | 2; resets: number }>({ step: 1, resets: 0 })
  return (
    <TransferVerifyModal
      {...props}
      step={state.step}
      resetKey={state.resets}
      onVerify={(values) => {
        props.onVerify(values)
        setState((current) => ({ ...current, step: 2 }))
      }}
      onReset={(values) => {
        props.onReset(values)
        setState((current) => ({ step: 1, resets: current.resets + 1 }))
      }}
    />
  )
}

export const SuccessResets: Story = {
  args: { ...Default.args },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <SuccessfulCaller {...args} portalContainer={container} />}
    </DialogFrame>
  ),
  play: async ({ args }) => {
    const view = within(await findDialog())
    await verifyWithPhone(view)
    await userEvent.type(await view.findByLabelText(t('login.new_password')), 'newpass99')
    await userEvent.type(view.getByLabelText(t('login.check_password')), 'newpass99')
    await userEvent.click(view.getByRole('button', { name: t('login.tv_reset') }))
    await expect(args.onReset).toHaveBeenCalledOnce()
    await expect(await view.findByLabelText(t('login.tv_withdraw_password'))).toHaveValue('')
    await expect(view.getByLabelText(t('login.tv_phone'))).toHaveValue('')
  },
}
