import type { FieldError as DomainFieldError } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect, useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'
import { Skeleton } from '../skeleton/skeleton.tsx'

/*
 * The parts the account modals share (login, double validation, transfer
 * verification, new password): one form hook over the domain's validators,
 * a labelled field with its error, a password input with show/hide, the
 * captcha row, the form's own error and the submit button.
 */

/** Text of a field's server error, already translated, by field name. */
export type ServerFieldErrors<F extends string> = Partial<Record<F, string>>

/** A captcha to show: the image (data URL or URL) and the server's hint for the answer. */
export interface CaptchaImage {
  /** Data URL (e.g. the svg of `/clientCaptcha`) or URL of the image. */
  image: string
  /** Placeholder of the answer input; when absent or empty, `ph_account_verify_code`. */
  placeholder?: string
}

/**
 * A form whose rules are one domain function that answers the first failing
 * field. Errors show on submit only, one at a time, in the domain's order;
 * the failing field gets focus. Editing a field clears its message; the next
 * submit checks again. Server errors (`fieldErrors`, already translated) show
 * under their fields, and the first of them gets focus when they arrive.
 */
export function useAccountForm<V extends FieldValues>({
  defaultValues,
  validate,
  fieldErrors,
  submitting = false,
  onValid,
}: {
  defaultValues: V
  validate: (values: V) => DomainFieldError<Path<V>> | undefined
  fieldErrors?: ServerFieldErrors<Path<V>>
  submitting?: boolean
  onValid: (values: V) => void
}) {
  const { t } = useText()
  const baseId = useId()
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: domainResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  })
  const { setFocus } = form

  const order = Object.keys(defaultValues) as Path<V>[]
  const firstServerField = order.find((name) => fieldErrors?.[name])
  const firstServerText = firstServerField ? fieldErrors?.[firstServerField] : undefined
  useEffect(() => {
    if (firstServerField) setFocus(firstServerField)
  }, [firstServerField, firstServerText, setFocus])

  /** What a field needs: its id, its error text and the props of its input. `hint`: it has a hint under it. */
  const field = (name: Path<V>, { hint = false }: { hint?: boolean } = {}): AccountField => {
    const id = `${baseId}-${name}`
    const local = form.getFieldState(name, form.formState).error?.message
    const error = local ? t(local) : fieldErrors?.[name]
    return {
      id,
      error,
      inputProps: {
        ...form.register(name, { onChange: () => form.clearErrors(name) }),
        id,
        readOnly: submitting,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error && fieldErrorId(id), hint && fieldHintId(id)),
      },
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault()
      return
    }
    // handleSubmit passes the event as a second argument; the callback gets the values only.
    void form.handleSubmit((values) => onValid(values))(event)
  }

  return { form, field, onSubmit }
}

/** One field of `useAccountForm`: spread `inputProps` on the input, give `id` and `error` to its `FormField`. */
export interface AccountField {
  id: string
  /** Translated error: the local rule's, else the server's. */
  error?: string
  inputProps: UseFormRegisterReturn & {
    id: string
    readOnly: boolean
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }
}

/** Adapts a domain validator (first failing field and its message key) to react-hook-form. */
function domainResolver<V extends FieldValues>(validate: (values: V) => DomainFieldError | undefined): Resolver<V> {
  return (values) => {
    const failure = validate(values)
    if (!failure) return { values, errors: {} }
    return {
      values: {},
      errors: { [failure.field]: { type: 'validate', message: failure.messageKey } },
    } as Awaited<ReturnType<Resolver<V>>>
  }
}

const fieldErrorId = (inputId: string) => `${inputId}-error`
const fieldHintId = (inputId: string) => `${inputId}-hint`

/** The ids an input is described by: its error first, then its hint. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id))
  return list.length > 0 ? list.join(' ') : undefined
}

export const inputVariants = cva(
  [
    'h-10 w-full min-w-0 rounded-lg border bg-card px-3 text-sm text-foreground shadow-sm',
    'placeholder:text-muted-foreground read-only:opacity-70',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
  ],
  {
    variants: {
      invalid: {
        true: 'border-destructive focus-visible:border-destructive',
        false: 'border-border focus-visible:border-ring',
      },
    },
    defaultVariants: { invalid: false },
  },
)

export interface FormFieldProps {
  /** `data-slot` of the field; its parts get `-label`, `-error`, `-hint`. */
  slot: string
  /** Id of the input the label names. */
  inputId: string
  label: ReactNode
  /** Text under the input, always shown (e.g. the password rule). */
  hint?: string
  /** Translated error; shown and announced under the input. */
  error?: string
  children: ReactNode
  className?: string
}

/** A label, the input given as children, an optional hint and the error. */
export function FormField({ slot, inputId, label, hint, error, children, className }: FormFieldProps) {
  return (
    <div data-slot={slot} data-state={error ? 'invalid' : 'valid'} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} data-slot={`${slot}-label`} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldErrorId(inputId)} data-slot={`${slot}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={fieldHintId(inputId)} data-slot={`${slot}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export type TextInputProps = ComponentProps<'input'> & { slot: string }

/** The house text input; red border while `aria-invalid`. */
export function TextInput({ slot, className, ...props }: TextInputProps) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  return <input data-slot={slot} className={cn(inputVariants({ invalid }), className)} {...props} />
}

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordInput({ slot, className, disabled, ...props }: Omit<TextInputProps, 'type'>) {
  const { t } = useText()
  const [visible, setVisible] = useState(false)
  return (
    <div data-slot={`${slot}-box`} className="relative">
      <TextInput
        slot={slot}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className={cn('pr-11', className)}
        {...props}
      />
      <button
        type="button"
        data-slot={`${slot}-toggle`}
        data-state={visible ? 'on' : 'off'}
        aria-label={t('login.show_password')}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
        className={cn(
          'absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-muted-foreground',
          'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          'disabled:pointer-events-none disabled:opacity-50',
        )}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  )
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  )
}

export interface CaptchaRowProps {
  /** Prefix of the parts' `data-slot`s, e.g. `login-modal-captcha`. */
  slot: string
  /** The captcha; `null` before the first one arrives. */
  captcha: CaptchaImage | null
  /** A captcha is being fetched: the image is a placeholder and refresh is off. */
  loading?: boolean
  /** Seconds until another captcha may be fetched (after captcha code 101); refresh is off while above 0. */
  waitSeconds?: number
  /** Asks for a new captcha; without it there is no refresh button. */
  onRefresh?: () => void
  /** The form is being sent. */
  disabled?: boolean
  /** The answer input, from `useAccountForm().field(...)`. */
  input: ReactNode
}

/** The answer input beside the captcha image and its refresh button. */
export function CaptchaRow({
  slot,
  captcha,
  loading = false,
  waitSeconds = 0,
  onRefresh,
  disabled,
  input,
}: CaptchaRowProps) {
  const { t } = useText()
  const waiting = waitSeconds > 0
  return (
    <div data-slot={`${slot}-row`} className="flex items-center gap-2">
      <div className="min-w-0 flex-1">{input}</div>
      <div
        data-slot={`${slot}-image`}
        data-state={loading ? 'loading' : captcha ? 'ready' : 'empty'}
        aria-busy={loading || undefined}
        className="grid h-10 w-28 shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted"
      >
        {loading ? (
          <>
            <Skeleton className="size-full rounded-none" />
            <span role="status" className="sr-only">
              {t('login.captcha_loading')}
            </span>
          </>
        ) : captcha ? (
          <img src={captcha.image} alt={t('login.captcha_image')} className="size-full object-contain" />
        ) : null}
      </div>
      {onRefresh ? (
        <Button
          data-slot={`${slot}-refresh`}
          data-state={waiting ? 'waiting' : loading ? 'loading' : 'idle'}
          variant="outline"
          size={waiting ? 'md' : 'icon'}
          aria-label={waiting ? undefined : t('login.captcha_refresh')}
          disabled={disabled || loading || waiting}
          onClick={onRefresh}
          className={waiting ? 'w-14 px-0 tabular-nums' : undefined}
        >
          {waiting ? (
            <>
              <span className="sr-only">{t('login.captcha_wait', { seconds: waitSeconds })}</span>
              <span aria-hidden="true">{t('login.captcha_seconds', { seconds: waitSeconds })}</span>
            </>
          ) : (
            <RefreshIcon spinning={loading} />
          )}
        </Button>
      ) : null}
    </div>
  )
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(spinning && 'animate-spin motion-reduce:animate-none')}
    >
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </svg>
  )
}

/** The form's own error (a server answer not tied to a field); announced when it appears. */
export function FormAlert({ slot, children }: { slot: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <div
      data-slot={slot}
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm break-words text-destructive"
    >
      {children}
    </div>
  )
}

/**
 * The submit button. While `submitting` it stays focusable (`aria-disabled`,
 * so focus is not lost to the page) and shows a spinner with `busyLabel`.
 */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  submitting: boolean
  label: string
  busyLabel: string
}) {
  return (
    <Button
      type="submit"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-disabled={submitting || undefined}
      className={cn('w-full', submitting && 'cursor-progress opacity-70', className)}
      {...props}
    >
      {submitting ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current motion-reduce:animate-none"
        />
      ) : null}
      {submitting ? busyLabel : label}
    </Button>
  )
}
