import type { CountdownState, ForgotPasswordRequest, ForgotPasswordReset } from '@lobby/domain'
import { useLayout } from '../../lib/layout.ts'
import type { ServerFieldErrors } from '../../lib/use-account-form.ts'
import type { CaptchaProps } from '../../components/captcha-field/captcha-field.tsx'
import { useText } from '../../text/text-provider.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { useCountdown, wholeSeconds } from '../../primitives/countdown/index.ts'
import { DoneStep, RequestStep, ResetStep } from './forgot-password-steps.tsx'

export { forgotPasswordActionsVariants } from './forgot-password-steps.tsx'

/** `request`: account, phone and captcha, to send the SMS code; `reset`: the code and a new password; `done`: reset. */
export type ForgotPasswordStep = 'request' | 'reset' | 'done'

export type { ForgotPasswordRequest, ForgotPasswordReset } from '@lobby/domain'

type ForgotPasswordField = keyof ForgotPasswordRequest | keyof ForgotPasswordReset

export interface ForgotPasswordModalProps extends CaptchaProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** The step shown (controlled): the caller moves on after each success. */
  step: ForgotPasswordStep
  /**
   * A person asks for another step: `reset` from step 1 while a code is
   * still valid, `request` from step 2 to send a new code once the countdown
   * has ended (the caller fetches a new captcha). Account and phone are kept.
   */
  onStepChange: (step: ForgotPasswordStep) => void
  /** Asks for a new captcha of step 1 (the refresh button). */
  onRefreshCaptcha: () => void
  /** Step 1 passed `validateForgotPasswordRequest`; the caller sends the SMS and, on success, starts `smsCountdown` and shows `reset`. */
  onSendCode: (values: ForgotPasswordRequest) => void
  /**
   * The resend wait (spec section 9: 300 s, `startSmsCountdown`), also after
   * SMS code 102. While it runs no code can be asked for. The modal reads the
   * clock each second.
   */
  smsCountdown?: CountdownState | null
  /**
   * The clock in ms since epoch. Omitted, the modal reads `Date.now()` each
   * second while the countdown runs; pass it to hold time still (stories, tests).
   */
  now?: number
  /** Step 2 passed `validateForgotPasswordReset`; the caller sends it with the account and phone of step 1. */
  onSubmit: (values: ForgotPasswordReset) => void
  /** The step is being sent: inputs are read-only and the buttons wait. */
  submitting?: boolean
  /** Server errors by field, already translated (e.g. a wrong SMS code on `code`); shown on the step that has the field. */
  fieldErrors?: ServerFieldErrors<ForgotPasswordField>
  /** A server error not tied to a field, already translated (e.g. `signup.err_sms_no_balance`). */
  formError?: string
  /** Change it after a failed send to clear the captcha answer (a new `captcha` image clears it too). */
  resetKey?: string | number
  /** "Log in" once the password is reset: the caller closes this modal and opens the login. */
  onLogin: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

const REQUEST_FIELDS = ['account', 'phone', 'captcha'] as const
const RESET_FIELDS = ['code', 'password', 'checkPassword'] as const

/** The server errors of `fields` only, so each step focuses and shows its own. */
function errorsOf<F extends ForgotPasswordField>(
  errors: ServerFieldErrors<ForgotPasswordField> | undefined,
  fields: readonly F[],
): ServerFieldErrors<F> | undefined {
  if (!errors) return undefined
  return Object.fromEntries(
    fields.filter((name) => errors[name]).map((name) => [name, errors[name]]),
  ) as ServerFieldErrors<F>
}

/**
 * Forgotten password (spec sections 2, 8 and 9): step 1 sends a 6-digit code
 * by SMS to the phone of the account, behind a captcha, at most once per
 * 300 s; step 2 takes the code and a new password; then the member logs in.
 * It MUST NOT close itself or change step: the caller owns `open` and `step`.
 */
export function ForgotPasswordModal({
  open,
  onOpenChange,
  step,
  onStepChange,
  smsCountdown = null,
  now,
  onSubmit,
  fieldErrors,
  formError,
  onLogin,
  portalContainer,
  className,
  ...stepProps
}: ForgotPasswordModalProps) {
  const { t } = useText()
  // Whole seconds of the resend wait, re-read each second while it runs (as `tickCountdown` reads them).
  const resendSeconds = wholeSeconds(useCountdown(smsCountdown?.endsAt, { now, startAt: smsCountdown?.startedAt }))
  // The dialog's frame differs by layout (a full screen on mobile), not just its styles.
  const mobile = useLayout() === 'mobile'
  const description = {
    request: 'forgot_password.description_request',
    reset: 'forgot_password.description_reset',
    done: 'forgot_password.description_done',
  }[step]

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={mobile ? 'full' : 'md'}
      portalContainer={portalContainer}
      title={t('forgot_password.title')}
      description={t(description)}
      className={className}
      bodyClassName="px-5 py-5"
    >
      {step === 'done' ? null : (
        <p
          data-slot="forgot-password-modal-step"
          data-state={step}
          className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('forgot_password.step', { step: step === 'request' ? 1 : 2 })}
        </p>
      )}
      {/* Step 1 stays mounted while hidden, so account and phone are there when a new code is asked for. */}
      <RequestStep
        {...stepProps}
        hidden={step !== 'request'}
        resendSeconds={resendSeconds}
        fieldErrors={step === 'request' ? errorsOf(fieldErrors, REQUEST_FIELDS) : undefined}
        formError={step === 'request' ? formError : undefined}
        onHaveCode={() => onStepChange('reset')}
      />
      {step === 'reset' ? (
        <ResetStep
          {...stepProps}
          onSubmit={onSubmit}
          resendSeconds={resendSeconds}
          fieldErrors={errorsOf(fieldErrors, RESET_FIELDS)}
          formError={formError}
          onResend={() => onStepChange('request')}
        />
      ) : null}
      {step === 'done' ? <DoneStep onLogin={onLogin} /> : null}
    </Modal>
  )
}
