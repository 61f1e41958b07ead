import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { captchaFixture, storyText as t } from '../../fixtures/account.ts'
import { useAccountForm } from '../../lib/use-account-form.ts'
import { CaptchaField, type CaptchaFieldProps } from './captcha-field.tsx'

type HarnessProps = Omit<CaptchaFieldProps, 'field'> & {
  /** A server error on the answer, already translated. */
  error?: string
}

/** The field in a form of `useAccountForm`, as the account forms hold it: the answer's props come from the form. */
function CaptchaFieldInForm({ error, ...props }: HarnessProps) {
  const { field } = useAccountForm({
    defaultValues: { captcha: '' },
    validate: () => undefined,
    fieldErrors: error ? { captcha: error } : undefined,
    onValid: () => {},
  })
  return (
    <div className="mx-auto max-w-sm rounded-2xl border bg-card p-5">
      <CaptchaField {...props} field={field('captcha')} />
    </div>
  )
}

const meta = {
  title: 'Lobby/CaptchaField',
  component: CaptchaFieldInForm,
  args: { captcha: captchaFixture('4K7P'), onRefreshCaptcha: fn() },
  render: (args) => <CaptchaFieldInForm {...args} />,
} satisfies Meta<typeof CaptchaFieldInForm>

export default meta
type Story = StoryObj<typeof meta>

const answer = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${t('login.captcha')}`) })

/** Before the first captcha arrives: the input, an empty frame and refresh. */
export const Empty: Story = {
  args: { captcha: null },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(answer(canvasElement)).toHaveAttribute('placeholder', t('ph_account_verify_code'))
    await expect(view.queryByRole('img')).toBeNull()
    await expect(view.getByRole('button', { name: t('login.captcha_refresh') })).toBeEnabled()
  },
}

/** A captcha to read: typing answers it, refresh asks for another. */
export const WithImage: Story = {
  play: async ({ args, canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('img', { name: t('login.captcha_image') })).toBeVisible()
    await userEvent.type(answer(canvasElement), '4K7P')
    await expect(answer(canvasElement)).toHaveValue('4K7P')
    await userEvent.click(view.getByRole('button', { name: t('login.captcha_refresh') }))
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
  },
}

/** A captcha is being fetched: a placeholder image, a status, refresh off. */
export const Loading: Story = {
  args: { captcha: null, captchaLoading: true },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('status')).toHaveTextContent(t('login.captcha_loading'))
    await expect(view.getByRole('button', { name: t('login.captcha_refresh') })).toBeDisabled()
  },
}

/** After captcha code 101: refresh counts the wait down. */
export const Waiting: Story = {
  args: { captchaWaitSeconds: 3 },
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: t('login.captcha_wait', { seconds: 3 }) })
    await expect(refresh).toBeDisabled()
  },
}

/** A wrong answer: announced, and describing the input, which is marked invalid. */
export const Error: Story = {
  args: { error: t('verify_failed'), required: true },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('alert')).toHaveTextContent(t('verify_failed'))
    await expect(answer(canvasElement)).toHaveAccessibleDescription(t('verify_failed'))
    await expect(answer(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(answer(canvasElement)).toHaveAttribute('aria-required', 'true')
  },
}

/** The phone's look. */
export const Mobile: Story = {
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(answer(canvasElement)).toBeVisible()
    await expect(within(canvasElement).getByRole('img', { name: t('login.captcha_image') })).toBeVisible()
  },
}
