import { startSmsCountdown } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ProfileFieldSetting, ProfileView } from './profile-types.ts'
import { ProfilePanel } from './profile-panel.tsx'

const profile: ProfileView = {
  member_account: 'quinn88',
  member_name: '王小明',
  member_email: 'quinn@example.com',
  member_birthday: '1990-05-17',
  member_phone: '13800138000',
  new_identity_id: '110101199005170011',
  member_qq: '',
  member_telegram: 'quinn_tg',
  member_whats_app: '',
  member_wechat: 'quinn_wx',
  member_zalo: '',
  member_skype: '',
  member_fb: '',
  is_withdraw_password: 1,
  member_currency: 'RMB',
}

const fields: ProfileFieldSetting[] = [
  { key: 'member_name', editable: true, locked: true, required: true },
  { key: 'member_email', editable: true, locked: false, required: false },
  { key: 'member_birthday', editable: true, locked: true, required: false },
  { key: 'member_phone', editable: true, locked: false, required: true },
  { key: 'identity_id', editable: true, locked: true, required: false },
  { key: 'member_telegram', editable: true, locked: false, required: false },
  { key: 'member_wechat', editable: true, locked: false, required: false },
  { key: 'member_qq', editable: false, locked: false, required: false },
]

const emptyProfile: ProfileView = {
  ...profile,
  member_name: '',
  member_email: '',
  member_birthday: '',
  member_phone: '',
  new_identity_id: '',
  member_telegram: '',
  member_wechat: '',
  is_withdraw_password: 0,
}

/** Desktop stories sit in the member centre's content area; mobile takes the screen. */
const meta = {
  title: 'MemberCentre/ProfilePanel',
  component: ProfilePanel,
  args: {
    profile,
    status: 'idle',
    fields,
    onSave: fn(),
    saving: false,
    fieldErrors: {},
    saved: false,
    onRetry: fn(),
    onChangePassword: fn(),
    withdrawPassword: { set: true, saving: false, errors: {}, done: false },
    onSetWithdrawPassword: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error'] },
  },
  render: (args, { globals }) =>
    globals.layout === 'mobile' ? (
      <ProfilePanel {...args} />
    ) : (
      <div className="max-w-4xl">
        <ProfilePanel {...args} />
      </div>
    ),
} satisfies Meta<typeof ProfilePanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
const row = (root: HTMLElement, key: string) =>
  root.querySelector<HTMLElement>(`[data-slot="profile-panel-field"][data-key="${key}"]`)!

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('the account and the listed fields, locked ones with why', async () => {
      await expect(slot(canvasElement, 'profile-panel-account')).toHaveTextContent('quinn88')
      await expect(slot(canvasElement, 'profile-panel-currency')).toHaveTextContent('RMB')
      await expect(row(canvasElement, 'member_email')).toHaveTextContent('quinn@example.com')
      await expect(row(canvasElement, 'member_qq')).toHaveTextContent('Not set')
      await expect(row(canvasElement, 'member_name')).toHaveTextContent(
        'To change this, please contact customer service.',
      )
      await expect(canvasElement.querySelectorAll('[data-slot="profile-panel-field-hint"]')).toHaveLength(3)
      await expect(canvasElement.querySelector('[data-key="member_zalo"]')).toBeNull()
    })
    await step('change password asks the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
      await expect(args.onChangePassword).toHaveBeenCalledOnce()
    })
    await step('edit sends only the changed fields, trimmed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
      await expect(canvas.getByLabelText(/^Real name/)).toHaveAttribute('readonly')
      await expect(canvas.getByLabelText(/^Real name/)).toHaveAccessibleDescription(
        'To change this, please contact customer service.',
      )
      await expect(canvas.getByLabelText('QQ')).toHaveAttribute('readonly')
      const email = canvas.getByLabelText('Email address')
      await userEvent.clear(email)
      await userEvent.type(email, '  quinn.new@example.com ')
      const telegram = canvas.getByLabelText('Telegram')
      await userEvent.clear(telegram)
      await userEvent.type(telegram, 'quinn_tg')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(args.onSave).toHaveBeenCalledOnce()
      await expect(args.onSave).toHaveBeenCalledWith({ member_email: 'quinn.new@example.com' })
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, profile: null, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your details…')
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your details couldn't be loaded")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A new member: nothing filled, every field editable, no withdraw password yet. */
export const Empty: Story = {
  args: {
    ...Default.args,
    profile: emptyProfile,
    fields: fields.map((field) => ({ ...field, editable: true, locked: false })),
    withdrawPassword: { set: false, saving: false, errors: {}, done: false },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Not set')).toHaveLength(8)
    await expect(canvasElement.querySelector('[data-slot="profile-panel-field-hint"]')).toBeNull()
    // Saving with nothing changed sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(canvas.getByText('Nothing has changed.')).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** No field is shown in the member centre. */
export const NoFields: Story = {
  args: { ...Default.args, fields: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no details to show here.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
  },
}

/** Every field filled and locked: read-only, no edit. */
export const LockedFields: Story = {
  args: { ...Default.args, fields: fields.map((field) => ({ ...field, locked: true })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(canvasElement.querySelectorAll('[data-slot="profile-panel-field-hint"]')).toHaveLength(fields.length)
    await expect(row(canvasElement, 'member_phone')).toHaveAttribute('data-locked', 'true')
  },
}

export const LongText: Story = {
  args: {
    ...Default.args,
    profile: {
      ...profile,
      member_account: 'averyveryverylongmembername2026',
      member_email: 'a.very.long.email.address.that.keeps.going.and.going@subdomain.example-company.com',
      member_telegram: 'telegram_handle_that_is_fifty_characters_long_ok',
    },
  },
  play: async ({ canvasElement }) => {
    const panel = slot(canvasElement, 'profile-panel')
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
    const email = row(canvasElement, 'member_email')
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().right)
  },
}

/** The local rules refuse before anything is sent: a bad email, a required phone emptied. */
export const LocalValidation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    const email = canvas.getByLabelText('Email address')
    await userEvent.clear(email)
    await userEvent.type(email, 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveFocus()
    await userEvent.clear(email)
    await userEvent.type(email, 'quinn@example.org')
    const phone = canvas.getByLabelText(/^Phone number/)
    await userEvent.clear(phone)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('This field is required')).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/**
 * A birthday not yet set, chosen under 18 (issue 25): the form refuses it under the field before sending, as the
 * server and the register form do. (Born 1 January 2020: under 18 until 2038.)
 */
export const BirthdayUnderAge: Story = {
  args: {
    ...Default.args,
    profile: { ...profile, member_birthday: '' },
    fields: fields.map((field) => (field.key === 'member_birthday' ? { ...field, locked: false } : field)),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    const birthday = canvas.getByLabelText('Date of birth')
    await userEvent.type(birthday, '2020-01-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(birthday).toHaveAccessibleDescription('You must be at least 18 years old')
    await expect(birthday).toHaveAttribute('aria-invalid', 'true')
    await expect(birthday).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The server's answers under their fields: a key is translated, text is shown as it is. */
export const ServerErrors: Story = {
  args: {
    ...Default.args,
    fieldErrors: {
      member_email: 'signup.err_email_used',
      member_phone: 'This phone number is already registered to another member.',
      member_zalo: 'member_centre.locked_hint',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'This email address is already registered',
    )
    await expect(canvas.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'This phone number is already registered to another member.',
    )
    // An error for a field the form does not show goes above the form.
    const formError = canvas.getAllByRole('alert').find((alert) => alert.dataset.slot === 'form-alert')
    await expect(formError).toHaveTextContent('To change this, please contact customer service.')
  },
}

/** Where the currency verifies a new phone (`is_member_center_verification`): the phone comes with an SMS code. */
const verifiedFields = fields.map((field) => (field.key === 'member_phone' ? { ...field, verify: true } : field))
const NOW = Date.UTC(2026, 10, 25, 8, 0, 0)

export const PhoneVerification: Story = {
  args: {
    ...Default.args,
    fields: verifiedFields,
    phoneCode: { sending: false, countdown: null, now: NOW },
    onSendPhoneCode: fn(),
  },
  play: async ({ args, canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    const phone = canvas.getByLabelText(/^Phone number/)
    const code = canvas.getByLabelText('SMS code')
    await step('no code for the phone the member already has', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
      await expect(phone).toHaveAccessibleDescription('This is already your phone number. Enter the new one.')
      await expect(phone).toHaveFocus()
      await expect(args.onSendPhoneCode).not.toHaveBeenCalled()
    })
    await step('a new phone is not saved without its code', async () => {
      await userEvent.clear(phone)
      await userEvent.type(phone, '13900139000')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await expect(code).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('the code goes to the new phone, and comes back with it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
      await expect(args.onSendPhoneCode).toHaveBeenCalledWith('13900139000')
      await userEvent.type(code, '12345')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(code).toHaveAccessibleDescription(/The SMS code is 6 digits/)
      await userEvent.type(code, '6')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(args.onSave).toHaveBeenCalledWith({ member_phone: '13900139000', phone_verify: '123456' })
    })
  },
}

/** A code went out: the button counts down 300 s; an answer of the SMS call shows under the code. */
export const PhoneCodeCountdown: Story = {
  args: {
    ...PhoneVerification.args,
    phoneCode: {
      sending: false,
      countdown: startSmsCountdown(NOW - 42_000),
      now: NOW,
      message: 'signup.err_sms_rate_limit',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    const send = canvas.getByRole('button', { name: 'You can ask for a new code in 258 s' })
    await expect(send).toBeDisabled()
    await expect(canvas.getByLabelText('SMS code')).toBeVisible()
  },
}

/** The server's 113: the code under its input. */
export const PhoneCodeWrong: Story = {
  args: { ...PhoneVerification.args, fieldErrors: { phone_verify: 'signup.err_phone_verify_wrong' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await expect(canvas.getByLabelText('SMS code')).toHaveAccessibleDescription(/The SMS code is wrong/)
    await expect(canvas.getByLabelText('SMS code')).toHaveFocus()
    const formError = canvas.queryAllByRole('alert').find((alert) => alert.dataset.slot === 'form-alert')
    await expect(formError?.textContent ?? '').toBe('')
  },
}

export const PhoneVerificationMobile: Story = {
  args: PhoneVerification.args,
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible()
  },
}

export const Saving: Story = {
  args: { ...Default.args, saving: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('readonly')
    const save = canvas.getByRole('button', { name: 'Saving…' })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saved: Story = {
  args: { ...Default.args, saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your details have been saved.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible()
  },
}

/** First time: the login password, then the new 4 digits twice; checked here first. */
export const WithdrawPasswordFirstTime: Story = {
  args: { ...Default.args, withdrawPassword: { set: false, saving: false, errors: {}, done: false } },
  play: async ({ args, canvas, step }) => {
    const section = within(canvas.getByRole('region', { name: 'Withdrawal password' }))
    await expect(section.getByText('Set a 4-digit withdrawal password before your first withdrawal.')).toBeVisible()
    await expect(section.queryByLabelText('Current withdrawal password')).toBeNull()
    const login = section.getByLabelText('Login password')
    const next = section.getByLabelText('Withdrawal password')
    const check = section.getByLabelText('Confirm withdrawal password')
    const submit = section.getByRole('button', { name: 'Set withdrawal password' })
    for (const input of [next, check]) {
      await expect(input).toHaveAttribute('type', 'password')
      await expect(input).toHaveAttribute('inputmode', 'numeric')
      await expect(input).toHaveAttribute('maxlength', '4')
    }
    await step('the login password is required', async () => {
      await userEvent.click(submit)
      await expect(login).toHaveAccessibleDescription('This field is required')
    })
    await step('4 digits only', async () => {
      await userEvent.type(login, 'secret123')
      await userEvent.type(next, '12a4')
      await userEvent.click(submit)
      await expect(next).toHaveAccessibleDescription(/^The withdrawal password is 4 digits/)
    })
    await step('the two must match', async () => {
      await userEvent.clear(next)
      await userEvent.type(next, '1234')
      await userEvent.type(check, '1235')
      await userEvent.click(submit)
      await expect(check).toHaveAccessibleDescription('The passwords do not match')
      await expect(args.onSetWithdrawPassword).not.toHaveBeenCalled()
    })
    await step('then it is sent with the login password', async () => {
      await userEvent.clear(check)
      await userEvent.type(check, '1234')
      await userEvent.click(submit)
      await expect(args.onSetWithdrawPassword).toHaveBeenCalledOnce()
      await expect(args.onSetWithdrawPassword).toHaveBeenCalledWith({
        password: 'secret123',
        withdraw_password: '1234',
        check_withdraw_password: '1234',
      })
    })
  },
}

/** Set already: changing it asks for the current withdraw password instead. */
export const WithdrawPasswordChange: Story = {
  play: async ({ args, canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Withdrawal password' }))
    await expect(section.queryByLabelText('Login password')).toBeNull()
    const old = section.getByLabelText('Current withdrawal password')
    await expect(old).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(old, '12')
    await userEvent.type(section.getByLabelText('New withdrawal password'), '5678')
    await userEvent.type(section.getByLabelText('Confirm withdrawal password'), '5678')
    const submit = section.getByRole('button', { name: 'Change withdrawal password' })
    await userEvent.click(submit)
    await expect(old).toHaveAccessibleDescription('The withdrawal password is 4 digits')
    await expect(args.onSetWithdrawPassword).not.toHaveBeenCalled()
    await userEvent.type(old, '34')
    await userEvent.click(submit)
    await expect(args.onSetWithdrawPassword).toHaveBeenCalledWith({
      old_withdraw_password: '1234',
      withdraw_password: '5678',
      check_withdraw_password: '5678',
    })
  },
}

/** The server refused: the current withdraw password is wrong (code 102). */
export const WithdrawPasswordServerError: Story = {
  args: {
    ...Default.args,
    withdrawPassword: {
      set: true,
      saving: false,
      errors: { old_withdraw_password: 'The current withdrawal password is wrong.' },
      done: false,
    },
  },
  play: async ({ canvas }) => {
    const old = canvas.getByLabelText('Current withdrawal password')
    await expect(old).toHaveAccessibleDescription('The current withdrawal password is wrong.')
    await expect(old).toHaveAttribute('aria-invalid', 'true')
  },
}

export const WithdrawPasswordSaving: Story = {
  args: { ...Default.args, withdrawPassword: { set: true, saving: true, errors: {}, done: false } },
  play: async ({ args, canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Withdrawal password' }))
    const submit = section.getByRole('button', { name: 'Saving…' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(section.getByLabelText('New withdrawal password')).toHaveAttribute('readonly')
    await userEvent.click(submit)
    await expect(args.onSetWithdrawPassword).not.toHaveBeenCalled()
  },
}

export const WithdrawPasswordDone: Story = {
  args: { ...Default.args, withdrawPassword: { set: true, saving: false, errors: {}, done: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your withdrawal password has been saved.')
    await expect(canvas.getByLabelText('New withdrawal password')).toHaveValue('')
  },
}

export const Mobile: Story = {
  args: { ...Default.args, withdrawPassword: { set: false, saving: false, errors: {}, done: false } },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const panel = slot(canvasElement, 'profile-panel')
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    // One column: the email sits under the name, not beside it.
    const name = canvas.getByLabelText(/^Real name/).getBoundingClientRect()
    const email = canvas.getByLabelText('Email address').getBoundingClientRect()
    await expect(email.top).toBeGreaterThan(name.bottom)
    await expect(canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect().width).toBeGreaterThan(
      panel.clientWidth * 0.8,
    )
  },
}
