import type { ReactNode } from 'react'
import type { AccountField } from '../../lib/use-account-form.ts'
import type { CaptchaImage } from '../../lib/captcha.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, TextInput } from '../../primitives/field/index.ts'
import { CaptchaRow } from '../captcha-row/captcha-row.tsx'

export interface CaptchaFieldProps {
  /** The answer's input: `field('captcha')` of `useAccountForm` (its id, error and input props). */
  field: AccountField
  /** The label; default `login.captcha`. */
  label?: ReactNode
  /** Marks the answer `aria-required` (a form that shows required fields, e.g. registration). */
  required?: boolean
  /** The captcha; `null` before the first one arrives. Its `placeholder` is the input's, else `ph_account_verify_code`. */
  captcha: CaptchaImage | null
  /** A captcha is being fetched. */
  loading?: boolean
  /** Seconds until another captcha may be fetched (captcha code 101); the caller counts down. */
  waitSeconds?: number
  /** Asks for a new captcha; without it there is no refresh button. */
  onRefresh?: () => void
  /** The form is being sent: refresh is off (the input follows its own `readOnly`). */
  disabled?: boolean
  /** Classes for the field (placement only, e.g. `col-span-full`). */
  className?: string
}

/**
 * **CaptchaField**: a form's captcha question, labelled, with the answer input beside the image and refresh.
 *
 * Contract
 * - MUST wire the answer through `Field`: the label names the input, the error (`field.error`) is announced and
 *   describes it, `aria-invalid` while there is one.
 * - MUST show the captcha as `CaptchaRow` does (image named `login.captcha_image`, a loading status, refresh named
 *   `login.captcha_refresh` or counting the wait down) and use the captcha's own placeholder when it has one.
 * - MUST NOT fetch, time or check anything: the caller owns the captcha, its loading state, the wait and the rule.
 * - MUST NOT take a `data-slot`: its parts are `field` (…) and `captcha-row` (…), the primitives' own.
 */
export function CaptchaField({
  field,
  label,
  required = false,
  captcha,
  loading = false,
  waitSeconds = 0,
  onRefresh,
  disabled = false,
  className,
}: CaptchaFieldProps) {
  const { t } = useText()
  return (
    <Field controlId={field.id} label={label ?? t('login.captcha')} error={field.error} className={className}>
      <CaptchaRow
        captcha={captcha}
        loading={loading}
        waitSeconds={waitSeconds}
        onRefresh={onRefresh}
        disabled={disabled}
        input={
          <TextInput
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-required={required || undefined}
            placeholder={captcha?.placeholder || t('ph_account_verify_code')}
            {...field.inputProps}
          />
        }
      />
    </Field>
  )
}
