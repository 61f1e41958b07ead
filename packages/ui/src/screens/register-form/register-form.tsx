import {
  ACCOUNT_MESSAGES,
  CONTACT_HANDLE_FIELDS,
  phoneVerificationOn,
  type ContactHandleField,
  type CountdownState,
  type RegisterForm as RegisterFormValues,
  type RegisterFormField,
  type RegisterSettingItem,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import {
  FormAlert,
  FormField,
  inputVariants,
  PasswordInput,
  SubmitButton,
  TextInput,
} from '../../primitives/field/field.tsx'
import { CaptchaRow } from '../../components/captcha-row/captcha-row.tsx'
import type { AccountField, ServerFieldErrors } from '../../lib/use-account-form.ts'
import type { CaptchaImage } from '../../lib/captcha.ts'
import { PhoneVerifyField } from '../../components/phone-verify-field/phone-verify-field.tsx'
import { ProtocolModal, type ProtocolItem } from '../../components/protocol-modal/protocol-modal.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import {
  useRegisterForm,
  type RegisterIntroducer,
  type RegisterTextField,
  type RegisterVerifyField,
} from './use-register-form.ts'

export const registerFormGridVariants = cva('grid items-start', {
  variants: {
    layout: { desktop: 'grid-cols-2 gap-x-5 gap-y-4', mobile: 'grid-cols-1 gap-4' },
  },
  defaultVariants: { layout: 'desktop' },
})

/** A currency the site registers members in. */
export interface RegisterCurrencyOption {
  /** Currency code sent as `member_currency`, e.g. `USD`. */
  value: string
  /** What the select shows, e.g. `USD ($)`. */
  label: string
}

/** Whether the register settings are there yet. */
export type RegisterSettingsState = 'loading' | 'ready' | 'error'

export interface RegisterFormProps {
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
  /** The captcha of `/captcha` (type 2); `null` until it arrives. */
  captcha: CaptchaImage | null
  /** The captcha is on the form; default true. */
  showCaptcha?: boolean
  /** A captcha is being fetched. */
  captchaLoading?: boolean
  /** Seconds until another captcha may be fetched (captcha code 101); the caller counts down. */
  captchaWaitSeconds?: number
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
  /** `desktop`: two columns; `mobile`: one. */
  layout?: Layout
  /** Classes for the form (layout only). */
  className?: string
}

const REFERRAL: RegisterIntroducer = { field: 'recommendCode', value: '', locked: false }

const CONTACT_LABELS: Record<ContactHandleField, string> = {
  memberQq: 'signup.qq',
  memberTelegram: 'signup.telegram',
  memberWhatsApp: 'signup.whatsapp',
  memberWechat: 'signup.wechat',
  memberZalo: 'signup.zalo',
  memberSkype: 'signup.skype',
  memberFb: 'signup.facebook',
}

const pad = (value: number) => String(value).padStart(2, '0')
const MONTHS = Array.from({ length: 12 }, (_, index) => pad(index + 1))
// The day list ignores the month; validateBirthday refuses a date that does not exist.
const DAYS = Array.from({ length: 31 }, (_, index) => pad(index + 1))
const BIRTH_YEARS_SHOWN = 100

/**
 * The registration form (spec sections 3 to 5): the fields the current
 * currency's settings show, each checked on blur with the domain's rule and
 * all of them on submit; server answers under their fields; the phone's SMS
 * step; captcha; the service agreement. Props in, callbacks out: the caller
 * loads settings, sends the calls and owns the countdowns.
 */
export function RegisterForm({
  settings,
  settingsState = 'ready',
  onRetrySettings,
  currencies,
  currency,
  onCurrencyChange,
  currencyLocked = false,
  introducer = REFERRAL,
  phoneTenDigits,
  showOthers = false,
  onVerifyField,
  onSubmit,
  submitting = false,
  fieldErrors,
  formError,
  resetKey,
  captcha,
  showCaptcha = true,
  captchaLoading = false,
  captchaWaitSeconds = 0,
  onRefreshCaptcha,
  onSendSms,
  smsSending = false,
  smsCountdown = null,
  now,
  smsMessage,
  agreement,
  agreementLoading = false,
  onOpenAgreement,
  portalContainer,
  layout = 'desktop',
  className,
}: RegisterFormProps) {
  const { t } = useText()
  const register = useRegisterForm({
    settings,
    currency,
    introducer,
    captchaShown: showCaptcha,
    phoneTenDigits,
    fieldErrors,
    submitting,
    resetKey,
    captchaImage: captcha?.image,
    onVerifyField,
    onSubmit,
  })
  const { rules, shown, field } = register
  const [agreementOpen, setAgreementOpen] = useState(false)
  const [thisYear] = useState(() => new Date().getFullYear())
  const currencyId = useId()

  if (settingsState !== 'ready') {
    return <SettingsPlaceholder state={settingsState} layout={layout} onRetry={onRetrySettings} />
  }

  const label = (key: string, required: boolean) => <RequiredLabel text={t(key)} required={required} />
  const textField = (
    name: RegisterTextField,
    key: string,
    required: boolean,
    input: Omit<ComponentProps<'input'>, 'slot'> = {},
    hint?: string,
  ) => {
    const props = field(name, { hint: hint !== undefined })
    const slot = `register-form-${kebab(name)}`
    return (
      <FormField key={name} slot={slot} inputId={props.id} label={label(key, required)} hint={hint} error={props.error}>
        <TextInput slot={`${slot}-input`} aria-required={required || undefined} {...input} {...props.inputProps} />
      </FormField>
    )
  }

  const sendSms = () => {
    const { getValues, setError, setFocus } = register.form
    const phone = getValues('memberPhone')
    if (phone.trim() === '') {
      setError('memberPhone', { type: 'validate', message: ACCOUNT_MESSAGES.smsPhoneBlank })
      setFocus('memberPhone')
      return
    }
    if (register.check('memberPhone')) onSendSms(phone)
    else setFocus('memberPhone')
  }

  const account = field('memberAccount', { hint: true })
  const password = field('password', { hint: true })
  const checkPassword = field('checkPassword')
  const birthday = register.birthday()
  const accept = register.agreement()
  const introducerInput = introducer ? field(introducer.field, { hint: introducer.locked }) : null
  const captchaAnswer = field('captchaAnswer')

  return (
    <form
      data-slot="register-form"
      data-state={submitting ? 'submitting' : 'idle'}
      data-layout={layout}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={register.submit}
      className={cn(registerFormGridVariants({ layout }), className)}
    >
      <div data-slot="register-form-currency" className="flex flex-col gap-1.5">
        <label
          htmlFor={currencyId}
          data-slot="register-form-currency-label"
          className="text-sm font-medium text-foreground"
        >
          {label('signup.currency', true)}
        </label>
        <Select
          slot="register-form-currency-input"
          id={currencyId}
          value={currency}
          disabled={currencyLocked || submitting}
          aria-describedby={currencyLocked ? `${currencyId}-hint` : undefined}
          onChange={(event) => onCurrencyChange(event.target.value)}
        >
          {currencies.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {currencyLocked ? (
          <p
            id={`${currencyId}-hint`}
            data-slot="register-form-currency-hint"
            className="text-xs text-muted-foreground"
          >
            {t('signup.currency_locked')}
          </p>
        ) : null}
      </div>
      <FormField
        slot="register-form-account"
        inputId={account.id}
        label={label('signup.account', true)}
        hint={t('signup.account_hint')}
        error={account.error}
      >
        <TextInput
          slot="register-form-account-input"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          {...account.inputProps}
        />
      </FormField>
      <FormField
        slot="register-form-password"
        inputId={password.id}
        label={label('signup.password', true)}
        hint={t('login.password_hint')}
        error={password.error}
      >
        <PasswordInput
          slot="register-form-password-input"
          autoComplete="new-password"
          aria-required
          {...password.inputProps}
        />
      </FormField>
      <FormField
        slot="register-form-check-password"
        inputId={checkPassword.id}
        label={label('signup.check_password', true)}
        error={checkPassword.error}
      >
        <PasswordInput
          slot="register-form-check-password-input"
          autoComplete="new-password"
          aria-required
          {...checkPassword.inputProps}
        />
      </FormField>
      {introducer && introducerInput ? (
        <FormField
          slot="register-form-introducer"
          inputId={introducerInput.id}
          label={t(introducer.field === 'memberAgent' ? 'signup.agent' : 'signup.recommend')}
          hint={introducer.locked ? t('signup.introducer_locked') : undefined}
          error={introducerInput.error}
        >
          <TextInput
            slot="register-form-introducer-input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-state={introducer.locked ? 'locked' : 'editable'}
            {...introducerInput.inputProps}
            readOnly={introducer.locked || submitting}
          />
        </FormField>
      ) : null}
      {shown('memberName')
        ? textField('memberName', 'signup.name', rules.memberName.required, { type: 'text', autoComplete: 'name' })
        : null}
      {shown('memberEmail')
        ? textField('memberEmail', 'signup.email', rules.memberEmail.required, {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            spellCheck: false,
          })
        : null}
      {shown('memberBirthday') ? (
        <fieldset
          data-slot="register-form-birthday"
          data-state={birthday.error ? 'invalid' : 'valid'}
          onBlur={birthday.onGroupBlur}
          className="flex min-w-0 flex-col gap-1.5"
        >
          <legend data-slot="register-form-birthday-legend" className="mb-1.5 text-sm font-medium text-foreground">
            {label('signup.birthday', rules.memberBirthday.required)}
          </legend>
          <div className="grid grid-cols-[1.3fr_1fr_1fr] gap-2">
            <Select slot="register-form-birthday-year" aria-label={t('signup.birthday_year')} {...birthday.year}>
              <option value="">{t('signup.birthday_year')}</option>
              {Array.from({ length: BIRTH_YEARS_SHOWN + 1 }, (_, index) => String(thisYear - index)).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
            <Select slot="register-form-birthday-month" aria-label={t('signup.birthday_month')} {...birthday.month}>
              <option value="">{t('signup.birthday_month')}</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </Select>
            <Select slot="register-form-birthday-day" aria-label={t('signup.birthday_day')} {...birthday.day}>
              <option value="">{t('signup.birthday_day')}</option>
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </Select>
          </div>
          {birthday.error ? (
            <p
              id={`${birthday.id}-error`}
              data-slot="register-form-birthday-error"
              role="alert"
              className="text-sm text-destructive"
            >
              {birthday.error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {shown('withdrawPassword') ? (
        <WithdrawPasswordField
          field={field('withdrawPassword', { hint: true })}
          label={label('signup.withdraw_password', rules.withdrawPassword.required)}
          hint={t('signup.withdraw_password_hint')}
          required={rules.withdrawPassword.required}
        />
      ) : null}
      {shown('memberPhone') && phoneVerificationOn(rules) ? (
        <PhoneVerifyField
          phone={withRequired(field('memberPhone'), rules.memberPhone.required)}
          code={withRequired(field('phoneVerify', { hint: true }), true)}
          phoneLabel={label('signup.phone', rules.memberPhone.required)}
          codeLabel={label('signup.phone_verify', true)}
          onSendCode={sendSms}
          sending={smsSending}
          countdown={smsCountdown}
          now={now}
          message={smsMessage}
          disabled={submitting}
        />
      ) : shown('memberPhone') ? (
        textField('memberPhone', 'signup.phone', rules.memberPhone.required, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
        })
      ) : null}
      {shown('identityId')
        ? textField('identityId', 'signup.identity_id', rules.identityId.required, {
            type: 'text',
            autoComplete: 'off',
            spellCheck: false,
          })
        : null}
      {CONTACT_HANDLE_FIELDS.filter((name) => shown(name)).map((name) =>
        textField(name, CONTACT_LABELS[name], rules[name].required, {
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
        }),
      )}
      {showOthers ? textField('memberOthers', 'signup.others', false, { type: 'text', autoComplete: 'off' }) : null}
      {showCaptcha ? (
        <FormField
          slot="register-form-captcha"
          inputId={captchaAnswer.id}
          label={label('login.captcha', true)}
          error={captchaAnswer.error}
          className="col-span-full"
        >
          <CaptchaRow
            slot="register-form-captcha"
            captcha={captcha}
            loading={captchaLoading}
            waitSeconds={captchaWaitSeconds}
            onRefresh={onRefreshCaptcha}
            disabled={submitting}
            input={
              <TextInput
                slot="register-form-captcha-input"
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-required
                placeholder={captcha?.placeholder || t('ph_account_verify_code')}
                {...captchaAnswer.inputProps}
              />
            }
          />
        </FormField>
      ) : null}
      <div
        data-slot="register-form-agreement"
        data-state={accept.error ? 'invalid' : 'valid'}
        className="col-span-full flex flex-col gap-1.5"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <label htmlFor={accept.id} className="flex cursor-pointer items-center gap-2 text-foreground select-none">
            <input type="checkbox" className="size-4 shrink-0 accent-primary" {...accept.inputProps} />
            {t('signup.agreement_accept')}
          </label>
          <button
            type="button"
            data-slot="register-form-agreement-read"
            onClick={() => {
              onOpenAgreement?.()
              setAgreementOpen(true)
            }}
            className={cn(
              'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            )}
          >
            {t('signup.agreement_read')}
          </button>
        </div>
        {accept.error ? (
          <p
            id={`${accept.id}-error`}
            data-slot="register-form-agreement-error"
            role="alert"
            className="text-sm text-destructive"
          >
            {accept.error}
          </p>
        ) : null}
      </div>
      {formError ? (
        <div className="col-span-full">
          <FormAlert slot="register-form-error">{formError}</FormAlert>
        </div>
      ) : null}
      <SubmitButton
        data-slot="register-form-submit"
        size="lg"
        submitting={submitting}
        label={t('signup.submit')}
        busyLabel={t('signup.submitting')}
        className="col-span-full"
      />
      <ProtocolModal
        open={agreementOpen}
        onOpenChange={setAgreementOpen}
        title={t('signup.agreement_title')}
        items={agreement}
        loading={agreementLoading}
        onAgree={() => {
          accept.accept()
          setAgreementOpen(false)
        }}
        portalContainer={portalContainer}
        layout={layout}
      />
    </form>
  )
}

/** `memberAccount` -> `member-account`, for `data-slot`s. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** A field's input marked required for assistive technology. */
function withRequired<F extends { inputProps: object }>(field: F, required: boolean): F {
  return required ? { ...field, inputProps: { ...field.inputProps, 'aria-required': true } } : field
}

/** A label with the visual "required" mark; the input carries `aria-required` for assistive technology. */
function RequiredLabel({ text, required }: { text: string; required: boolean }) {
  return (
    <>
      {text}
      {required ? (
        <span aria-hidden="true" data-slot="register-form-required" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </>
  )
}

/** The house select: the text input's look with the native arrow. */
function Select({ slot, className, ...props }: ComponentProps<'select'> & { slot: string }) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  return (
    <select
      data-slot={slot}
      className={cn(inputVariants({ invalid }), 'pr-2 disabled:cursor-not-allowed disabled:opacity-70', className)}
      {...props}
    />
  )
}

function WithdrawPasswordField({
  field,
  label,
  hint,
  required,
}: {
  field: AccountField
  label: ReactNode
  hint: string
  required: boolean
}) {
  return (
    <FormField slot="register-form-withdraw-password" inputId={field.id} label={label} hint={hint} error={field.error}>
      <PasswordInput
        slot="register-form-withdraw-password-input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        aria-required={required || undefined}
        {...field.inputProps}
      />
    </FormField>
  )
}

function SettingsPlaceholder({
  state,
  layout,
  onRetry,
}: {
  state: 'loading' | 'error'
  layout: Layout
  onRetry?: () => void
}) {
  const { t } = useText()
  if (state === 'error') {
    return (
      <StatusMessage
        slot="register-form"
        layout={layout}
        tone="error"
        title={t('signup.settings_error_title')}
        body={t('signup.settings_error')}
        action={
          onRetry ? (
            <Button data-slot="register-form-retry" size={layout === 'mobile' ? 'sm' : 'md'} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    )
  }
  return (
    <div data-slot="register-form-loading" aria-busy="true" className={registerFormGridVariants({ layout })}>
      <span role="status" className="sr-only">
        {t('signup.settings_loading')}
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      ))}
      <Skeleton className="col-span-full h-12 w-full rounded-lg" />
    </div>
  )
}
