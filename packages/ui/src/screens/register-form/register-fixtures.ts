/**
 * Story fixtures of registration: register settings for two currencies that
 * show different fields, the currency list, service agreement items and
 * background pictures drawn as inline SVG (no network). Not exported from the
 * package.
 */
import type { RegisterSettingItem } from '@lobby/domain'
import { fn } from 'storybook/test'
import { captchaFixture } from '../../fixtures/account.ts'
import type { ProtocolItem } from '../../components/protocol-modal/protocol-modal.tsx'
import type { RegisterCurrencyOption, RegisterFormProps } from './register-form.tsx'

type Flags = Partial<Omit<RegisterSettingItem, 'name' | 'currency'>>

const item = (currency: string, name: string, flags: Flags = {}): RegisterSettingItem => ({
  name,
  currency,
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  ...flags,
})

/**
 * USD: name (required), e-mail (unique), birthday, phone with the SMS step,
 * QQ and Telegram. VND: name and phone (ten digits, no SMS step), ID number
 * and withdrawal password required, Zalo. Switching between them hides
 * fields, shows others and turns the SMS step off or on.
 */
export const registerSettings: RegisterSettingItem[] = [
  item('USD', 'member_currency'),
  item('USD', 'member_name', { is_required: 1 }),
  item('USD', 'member_email', { is_unique: 1 }),
  item('USD', 'member_birthday'),
  item('USD', 'member_phone', { is_required: 1, is_unique: 1, is_verification: 1 }),
  item('USD', 'member_qq'),
  item('USD', 'member_telegram'),
  item('USD', 'identity_id', { is_display: 0, is_required: 1 }),
  item('VND', 'member_currency'),
  item('VND', 'member_name', { is_required: 1 }),
  item('VND', 'member_phone', { is_required: 1, is_unique: 1 }),
  item('VND', 'identity_id', { is_required: 1, is_unique: 1 }),
  item('VND', 'withdraw_password', { is_required: 1 }),
  item('VND', 'member_zalo'),
]

export const registerCurrencies: RegisterCurrencyOption[] = [
  { value: 'USD', label: 'USD ($)' },
  { value: 'VND', label: 'VND (₫)' },
  { value: 'RMB', label: 'RMB (¥)' },
]

export const agreementItems: ProtocolItem[] = [
  {
    title: '1. Eligibility',
    sanitizedHtml:
      '<p>You must be of legal age in your country to open an account. One account per person.</p>' +
      '<ul><li>Keep your password to yourself.</li><li>Tell us at once if your details change.</li></ul>',
  },
  {
    title: '2. Deposits and withdrawals',
    sanitizedHtml: '<p>Withdrawals go to an account in your own name. See the <a href="/faq">FAQ</a> for limits.</p>',
  },
]

export const longAgreementItems: ProtocolItem[] = [
  ...agreementItems,
  {
    title: '3. Responsible gaming, personal information and the handling of disputes between members and the operator',
    sanitizedHtml: Array.from(
      { length: 12 },
      (_, index) =>
        `<p>Clause 3.${index + 1}: set deposit limits, take regular breaks and play only with money you can afford to lose. ` +
        'Pneumonoultramicroscopicsilicovolcanoconiosis-long-words-wrap-instead-of-overflowing.</p>',
    ).join(''),
  },
]

/** A background picture as `/arks/web/model/register-background/detail` would give it. */
export function backgroundFixture(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/>` +
    `</linearGradient></defs><rect width="390" height="844" fill="url(#g)"/>` +
    `<circle cx="320" cy="120" r="90" fill="hsl(${hue} 80% 70% / 0.35)"/>` +
    `<circle cx="60" cy="700" r="140" fill="hsl(${(hue + 30) % 360} 80% 60% / 0.3)"/></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

/** An image that cannot be decoded: the browser reports an error at once, without the network. */
export const brokenImage = 'data:image/png;base64,bm90IGFuIGltYWdl'

/**
 * The form's props every registration story starts from (RegisterForm, RegisterModal, RegisterPage): the settings
 * of both currencies with USD chosen, a captcha, the agreement, and spies for the callbacks.
 */
export const registerFormArgs = {
  settings: registerSettings,
  currencies: registerCurrencies,
  currency: 'USD',
  onCurrencyChange: fn(),
  onVerifyField: fn(),
  onSubmit: fn(),
  captcha: captchaFixture('4K7P'),
  onRefreshCaptcha: fn(),
  onSendSms: fn(),
  agreement: agreementItems,
} satisfies Partial<RegisterFormProps>
