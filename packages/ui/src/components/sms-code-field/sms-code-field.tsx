import type { ReactNode } from 'react'
import type { AccountField } from '../../lib/use-account-form.ts'
import { Field, TextInput } from '../../primitives/field/index.ts'

export interface SmsCodeFieldProps {
  /** The code's input: a field of `useAccountForm` (`field('code', { hint: true })` when it has a hint). */
  field: AccountField
  /** The label, e.g. `forgot_password.code` or `signup.phone_verify`. */
  label: ReactNode
  /** What the code is (where it was sent); always shown under the input. */
  hint?: ReactNode
  /** Classes for the input (its look only, e.g. spaced digits). */
  inputClassName?: string
}

/**
 * **SmsCodeField**: the six-digit code an SMS brought, in a labelled `Field`.
 *
 * Contract
 * - MUST be a numeric one-time-code input (`inputMode="numeric"`, `autoComplete="one-time-code"`, at most 6
 *   characters), so a phone offers the code it just received.
 * - MUST wire label, hint and error through `Field` (`field.error` announced and describing the input).
 * - MUST NOT send, time or check the code: the caller's form owns the rule, and the send button and its countdown
 *   live beside it (`PhoneVerifyField`, the forgotten-password steps).
 */
export function SmsCodeField({ field, label, hint, inputClassName }: SmsCodeFieldProps) {
  return (
    <Field controlId={field.id} label={label} hint={hint} error={field.error}>
      <TextInput
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        spellCheck={false}
        className={inputClassName}
        {...field.inputProps}
      />
    </Field>
  )
}
