import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyText as t } from '../../fixtures/account.ts'
import { useAccountForm } from '../../lib/use-account-form.ts'
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field.tsx'

type HarnessProps = Omit<SmsCodeFieldProps, 'field'> & {
  /** A server error on the code, already translated. */
  error?: string
}

/** The field in a form of `useAccountForm`: the code's props come from the form. */
function SmsCodeFieldInForm({ error, ...props }: HarnessProps) {
  const { field } = useAccountForm({
    defaultValues: { code: '' },
    validate: () => undefined,
    fieldErrors: error ? { code: error } : undefined,
    onValid: () => {},
  })
  return (
    <div className="mx-auto max-w-sm rounded-2xl border bg-card p-5">
      <SmsCodeField {...props} field={field('code', { hint: props.hint !== undefined })} />
    </div>
  )
}

const meta = {
  title: 'Lobby/SmsCodeField',
  component: SmsCodeFieldInForm,
  args: { label: t('forgot_password.code'), hint: t('forgot_password.code_hint') },
  render: (args) => <SmsCodeFieldInForm {...args} />,
} satisfies Meta<typeof SmsCodeFieldInForm>

export default meta
type Story = StoryObj<typeof meta>

const code = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('forgot_password.code') })

/** Empty: a numeric one-time-code input of six digits, described by its hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = code(canvasElement)
    await expect(input).toHaveAttribute('inputmode', 'numeric')
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(input).toHaveAttribute('maxlength', '6')
    await expect(input).toHaveAccessibleDescription(t('forgot_password.code_hint'))
  },
}

/** Typed in: at most six characters. */
export const Filled: Story = {
  args: { inputClassName: 'tracking-[0.3em] tabular-nums' },
  play: async ({ canvasElement }) => {
    await userEvent.type(code(canvasElement), '12345678')
    await expect(code(canvasElement)).toHaveValue('123456')
  },
}

/** A wrong code: announced and describing the input before the hint. */
export const Error: Story = {
  args: { error: t('signup.err_phone_verify_wrong') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('signup.err_phone_verify_wrong'))
    await expect(code(canvasElement)).toHaveAccessibleDescription(
      `${t('signup.err_phone_verify_wrong')} ${t('forgot_password.code_hint')}`,
    )
    await expect(code(canvasElement)).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The phone's look. */
export const Mobile: Story = {
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(code(canvasElement)).toBeVisible()
  },
}
