import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { captchaFixture, storyText as t } from '../../fixtures/account.ts'
import { Field } from '../../primitives/field/field.tsx'
import { TextInput } from '../../primitives/field/text-input.tsx'
import { CaptchaRow } from './captcha-row.tsx'

const meta = {
  title: 'Lobby/CaptchaRow',
  component: CaptchaRow,
  tags: ['autodocs'],
  args: {
    captcha: captchaFixture('4821'),
    onRefresh: fn(),
    input: <TextInput autoComplete="off" inputMode="numeric" />,
  },
  decorators: [
    (Story) => (
      <Field label={t('login.captcha')} className="max-w-sm">
        {Story()}
      </Field>
    ),
  ],
} satisfies Meta<typeof CaptchaRow>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: t('login.captcha') })).toBeVisible()
    await expect(canvas.getByRole('img', { name: t('login.captcha_image') })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('login.captcha_refresh') }))
    await expect(args.onRefresh).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('login.captcha_loading'))
    await expect(canvas.getByRole('button', { name: t('login.captcha_refresh') })).toBeDisabled()
  },
}

/** Before the first captcha arrives: an empty frame. */
export const Empty: Story = {
  args: { captcha: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** After the server's "too many captchas" (code 101): refresh counts the seconds down. */
export const Waiting: Story = {
  args: { waitSeconds: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('login.captcha_wait', { seconds: 42 }) })).toBeDisabled()
  },
}

/** The form is being sent: refresh is off. */
export const Sending: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('login.captcha_refresh') })).toBeDisabled()
  },
}

export const WithoutRefresh: Story = {
  args: { onRefresh: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
