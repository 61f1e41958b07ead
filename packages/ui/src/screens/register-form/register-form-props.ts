import type {
  CountdownState,
  RegisterForm as RegisterFormValues,
  RegisterFormField,
  RegisterSettingItem,
} from '@lobby/domain'
import type { CaptchaProps } from '../../components/captcha-field/captcha-field.tsx'
import type { ServerFieldErrors } from '../../lib/use-account-form.ts'
import type { ProtocolItem } from '../../components/protocol-modal/protocol-modal.tsx'
import type { RegisterIntroducer, RegisterVerifyField } from './use-register-form.ts'

/** A currency the site registers members in. */
export interface RegisterCurrencyOption {
  /** Currency code sent as `member_currency`, e.g. `USD`. */
  value: string
  /** What the select shows, e.g. `USD ($)`. */
  label: string
}

/** Whether the register settings are there yet. */
export type RegisterSettingsState = 'loading' | 'ready' | 'error'

export interface RegisterFormProps extends CaptchaProps {
  /** Register settings of every currency (`/arks/web/register-settings`); the form reads the current currency's. */
  settings: readonly RegisterSettingItem[]
  /** `loading` shows placeholders, `error` a message and retry, `ready` the form. */
  settingsState?: RegisterSettingsState
  /** Asks to load the settings again after an error; without it there is no retry button. */
  onRetrySettings?: () => void
  /** The currencies the site offers. */
  currencies: readonly RegisterCurrencyOption[]
  /** The chosen currency (controlled). A new one resets the fields it no longer shows, the birthday and, when its SMS step differs, the code. */
  currency: string
  /** A person chose another currency; the caller sets `currency` (and re-checks the introducer with the server). */
  onCurrencyChange: (currency: string) => void
  /** The agent domain fixes the currency: the select is off. */
  currencyLocked?: boolean
  /** The introducer input; `null` hides it (referral turned off). Default: an empty, editable referral code. */
  introducer?: RegisterIntroducer | null
  /** The phone must be exactly ten digits; default: when the currency is VND. */
  phoneTenDigits?: boolean
  /** Show the free "other contact" input (no register setting governs it). */
  showOthers?: boolean
  /**
   * A field passed its local rule on blur (or after a currency change) and
   * the server checks it on its own: a unique or verified field of the
   * settings, or an editable introducer. The caller asks the server and
   * passes the answer back in `fieldErrors`.
   */
  onVerifyField?: (field: RegisterVerifyField, value: string) => void
  /**
   * The form passed every rule. `memberCurrency` is `currency`; the name is
   * trimmed; `captchaToken` is left to the caller, which holds the captcha.
   */
  onSubmit: (values: RegisterFormValues) => void
  /** The registration is being sent: inputs are read-only, another submit is ignored. */
  submitting?: boolean
  /** Server errors by field (`registerFailure(code).field`), already translated. Editing a field hides its error. */
  fieldErrors?: ServerFieldErrors<RegisterFormField>
  /** A server error not tied to a field, already translated. */
  formError?: string
  /** Change it after a failed submit to clear the captcha answer (a new `captcha` image clears it too). */
  resetKey?: string | number
  /** The captcha (of `/captcha`, type 2) is on the form; default true. */
  showCaptcha?: boolean
  /** Asks for a new captcha. */
  onRefreshCaptcha: () => void
  /** Asks for an SMS code to this phone, which passed its rule; the caller starts `smsCountdown` on success or SMS 102. */
  onSendSms: (phone: string) => void
  /** The SMS is being sent. */
  smsSending?: boolean
  /** The resend countdown (`startSmsCountdown`), or `null`. */
  smsCountdown?: CountdownState | null
  /** Clock of the countdown in ms; omitted, the wall clock (see `PhoneVerifyField`). */
  now?: number
  /** An SMS answer not tied to an input (e.g. SMS 102), already translated. */
  smsMessage?: string
  /** The service agreement's items. */
  agreement: readonly ProtocolItem[]
  /** The agreement is being fetched. */
  agreementLoading?: boolean
  /** The person opened the agreement; the caller may fetch it now. */
  onOpenAgreement?: () => void
  /** Element the agreement modal portals into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the form (layout only). */
  className?: string
}
