import type { ContactHandleField } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import type { FocusEvent, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { AccountField } from '../../lib/use-account-form.ts'
import { useLayout } from '../../lib/layout.ts'
import { Button } from '../../primitives/button/button.tsx'
import { Checkbox, Field, PasswordInput, Select, type SelectProps } from '../../primitives/field/index.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { useText } from '../../text/text-provider.tsx'
import type { RegisterCurrencyOption } from './register-form-props.ts'

/** The form's grid: one column on mobile, two on desktop. */
export const registerFormGridVariants = cva(
  'grid grid-cols-1 items-start gap-4 desktop:grid-cols-2 desktop:gap-x-5 desktop:gap-y-4',
)

export const CONTACT_LABELS: Record<ContactHandleField, string> = {
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

/** A field's input marked required for assistive technology. */
export function withRequired<F extends { inputProps: object }>(field: F, required: boolean): F {
  return required ? { ...field, inputProps: { ...field.inputProps, 'aria-required': true } } : field
}

/** A label with the visual "required" mark; the input carries `aria-required` for assistive technology. */
export function RequiredLabel({ text, required }: { text: string; required: boolean }) {
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

/** The currency select; off (with why) when the agent's domain fixes it. */
export function CurrencyField({
  label,
  currencies,
  currency,
  locked,
  disabled,
  onChange,
}: {
  label: ReactNode
  currencies: readonly RegisterCurrencyOption[]
  currency: string
  locked: boolean
  disabled: boolean
  onChange: (currency: string) => void
}) {
  const { t } = useText()
  return (
    <Field label={label} hint={locked ? t('signup.currency_locked') : undefined}>
      <Select value={currency} disabled={locked || disabled} onChange={(event) => onChange(event.target.value)}>
        {currencies.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}

type BirthdayPart = Omit<SelectProps, 'children'>

/** Year, month and day as three selects in one group, checked when focus leaves the group. */
export function BirthdayField({
  legend,
  thisYear,
  birthday,
}: {
  legend: ReactNode
  thisYear: number
  birthday: {
    id: string
    error?: string
    year: BirthdayPart
    month: BirthdayPart
    day: BirthdayPart
    onGroupBlur: (event: FocusEvent<HTMLElement>) => void
  }
}) {
  const { t } = useText()
  const part = (props: BirthdayPart, labelKey: string, values: readonly string[]) => (
    <Select aria-label={t(labelKey)} {...props}>
      <option value="">{t(labelKey)}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </Select>
  )
  const years = Array.from({ length: BIRTH_YEARS_SHOWN + 1 }, (_, index) => String(thisYear - index))
  return (
    <fieldset
      data-slot="register-form-birthday"
      data-state={birthday.error ? 'invalid' : 'valid'}
      onBlur={birthday.onGroupBlur}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend data-slot="register-form-birthday-legend" className="mb-1.5 text-sm font-medium text-foreground">
        {legend}
      </legend>
      <div className="grid grid-cols-[1.3fr_1fr_1fr] gap-2">
        {part(birthday.year, 'signup.birthday_year', years)}
        {part(birthday.month, 'signup.birthday_month', MONTHS)}
        {part(birthday.day, 'signup.birthday_day', DAYS)}
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
  )
}

/** The 4-digit withdraw password. */
export function WithdrawPasswordField({
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
    <Field controlId={field.id} label={label} hint={hint} error={field.error}>
      <PasswordInput
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        aria-required={required || undefined}
        {...field.inputProps}
      />
    </Field>
  )
}

/** "I accept the agreement" with the button that opens it, and the error when it is not ticked. */
export function AgreementField({
  accept,
  onRead,
}: {
  accept: { id: string; error?: string; inputProps: AccountField['inputProps'] | Record<string, unknown> }
  onRead: () => void
}) {
  const { t } = useText()
  return (
    <Field controlId={accept.id} error={accept.error} className="col-span-full">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Checkbox labelClassName="text-foreground" label={t('signup.agreement_accept')} {...accept.inputProps} />
        <button
          type="button"
          data-slot="register-form-agreement-read"
          onClick={onRead}
          className={cn(
            'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          )}
        >
          {t('signup.agreement_read')}
        </button>
      </div>
    </Field>
  )
}

/** The form's place while its settings load, or the error with retry. */
export function SettingsPlaceholder({ state, onRetry }: { state: 'loading' | 'error'; onRetry?: () => void }) {
  const { t } = useText()
  const layout = useLayout()
  if (state === 'error') {
    return (
      <StatusMessage
        tone="error"
        title={t('signup.settings_error_title')}
        body={t('signup.settings_error')}
        action={
          onRetry ? (
            <Button size={layout === 'mobile' ? 'sm' : 'md'} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    )
  }
  return (
    <div data-slot="register-form-loading" aria-busy="true" className={registerFormGridVariants()}>
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
