import { canSendSms, tickCountdown, type CountdownState } from '@lobby/domain'
import { useEffect, useState, type ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Field, FormAlert, TextInput } from '../../primitives/field/index.ts'
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
  const clock = useCountdownClock(countdown, now)
  const seconds = countdown ? tickCountdown(countdown, clock).remainingSeconds : 0
  const counting = !canSendSms(countdown, clock)
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
      <Field
        controlId={code.id}
        label={codeLabel ?? t('signup.phone_verify')}
        hint={t('signup.phone_verify_hint')}
        error={code.error}
      >
        <TextInput
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          {...code.inputProps}
        />
      </Field>
      {message ? (
        <div data-slot="phone-verify-field-message" className="col-span-full">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
    </>
  )
}

/**
 * The time the countdown is read at: `now` when the caller drives it,
 * otherwise the wall clock, re-read every second while the countdown runs
 * and when the tab becomes visible again (timers are throttled in the
 * background, and `tickCountdown` works from end times, so nothing drifts).
 */
function useCountdownClock(countdown: CountdownState | null, now: number | undefined): number {
  const [wall, setWall] = useState(() => Date.now())
  const running = now === undefined && countdown !== null && !tickCountdown(countdown, wall).done
  useEffect(() => {
    if (!running) return
    const read = () => setWall(Date.now())
    const timer = setInterval(read, 1000)
    document.addEventListener('visibilitychange', read)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', read)
    }
  }, [running])
  return now ?? wall
}
