import type { ReactNode } from 'react'
import type { AccountField } from '../../lib/use-account-form.ts'
import type { CaptchaImage } from '../../lib/captcha.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, TextInput } from '../../primitives/field/index.ts'
import { CaptchaRow } from '../captcha-row/captcha-row.tsx'

/**
 * The captcha props of an account form, named as the forms take them from their caller, so a form declares them by
 * extending this and hands them to `CaptchaField` as they are.
 */
export interface CaptchaProps {
  /** The captcha; `null` until it arrives. A new image clears the answer. */
  captcha: CaptchaImage | null
  /** A captcha is being fetched: the image is a placeholder and refresh is off. */
  captchaLoading?: boolean
  /** Seconds until another captcha may be fetched (captcha code 101); the caller counts down. */
  captchaWaitSeconds?: number
  /** Asks for a new captcha (the refresh button); without it there is no refresh button. */
  onRefreshCaptcha?: () => void
}

export interface CaptchaFieldProps extends CaptchaProps {
  /** The answer's input: `field('captcha')` of `useAccountForm` (its id, error and input props). */
  field: AccountField
  /** The label; default `login.captcha`. */
  label?: ReactNode
  /** Marks the answer `aria-required` (a form that shows required fields, e.g. registration). */
  required?: boolean
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
 * - MUST take the captcha props under the forms' own names (`CaptchaProps`), so a form passes them through.
 * - MUST NOT take a `data-slot`: its parts are `field` (…) and `captcha-row` (…), the primitives' own.
 */
export function CaptchaField({
  field,
  label,
  required = false,
  captcha,
  captchaLoading = false,
  captchaWaitSeconds = 0,
  onRefreshCaptcha,
  disabled = false,
  className,
}: CaptchaFieldProps) {
  const { t } = useText()
  return (
    <Field controlId={field.id} label={label ?? t('login.captcha')} error={field.error} className={className}>
      <CaptchaRow
        captcha={captcha}
        loading={captchaLoading}
        waitSeconds={captchaWaitSeconds}
        onRefresh={onRefreshCaptcha}
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
