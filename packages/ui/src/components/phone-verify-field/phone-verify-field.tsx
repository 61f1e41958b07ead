import type { CountdownState } from '@lobby/domain'
import type { ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Field, FormAlert, TextInput } from '../../primitives/field/index.ts'
import { useCountdown, wholeSeconds } from '../../primitives/countdown/index.ts'
import { SmsCodeField } from '../sms-code-field/sms-code-field.tsx'
import type { AccountField } from '../../lib/use-account-form.ts'

export interface PhoneVerifyFieldProps {
  /** The phone input: `field('memberPhone')` of `useAccountForm`, or any field of the same shape. */
  phone: AccountField
  /** The code input (six digits), of the same shape. */
  code: AccountField
  /** Label of the phone input; default `signup.phone`. */
  phoneLabel?: ReactNode
  /** Label of the code input; default `signup.phone_verify`. */
  codeLabel?: ReactNode
  /** Asks for a code; the caller reads the phone it holds, sends the SMS and, on success or SMS 102, starts `countdown`. */
  onSendCode: () => void
  /** The SMS is being sent: the button waits. */
  sending?: boolean
  /** The resend countdown (`startSmsCountdown(Date.now())`); `null` while none has started. */
  countdown: CountdownState | null
  /**
   * The clock in ms since epoch. Omitted, the field reads `Date.now()` each
   * second while the countdown runs (and on returning to the tab); pass it
   * to hold time still, as stories and tests do.
   */
  now?: number
  /** An answer of the SMS call not tied to an input (e.g. SMS 102, 103), already translated. */
  message?: string
  /** The form is being sent: the button is off (the inputs follow their own `readOnly`). */
  disabled?: boolean
}

/**
 * A phone number with a "send code" button and the six-digit code it asks
 * for (spec section 4). After a send the button counts down (300 s) and is
 * usable again at zero. General on purpose: registration and a
 * forgotten-password form share it; the caller owns sending and the countdown.
 *
 * Contract
 * - MUST read the countdown with the Countdown primitive (`useCountdown` from its end and start): the seconds on
 *   the button are whole seconds rounded up, and the button is usable again exactly when they reach 0.
 * - MUST NOT tick while `now` is given (time held still) and MUST NOT send anything itself (`onSendCode`).
 */
export function PhoneVerifyField({
  phone,
  code,
  phoneLabel,
  codeLabel,
  onSendCode,
  sending = false,
  countdown,
  now,
  message,
  disabled = false,
}: PhoneVerifyFieldProps) {
  const { t } = useText()
  // Read from the end time each second while it runs (and on returning to the tab), as `tickCountdown` would.
  const seconds = wholeSeconds(useCountdown(countdown?.endsAt, { now, startAt: countdown?.startedAt }))
  const counting = seconds > 0
  const state = sending ? 'sending' : counting ? 'counting' : 'idle'

  return (
    <>
      <Field controlId={phone.id} label={phoneLabel ?? t('signup.phone')} error={phone.error}>
        <div data-slot="phone-verify-field-phone-row" className="flex items-center gap-2">
          <TextInput type="tel" inputMode="tel" autoComplete="tel" className="flex-1" {...phone.inputProps} />
          <Button
            data-state={state}
            variant="outline"
            disabled={disabled || sending || counting}
            onClick={onSendCode}
            className="min-w-28 tabular-nums"
          >
            {counting ? (
              <>
                <span className="sr-only">{t('signup.sms_wait', { seconds })}</span>
                <span aria-hidden="true">{t('signup.sms_seconds', { seconds })}</span>
              </>
            ) : sending ? (
              t('signup.sms_sending')
            ) : (
              t('signup.sms_send')
            )}
          </Button>
        </div>
      </Field>
      <SmsCodeField field={code} label={codeLabel ?? t('signup.phone_verify')} hint={t('signup.phone_verify_hint')} />
      {message ? (
        <div data-slot="phone-verify-field-message" className="col-span-full">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
    </>
  )
}
