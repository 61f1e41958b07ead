import { smsFailure, startSmsCountdown, type CountdownState } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyText as t } from '../../fixtures/account.ts'
import { useAccountForm } from '../../lib/use-account-form.ts'
import { PhoneVerifyField, type PhoneVerifyFieldProps } from './phone-verify-field.tsx'

/** A fixed clock, so the seconds on the button do not move under the screenshot. */
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0)

type HarnessProps = Omit<PhoneVerifyFieldProps, 'phone' | 'code'> & {
  /** Server errors by input, already translated. */
  errors?: { phone?: string; code?: string }
}

/**
 * The field inside a form of `useAccountForm`, as a forgotten-password modal
 * would hold it: the stories' component, since the inputs' props come from
 * the form.
 */
function PhoneVerifyFieldInForm({ errors, ...props }: HarnessProps) {
  const { field } = useAccountForm({
    defaultValues: { phone: '', code: '' },
    validate: () => undefined,
    fieldErrors: errors,
    onValid: () => {},
  })
  return (
    <div className="mx-auto grid max-w-md gap-4 rounded-2xl border bg-card p-5">
      <PhoneVerifyField {...props} phone={field('phone')} code={field('code', { hint: true })} />
    </div>
  )
}

const meta = {
  title: 'Lobby/PhoneVerifyField',
  component: PhoneVerifyFieldInForm,
  args: {
    onSendCode: fn(),
    countdown: null,
    now: NOW,
    sending: false,
  },
  render: (args) => <PhoneVerifyFieldInForm {...args} />,
} satisfies Meta<typeof PhoneVerifyFieldInForm>

export default meta
type Story = StoryObj<typeof meta>

const sendButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button')

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByLabelText(t('signup.phone'))).toHaveAttribute('type', 'tel')
    const code = view.getByLabelText(t('signup.phone_verify'))
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expect(code).toHaveAttribute('maxlength', '6')
    await expect(code).toHaveAccessibleDescription(t('signup.phone_verify_hint'))
    await userEvent.click(view.getByRole('button', { name: t('signup.sms_send') }))
    await expect(args.onSendCode).toHaveBeenCalledOnce()
  },
}

export const Sending: Story = {
  args: { ...Default.args, sending: true },
  play: async ({ canvasElement }) => {
    const button = sendButton(canvasElement)
    await expect(button).toHaveTextContent(t('signup.sms_sending'))
    await expect(button).toBeDisabled()
  },
}

/** A caller that sends on click and answers with `outcomeCode` (`'100'` for success). */
function SendingCaller({ outcomeCode, ...props }: HarnessProps & { outcomeCode: string }) {
  const [countdown, setCountdown] = useState<CountdownState | null>(null)
  const [message, setMessage] = useState<string>()
  return (
    <PhoneVerifyFieldInForm
      {...props}
      countdown={countdown}
      message={message}
      onSendCode={() => {
        props.onSendCode()
        if (outcomeCode === '100') {
          setCountdown(startSmsCountdown(NOW))
          return
        }
        const outcome = smsFailure(outcomeCode)
        if (outcome.action === 'start_countdown') setCountdown(startSmsCountdown(NOW))
        setMessage(outcome.messageKey ? t(outcome.messageKey) : outcome.message)
      }}
    />
  )
}

export const CountdownStarts: Story = {
  args: { ...Default.args },
  render: (args) => <SendingCaller {...args} outcomeCode="100" />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('signup.sms_send') }))
    await expect(args.onSendCode).toHaveBeenCalledOnce()
    const button = sendButton(canvasElement)
    await expect(button).toHaveAccessibleName(t('signup.sms_wait', { seconds: 300 }))
    await expect(button).toHaveTextContent(t('signup.sms_seconds', { seconds: 300 }))
    await expect(button).toBeDisabled()
  },
}

export const CountdownRunning: Story = {
  args: { ...Default.args, countdown: startSmsCountdown(NOW - 45_500) },
  play: async ({ canvasElement }) => {
    const button = sendButton(canvasElement)
    // 254.5 s left shows as 255: the count rounds up, so it reaches 0 only at the end.
    await expect(button).toHaveAccessibleName(t('signup.sms_wait', { seconds: 255 }))
    await expect(button).toBeDisabled()
  },
}

/** A countdown with 2.5 s left, on the wall clock (no `now`), as a page runs it. */
function EndingCountdown(props: HarnessProps) {
  const [countdown] = useState(() => startSmsCountdown(Date.now() - 297_500))
  return <PhoneVerifyFieldInForm {...props} now={undefined} countdown={countdown} />
}

export const CountdownEnds: Story = {
  args: { ...Default.args },
  render: (args) => <EndingCountdown {...args} />,
  play: async ({ args, canvasElement }) => {
    const button = sendButton(canvasElement)
    await expect(button).toBeDisabled()
    // At zero the button is usable again.
    await waitFor(() => expect(button).toHaveAccessibleName(t('signup.sms_send')), { timeout: 6000 })
    await expect(button).toBeEnabled()
    await userEvent.click(button)
    await expect(args.onSendCode).toHaveBeenCalledOnce()
  },
}

export const RateLimited: Story = {
  args: { ...Default.args },
  render: (args) => <SendingCaller {...args} outcomeCode="102" />,
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await userEvent.click(view.getByRole('button', { name: t('signup.sms_send') }))
    // SMS 102: the message shows and the countdown starts all the same.
    await expect(view.getByRole('alert')).toHaveTextContent(t('signup.err_sms_rate_limit'))
    await expect(sendButton(canvasElement)).toBeDisabled()
    await expect(sendButton(canvasElement)).toHaveAccessibleName(t('signup.sms_wait', { seconds: 300 }))
  },
}

export const Errors: Story = {
  args: {
    ...Default.args,
    errors: { phone: t('signup.err_phone_used'), code: t('signup.err_phone_verify_wrong') },
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByLabelText(t('signup.phone'))).toHaveAccessibleDescription(t('signup.err_phone_used'))
    await expect(view.getByLabelText(t('signup.phone_verify'))).toHaveAccessibleDescription(
      `${t('signup.err_phone_verify_wrong')} ${t('signup.phone_verify_hint')}`,
    )
  },
}
