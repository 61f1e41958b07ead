import {
  ACCOUNT_MESSAGES,
  validateMemberPhone,
  validateNewPassword,
  validatePhoneVerifyCode,
  type CountdownState,
  type FieldError,
  type NewPasswordForm,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormAlert, FormField, SubmitButton, TextInput } from '../../primitives/field/field.tsx'
import { CaptchaRow } from '../../components/captcha-row/captcha-row.tsx'
import { useAccountForm, type ServerFieldErrors } from '../../lib/use-account-form.ts'
import type { CaptchaImage } from '../../lib/captcha.ts'
import { Modal } from '../../primitives/modal/modal.tsx'
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields.tsx'
import { useCountdownSeconds } from './use-countdown-seconds.ts'

/** `request`: account, phone and captcha, to send the SMS code; `reset`: the code and a new password; `done`: reset. */
export type ForgotPasswordStep = 'request' | 'reset' | 'done'

/** Step 1, sent to `/forget_password/sms`. */
export interface ForgotPasswordRequest {
  account: string
  phone: string
  /** The answer to the captcha. */
  captcha: string
}

/** Step 2, sent to `/forget_password/reset` with the account and phone of step 1. */
export interface ForgotPasswordReset extends NewPasswordForm {
  /** The 6-digit code of the SMS. */
  code: string
}

type ForgotPasswordField = keyof ForgotPasswordRequest | keyof ForgotPasswordReset

/**
 * Step 1 in order: the account (`ph_account_name`, as at login), the phone
 * (required, digits: `validateMemberPhone`), the captcha (`ph_account_verify_code`).
 */
export function validateForgotPasswordRequest(
  form: ForgotPasswordRequest,
): FieldError<keyof ForgotPasswordRequest> | undefined {
  if (form.account.trim() === '') return { field: 'account', messageKey: ACCOUNT_MESSAGES.accountRequired }
  const phone = validateMemberPhone(form.phone.trim(), { required: true, tenDigits: false })
  if (phone) return { field: 'phone', messageKey: phone }
  if (form.captcha.trim() === '') return { field: 'captcha', messageKey: ACCOUNT_MESSAGES.captchaRequired }
  return undefined
}

/** Step 2 in order: the SMS code (6 digits: `validatePhoneVerifyCode`), then `validateNewPassword`. */
export function validateForgotPasswordReset(
  form: ForgotPasswordReset,
): FieldError<keyof ForgotPasswordReset> | undefined {
  const code = validatePhoneVerifyCode(form.code.trim())
  if (code) return { field: 'code', messageKey: code }
  return validateNewPassword(form)
}

export const forgotPasswordActionsVariants = cva('flex gap-3', {
  variants: {
    layout: { desktop: 'flex-row-reverse items-center justify-between', mobile: 'flex-col' },
  },
  defaultVariants: { layout: 'desktop' },
})

export interface ForgotPasswordModalProps {
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
  /** The captcha of step 1; `null` until it arrives. A new image clears the answer. */
  captcha: CaptchaImage | null
  /** A captcha is being fetched. */
  captchaLoading?: boolean
  /** Seconds until another captcha may be fetched (captcha code 101); the caller counts down. */
  captchaWaitSeconds?: number
  /** Asks for a new captcha (the refresh button). */
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
  /** `mobile`: a full-screen sheet with stacked, full-width buttons. */
  layout?: Layout
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
  fieldErrors,
  formError,
  onLogin,
  portalContainer,
  layout = 'desktop',
  className,
  ...stepProps
}: ForgotPasswordModalProps) {
  const { t } = useText()
  const resendSeconds = useCountdownSeconds(smsCountdown, now)
  const description = {
    request: 'forgot_password.description_request',
    reset: 'forgot_password.description_reset',
    done: 'forgot_password.description_done',
  }[step]

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      slot="forgot-password-modal"
      size={layout === 'mobile' ? 'full' : 'md'}
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
        layout={layout}
        resendSeconds={resendSeconds}
        fieldErrors={step === 'request' ? errorsOf(fieldErrors, REQUEST_FIELDS) : undefined}
        formError={step === 'request' ? formError : undefined}
        onHaveCode={() => onStepChange('reset')}
      />
      {step === 'reset' ? (
        <ResetStep
          {...stepProps}
          layout={layout}
          resendSeconds={resendSeconds}
          fieldErrors={errorsOf(fieldErrors, RESET_FIELDS)}
          formError={formError}
          onResend={() => onStepChange('request')}
        />
      ) : null}
      {step === 'done' ? <DoneStep layout={layout} onLogin={onLogin} /> : null}
    </Modal>
  )
}

type StepProps = Omit<
  ForgotPasswordModalProps,
  | 'open'
  | 'onOpenChange'
  | 'step'
  | 'onStepChange'
  | 'smsCountdown'
  | 'now'
  | 'fieldErrors'
  | 'formError'
  | 'onLogin'
  | 'portalContainer'
  | 'layout'
  | 'className'
> & { layout: Layout; resendSeconds: number; formError?: string }

const EMPTY_REQUEST: ForgotPasswordRequest = { account: '', phone: '', captcha: '' }

function RequestStep({
  hidden,
  layout,
  resendSeconds,
  captcha,
  captchaLoading = false,
  captchaWaitSeconds = 0,
  onRefreshCaptcha,
  onSendCode,
  submitting = false,
  fieldErrors,
  formError,
  resetKey,
  onHaveCode,
}: StepProps & {
  hidden: boolean
  fieldErrors?: ServerFieldErrors<keyof ForgotPasswordRequest>
  onHaveCode: () => void
}) {
  const { t } = useText()
  const busy = submitting && !hidden
  const {
    form,
    field,
    onSubmit: submit,
  } = useAccountForm<ForgotPasswordRequest>({
    defaultValues: EMPTY_REQUEST,
    validate: validateForgotPasswordRequest,
    fieldErrors,
    submitting: busy,
    onValid: onSendCode,
  })
  const { resetField } = form

  // A captcha is answered once: a new image (after a send or a refresh) needs a new answer.
  const image = captcha?.image
  useEffect(() => {
    resetField('captcha')
  }, [image, resetKey, resetField])

  const account = field('account')
  const phone = field('phone')
  const answer = field('captcha')
  const waiting = resendSeconds > 0

  return (
    <form
      data-slot="forgot-password-modal-request-form"
      data-state={busy ? 'submitting' : waiting ? 'waiting' : 'idle'}
      aria-busy={busy || undefined}
      hidden={hidden}
      noValidate
      onSubmit={(event) => {
        // No new code while the last one's wait runs (spec section 9).
        if (waiting) event.preventDefault()
        else submit(event)
      }}
      className="flex flex-col gap-4"
    >
      <FormField
        slot="forgot-password-modal-account"
        inputId={account.id}
        label={t('login.account')}
        error={account.error}
      >
        <TextInput
          slot="forgot-password-modal-account-input"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('ph_account_name')}
          {...account.inputProps}
        />
      </FormField>
      <FormField
        slot="forgot-password-modal-phone"
        inputId={phone.id}
        label={t('forgot_password.phone')}
        hint={t('forgot_password.phone_hint')}
        error={phone.error}
      >
        <TextInput
          slot="forgot-password-modal-phone-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...phone.inputProps}
        />
      </FormField>
      <FormField
        slot="forgot-password-modal-captcha"
        inputId={answer.id}
        label={t('login.captcha')}
        error={answer.error}
      >
        <CaptchaRow
          slot="forgot-password-modal-captcha"
          captcha={captcha}
          loading={captchaLoading}
          waitSeconds={captchaWaitSeconds}
          onRefresh={onRefreshCaptcha}
          disabled={busy}
          input={
            <TextInput
              slot="forgot-password-modal-captcha-input"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={captcha?.placeholder || t('ph_account_verify_code')}
              {...answer.inputProps}
            />
          }
        />
      </FormField>
      <FormAlert slot="forgot-password-modal-error">{formError}</FormAlert>
      <div data-slot="forgot-password-modal-request-actions" className={forgotPasswordActionsVariants({ layout })}>
        <SubmitButton
          data-slot="forgot-password-modal-send"
          submitting={busy}
          disabled={waiting && !busy}
          label={waiting ? t('forgot_password.resend_in', { seconds: resendSeconds }) : t('forgot_password.send')}
          busyLabel={t('forgot_password.sending')}
          size={layout === 'mobile' ? 'lg' : 'md'}
          className={cn(layout === 'desktop' && 'w-auto', waiting && 'tabular-nums')}
        />
        {waiting ? (
          <Button
            data-slot="forgot-password-modal-have-code"
            variant="ghost"
            size={layout === 'mobile' ? 'lg' : 'md'}
            disabled={busy}
            onClick={onHaveCode}
          >
            {t('forgot_password.have_code')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

const EMPTY_RESET: ForgotPasswordReset = { code: '', password: '', checkPassword: '' }

function ResetStep({
  layout,
  resendSeconds,
  onSubmit,
  submitting = false,
  fieldErrors,
  formError,
  onResend,
}: StepProps & { fieldErrors?: ServerFieldErrors<keyof ForgotPasswordReset>; onResend: () => void }) {
  const { t } = useText()
  const { field, onSubmit: submit } = useAccountForm<ForgotPasswordReset>({
    defaultValues: EMPTY_RESET,
    validate: validateForgotPasswordReset,
    fieldErrors,
    submitting,
    onValid: onSubmit,
  })
  const code = field('code', { hint: true })
  const waiting = resendSeconds > 0

  return (
    <form
      data-slot="forgot-password-modal-reset-form"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <FormField
        slot="forgot-password-modal-code"
        inputId={code.id}
        label={t('forgot_password.code')}
        hint={t('forgot_password.code_hint')}
        error={code.error}
      >
        <TextInput
          slot="forgot-password-modal-code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="tracking-[0.3em] tabular-nums"
          {...code.inputProps}
        />
      </FormField>
      <NewPasswordFields
        slot="forgot-password-modal"
        password={field('password', { hint: true })}
        checkPassword={field('checkPassword')}
      />
      <FormAlert slot="forgot-password-modal-error">{formError}</FormAlert>
      <div data-slot="forgot-password-modal-reset-actions" className={forgotPasswordActionsVariants({ layout })}>
        <SubmitButton
          data-slot="forgot-password-modal-submit"
          submitting={submitting}
          label={t('forgot_password.submit')}
          busyLabel={t('forgot_password.submitting')}
          size={layout === 'mobile' ? 'lg' : 'md'}
          className={layout === 'desktop' ? 'w-auto' : undefined}
        />
        <Button
          data-slot="forgot-password-modal-resend"
          data-state={waiting ? 'waiting' : 'idle'}
          variant="ghost"
          size={layout === 'mobile' ? 'lg' : 'md'}
          disabled={waiting || submitting}
          onClick={onResend}
          className={waiting ? 'tabular-nums' : undefined}
        >
          {waiting ? t('forgot_password.resend_in', { seconds: resendSeconds }) : t('forgot_password.resend')}
        </Button>
      </div>
    </form>
  )
}

function DoneStep({ layout, onLogin }: { layout: Layout; onLogin: () => void }) {
  const { t } = useText()
  return (
    <div data-slot="forgot-password-modal-done" className="flex flex-col items-center gap-4 py-4 text-center">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-success/15 text-success [&_svg]:size-7"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="m6 12.5 4 4 8-9" />
        </svg>
      </span>
      <p data-slot="forgot-password-modal-done-text" className="text-sm text-muted-foreground">
        {t('forgot_password.done')}
      </p>
      <Button
        data-slot="forgot-password-modal-login"
        size="lg"
        onClick={onLogin}
        className={layout === 'mobile' ? 'w-full' : 'min-w-40'}
      >
        {t('forgot_password.log_in')}
      </Button>
    </div>
  )
}
