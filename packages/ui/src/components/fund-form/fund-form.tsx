import type { Ref } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, FormAlert, SubmitButton, TextInput } from '../../primitives/field/index.ts'

export interface FundPasswordFieldProps {
  /** The input's id; a surrounding label and the error follow it. Generated when not given. */
  controlId?: string
  /** The 4 digits typed (controlled). */
  value: string
  /** Called with the text as a person types it. */
  onValueChange: (value: string) => void
  /** Translated error under the input. */
  error?: string
  /** A form being sent: the input is read-only. */
  readOnly?: boolean
  /** The input, e.g. to focus it when the password is refused. */
  ref?: Ref<HTMLInputElement>
}

/**
 * **FundPasswordField**: the 4-digit withdraw password of a money form (a withdrawal, an agent's transfer).
 *
 * Contract
 * - MUST be a labelled `Field` ("Withdraw password") with a password input: numeric keypad, 4 characters at
 *   most, spaced digits, no autocomplete.
 * - MUST show `error` under the input (announced) and mark the input invalid.
 * - MUST NOT check the password: the form's domain rule does.
 */
export function FundPasswordField({ controlId, value, onValueChange, error, readOnly, ref }: FundPasswordFieldProps) {
  const { t } = useText()
  return (
    <Field controlId={controlId} label={t('fund.withdraw_password')} error={error}>
      <TextInput
        ref={ref}
        name="withdraw_password"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        className="tracking-[0.4em]"
      />
    </Field>
  )
}

export interface FundFormActionsProps {
  /** The server's refusal, already translated; nothing shows without it. */
  error?: string
  /** The form is being sent: the button waits with `busyLabel`. */
  submitting: boolean
  /** The submit button's text. */
  label: string
  /** The submit button's text while sending. */
  busyLabel: string
  /** Places the block in the form's grid (e.g. `desktop:col-span-2`). */
  className?: string
}

/**
 * **FundFormActions**: the foot of a money form: the server's refusal over the submit button.
 *
 * Contract
 * - MUST show `error` as the form's alert (`FormAlert`), above the button, and nothing without it.
 * - MUST end with a `SubmitButton`: full width on a phone, its own width at the start on desktop.
 * - MUST NOT submit or translate by itself: the form owns the submit and passes translated text.
 */
export function FundFormActions({ error, submitting, label, busyLabel, className }: FundFormActionsProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <FormAlert>{error}</FormAlert>
      <SubmitButton
        submitting={submitting}
        label={label}
        busyLabel={busyLabel}
        className="desktop:w-auto desktop:self-start"
      />
    </div>
  )
}
