import {
  validateForgotPasswordRequest,
  validateForgotPasswordReset,
  type ForgotPasswordRequest,
  type ForgotPasswordReset,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useAccountForm, type ServerFieldErrors } from '../../lib/use-account-form.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Field, FormAlert, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { AccountNameField } from '../../components/account-name-field/account-name-field.tsx'
import { CaptchaField } from '../../components/captcha-field/captcha-field.tsx'
import { SmsCodeField } from '../../components/sms-code-field/sms-code-field.tsx'
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields.tsx'
import type { ForgotPasswordModalProps } from './forgot-password-modal.tsx'
import { CheckIcon } from '../../primitives/icon/icon.tsx'

/** The steps' buttons: stacked and full width on mobile; in a row, the main one at the end, on desktop. */
export const forgotPasswordActionsVariants = cva(
  'flex flex-col gap-3 desktop:flex-row-reverse desktop:items-center desktop:justify-between',
)

/** Larger buttons under the thumb on mobile (a Button size, so read in script). */
function useActionSize(): 'lg' | 'md' {
  return useLayout() === 'mobile' ? 'lg' : 'md'
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
  | 'onSubmit'
  | 'portalContainer'
  | 'className'
> & { resendSeconds: number; formError?: string }

const EMPTY_REQUEST: ForgotPasswordRequest = { account: '', phone: '', captcha: '' }

export function RequestStep({
  hidden,
  resendSeconds,
  onSendCode,
  submitting = false,
  fieldErrors,
  formError,
  resetKey,
  onHaveCode,
  ...captchaProps
}: StepProps & {
  hidden: boolean
  fieldErrors?: ServerFieldErrors<keyof ForgotPasswordRequest>
  onHaveCode: () => void
}) {
  const { t } = useText()
  const size = useActionSize()
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
  const image = captchaProps.captcha?.image
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
      <AccountNameField field={account} />
      <Field
        controlId={phone.id}
        label={t('forgot_password.phone')}
        hint={t('forgot_password.phone_hint')}
        error={phone.error}
      >
        <TextInput type="tel" inputMode="tel" autoComplete="tel" {...phone.inputProps} />
      </Field>
      <CaptchaField field={answer} disabled={busy} {...captchaProps} />
      <FormAlert>{formError}</FormAlert>
      <div data-slot="forgot-password-modal-request-actions" className={forgotPasswordActionsVariants()}>
        <SubmitButton
          submitting={busy}
          disabled={waiting && !busy}
          label={waiting ? t('forgot_password.resend_in', { seconds: resendSeconds }) : t('forgot_password.send')}
          busyLabel={t('forgot_password.sending')}
          size={size}
          className={cn('desktop:w-auto', waiting && 'tabular-nums')}
        />
        {waiting ? (
          <Button variant="ghost" size={size} disabled={busy} onClick={onHaveCode}>
            {t('forgot_password.have_code')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

const EMPTY_RESET: ForgotPasswordReset = { code: '', password: '', checkPassword: '' }

export function ResetStep({
  resendSeconds,
  onSubmit,
  submitting = false,
  fieldErrors,
  formError,
  onResend,
}: StepProps & {
  onSubmit: ForgotPasswordModalProps['onSubmit']
  fieldErrors?: ServerFieldErrors<keyof ForgotPasswordReset>
  onResend: () => void
}) {
  const { t } = useText()
  const size = useActionSize()
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
      <SmsCodeField
        field={code}
        label={t('forgot_password.code')}
        hint={t('forgot_password.code_hint')}
        inputClassName="tracking-[0.3em] tabular-nums"
      />
      <NewPasswordFields password={field('password', { hint: true })} checkPassword={field('checkPassword')} />
      <FormAlert>{formError}</FormAlert>
      <div data-slot="forgot-password-modal-reset-actions" className={forgotPasswordActionsVariants()}>
        <SubmitButton
          submitting={submitting}
          label={t('forgot_password.submit')}
          busyLabel={t('forgot_password.submitting')}
          size={size}
          className="desktop:w-auto"
        />
        <Button
          data-state={waiting ? 'waiting' : 'idle'}
          variant="ghost"
          size={size}
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

export function DoneStep({ onLogin }: { onLogin: () => void }) {
  const { t } = useText()
  return (
    <div data-slot="forgot-password-modal-done" className="flex flex-col items-center gap-4 py-4 text-center">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-success/15 text-success [&_svg]:size-7"
      >
        <CheckIcon strokeWidth={2.5} />
      </span>
      <p data-slot="forgot-password-modal-done-text" className="text-sm text-muted-foreground">
        {t('forgot_password.done')}
      </p>
      <Button size="lg" onClick={onLogin} className="w-full desktop:w-auto desktop:min-w-40">
        {t('forgot_password.log_in')}
      </Button>
    </div>
  )
}
