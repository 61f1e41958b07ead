import {
  ACCOUNT_MESSAGES,
  errorOutcomeText,
  MINIMUM_AGE_YEARS,
  registerFailure,
  type RegisterFormField,
} from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyText as t } from '../../fixtures/account.ts'
import { registerCurrencies, registerFormArgs, registerSettings } from './register-fixtures.ts'
import { RegisterForm, type RegisterFormProps } from './register-form.tsx'

const meta = {
  title: 'Lobby/RegisterForm',
  component: RegisterForm,
  args: {
    ...registerFormArgs,
    settingsState: 'ready',
    onRetrySettings: fn(),
    smsCountdown: null,
    submitting: false,
  },
  render: (args) => (
    <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-5">
      <RegisterForm {...args} />
    </div>
  ),
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

/** The server's answer for `code` on its field, as the site shows it (`registerFailure` + translation). */
function serverFieldError(code: string): Partial<Record<RegisterFormField, string>> {
  const outcome = registerFailure(code)
  return outcome.field ? { [outcome.field]: errorOutcomeText(outcome, t) } : {}
}

const byLabel = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${t(key)}\\*?$`))

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const view = within(canvasElement)
    const field = (key: string) => byLabel(canvasElement, key)
    await step('USD shows its fields: name, e-mail, birthday, phone with the SMS step, QQ, Telegram', async () => {
      for (const key of ['signup.name', 'signup.email', 'signup.phone', 'signup.phone_verify', 'signup.qq']) {
        await expect(field(key)).toBeVisible()
      }
      await expect(view.getByRole('group', { name: new RegExp(t('signup.birthday')) })).toBeVisible()
      await expect(view.queryByLabelText(new RegExp(t('signup.identity_id')))).toBeNull()
      await expect(field('signup.name')).toHaveAttribute('aria-required', 'true')
      await expect(field('signup.email')).not.toHaveAttribute('aria-required')
    })
    await step('a blank phone asks for a number before a code is sent', async () => {
      await userEvent.click(view.getByRole('button', { name: t('signup.sms_send') }))
      await expect(args.onSendSms).not.toHaveBeenCalled()
      await expect(field('signup.phone')).toHaveAccessibleDescription(t(ACCOUNT_MESSAGES.smsPhoneBlank))
    })
    await step('a filled form is sent with the currency and the trimmed name', async () => {
      await userEvent.type(field('signup.account'), 'player01')
      await userEvent.type(field('signup.password'), 'secret12')
      await userEvent.type(field('signup.check_password'), 'secret12')
      await userEvent.type(field('signup.recommend'), 'FRIEND7')
      await userEvent.type(field('signup.name'), '  Quinn Doe ')
      await userEvent.type(field('signup.email'), 'quinn@example.com')
      await userEvent.tab()
      await expect(args.onVerifyField).toHaveBeenCalledWith('memberEmail', 'quinn@example.com')
      await userEvent.selectOptions(view.getByRole('combobox', { name: t('signup.birthday_year') }), '1990')
      await userEvent.selectOptions(view.getByRole('combobox', { name: t('signup.birthday_month') }), '02')
      await userEvent.selectOptions(view.getByRole('combobox', { name: t('signup.birthday_day') }), '28')
      await userEvent.type(field('signup.phone'), '0912345678')
      await userEvent.click(view.getByRole('button', { name: t('signup.sms_send') }))
      await expect(args.onSendSms).toHaveBeenCalledOnce()
      await expect(args.onSendSms).toHaveBeenCalledWith('0912345678')
      await userEvent.type(field('signup.phone_verify'), '123456')
      await userEvent.type(field('signup.telegram'), '@quinn_doe')
      await userEvent.type(field('login.captcha'), '4k7p')
      await userEvent.click(view.getByRole('checkbox', { name: t('signup.agreement_accept') }))
      await userEvent.click(view.getByRole('button', { name: t('signup.submit') }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          memberAccount: 'player01',
          password: 'secret12',
          checkPassword: 'secret12',
          memberCurrency: 'USD',
          recommendCode: 'FRIEND7',
          memberAgent: '',
          memberName: 'Quinn Doe',
          memberEmail: 'quinn@example.com',
          memberBirthday: { year: '1990', month: '02', day: '28' },
          memberPhone: '0912345678',
          phoneVerify: '123456',
          memberTelegram: '@quinn_doe',
          memberQq: '',
          captchaAnswer: '4k7p',
          agreement: true,
        }),
      )
    })
    await step('the captcha refresh calls back', async () => {
      await userEvent.click(view.getByRole('button', { name: t('login.captcha_refresh') }))
      await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
    })
  },
}

export const Validation: Story = {
  args: { ...Default.args },
  play: async ({ args, canvasElement, step }) => {
    const view = within(canvasElement)
    const field = (key: string) => byLabel(canvasElement, key)
    await step('each field is checked when it loses focus', async () => {
      await userEvent.type(field('signup.account'), 'ab')
      await userEvent.tab()
      await expect(field('signup.account')).toHaveAccessibleDescription(
        expect.stringContaining(t('signup.err_account_length')),
      )
      await userEvent.type(field('signup.password'), 'secret12')
      await userEvent.type(field('signup.check_password'), 'secret13')
      await userEvent.tab()
      await expect(field('signup.check_password')).toHaveAccessibleDescription(t('signup.err_checkPsw_diff'))
      await userEvent.type(field('signup.qq'), 'ab#')
      await userEvent.tab()
      await expect(field('signup.qq')).toHaveAccessibleDescription(t('signup.err_contact_length'))
      await userEvent.type(field('signup.phone'), '09x')
      await userEvent.tab()
      await expect(field('signup.phone')).toHaveAccessibleDescription(t('signup.err_phone_invalid'))
      await expect(args.onVerifyField).not.toHaveBeenCalled()
    })
    await step('a part of the birthday is an error once focus leaves the three selects', async () => {
      const year = view.getByRole('combobox', { name: t('signup.birthday_year') })
      await userEvent.selectOptions(year, '1990')
      await userEvent.tab()
      await expect(view.queryByText(t('signup.err_birthday_incomplete'))).toBeNull()
      await userEvent.tab()
      await userEvent.tab()
      await expect(year).toHaveAccessibleDescription(t('signup.err_birthday_incomplete'))
    })
    await step('fixing a field and leaving it clears its message', async () => {
      await userEvent.clear(field('signup.check_password'))
      await userEvent.type(field('signup.check_password'), 'secret12')
      await userEvent.tab()
      await expect(field('signup.check_password')).not.toHaveAttribute('aria-invalid')
    })
    await step('submit checks every field and focuses the first failing one', async () => {
      await userEvent.click(view.getByRole('button', { name: t('signup.submit') }))
      await expect(field('signup.account')).toHaveFocus()
      await expect(field('signup.name')).toHaveAccessibleDescription(t('signup.require_text'))
      await expect(field('login.captcha')).toHaveAccessibleDescription(t('ph_account_verify_code'))
      await expect(view.getByText(t('signup.err_agreement'))).toBeVisible()
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
  },
}

/** A birthday under 18 on the site's day is refused before anything is sent; 18 or older passes. */
export const UnderAge: Story = {
  args: { ...Default.args },
  play: async ({ args, canvasElement, step }) => {
    const view = within(canvasElement)
    const thisYear = new Date().getFullYear()
    const year = view.getByRole('combobox', { name: t('signup.birthday_year') })
    const choose = async (birthYear: number) => {
      await userEvent.selectOptions(year, String(birthYear))
      await userEvent.selectOptions(view.getByRole('combobox', { name: t('signup.birthday_month') }), '01')
      await userEvent.selectOptions(view.getByRole('combobox', { name: t('signup.birthday_day') }), '01')
      await userEvent.tab()
    }
    const underAge = t(ACCOUNT_MESSAGES.birthdayUnderAge, { years: MINIMUM_AGE_YEARS })
    await step('born ten years ago: the age a registration needs is named under the birthday', async () => {
      await choose(thisYear - 10)
      await expect(year).toHaveAccessibleDescription(underAge)
      await expect(year).toHaveAttribute('aria-invalid', 'true')
    })
    await step('submitting keeps it on the birthday and sends nothing', async () => {
      await userEvent.click(view.getByRole('button', { name: t('signup.submit') }))
      await expect(year).toHaveAccessibleDescription(underAge)
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('born thirty years ago: no message', async () => {
      await choose(thisYear - 30)
      await expect(view.queryByText(underAge)).toBeNull()
      await expect(year).not.toHaveAttribute('aria-invalid')
    })
  },
}

export const ServerFieldErrors: Story = {
  args: {
    ...Default.args,
    fieldErrors: { ...serverFieldError('102'), ...serverFieldError('104'), ...serverFieldError('113') },
  },
  play: async ({ canvasElement, step }) => {
    const field = (key: string) => byLabel(canvasElement, key)
    await step('102 on the account, 104 on the phone, 113 on the SMS code', async () => {
      await expect(field('signup.account')).toHaveAccessibleDescription(
        expect.stringContaining(t('signup.err_account_used')),
      )
      await expect(field('signup.phone')).toHaveAccessibleDescription(t('signup.err_phone_used'))
      await expect(field('signup.phone_verify')).toHaveAccessibleDescription(
        expect.stringContaining(t('signup.err_phone_verify_wrong')),
      )
    })
    await step('editing a field hides its server error; the others stay', async () => {
      await userEvent.type(field('signup.account'), 'player02')
      await expect(field('signup.account')).not.toHaveAttribute('aria-invalid')
      await expect(field('signup.phone')).toHaveAttribute('aria-invalid', 'true')
    })
  },
}

/** A caller that owns the currency, as the site does. */
function CurrencyOwner(props: RegisterFormProps) {
  const [currency, setCurrency] = useState(props.currency)
  return (
    <RegisterForm
      {...props}
      currency={currency}
      onCurrencyChange={(next) => {
        props.onCurrencyChange(next)
        setCurrency(next)
      }}
    />
  )
}

export const CurrencyChange: Story = {
  args: { ...Default.args, introducer: { field: 'recommendCode', value: 'FRIEND7', locked: true } },
  render: (args) => (
    <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-5">
      <CurrencyOwner {...args} />
    </div>
  ),
  play: async ({ args, canvasElement, step }) => {
    const view = within(canvasElement)
    const field = (key: string) => byLabel(canvasElement, key)
    const year = () => view.getByRole('combobox', { name: t('signup.birthday_year') })
    await step('USD: filled in, with an SMS code', async () => {
      await userEvent.type(field('signup.account'), 'player01')
      await userEvent.type(field('signup.name'), 'Quinn Doe')
      await userEvent.type(field('signup.email'), 'quinn@example.com')
      await userEvent.type(field('signup.qq'), '123456789')
      await userEvent.selectOptions(year(), '1990')
      await userEvent.type(field('signup.phone'), '0912345678')
      await userEvent.type(field('signup.phone_verify'), '123456')
    })
    await step('VND hides e-mail and QQ, shows ID number and withdrawal password, drops the SMS step', async () => {
      await userEvent.selectOptions(view.getByRole('combobox', { name: new RegExp(t('signup.currency')) }), 'VND')
      await expect(args.onCurrencyChange).toHaveBeenCalledWith('VND')
      await expect(view.queryByLabelText(new RegExp(t('signup.email')))).toBeNull()
      await expect(view.queryByLabelText(new RegExp(t('signup.qq')))).toBeNull()
      await expect(view.queryByRole('combobox', { name: t('signup.birthday_year') })).toBeNull()
      await expect(view.queryByLabelText(new RegExp(t('signup.phone_verify')))).toBeNull()
      await expect(field('signup.identity_id')).toBeVisible()
      await expect(field('signup.withdraw_password')).toBeVisible()
    })
    await step('fields still shown keep their values; the phone and introducer are checked again', async () => {
      await expect(field('signup.account')).toHaveValue('player01')
      await expect(field('signup.phone')).toHaveValue('0912345678')
      await expect(args.onVerifyField).toHaveBeenCalledWith('memberPhone', '0912345678')
      await expect(args.onVerifyField).toHaveBeenCalledWith('recommendCode', 'FRIEND7')
    })
    await step('back to USD: the hidden fields, the birthday and the SMS code start empty', async () => {
      await userEvent.selectOptions(view.getByRole('combobox', { name: new RegExp(t('signup.currency')) }), 'USD')
      await expect(field('signup.email')).toHaveValue('')
      await expect(field('signup.qq')).toHaveValue('')
      await expect(year()).toHaveValue('')
      await expect(field('signup.phone_verify')).toHaveValue('')
      await expect(field('signup.name')).toHaveValue('Quinn Doe')
    })
  },
}

export const IntroducerLocked: Story = {
  args: { ...Default.args, introducer: { field: 'memberAgent', value: 'agent888', locked: true } },
  play: async ({ args, canvasElement }) => {
    const agent = byLabel(canvasElement, 'signup.agent')
    await expect(agent).toHaveValue('agent888')
    await expect(agent).toHaveAttribute('readonly')
    await expect(agent).toHaveAccessibleDescription(t('signup.introducer_locked'))
    await expect(within(canvasElement).queryByLabelText(t('signup.recommend'))).toBeNull()
    await userEvent.type(agent, 'x')
    await expect(agent).toHaveValue('agent888')
    await userEvent.tab()
    await expect(args.onVerifyField).not.toHaveBeenCalled()
  },
}

export const CurrencyLocked: Story = {
  args: { ...Default.args, currency: 'VND', currencyLocked: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: new RegExp(t('signup.currency')) })
    await expect(select).toBeDisabled()
    await expect(select).toHaveValue('VND')
    await expect(select).toHaveAccessibleDescription(t('signup.currency_locked'))
  },
}

export const Submitting: Story = {
  args: { ...Default.args, submitting: true },
  play: async ({ args, canvasElement }) => {
    const view = within(canvasElement)
    const submit = view.getByRole('button', { name: t('signup.submitting') })
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    for (const key of ['signup.account', 'signup.password', 'signup.name', 'login.captcha']) {
      await expect(byLabel(canvasElement, key)).toHaveAttribute('readonly')
    }
    await expect(view.getByRole('button', { name: t('signup.sms_send') })).toBeDisabled()
    await expect(view.getByRole('checkbox', { name: t('signup.agreement_accept') })).toBeDisabled()
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A caller that refuses every registration with 102 and bumps `resetKey`, as the site does after a failure. */
function RefusingCaller(props: RegisterFormProps) {
  const [failures, setFailures] = useState(0)
  return (
    <RegisterForm
      {...props}
      resetKey={failures}
      fieldErrors={failures > 0 ? serverFieldError('102') : undefined}
      formError={failures > 0 ? t('signup.err_too_frequent') : undefined}
      onSubmit={(values) => {
        props.onSubmit(values)
        setFailures((count) => count + 1)
      }}
    />
  )
}

export const FailedSubmit: Story = {
  args: { ...Default.args, settings: registerSettings.filter((item) => item.currency !== 'USD') },
  render: (args) => (
    <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-5">
      <RefusingCaller {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const view = within(canvasElement)
    const field = (key: string) => byLabel(canvasElement, key)
    // No USD settings: only the fields every registration has.
    await userEvent.type(field('signup.account'), 'player01')
    await userEvent.type(field('signup.password'), 'secret12')
    await userEvent.type(field('signup.check_password'), 'secret12')
    await userEvent.type(field('login.captcha'), '4K7P')
    await userEvent.click(view.getByRole('checkbox', { name: t('signup.agreement_accept') }))
    await userEvent.click(view.getByRole('button', { name: t('signup.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(view.getByText(t('signup.err_too_frequent'))).toBeVisible()
    await expect(field('login.captcha')).toHaveValue('')
    await expect(field('signup.account')).toHaveValue('player01')
    // The field the server refused takes the focus, so it is read out where it is fixed.
    await waitFor(() => expect(field('signup.account')).toHaveFocus())
    await expect(field('signup.account')).toHaveAccessibleDescription(
      expect.stringContaining(t('signup.err_account_used')),
    )
  },
}

export const CaptchaLoading: Story = {
  args: { ...Default.args, captcha: null, captchaLoading: true },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('status')).toHaveTextContent(t('login.captcha_loading'))
    await expect(view.getByRole('button', { name: t('login.captcha_refresh') })).toBeDisabled()
  },
}

export const CaptchaWait: Story = {
  args: { ...Default.args, captchaWaitSeconds: 1 },
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: t('login.captcha_wait', { seconds: 1 }) })
    await expect(refresh).toBeDisabled()
  },
}

export const SettingsLoading: Story = {
  args: { ...Default.args, settingsState: 'loading' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('status')).toHaveTextContent(t('signup.settings_loading'))
    await expect(view.queryByRole('button', { name: t('signup.submit') })).toBeNull()
  },
}

export const SettingsError: Story = {
  args: { ...Default.args, settingsState: 'error' },
  play: async ({ args, canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('alert')).toHaveTextContent(t('signup.settings_error'))
    await userEvent.click(view.getByRole('button', { name: t('common.retry') }))
    await expect(args.onRetrySettings).toHaveBeenCalledOnce()
  },
}

export const LongText: Story = {
  args: {
    ...Default.args,
    currencies: [
      ...registerCurrencies,
      { value: 'XTS', label: 'A test currency whose name is far longer than any select was drawn for (XTS)' },
    ],
    currency: 'XTS',
    showOthers: true,
    fieldErrors: {
      memberAccount:
        'This account cannot be used because it looks too much like an account that already exists on this site',
    },
    formError:
      'Registration is closed for a moment while we check something on our side. Please try again in a few minutes, ' +
      'or contact customer service if it keeps happening.',
  },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="register-form"]')!
    // Nothing pushes the form wider than its card.
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1)
    await waitFor(() => expect(byLabel(canvasElement, 'signup.others')).toBeVisible())
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const account = byLabel(canvasElement, 'signup.account')
    const password = byLabel(canvasElement, 'signup.password')
    // One column: the password sits under the account.
    await expect(password.getBoundingClientRect().top).toBeGreaterThan(account.getBoundingClientRect().bottom)
  },
}
